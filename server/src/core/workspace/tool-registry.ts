// The rule of a tool registry: no silent re-registration. The tool names of
// every file of a workspace (for the editor: open documents from their live
// report, the rest of the folder from disk; for the CLI: every file given) are
// indexed here; each definition whose name is defined again, in another file
// or in another document of the same YAML stream, gets an error linking to the
// other definitions; translated copies of a tool in files named by their
// language (translations.ts) are not duplicates of each other.
import { msg, showPointer } from '../atdf/messages';
import type { Locale } from '../locale';
import type { Diagnostic, Range } from '../types';
import type { Locate, ToolDefinition } from './tool-definitions';
import { areTranslations, translationKey, type TranslationKey } from './translations';

export const DUPLICATE_TOOL_CODE = 'atdf/duplicate-tool';

interface FileEntry {
  /** The file as the caller names it (a URI for the editor, a path for the CLI). */
  uri: string;
  /** How other files' messages name it (a workspace-relative path). */
  label: string;
  definitions: readonly ToolDefinition[];
  locate: Locate | undefined;
  /** Ranges found by `locate`, by definition index. */
  located: (Range | undefined)[];
  /** Name -> indexes into `definitions` (in order). */
  byName: Map<string, number[]>;
  /** Names this file defines more than once. */
  repeated: string[];
  /** The language its path names, if any (found when first needed). */
  translation?: TranslationKey | null;
}

export interface DuplicateOptions {
  /** Translated copies of a tool (hole_maker_en.json, hole_maker_es.json) are not duplicates (default true). */
  translations?: boolean;
}

/**
 * Kept cheap per edit: an edit that leaves a file's names as they were (the
 * usual keystroke, even in a 5,000-tool catalog) swaps its definitions in
 * O(definitions) string comparisons, touches no index, and looks at no range;
 * only duplicated names (rare) are ever located and formatted.
 */
export class ToolRegistry {
  /** Keyed by a normalized file key (see `fileKey`), so `file:` URIs spelled differently meet. */
  private readonly files = new Map<string, FileEntry>();
  /** Tool name -> keys of the files that define it (in the order they did). */
  private readonly filesByName = new Map<string, Set<string>>();
  /** Names defined in more than one file. */
  private readonly shared = new Set<string>();

  /**
   * Replaces a file's definitions. Returns the keys of the other files whose
   * duplicates may have changed (they share an old or new name).
   */
  set(uri: string, label: string, definitions: readonly ToolDefinition[], locate?: Locate): Set<string> {
    const key = fileKey(uri);
    const old = this.files.get(key);
    if (old && old.label === label && (old.definitions === definitions || sameNames(old.definitions, definitions))) {
      // Same names in the same documents: only positions may have moved, which
      // matters to the files that share a name with this one (their messages
      // and links point here).
      old.uri = uri;
      old.translation = undefined;
      old.definitions = definitions;
      old.locate = locate;
      old.located = [];
      return this.othersWith(key, this.sharedNamesOf(old));
    }
    const touched = new Set<string>();
    if (old) this.unindex(key, old, touched);
    const entry = newEntry(uri, label, definitions, locate);
    this.files.set(key, entry);
    for (const name of entry.byName.keys()) {
      touched.add(name);
      let files = this.filesByName.get(name);
      if (!files) this.filesByName.set(name, (files = new Set()));
      files.add(key);
      if (files.size === 2) this.shared.add(name);
    }
    return this.othersWith(key, touched);
  }

  remove(uri: string): Set<string> {
    const key = fileKey(uri);
    const old = this.files.get(key);
    if (!old) return new Set();
    const touched = new Set<string>();
    this.unindex(key, old, touched);
    this.files.delete(key);
    return this.othersWith(key, touched);
  }

  has(uri: string): boolean {
    return this.files.has(fileKey(uri));
  }

  uriOf(key: string): string | undefined {
    return this.files.get(key)?.uri;
  }

  /** The names a file defines (name -> indexes of its definitions). */
  namesOf(uri: string): ReadonlyMap<string, readonly number[]> {
    return this.files.get(fileKey(uri))?.byName ?? NO_NAMES;
  }

  /** The range of a file's definition (by its index in the definitions the file was set with). */
  rangeOf(uri: string, index: number): Range {
    const entry = this.files.get(fileKey(uri));
    return entry && index < entry.definitions.length ? rangeOf(entry, index) : NOWHERE;
  }

  /** Every definition of a name: its file (key, uri, label) and range. */
  definitionsOf(name: string): { key: string; uri: string; label: string; definition: ToolDefinition; range: Range }[] {
    const out: { key: string; uri: string; label: string; definition: ToolDefinition; range: Range }[] = [];
    for (const key of this.filesByName.get(name) ?? []) {
      const file = this.files.get(key);
      if (!file) continue;
      for (const i of file.byName.get(name) ?? []) {
        out.push({ key, uri: file.uri, label: file.label, definition: file.definitions[i], range: rangeOf(file, i) });
      }
    }
    return out;
  }

  /** The files of the registry, as last named. */
  *uris(): Generator<string> {
    for (const entry of this.files.values()) yield entry.uri;
  }

