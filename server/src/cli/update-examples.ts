// `atdf test --update`: the expected outputs rewritten from the real results
// (edits from the engine, core/contract/update-output.ts), shown as a diff of
// the lines they change, and written only with --yes. A file is written only
// when it is still what was tested (else it is left alone and the run says
// so), through a temporary file renamed over it, so no reader sees half a file.
import path from 'node:path';
import { applyEdits, type OffsetEdit } from '../core/index';
import { readInputFile } from './read-input';
import { writeFilesAtomically } from './write-files';

export interface FileUpdate {
  file: string;
  /** The text tested (decoded), and the bytes it came from. */
  text: string;
  bytes: Uint8Array;
  edits: OffsetEdit[];
  /** Examples updated, for the summary. */
  examples: number;
}

/** The lines each edit touches, before (`-`) and after (`+`), numbered as in the file. */
export function diffText(update: FileUpdate): string {
  const { text } = update;
  let out = `--- ${update.file}\n+++ ${update.file} (expected output from the server's results)\n`;
  for (const edit of [...update.edits].sort((a, b) => a.start - b.start)) {
    const from = text.lastIndexOf('\n', edit.start - 1) + 1;
    const newline = text.indexOf('\n', edit.end);
    const to = newline < 0 ? text.length : newline;
    const before = text.slice(from, to);
    const after = before.slice(0, edit.start - from) + edit.newText + before.slice(edit.end - from);
    const line = text.slice(0, from).split('\n').length;
    out += `@@ line ${line} @@\n`;
    out += before
      .split('\n')
      .map((l) => `-${l.replace(/\r$/, '')}\n`)
      .join('');
    out += after
      .split('\n')
      .map((l) => `+${l.replace(/\r$/, '')}\n`)
      .join('');
  }
  return out;
}

/** Writes each update whose file did not change since it was read; returns the files left alone. */
export function writeUpdates(updates: readonly FileUpdate[]): string[] {
  const changed: string[] = [];
  for (const u of updates) {
    const now = readInputFile(u.file);
    if (Buffer.compare(Buffer.from(now), Buffer.from(u.bytes)) !== 0) {
      changed.push(u.file);
      continue;
    }
    writeFilesAtomically(path.dirname(u.file), [{ name: path.basename(u.file), text: applyEdits(u.text, u.edits) }], true);
  }
  return changed;
}
