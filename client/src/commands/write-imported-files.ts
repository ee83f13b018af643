// Writes the files the importer generated, never replacing an existing file
// without consent: interactively the user chooses (replace / keep them / cancel);
// with arguments, a conflict without `overwrite: true` writes nothing at all.
// The files are written all or nothing (write-all-or-nothing.ts); consent covers
// the files found at the check, never one created after it.
import * as vscode from 'vscode';
import type { ConvertResult } from '../../../server/src/protocol/mcp';
import { writeAllOrNothing } from './write-all-or-nothing';

export interface WritePlan {
  folder: vscode.Uri;
  files: ConvertResult['files'];
}

export interface WriteOutcome {
  written: vscode.Uri[];
  conflicts: vscode.Uri[];
  cancelled: boolean;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

export async function writeImportedFiles(plan: WritePlan, consent: { interactive: boolean; overwrite: boolean }): Promise<WriteOutcome> {
  const targets = plan.files.map((f) => ({ file: f, uri: vscode.Uri.joinPath(plan.folder, f.fileName) }));
  const conflicts: vscode.Uri[] = [];
  for (const t of targets) if (await exists(t.uri)) conflicts.push(t.uri);

  let skip = new Set<string>();
  if (conflicts.length > 0 && !consent.overwrite) {
    if (!consent.interactive) return { written: [], conflicts, cancelled: false };
    const replace = vscode.l10n.t('Replace them');
    const keep = vscode.l10n.t('Keep them, write the others');
    const names = conflicts.map((u) => vscode.workspace.asRelativePath(u)).join('\n');
    const answer = await vscode.window.showWarningMessage(
      vscode.l10n.t('{0} of the files to create already exist.', conflicts.length),
      { modal: true, detail: names },
      replace,
      keep,
    );
    if (answer === undefined) return { written: [], conflicts, cancelled: true };
    if (answer === keep) skip = new Set(conflicts.map((u) => u.toString()));
  }

  await vscode.workspace.fs.createDirectory(plan.folder);
  const encoder = new TextEncoder();
  const replaced = new Set(conflicts.map((u) => u.toString()));
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const files = targets
    .filter((t) => !skip.has(t.uri.toString()))
    .map((t, i) => ({
      target: t.uri,
      temp: vscode.Uri.joinPath(plan.folder, `.${i}-${stamp}.atdf-tmp`),
      aside: vscode.Uri.joinPath(plan.folder, `.${i}-${stamp}.atdf-old`),
      content: encoder.encode(t.file.text),
      replace: replaced.has(t.uri.toString()),
    }));
  await writeAllOrNothing({ fs: vscode.workspace.fs, l10n: vscode.l10n, show: (u) => vscode.workspace.asRelativePath(u) }, files);
  return { written: files.map((f) => f.target), conflicts: conflicts.filter((u) => skip.has(u.toString())), cancelled: false };
}
