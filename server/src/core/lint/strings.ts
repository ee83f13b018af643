// Every string of a document a model may read, in one walk: values and keys.
// Prose (descriptions, when_to_use, titles, outputs, goals...) is what the
// instruction and secret patterns read; data (example values, defaults,
// enums, consts, `_meta`) is read by a model too, so it is still searched for
// invisible characters, but an example path such as `~/.ssh/config` there is
// data, not a request.
import { joinPointer } from '../pointer';
import type { Dialect } from '../types';

export interface StringAt {
  pointer: string;
  value: string;
  /** False inside data (example values, defaults, enums, consts, `_meta`, icons). */
  prose: boolean;
}

/**
 * Where a walked node is, as its parent and its token: the pointer string is
 * made only when asked (a rule reports at it), not for every string of every
 * document (that was a third of the lint's time on a clean catalog).
 */
class Path {
  private text: string | undefined;
  constructor(
    private readonly parent: Path | undefined,
    private readonly token: string | number,
  ) {}
  get pointer(): string {
    return (this.text ??= this.parent ? joinPointer(this.parent.pointer, this.token) : '');
  }
}

const ROOT_TOKEN = '';

/** A string of the document; its pointer is its path's, made on first use. */
class StringAtPath implements StringAt {
  constructor(
    private readonly path: Path,
    readonly value: string,
    readonly prose: boolean,
  ) {}
  get pointer(): string {
    return this.path.pointer;
  }
}

export interface DocumentStrings {
  /** String values, in document order. */
  values: StringAt[];
  /** Members whose key is not plain ASCII (the only keys the invisible-character and name rules need). */
  unusualKeys: { pointer: string; key: string }[];
}

/** Members holding data wherever they are (under JSON Schema, `enum`/`const`/`default` are values, not prose). */
const DATA_MEMBERS = new Set(['input_values', 'default', 'const', 'enum', '_meta', 'icons']);
/** Walks stop this deep (documents deeper than this are data of no interest to these rules). */
const MAX_DEPTH = 64;

/** Printable ASCII only (a char loop: cheaper than a regex on the many short keys of a document). */
function plainAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** Where a walked node sits: anywhere, the tool's own examples list, or one of its items. */
const ANYWHERE = 0;
const EXAMPLES = 1;
const EXAMPLE = 2;

export function documentStrings(doc: Record<string, unknown>, dialect: Dialect): DocumentStrings {
  const out: DocumentStrings = { values: [], unusualKeys: [] };
  const examplesPointer = dialect === 'tool' ? '/tool/examples' : '/examples';
  const walk = (node: unknown, path: Path, prose: boolean, depth: number, where: number): void => {
    if (typeof node === 'string') {
      out.values.push(new StringAtPath(path, node, prose));
      return;
    }
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) walk(node[i], new Path(path, i), prose, depth + 1, where === EXAMPLES ? EXAMPLE : ANYWHERE);
      return;
    }
    for (const key of Object.keys(node)) {
      const at = new Path(path, key);
      if (!plainAscii(key)) out.unusualKeys.push({ pointer: at.pointer, key });
      const examples = key === 'examples' && depth <= 1 && at.pointer === examplesPointer;
      const data =
        DATA_MEMBERS.has(key) ||
        (where === EXAMPLE && (key === 'input' || key === 'output')) ||
        // A JSON Schema's `examples` are values; the tool's own examples list is prose with data inside.
        (key === 'examples' && !examples);
      walk((node as Record<string, unknown>)[key], at, prose && !data, depth + 1, examples ? EXAMPLES : ANYWHERE);
    }
  };
  walk(doc, new Path(undefined, ROOT_TOKEN), true, 0, ANYWHERE);
  return out;
}
