// `atdf validate --fix`: the editor's "fix all" (engine.fixAll: the preferred quick fix of every finding that has
// one, the same code actions the editor offers) applied to the files, pass after pass until nothing is left to fix
// (a fix can reveal another: a member added, then its value's type), each file replaced atomically. Only the
// fixes' edits change the text, so comments, layout and every other byte stay. The run then validates the fixed
// files as usual, so what is printed is what is left.
import path from 'node:path';
import { applyEdits, languageOfFileName, type AtdfEngine, type FileRules } from '../core/index';
import { readInputFile } from './read-input';
import { writeFilesAtomically } from './write-files';

/** Passes per file: every pass fixes at least one finding, and fixes rarely chain more than twice. */
const MAX_PASSES = 10;

export interface FixTarget {
  file: string;
  rules: FileRules;
}

/** The number of findings fixed per file (files with none are left out). */
export function fixFiles(engine: AtdfEngine, targets: readonly FixTarget[], formatWarnings: boolean): Map<string, number> {
  const fixed = new Map<string, number>();
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  for (const { file, rules } of targets) {
    let text: string;
    try {
      text = decoder.decode(readInputFile(file));
    } catch {
      continue; // not UTF-8: its encoding error is reported by the run, and no fix could be written back safely
    }
    if (text.startsWith('\uFEFF')) continue; // offsets after a BOM: left to the editor
    const language = languageOfFileName(file);
    let count = 0;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const content = new TextEncoder().encode(text);
      const [result] = engine.diagnose([{ uri: file, language, content, rules }], { formatWarnings });
      const report = engine.validateBytes(content, { language, formatWarnings });
      const all = engine.fixAll(report, result?.diagnostics ?? []);
      if (!all || all.edits.length === 0) break;
      const next = applyEdits(text, all.edits);
      if (next === text) break;
      text = next;
      count += all.count;
    }
    if (count === 0) continue;
    writeFilesAtomically(path.dirname(file), [{ name: path.basename(file), text }], true);
    fixed.set(file, count);
  }
  return fixed;
}
