// The fast path: a yes/no check that runs before the full validation. Most
// values an editor or a loop checks are valid, and for those the only answer
// needed is "no errors, no warnings". That check needs no error bookkeeping:
// no context object, no error marks, no locations; it stops at the first
// failure. When it says no, the full pass (closures in checks.ts) runs and
// finds every error with its message and location.
//
// It is one recursive function over plain descriptor objects (one class per
// part, so every property access sees one shape): no closure per keyword, so
// the calls it makes are direct calls to itself, which V8 handles much better
// than the megamorphic calls of a closure tree.
//
// Soundness rule: `fastValid` may say false when the full pass finds nothing
// (then the full pass runs and answers), but it must never say true when the
// full pass would report an error or a warning.
import { INSTANCE_DEPTH_LIMIT } from './runtime';
import { canonicalKey, jsonEqual } from './json';
import { isMultipleOf } from './multiple-of';
import { codePointLength } from './checks';
import type { TypeName } from './vocabulary';

export const T_NULL = 1,
  T_BOOLEAN = 2,
  T_OBJECT = 4,
  T_ARRAY = 8,
  T_NUMBER = 16,
  T_INTEGER = 32,
  T_STRING = 64;
/** Any type (no `type` keyword): also lets through values that are not JSON (undefined, functions). */
export const T_ANY = 0xff;

const TYPE_BITS: Record<TypeName, number> = {
  null: T_NULL,
  boolean: T_BOOLEAN,
  object: T_OBJECT,
  array: T_ARRAY,
  number: T_NUMBER,
  integer: T_INTEGER,
  string: T_STRING,
};

export function typeMask(names: readonly TypeName[]): number {
  let mask = 0;
  for (const n of names) mask |= TYPE_BITS[n];
  return mask;
}

const hasOwn = Object.prototype.hasOwnProperty;

export class StringRules {
  minLength = 0;
  /** -1: no maximum. */
  maxLength = -1;
  /** `pattern` and `format` tests (a format mismatch is a warning, so it also sends the value to the full pass). */
  tests: ((s: string) => boolean)[] = [];
}

export class NumberRules {
  minimum = -Infinity;
  maximum = Infinity;
  exclusiveMinimum = NaN;
  exclusiveMaximum = NaN;
  /** 0: none. */
  multipleOf = 0;
}

export class ArrayRules {
  items: FastNode | null = null;
  minItems = 0;
  /** -1: no maximum. */
  maxItems = -1;
  unique = false;
}

export class ObjectRules {
  /** The names the object part knows: declared `properties`, then `required` names that are not declared. */
  names: string[] = [];
  /** Per name: its schema, or null for a required name that is not a declared property. */
  nodes: (FastNode | null)[] = [];
  /** Per name: required. */
  required: boolean[] = [];
  requiredCount = 0;
  /** `additionalProperties`: null when absent, false for `false`, else the schema of every other member. */
  additional: FastNode | false | null = null;
  /** Name -> index, for objects with many names (a few are compared one by one). */
  index: Map<string, number> | null = null;
  minProperties = 0;
  /** -1: no maximum. */
  maxProperties = -1;
}

/** One compiled (sub)schema, as data. Filled in by the compiler, then `finish()`ed. */
export class FastNode {
  mask = T_ANY;
  /** Only a `type` (or nothing): the parent tests the mask itself, without a call. */
  simple = true;
  hasEnum = false;
  enumPrimitives: Set<unknown> | null = null;
  enumComposites: unknown[] = [];
  hasConst = false;
  constValue: unknown = undefined;
  /** The `$ref` target, or null (none, unresolvable, or part of a cycle and switched off). */
  ref: FastNode | null = null;
  /** Nothing but a `$ref` (as in `items: {$ref: ...}`): the check goes straight on to the target. */
  refOnly = false;
  str: StringRules | null = null;
  num: NumberRules | null = null;
  arr: ArrayRules | null = null;
  obj: ObjectRules | null = null;
  /** Most member/item steps below this node without following a `$ref` (a bound for the depth count). */
  nest = 0;
  /** Raw `required` names, sorted out in `finish()` (the keyword may come before `properties`). */
  requiredNames: string[] = [];

  strRules(): StringRules {
    return (this.str ??= new StringRules());
  }
  numRules(): NumberRules {
    return (this.num ??= new NumberRules());
  }
  arrRules(): ArrayRules {
    return (this.arr ??= new ArrayRules());
  }
  objRules(): ObjectRules {
    return (this.obj ??= new ObjectRules());
  }