  /** Every definition of every file, located (on demand: workspace symbols), those matching `keep` only. */
  *definitions(keep: (name: string) => boolean): Generator<{ uri: string; label: string; definition: ToolDefinition; range: Range }> {
    for (const entry of this.files.values()) {
      for (let i = 0; i < entry.definitions.length; i++) {
        const definition = entry.definitions[i];
        if (keep(definition.name)) yield { uri: entry.uri, label: entry.label, definition, range: rangeOf(entry, i) };
      }
    }
  }

  /** Errors for every definition of this file whose name is defined again (elsewhere or in another document). */
  duplicatesFor(uri: string, locale: Locale, options: DuplicateOptions = {}): Diagnostic[] {
    const key = fileKey(uri);
    const entry = this.files.get(key);
    if (!entry) return [];
    // Only the definitions of repeated or shared names, in definition order.
    const candidates: number[] = [];
    const names = new Set([...entry.repeated, ...this.sharedNamesOf(entry)]);
    for (const name of names) for (const i of entry.byName.get(name) ?? []) candidates.push(i);
    candidates.sort((a, b) => a - b);
    const out: Diagnostic[] = [];
    for (const i of candidates) {
      const def = entry.definitions[i];
      const others: { file: FileEntry; def: ToolDefinition; index: number }[] = [];
      for (const otherKey of this.filesByName.get(def.name) ?? []) {
        const file = this.files.get(otherKey);
        if (!file) continue;
        for (const j of file.byName.get(def.name) ?? []) {
          const od = file.definitions[j];
          if (!(otherKey === key && od.document === def.document)) others.push({ file, def: od, index: j });
        }
      }
      if (options.translations !== false) {
        const own = translationOf(entry);
        for (let k = others.length - 1; k >= 0; k--) if (areTranslations(own, translationOf(others[k].file))) others.splice(k, 1);
      }
      if (others.length === 0) continue;
      const where = others
        .map((o) =>
          o.file === entry
            ? msg(locale, 'atdf/duplicate-tool.same-file', { index: o.def.document })
            : `${o.file.label}:${rangeOf(o.file, o.index).start.line + 1}`,
        )
        .join(', ');
      out.push({
        severity: 'error',
        document: def.document,
        pointer: def.pointer,
        code: DUPLICATE_TOOL_CODE,
        message: msg(locale, 'atdf/duplicate-tool', { at: showPointer(locale, def.pointer), name: def.name, other: where }),
        range: rangeOf(entry, i),
        related: others.map((o) => ({
          ...(o.file === entry ? {} : { file: o.file.uri }),
          document: o.def.document,
          pointer: o.def.pointer,
          range: rangeOf(o.file, o.index),
          message: msg(locale, 'atdf/duplicate-tool.related', { name: def.name }),
        })),
        data: { name: def.name },
      });
    }
    return out;
  }

  /** The names of this file that other files define too (few: usually none). */
  private sharedNamesOf(entry: FileEntry): string[] {
    const out: string[] = [];
    if (this.shared.size === 0) return out;
    if (this.shared.size < entry.byName.size) {
      for (const name of this.shared) if (entry.byName.has(name)) out.push(name);
    } else {
      for (const name of entry.byName.keys()) if (this.shared.has(name)) out.push(name);
    }
    return out;
  }

  private unindex(key: string, entry: FileEntry, touched: Set<string>): void {
    for (const name of entry.byName.keys()) {
      touched.add(name);
      const files = this.filesByName.get(name);
      if (!files) continue;
      files.delete(key);
      if (files.size < 2) this.shared.delete(name);
      if (files.size === 0) this.filesByName.delete(name);
    }
  }

  private othersWith(key: string, names: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const name of names) for (const k of this.filesByName.get(name) ?? []) if (k !== key) out.add(k);
    return out;
  }
}

const NO_NAMES: ReadonlyMap<string, readonly number[]> = new Map();

const NOWHERE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

function rangeOf(entry: FileEntry, index: number): Range {
  const def = entry.definitions[index];
  if (def.range) return def.range;
  return (entry.located[index] ??= entry.locate ? entry.locate(def) : NOWHERE);
}

function translationOf(entry: FileEntry): TranslationKey | undefined {
  if (entry.translation === undefined) entry.translation = translationKey(fileKey(entry.uri)) ?? null;
  return entry.translation ?? undefined;
}

function newEntry(uri: string, label: string, definitions: readonly ToolDefinition[], locate: Locate | undefined): FileEntry {
  const byName = new Map<string, number[]>();
  const repeated: string[] = [];
  definitions.forEach((d, i) => {
    const list = byName.get(d.name);
    if (!list) byName.set(d.name, [i]);
    else if (list.push(i) === 2) repeated.push(d.name);
  });
  return { uri, label, definitions, locate, located: [], byName, repeated };
}

function sameNames(a: readonly ToolDefinition[], b: readonly ToolDefinition[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.name !== y.name || x.document !== y.document || x.pointer !== y.pointer) return false;
  }
  return true;
}

/** One key per file: the decoded path of a `file:` URI (case kept), else the URI itself. */
export function fileKey(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}
