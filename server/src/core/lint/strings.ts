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
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function documentStrings(doc: Record<string, unknown>, dialect: Dialect): DocumentStrings {
  const out: DocumentStrings = { values: [], unusualKeys: [] };
  const examplesPointer = dialect === 'tool' ? '/tool/examples' : '/examples';
  const walk = (node: unknown, pointer: string, prose: boolean, depth: number): void => {
    if (typeof node === 'string') {
      out.values.push({ pointer, value: node, prose });
      return;
    }
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) walk(node[i], `${pointer}/${i}`, prose, depth + 1);
      return;
    }
    const exampleItem = isExampleItem(pointer, examplesPointer);
    for (const key of Object.keys(node)) {
      const at = joinPointer(pointer, key);
      if (!PLAIN_ASCII.test(key)) out.unusualKeys.push({ pointer: at, key });
      const data =
        DATA_MEMBERS.has(key) ||
        (exampleItem && (key === 'input' || key === 'output')) ||
        // A JSON Schema's `examples` are values; the tool's own examples list is prose with data inside.
        (key === 'examples' && at !== examplesPointer);
      walk((node as Record<string, unknown>)[key], at, prose && !data, depth + 1);
    }
  };
  walk(doc, '', true, 0);
  return out;
}

/** `/examples/3` (or `/tool/examples/3`): one of the tool's own examples. */
function isExampleItem(pointer: string, examplesPointer: string): boolean {
  if (!pointer.startsWith(examplesPointer + '/')) return false;
  const rest = pointer.slice(examplesPointer.length + 1);
  return rest.length > 0 && /^\d+$/.test(rest);
}