  setEnum(values: readonly unknown[]): void {
    this.hasEnum = true;
    this.enumPrimitives = new Set(values.filter((v) => v === null || typeof v !== 'object'));
    this.enumComposites = values.filter((v) => v !== null && typeof v === 'object');
  }

  setConst(value: unknown): void {
    this.hasConst = true;
    this.constValue = value;
  }

  /** Called once the keywords are in: required flags, the depth bound, whether the node is simple. */
  finish(): void {
    if (this.requiredNames.length) {
      const o = this.objRules();
      for (const name of this.requiredNames) {
        let at = o.names.indexOf(name);
        if (at < 0) {
          at = o.names.push(name) - 1;
          o.nodes.push(null);
        }
        if (!o.required[at]) o.requiredCount++;
        o.required[at] = true;
      }
    }
    let nest = 0;
    const o = this.obj;
    if (o !== null) {
      // Fill the holes left by required flags set by index.
      for (let i = 0; i < o.names.length; i++) o.required[i] = o.required[i] === true;
      if (o.names.length > 16) o.index = new Map(o.names.map((name, i) => [name, i]));
      for (const n of o.nodes) if (n !== null) nest = Math.max(nest, n.nest + 1);
      if (o.additional) nest = Math.max(nest, o.additional.nest + 1);
    }
    if (this.arr !== null && this.arr.items !== null) nest = Math.max(nest, this.arr.items.nest + 1);
    this.nest = nest;
    this.simple =
      !this.hasEnum && !this.hasConst && this.ref === null && this.str === null && this.num === null && this.arr === null && o === null;
    this.refOnly =
      this.ref !== null &&
      this.mask === T_ANY &&
      !this.hasEnum &&
      !this.hasConst &&
      this.str === null &&
      this.num === null &&
      this.arr === null &&
      o === null;
  }
}

/** Switches off the `$ref` of a node whose reference is part of a cycle (the full pass ignores it too). */
export function dropRef(node: FastNode): void {
  node.ref = null;
  node.refOnly = false;
  node.simple = !node.hasEnum && !node.hasConst && node.str === null && node.num === null && node.arr === null && node.obj === null;
}

function typeBits(d: unknown): number {
  switch (typeof d) {
    case 'string':
      return T_STRING;
    case 'number':
      return Number.isInteger(d) ? T_NUMBER | T_INTEGER : T_NUMBER;
    case 'boolean':
      return T_BOOLEAN;
    case 'object':
      return d === null ? T_NULL : Array.isArray(d) ? T_ARRAY : T_OBJECT;
    case 'bigint':
      return T_NUMBER | T_INTEGER;
    default:
      return 0x80;
  }
}

/** The whole instance: true only if the full pass would find no error and no warning. */
export function fastValidRoot(root: FastNode, data: unknown): boolean {
  return fastValid(root, data, root.nest);
}

/**
 * `depth` bounds from above the depth the full pass would count at this point
 * (members, items and `$ref` hops): each `$ref` hop adds one plus the most
 * member/item steps its target can take before the next hop. Past the limit
 * the answer is "not sure" (false), and the full pass reports "too deep".
 */
function fastValid(n: FastNode, d: unknown, depth: number): boolean {
  while (n.refOnly) {
    const target = n.ref!;
    depth += 1 + target.nest;
    if (depth >= INSTANCE_DEPTH_LIMIT) return false;
    n = target;
  }
  if ((n.mask & typeBits(d)) === 0) return false;
  if (n.simple) return true;
  if (n.hasEnum && !inEnum(n, d)) return false;
  if (n.hasConst && d !== n.constValue && !jsonEqual(d, n.constValue)) return false;
  const target = n.ref;
  if (target !== null) {
    const next = depth + 1 + target.nest;
    if (next >= INSTANCE_DEPTH_LIMIT) return false;
    if (!(target.simple ? (target.mask & typeBits(d)) !== 0 : fastValid(target, d, next))) return false;
  }
  switch (typeof d) {
    case 'string':
      return n.str === null || stringOk(n.str, d);
    case 'number':
      return n.num === null || numberOk(n.num, d);
    case 'object':
      if (d === null) return true;
      if (Array.isArray(d)) return n.arr === null || arrayOk(n.arr, d, depth);
      return n.obj === null || objectOk(n.obj, d as Record<string, unknown>, depth);
    default:
      return true;
  }
}

