// The three-way merge of `atdf import-mcp --update`, on plain JSON values:
// base = what the importer wrote last time (from the tool as the server served
// it then), ours = the author's file now, theirs = what the importer writes for
// the tool as the server serves it now. Where only the server moved, the file
// follows it; where only the author moved (examples, when_to_use, failures,
// rewritten prose), the author's value stays; where both moved to different
// values, the author's value stays and a conflict says what the server has now.
// Mappings are merged key by key, lists of named items (inputs) by name, other
// lists as a whole. Without a base (a file imported before the record existed,
// or by the editor), nothing can be told apart: what only the server has is
// added, what only the author has is kept, and every other difference is a
// conflict, so nothing the author wrote is ever replaced.
import { hasOwn, isObject } from '../../json-value';
import { jsonEqual } from '../../schema/json';

export type Segment = string | number;

/** The base is not known at all (as opposed to `undefined`: known to lack the member). */
export const NO_BASE: unique symbol = Symbol('no base');
export type Base = unknown | typeof NO_BASE;

export type MergeOp =
  /** Put `value` at `path` of the author's file (replacing, or adding a member to its mapping). */
  | { kind: 'set'; path: Segment[]; value: unknown }
  /** Remove the member or item at `path` (the server dropped it and the author had not changed it). */
  | { kind: 'delete'; path: Segment[] }
  /** Append `value` to the list at `path` (a named item new on the server). */
  | { kind: 'append'; path: Segment[]; value: unknown };

export interface MergeConflict {
  /** Where in the author's file (the member may be missing there when the author deleted it). */
  path: Segment[];
  ours: unknown;
  theirs: unknown;
  /** The named item (of the list at `path`) the author removed and the server changed. */
  item?: string;
}

export interface ValueMerge {
  ops: MergeOp[];
  conflicts: MergeConflict[];
  /** Sentences the importer derives (not the server's own words) that the author rewrote: theirs stays, no conflict. */
  kept: MergeConflict[];
}

/**
 * `derived`: whether a member is the importer's own sentence built from the server's words (when_to_use,
 * the success sentence): when the author rewrote it, the author's text wins without a conflict, as it
 * replaced a placeholder rather than the server's text.
 */
export function mergeValues(
  base: Base,
  ours: unknown,
  theirs: unknown,
  derived: (path: readonly Segment[]) => boolean = () => false,
): ValueMerge {
  const out: Collector = { ops: [], conflicts: [], kept: [], derived };
  merge(base, ours, theirs, [], out);
  return { ops: out.ops, conflicts: out.conflicts, kept: out.kept };
}

type Collector = ValueMerge & { derived: (path: readonly Segment[]) => boolean };

const same = (a: unknown, b: unknown) => jsonEqual(a, b) && (a === undefined) === (b === undefined);

function merge(base: Base, ours: unknown, theirs: unknown, path: Segment[], out: Collector): void {
  if (same(ours, theirs)) return;
  if (base !== NO_BASE && same(base, theirs)) return; // only the author changed it: theirs
  const baseFits = (test: (v: unknown) => boolean) => base === NO_BASE || base === undefined || test(base);
  // Collections on both sides are merged member by member even where only the server changed them:
  // then only the members that differ are rewritten, and the comments among the others stay.
  const maps = isObject(ours) && isObject(theirs) && baseFits(isObject);
  const named = !maps && namedItems(ours) !== undefined && namedItems(theirs) !== undefined && baseFits((v) => namedItems(v) !== undefined);
  const authorChanged = base === NO_BASE || !same(base, ours);
  if (!authorChanged && !maps && !named) {
    // only the server changed it
    out.ops.push(theirs === undefined ? { kind: 'delete', path } : { kind: 'set', path, value: theirs });
    return;
  }
  if (authorChanged && base !== NO_BASE && ours !== undefined && out.derived(path)) {
    out.kept.push({ path, ours, theirs });
    return;
  }
  if (maps) return mergeMaps(base, ours as Record<string, unknown>, theirs as Record<string, unknown>, path, out);
  if (named) return mergeNamed(base, ours as object[], theirs as object[], path, out);
  if (base === NO_BASE) {
    if (ours === undefined) out.ops.push({ kind: 'set', path, value: theirs });
    if (ours === undefined || theirs === undefined) return; // only one side has it: kept, or added
  }
  out.conflicts.push({ path, ours, theirs });
}

function mergeMaps(base: Base, ours: Record<string, unknown>, theirs: Record<string, unknown>, path: Segment[], out: Collector) {
  const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
  for (const key of keys) {
    const b = base === NO_BASE ? NO_BASE : isObject(base) && hasOwn(base, key) ? base[key] : undefined;
    const o = hasOwn(ours, key) ? ours[key] : undefined;
    const t = hasOwn(theirs, key) ? theirs[key] : undefined;
    merge(b, o, t, [...path, key], out);
  }
}

/** The items by name when `value` is a list of objects each with a distinct string `name` (inputs, failures). */
function namedItems(value: unknown): Map<string, object> | undefined {
  if (!Array.isArray(value) || value.length === 0) return Array.isArray(value) ? new Map() : undefined;
  const byName = new Map<string, object>();
  for (const item of value) {
    if (!isObject(item) || typeof item.name !== 'string' || byName.has(item.name)) return undefined;
    byName.set(item.name, item);
  }
  return byName;
}

function mergeNamed(base: Base, ours: object[], theirs: object[], path: Segment[], out: Collector) {
  const baseItems = base === NO_BASE ? undefined : (namedItems(base) ?? new Map<string, object>());
  const theirItems = namedItems(theirs)!;
  const ourNames = new Set<string>();
  ours.forEach((item, i) => {
    const name = (item as { name: string }).name;
    ourNames.add(name);
    merge(baseItems ? baseItems.get(name) : NO_BASE, item, theirItems.get(name), [...path, i], out);
  });
  for (const [name, item] of theirItems) {
    if (ourNames.has(name)) continue;
    const before = baseItems?.get(name);
    if (before === undefined) out.ops.push({ kind: 'append', path, value: item });
    else if (!same(before, item)) out.conflicts.push({ path, ours: undefined, theirs: item, item: name }); // the author removed what the server changed
  }
}
