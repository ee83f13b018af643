// Systematic mutations of a JSON document, for comparing our checks with an official schema run by Ajv
// (official-oracle.test.ts for ATDF, ardf.test.ts for ARDF): each member deleted, each value replaced by values
// of other types, strings emptied, an unknown key added to every object.

export interface Mutation {
  label: string;
  value: unknown;
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** Applies `change` to a deep copy at `path`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutations reach into arbitrary JSON
type Json = any;

function mutateAt(root: unknown, path: (string | number)[], change: (parent: Json, key: string | number) => void): unknown {
  const copy = clone(root) as Json;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k];
  change(parent, path[path.length - 1]);
  return copy;
}

export function* mutations(root: unknown): Generator<Mutation> {
  const replacements: unknown[] = [42, 'x', true, null, [], {}, ''];
  function* walk(node: unknown, path: (string | number)[]): Generator<Mutation> {
    const where = path.map((k) => '/' + k).join('');
    if (path.length > 0) {
      for (const r of replacements) {
        if (JSON.stringify(r) === JSON.stringify(node)) continue;
        if (typeof r === typeof node && !(r === '' && typeof node === 'string') && Array.isArray(r) === Array.isArray(node)) continue;
        yield { label: `${where} := ${JSON.stringify(r)}`, value: mutateAt(root, path, (p, k) => (p[k] = clone(r))) };
      }
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) yield* walk(node[i], [...path, i]);
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        yield { label: `delete ${where}/${key}`, value: mutateAt(root, [...path, key], (p, k) => delete p[k]) };
        yield* walk((node as Record<string, unknown>)[key], [...path, key]);
      }
      yield {
        label: `add ${where}/unexpected_key`,
        value: mutateAt(root, [...path, 'unexpected_key'], (p, k) => (p[k] = 'x')),
      };
    }
  }
  yield* walk(root, []);
}
