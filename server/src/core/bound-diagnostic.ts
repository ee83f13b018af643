// Every diagnostic the engine makes is cut to a bounded size here, in one
// place, so the language server and the CLI send the same bounded output: a
// 1 MB key once made a 2.9 MB diagnostic (its message, its pointer and `data`),
// an enum of 20,000 values one of 146 KB. Most diagnostics are small and pass
// through untouched (copy on write); the limits are documented in
// docs/hostile-input.md.
import type { Diagnostic, RelatedLocation } from './types';

/** Longest message (UTF-16 units), the cut marker included. */
export const MAX_MESSAGE_LENGTH = 2_000;
/** Longest JSON pointer kept (a longer one is cut; a quick fix then finds no node and offers nothing). */
export const MAX_POINTER_LENGTH = 1_000;
/** Longest string inside `data`. */
export const MAX_DATA_STRING_LENGTH = 1_000;
/** Most items of an array inside `data` (expected values of an enum, names...). */
export const MAX_DATA_ITEMS = 100;
/** Characters of strings `data` may hold in all; past it, strings are emptied and arrays end. */
export const MAX_DATA_CHARACTERS = 8_000;
/** Most related locations of one diagnostic. */
export const MAX_RELATED = 20;
/** How deep `data` may nest (deeper values are dropped). */
const MAX_DATA_DEPTH = 6;

/** `text` cut to `max` characters with a marker saying how many were cut; the same string when it fits. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = ` … [${text.length - max} more characters]`;
  let end = Math.max(0, max - marker.length);
  // Never between the halves of a surrogate pair.
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return text.slice(0, end) + marker;
}

/** The diagnostic within the bounds above; the same object when it already is. */
export function boundDiagnostic(d: Diagnostic): Diagnostic {
  const message = cutText(d.message, MAX_MESSAGE_LENGTH);
  const pointer = cutText(d.pointer, MAX_POINTER_LENGTH);
  const data = d.data === undefined ? undefined : (boundData(d.data, { left: MAX_DATA_CHARACTERS }, 0) as Record<string, unknown>);
  const related = d.related === undefined ? undefined : boundRelated(d.related);
  if (message === d.message && pointer === d.pointer && data === d.data && related === d.related) return d;
  const bounded: Diagnostic = { ...d, message, pointer };
  if (data !== undefined) bounded.data = data;
  if (related !== undefined) bounded.related = related;
  return bounded;
}

function boundRelated(related: RelatedLocation[]): RelatedLocation[] {
  let changed = related.length > MAX_RELATED;
  const kept = changed ? related.slice(0, MAX_RELATED) : related;
  const out = kept.map((r) => {
    const message = cutText(r.message, MAX_MESSAGE_LENGTH);
    const pointer = cutText(r.pointer, MAX_POINTER_LENGTH);
    if (message === r.message && pointer === r.pointer) return r;
    changed = true;
    return { ...r, message, pointer };
  });
  return changed ? out : related;
}

/** A copy of `value` within the data bounds, or `value` itself when it is within them. */
function boundData(value: unknown, budget: { left: number }, depth: number): unknown {
  if (typeof value === 'string') {
    const max = Math.max(0, Math.min(MAX_DATA_STRING_LENGTH, budget.left));
    const cut = value.length <= max ? value : max === 0 ? '' : cutText(value, max);
    budget.left -= cut.length;
    return cut;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DATA_DEPTH) return undefined;
  if (Array.isArray(value)) {
    let changed = value.length > MAX_DATA_ITEMS;
    const out: unknown[] = [];
    for (let i = 0; i < value.length && i < MAX_DATA_ITEMS; i++) {
      if (budget.left <= 0 && i > 0) {
        changed = true;
        break;
      }
      const item = boundData(value[i], budget, depth + 1);
      if (item !== value[i]) changed = true;
      out.push(item);
    }
    return changed ? out : value;
  }
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const v = record[key];
    const b = boundData(v, budget, depth + 1);
    const k = cutText(key, MAX_DATA_STRING_LENGTH);
    if (b !== v || k !== key) out ??= { ...record };
    if (out) {
      if (k !== key) delete out[key];
      if (b === undefined) delete out[k];
      else Object.defineProperty(out, k, { value: b, enumerable: true, writable: true, configurable: true });
    }
  }
  return out ?? record;
}