function inEnum(n: FastNode, d: unknown): boolean {
  if (d === null || typeof d !== 'object') return n.enumPrimitives!.has(d);
  const list = n.enumComposites;
  for (let i = 0; i < list.length; i++) if (jsonEqual(d, list[i])) return true;
  return false;
}

function stringOk(r: StringRules, s: string): boolean {
  // Code points are never more than UTF-16 units and never fewer than half of them.
  if (r.minLength > 0 && s.length < r.minLength * 2 && codePointLength(s) < r.minLength) return false;
  if (r.maxLength >= 0 && s.length > r.maxLength && codePointLength(s) > r.maxLength) return false;
  const tests = r.tests;
  for (let i = 0; i < tests.length; i++) if (!tests[i](s)) return false;
  return true;
}

function numberOk(r: NumberRules, x: number): boolean {
  // NaN limits (absent exclusive bounds) make these comparisons false, as wanted.
  if (x !== x || x < r.minimum || x > r.maximum || x <= r.exclusiveMinimum || x >= r.exclusiveMaximum) return false;
  return r.multipleOf === 0 || isMultipleOf(x, r.multipleOf);
}

function arrayOk(r: ArrayRules, a: unknown[], depth: number): boolean {
  const len = a.length;
  if (len < r.minItems || (r.maxItems >= 0 && len > r.maxItems)) return false;
  const item = r.items;
  if (item !== null) {
    if (item.simple) {
      const mask = item.mask;
      for (let i = 0; i < len; i++) if ((mask & typeBits(a[i])) === 0) return false;
    } else {
      for (let i = 0; i < len; i++) if (!fastValid(item, a[i], depth)) return false;
    }
  }
  return !r.unique || !hasDuplicateItems(a);
}

/**
 * One pass over the members (own enumerable ones: what JSON.stringify would
 * write), each matched to its declared name: `properties`, `required` (by
 * counting the required names met), `additionalProperties` and the member
 * count, without looking up a single name.
 */
function objectOk(r: ObjectRules, obj: Record<string, unknown>, depth: number): boolean {
  const names = r.names;
  const n = names.length;
  const index = r.index;
  const additional = r.additional;
  let required = 0;
  let count = 0;
  // Members usually come in the order of the schema: look for the next name first.
  let next = 0;
  for (const key in obj) {
    if (!hasOwn.call(obj, key)) continue; // inherited: not a member
    count++;
    let i = -1;
    if (index !== null) i = index.get(key) ?? -1;
    else if (n !== 0) {
      for (let k = 0, j = next; k < n; k++, j = j + 1 === n ? 0 : j + 1) {
        if (names[j] === key) {
          i = j;
          next = j + 1 === n ? 0 : j + 1;
          break;
        }
      }
    }
    const v = obj[key];
    let child: FastNode | false | null = additional;
    if (i >= 0) {
      if (r.required[i]) required++;
      const declared = r.nodes[i];
      if (declared !== null) child = declared;
    }
    if (child === null) continue;
    if (child === false) return false;
    if (!(child.simple ? (child.mask & typeBits(v)) !== 0 : fastValid(child, v, depth))) return false;
  }
  if (required !== r.requiredCount) return false;
  return count >= r.minProperties && (r.maxProperties < 0 || count <= r.maxProperties);
}

/** The same verdict as the full `uniqueItems` check (checks.ts), without reporting. */
function hasDuplicateItems(items: unknown[]): boolean {
  const len = items.length;
  if (len < 2) return false;
  if (len <= 8) {
    let primitives = true;
    for (let i = 0; i < len; i++) {
      const v = items[i];
      if (v !== null && typeof v === 'object') {
        primitives = false;
        break;
      }
    }
    if (primitives) {
      for (let i = 1; i < len; i++) for (let j = 0; j < i; j++) if (items[i] === items[j]) return true;
      return false;
    }
  }
  const seen = new Set<unknown>();
  for (let i = 0; i < len; i++) {
    const v = items[i];
    let key: unknown = v;
    if (v !== null && typeof v === 'object') {
      const k = canonicalKey(v);
      if (k === null) continue; // a cyclic value: not comparable, so not a duplicate
      key = '\u0000' + k;
    }
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
