// `atdf import-mcp --update`: brings a folder imported earlier up to date with
// the server without losing the author's work. Per tool on the server: its file
// in --out (found by the tool name inside, whatever the file is called) is
// merged three ways (core/mcp/update): base = the importer's text for the tool as
// served at the last import (the "served" record of TOOL_ORDER_FILE), ours = the
// file, theirs = the importer's text for the tool now. Tools new on the server
// get new files; tools gone from it are reported, never deleted. Everything is
// decided before anything is written, and all files are written at once.
import * as fs from 'node:fs';
import path from 'node:path';
import { McpInputError, TOOL_ORDER_FILE, type AtdfEngine, type ImportDialect, type ImportedFile, type McpTool } from '../core/index';
import { readInputFile } from './read-input';
import { writeFilesAtomically, type FileToWrite } from './write-files';

export interface UpdateOptions {
  engine: AtdfEngine;
  out: string;
  /** The dialect of new files (an existing file keeps its own). */
  dialect: ImportDialect;
  source: string;
}

interface ExistingFile {
  name: string;
  text: string;
  dialect: ImportDialect;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The ATDF files directly in `out`, by the tool each describes (files that describe none are left alone, their
 * names, lower case, added to `unreadable`).
 */
function existingFiles(engine: AtdfEngine, out: string, unreadable: Set<string>): Map<string, ExistingFile> {
  const byTool = new Map<string, ExistingFile>();
  let names: string[];
  try {
    names = fs.readdirSync(out).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return byTool;
    throw err;
  }
  for (const name of names) {
    if (!/\.atdf\.ya?ml$/i.test(name)) continue;
    const text = Buffer.from(readInputFile(path.join(out, name))).toString('utf8');
    const tool = engine.mcp.importedFileTool(text);
    if (tool === undefined) {
      unreadable.add(name.toLowerCase());
      process.stderr.write(`atdf: note: ${path.join(out, name)} describes no tool (it does not parse as one); left as it is\n`);
      continue;
    }
    if (!byTool.has(tool.toolName)) byTool.set(tool.toolName, { name, text, dialect: tool.dialect });
    else
      process.stderr.write(
        `atdf: note: ${path.join(out, name)} describes "${tool.toolName}" as ${byTool.get(tool.toolName)!.name} does; only the first is updated\n`,
      );
  }
  return byTool;
}

/** The last import's record: the tool names it listed and, when kept, the tools as served then. */
function lastImport(engine: AtdfEngine, out: string): { names: string[]; served?: Map<string, McpTool> } {
  const file = path.join(out, TOOL_ORDER_FILE);
  if (!fs.existsSync(file)) return { names: [] };
  const text = Buffer.from(readInputFile(file)).toString('utf8');
  try {
    return { names: engine.mcp.readToolOrder(text, file), served: engine.mcp.readServedTools(text, file) };
  } catch (err) {
    if (!(err instanceof McpInputError)) throw err;
    process.stderr.write(`atdf: note: ${err.message}; the files are merged as if there were no record\n`);
    return { names: [] };
  }
}

/** The importer's text for `tool` in `dialect`, or undefined when it cannot be imported (a record edited by hand). */
function importedText(engine: AtdfEngine, tool: McpTool, dialect: ImportDialect, source: string): string | undefined {
  try {
    return engine.mcp.importTools([tool], { dialect, source })[0].text;
  } catch (err) {
    if (err instanceof McpInputError) return undefined;
    throw err;
  }
}

/** A name for a new tool's file that no file in the folder has (any case). */
function freeName(fileName: string, taken: Set<string>): string {
  const stem = fileName.replace(/\.atdf\.yaml$/, '');
  let name = fileName;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}.atdf.yaml`;
  taken.add(name.toLowerCase());
  return name;
}

/** Exit status: 0 up to date, 1 conflicts or files left for the author, 2 nothing written (a write failed: UsageError). */
export function updateImport(tools: readonly McpTool[], files: readonly ImportedFile[], options: UpdateOptions): number {
  const { engine, out, source } = options;
  const unreadable = new Set<string>();
  const existing = existingFiles(engine, out, unreadable);
  const record = lastImport(engine, out);
  const toolByName = new Map(tools.map((t) => [t.name, t]));
  const taken = new Set<string>(fs.existsSync(out) ? fs.readdirSync(out).map((n) => n.toLowerCase()) : []);
  const writes: FileToWrite[] = [];
  const lines: string[] = [];
  let updated = 0;
  let unchanged = 0;
  let conflicts = 0;
  let refused = 0;
  const added: string[] = [];
  // Tools whose file did not take the server's change (refused, or in conflict): their record stays what it was,
  // so the next --update sees the same change again instead of a base that already holds it (which would read
  // as the author's edit and drop the server's change without a word).
  const held = new Set<string>();

  if (existing.size > 0 && record.served === undefined)
    lines.push(
      `note: ${path.join(out, TOOL_ORDER_FILE)} keeps no record of the last import (it predates --update, or the editor wrote it): where the file and the server differ and the server does not only add, the file is kept and the difference reported as a conflict`,
    );
  for (const file of files) {
    const tool = toolByName.get(file.toolName)!;
    const mine = existing.get(file.toolName);
    if (mine === undefined && unreadable.has(file.fileName.toLowerCase())) {
      // Most likely the author's file of this very tool, broken mid-edit: a second file beside it would be the one
      // updated from then on. Nothing is written for it until it parses.
      refused++;
      held.add(file.toolName);
      lines.push(
        `not updated: ${path.join(out, file.fileName)}: it does not parse, so the tool "${file.toolName}" cannot be merged into it; fix it ("atdf validate" says where) and run --update again`,
      );
      continue;
    }
    if (mine === undefined) {
      const name = freeName(file.fileName, taken);
      writes.push({ name, text: file.text });
      added.push(`new tool "${file.toolName}": ${path.join(out, name)}`);
      continue;
    }
    const at = path.join(out, mine.name);
    const theirs = mine.dialect === options.dialect ? file.text : importedText(engine, tool, mine.dialect, source);
    if (theirs === undefined) {
      refused++;
      held.add(file.toolName);
      lines.push(`not updated: ${at}: the tool cannot be written in the file's dialect (${mine.dialect})`);
      continue;
    }
    const servedThen = record.served?.get(file.toolName);
    const base = servedThen === undefined ? undefined : importedText(engine, servedThen, mine.dialect, source);
    if (servedThen !== undefined && base === undefined)
      lines.push(`note: the record of "${file.toolName}" in ${TOOL_ORDER_FILE} cannot be imported; ${at} is merged without a base`);
    const result = engine.mcp.updateImportedFile(base, mine.text, theirs);
    for (const conflict of result.conflicts) lines.push(`conflict: ${at}#${conflict.pointer}: ${conflict.message}`);
    conflicts += result.conflicts.length;
    if (result.conflicts.length > 0) held.add(file.toolName);
    for (const pointer of result.kept)
      lines.push(
        `kept: ${at}#${pointer}: your text stays (it replaced the importer's sentence, which the server's change would have rewritten)`,
      );
    if (result.kind === 'refused') {
      refused++;
      held.add(file.toolName);
      const what = result.changed.length > 0 ? `; the server changed ${result.changed.join(', ')}` : '';
      lines.push(`not updated: ${at}: ${result.reason}${what}`);
      continue;
    }
    if (result.kind === 'unchanged') {
      unchanged++;
      continue;
    }
    updated++;
    writes.push({ name: mine.name, text: result.text });
    if (result.changed.length > 0) lines.push(`updated ${at} from the server: ${result.changed.join(', ')}`);
  }
  const gone = [...new Set([...record.names, ...(record.served?.keys() ?? []), ...existing.keys()])].filter((n) => !toolByName.has(n));
  for (const name of gone) {
    const file = existing.get(name);
    lines.push(
      `no longer on the server: "${name}"${file ? ` (${path.join(out, file.name)} kept; delete it if the tool is gone for good)` : ''}`,
    );
  }
  const imported = tools.filter((t) => files.some((f) => f.toolName === t.name));
  const served = imported.flatMap((t) => {
    if (!held.has(t.name)) return [t];
    const before = record.served?.get(t.name);
    return before === undefined ? [] : [before];
  });
  writes.push({
    name: TOOL_ORDER_FILE,
    text: engine.mcp.toolOrderText(
      imported.map((t) => t.name),
      served,
    ),
  });
  const outcome = writeFilesAtomically(out, writes, true);
  if ('written' in outcome) process.stdout.write(outcome.written.map((f) => f + '\n').join(''));
  process.stderr.write([...added, ...lines].map((l) => `atdf: ${l}\n`).join(''));
  const summary = [
    plural(updated, 'file') + ' updated',
    `${added.length} new`,
    `${unchanged} unchanged`,
    plural(conflicts, 'conflict'),
    ...(refused > 0 ? [`${refused} not updated`] : []),
    ...(gone.length > 0 ? [`${gone.length} no longer on the server`] : []),
  ];
  process.stderr.write(`atdf: ${summary.join(', ')} in ${out}\n`);
  return conflicts > 0 || refused > 0 ? 1 : 0;
}
