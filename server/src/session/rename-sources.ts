// The files a workspace-wide tool rename reads (the quality/inconsistent-tool-names
// fix): every open ATDF document as it is now, and every file of the workspace
// index that is not open, read from disk (bounded as the index reads it) and
// validated only when its text may hold the name (a mention in a description is
// known only to the lint). Asked for only when a code action is requested on
// such a finding; never on the edit path.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fileKey, languageOfFileName, type RenameSource } from '../core/index';
import type { CrossFileDeps } from './cross-file';
import { MAX_UNOPENED_YAML_BYTES } from './workspace-index';
import { uriToPath } from './uri-paths';

/** A file to rename in, with the document its offsets are positions of. */
export interface RenameFile extends RenameSource {
  doc: TextDocument;
}

export interface RenameFiles {
  files: RenameFile[];
  /** False when a file the index holds, and that defines the tool, could not be read now. */
  complete: boolean;
}

/**
 * Undefined when `cancelled()` turns true on the way (the client cancels a code action request when the user moves
 * or types on: the files left are not read, so a cancelled request costs little on the server's one thread).
 */
export async function renameFiles(
  deps: CrossFileDeps,
  name: string,
  cancelled: () => boolean = () => false,
): Promise<RenameFiles | undefined> {
  await deps.indexed();
  const files: RenameFile[] = [];
  const open = new Set<string>();
  for (const doc of deps.documents.all()) {
    const analysis = await deps.analysisOf(doc.uri);
    open.add(fileKey(doc.uri));
    if (analysis?.report) files.push({ uri: doc.uri, report: analysis.report, doc: analysis.doc });
  }
  const definers = new Set(deps.workspace.definitionsOf(name).map((d) => fileKey(d.uri)));
  let complete = true;
  for (const uri of deps.workspace.uris()) {
    if (cancelled()) return undefined;
    if (open.has(fileKey(uri))) continue;
    const path = uriToPath(uri);
    const language = languageOfFileName(path ?? uri);
    const limit = language === 'yaml' ? Math.min(deps.maxFileSize(), MAX_UNOPENED_YAML_BYTES) : deps.maxFileSize();
    const read = path === undefined ? undefined : await deps.files.read(path, limit).catch(() => undefined);
    if (read?.kind !== 'ok') {
      if (definers.has(fileKey(uri))) complete = false;
      continue;
    }
    const text = new TextDecoder().decode(read.bytes);
    if (!deps.engine.mayNameTool(text, name)) continue;
    files.push({ uri, report: deps.engine.validateFile(text, { language }), doc: TextDocument.create(uri, '', 0, text) });
  }
  return { files, complete };
}
