// The array keywords that apply subschemas: `prefixItems` + `items`
// (draft-07: `items` as an array + `additionalItems`; a 2020-12 schema may use
// that form too, with a hint), `contains` with `minContains`/`maxContains`,
// `unevaluatedItems`.
import { containsCheck, itemsCheck } from './array-checks';
import { unevaluatedItemsCheck } from './unevaluated-checks';
import { nonNegativeInteger, schemaArray } from './keyword-values';
import type { KeywordHandler, SchemaBuild } from './schema-build';

const prefixItemsKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaArray(b, v, key, at);
  if (entries === null) return;
  const parts = b.arrayParts();
  parts.prefix = entries.map(([value, pointer]) => {
    const holder = b.sub(value, pointer);
    return { holder, validate: holder.fn, kwAbs: b.kwAbs(pointer) };
  });
  parts.prefixKeyword = key;
};

const itemsKeyword: KeywordHandler = (b, v, at, key) => {
  if (Array.isArray(v)) {
    // The draft-07 tuple form.
    if (b.dialect.draft === '2020-12') b.issue(at, key, 'warning', 'schema/draft-07-form', 'itemsArray', {});
    prefixItemsKeyword(b, v, at, key);
    return;
  }
  b.arrayParts().items = { holder: v === false ? false : b.sub(v, at), kwAbs: b.kwAbs(at) };
};

const additionalItemsKeyword: KeywordHandler = (b, v, at) => {
  b.arrayParts().additionalItems = { holder: v === false ? false : b.sub(v, at), kwAbs: b.kwAbs(at), at };
};

const containsKeyword: KeywordHandler = (b, v, at) => {
  b.arrayParts().contains = { holder: b.sub(v, at), kwAbs: b.kwAbs(at) };
};

const containsBoundKeyword: KeywordHandler = (b, v, at, key) => {
  if (!nonNegativeInteger(b, v, key, at)) return;
  const parts = b.arrayParts();
  if (key === 'minContains') parts.minContains = { value: v, kwAbs: b.kwAbs(at) };
  else parts.maxContains = { value: v, kwAbs: b.kwAbs(at) };
};

const unevaluatedItemsKeyword: KeywordHandler = (b, v, at) => {
  const kwAbs = b.kwAbs(at);
  if (v === false) b.finals.push(unevaluatedItemsCheck(false, kwAbs));
  else b.finals.push(unevaluatedItemsCheck(b.sub(v, at).fn, kwAbs));
};

export const ARRAY_KEYWORDS: ReadonlyMap<string, KeywordHandler> = new Map([
  ['prefixItems', prefixItemsKeyword],
  ['items', itemsKeyword],
  ['additionalItems', additionalItemsKeyword],
  ['contains', containsKeyword],
  ['minContains', containsBoundKeyword],
  ['maxContains', containsBoundKeyword],
  ['unevaluatedItems', unevaluatedItemsKeyword],
]);

/** The item checks, once all the array keywords of the schema are in (their order in the schema does not matter). */
export function finishArray(b: SchemaBuild): void {
  const p = b.array;
  if (p === null) return;
  const node = b.node.arrRules();
  const tuple = p.prefixKeyword === 'items';
  // After the prefix: `additionalItems` after an array `items`, else `items`.
  const rest = tuple ? p.additionalItems : p.items;
  const restKeyword = tuple ? 'additionalItems' : 'items';
  if (!tuple && p.additionalItems !== null) {
    b.issue(p.additionalItems.at, 'additionalItems', 'warning', 'schema/ignored', 'additionalItemsIgnored', {});
  }
  const prefix = p.prefix ?? [];
  if (prefix.length > 0 || rest !== null) {
    const restRule = rest === null ? null : { validate: rest.holder === false ? (false as const) : rest.holder.fn, kwAbs: rest.kwAbs };
    b.arr.push(itemsCheck(prefix, restRule, restKeyword));
    node.prefix = prefix.map((r) => r.holder.node);
    node.items = rest === null ? null : rest.holder === false ? false : rest.holder.node;
  }
  if (p.contains !== null) {
    const min = p.minContains?.value ?? 1;
    const max = p.maxContains?.value ?? -1;
    const kwAbs = p.contains.kwAbs;
    b.arr.push(containsCheck(p.contains.holder, min, max, kwAbs, p.minContains?.kwAbs ?? kwAbs, p.maxContains?.kwAbs ?? kwAbs));
    node.contains = p.contains.holder.node;
    node.minContains = min;
    node.maxContains = max;
  }
}
