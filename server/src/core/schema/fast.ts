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
//
// `soft` mode answers another question, "no error?" (warnings allowed): a
// format mismatch or a pattern too costly to match passes. Applicators that
// need a definite verdict about a subschema (`oneOf`, `not`, `if`,
// `contains`) ask it when the strict answer is no: a soft no is a real error.
// When the fast path cannot tell (too deep, out of `$ref` steps, out of
// stack), it throws UNSURE and the full pass decides.
import { INSTANCE_DEPTH_LIMIT, REF_STEPS_PER_VALIDATION } from './limits';
import { canonicalKey, jsonEqual } from './json';
import { isMultipleOf } from './multiple-of';
import { codePointLength } from './code-points';
import { isMember } from './member';
import type { PatternVerdict } from './pattern';
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

/** Thrown when the fast path cannot tell; the full pass decides. */
export const UNSURE = { unsure: true };

const hasOwn = Object.prototype.hasOwnProperty;

export class StringRules {
  minLength = 0;
  /** -1: no maximum. */
  maxLength = -1;
  /** `pattern` and `format` tests (a format mismatch is a warning, so it also sends the value to the full pass). */
  tests: ((s: string) => boolean)[] = [];
  /** The same tests in soft mode: formats always pass, a too-costly pattern passes. */
  softTests: ((s: string) => boolean)[] = [];
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
  /** `prefixItems` (draft-07: `items` as an array). */
  prefix: FastNode[] = [];
  /** Every item after the prefix (`items`, draft-07 `additionalItems`): null when absent, false for `false`. */
  items: FastNode | false | null = null;
  contains: FastNode | null = null;
  minContains = 1;
  /** -1: no maximum. */
  maxContains = -1;
  minItems = 0;
  /** -1: no maximum. */
  maxItems = -1;
  unique = false;
}

export interface PatternRule {
  check: (s: string) => PatternVerdict;
  node: FastNode;
}

export class ObjectRules {
  /** The names the object part knows: declared `properties`, then `required` names that are not declared. */
  names: string[] = [];
  /** Per name: its schema, or null for a required name that is not a declared property. */
  nodes: (FastNode | null)[] = [];
  /** Per name: required. */
  required: boolean[] = [];
  requiredCount = 0;
  /** `patternProperties`. */
  patterns: PatternRule[] = [];
  /** `additionalProperties`: null when absent, false for `false`, else the schema of every other member. */
  additional: FastNode | false | null = null;
  /** Name -> index, for objects with many names (a few are compared one by one). */
  index: Map<string, number> | null = null;
  propertyNames: FastNode | null = null;
  /** `dependentRequired`: [name, names it requires]. */
  dependentRequired: [string, string[]][] = [];
  /** `dependentSchemas`: [name, schema applied to the object when the name is present]. */
  dependentSchemas: [string, FastNode][] = [];
  minProperties = 0;
  /** -1: no maximum. */
  maxProperties = -1;
}

/** The in-place applicators of a node. */
export class Applicators {
  allOf: FastNode[] = [];
  anyOf: FastNode[] | null = null;
  oneOf: FastNode[] | null = null;
  not: FastNode | null = null;
  if: FastNode | null = null;
  then: FastNode | null = null;
  else: FastNode | null = null;
}

/** What one run of the fast path may spend, shared by the nodes of one compiled schema. */
export class FastRun {
  refSteps = REF_STEPS_PER_VALIDATION;
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
  /** The target of a `$dynamicRef` that resolves statically. */
  ref2: FastNode | null = null;
  /** Nothing but a `$ref` (as in `items: {$ref: ...}`): the check goes straight on to the target. */
  refOnly = false;
  str: StringRules | null = null;
  num: NumberRules | null = null;
  arr: ArrayRules | null = null;
  obj: ObjectRules | null = null;
  apps: Applicators | null = null;
  /**
   * The full check of this node, for what the fast path does not model
   * (`unevaluated*`): true when it finds no error (soft) or nothing (strict).
   */
  fallback: ((data: unknown, depth: number, soft: boolean) => boolean) | null = null;
  /** Shared budget of `$ref` hops (set on nodes with a reference). */
  run: FastRun | null = null;
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
  applicators(): Applicators {
    return (this.apps ??= new Applicators());
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
      const at = new Map<string, number>();
      for (let i = 0; i < o.names.length; i++) if (!at.has(o.names[i])) at.set(o.names[i], i);
      for (const name of this.requiredNames) {
        let i = at.get(name);
        if (i === undefined) {
          i = o.names.push(name) - 1;
          o.nodes.push(null);
          at.set(name, i);
        }
        if (!o.required[i]) o.requiredCount++;
        o.required[i] = true;
      }
    }
    // The depth bound: member/item children count one step more than their own bound, in-place ones none.
    let nest = 0;
    const o = this.obj;
    if (o !== null) {
      // Fill the holes left by required flags set by index.
      for (let i = 0; i < o.names.length; i++) o.required[i] = o.required[i] === true;
      if (o.names.length > 16) o.index = new Map(o.names.map((name, i) => [name, i]));
      nest = deeper(nest, o.nodes);
      if (o.additional) nest = Math.max(nest, o.additional.nest + 1);
      if (o.propertyNames !== null) nest = Math.max(nest, o.propertyNames.nest + 1);
      for (const p of o.patterns) nest = Math.max(nest, p.node.nest + 1);
      for (const [, n] of o.dependentSchemas) nest = Math.max(nest, n.nest);
    }
    const a = this.arr;
    if (a !== null) {
      nest = deeper(nest, a.prefix);
      if (a.items) nest = Math.max(nest, a.items.nest + 1);
      if (a.contains !== null) nest = Math.max(nest, a.contains.nest + 1);
    }
    const apps = this.apps;
    if (apps !== null) {
      nest = inPlace(nest, apps.allOf);
      if (apps.anyOf !== null) nest = inPlace(nest, apps.anyOf);
      if (apps.oneOf !== null) nest = inPlace(nest, apps.oneOf);
      for (const n of [apps.not, apps.if, apps.then, apps.else]) if (n !== null) nest = Math.max(nest, n.nest);
    }
    this.nest = nest;
    this.simple =
      !this.hasEnum &&
      !this.hasConst &&
      this.ref === null &&
      this.ref2 === null &&
      this.str === null &&
      this.num === null &&
      a === null &&
      o === null &&
      apps === null &&
      this.fallback === null;
    this.refOnly =
      this.ref !== null &&
      this.mask === T_ANY &&
      !this.hasEnum &&
      !this.hasConst &&
      this.ref2 === null &&
      this.str === null &&
      this.num === null &&
      a === null &&
      o === null &&
      apps === null &&
      this.fallback === null;
  }
}

function deeper(nest: number, nodes: readonly (FastNode | null)[]): number {
  for (const n of nodes) if (n !== null && n.nest + 1 > nest) nest = n.nest + 1;
  return nest;
}

function inPlace(nest: number, nodes: readonly FastNode[]): number {
  for (const n of nodes) if (n.nest > nest) nest = n.nest;
  return nest;
}

/** Switches off the `$ref` of a node whose reference is part of a cycle (the full pass ignores it too). */
export function dropRef(node: FastNode): void {
  node.ref = null;
  node.finish();
}

/** The JSON type bits of a value, as `type` tests them. */
export function typeBits(d: unknown): number {
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

/**
 * The whole instance: true only if the full pass would find no error and no
 * warning (soft: no error); null when the fast path cannot tell.
 */
export function fastValidRoot(root: FastNode, run: FastRun, data: unknown, soft = false): boolean | null {
  run.refSteps = REF_STEPS_PER_VALIDATION;
  return fastValidAt(root, data, root.nest, soft);
}

/** `node` at a point of a running validation whose depth count is `depth`; null when the fast path cannot tell. */
export function fastValidAt(node: FastNode, data: unknown, depth: number, soft: boolean): boolean | null {
  try {
    return fastValid(node, data, depth + node.nest, soft);
  } catch (e) {
    if (e === UNSURE || e instanceof RangeError) return null;
    throw e;
  }
}

/**
 * `depth` bounds from above the depth the full pass would count at this point
 * (members, items and `$ref` hops): each `$ref` hop adds one plus the most
 * member/item steps its target can take before the next hop. Past the limit
 * the fast path cannot tell (UNSURE), and the full pass decides.
 */
function fastValid(n: FastNode, d: unknown, depth: number, soft: boolean): boolean {
  while (n.refOnly) {
    const target = n.ref!;
    depth = hop(n, target, depth);
    n = target;
  }
  if ((n.mask & typeBits(d)) === 0) return false;
  if (n.simple) return true;
  if (n.fallback !== null) return n.fallback(d, depth - n.nest, soft);
  if (n.hasEnum && !inEnum(n, d)) return false;
  if (n.hasConst && d !== n.constValue && !jsonEqual(d, n.constValue)) return false;
  const target = n.ref;
  if (target !== null) {
    const next = hop(n, target, depth);
    if (!(target.simple ? (target.mask & typeBits(d)) !== 0 : fastValid(target, d, next, soft))) return false;
  }
  const target2 = n.ref2;
  if (target2 !== null && !fastValid(target2, d, hop(n, target2, depth), soft)) return false;
  if (n.apps !== null && !applicatorsOk(n.apps, d, depth, soft)) return false;
  switch (typeof d) {
    case 'string':
      return n.str === null || stringOk(n.str, d, soft);
    case 'number':
      return n.num === null || numberOk(n.num, d);
    case 'object':
      if (d === null) return true;
      if (Array.isArray(d)) return n.arr === null || arrayOk(n.arr, d, depth, soft);
      return n.obj === null || objectOk(n.obj, d as Record<string, unknown>, depth, soft);
    default:
      return true;
  }
}

/** The depth bound after a `$ref` hop from `n` to `target`; UNSURE past the limits. */
function hop(n: FastNode, target: FastNode, depth: number): number {
  const next = depth + 1 + target.nest;
  if (next >= INSTANCE_DEPTH_LIMIT || --n.run!.refSteps < 0) throw UNSURE;
  return next;
}

/** Valid with nothing to report (strict), or without an error (soft): a definite answer about a subschema. */
function check(n: FastNode, d: unknown, depth: number, soft: boolean): boolean {
  return n.simple ? (n.mask & typeBits(d)) !== 0 : fastValid(n, d, depth, soft);
}

/** Whether `n` has an error on `d` (warnings do not count): the strict answer first, the soft one when it says no. */
function passes(n: FastNode, d: unknown, depth: number): boolean {
  return check(n, d, depth, false) || check(n, d, depth, true);
}

function applicatorsOk(a: Applicators, d: unknown, depth: number, soft: boolean): boolean {
  const all = a.allOf;
  for (let i = 0; i < all.length; i++) if (!check(all[i], d, depth, soft)) return false;
  if (a.anyOf !== null) {
    // Strict: one branch valid with nothing to report (the full pass then drops the others' warnings).
    let any = false;
    for (const b of a.anyOf) {
      if (check(b, d, depth, soft)) {
        any = true;
        break;
      }
    }
    if (!any) return false;
  }
  if (a.oneOf !== null) {
    let matches = 0;
    for (const b of a.oneOf) {
      if (check(b, d, depth, soft)) matches++;
      // Strict no, soft yes: a match with warnings to report, which only the full pass can give.
      else if (!soft && check(b, d, depth, true)) return false;
      if (matches > 1) return false;
    }
    if (matches !== 1) return false;
  }
  // `not` and `if` drop what their subschema reports: only its verdict counts.
  if (a.not !== null && passes(a.not, d, depth)) return false;
  if (a.if !== null) {
    const branch = passes(a.if, d, depth) ? a.then : a.else;
    if (branch !== null && !check(branch, d, depth, soft)) return false;
  }
  return true;
}

function inEnum(n: FastNode, d: unknown): boolean {
  if (d === null || typeof d !== 'object') return n.enumPrimitives!.has(d);
  const list = n.enumComposites;
  for (let i = 0; i < list.length; i++) if (jsonEqual(d, list[i])) return true;
  return false;
}

/** `const`/`enum` of a node, as the union error heuristics read them: whether `d` is allowed (true when neither). */
export function constantsAllow(n: FastNode, d: unknown): boolean {
  if (n.hasEnum && !inEnum(n, d)) return false;
  return !n.hasConst || d === n.constValue || jsonEqual(d, n.constValue);
}

function stringOk(r: StringRules, s: string, soft: boolean): boolean {
  // Code points are never more than UTF-16 units and never fewer than half of them.
  if (r.minLength > 0 && s.length < r.minLength * 2 && codePointLength(s) < r.minLength) return false;
  if (r.maxLength >= 0 && s.length > r.maxLength && codePointLength(s) > r.maxLength) return false;
  const tests = soft ? r.softTests : r.tests;
  for (let i = 0; i < tests.length; i++) if (!tests[i](s)) return false;
  return true;
}

function numberOk(r: NumberRules, x: number): boolean {
  // NaN limits (absent exclusive bounds) make these comparisons false, as wanted.
  if (x !== x || x < r.minimum || x > r.maximum || x <= r.exclusiveMinimum || x >= r.exclusiveMaximum) return false;
  return r.multipleOf === 0 || isMultipleOf(x, r.multipleOf);
}

function arrayOk(r: ArrayRules, a: unknown[], depth: number, soft: boolean): boolean {
  const len = a.length;
  if (len < r.minItems || (r.maxItems >= 0 && len > r.maxItems)) return false;
  const prefix = r.prefix;
  const p = Math.min(prefix.length, len);
  for (let i = 0; i < p; i++) if (!check(prefix[i], a[i], depth, soft)) return false;
  const item = r.items;
  if (item === false) {
    if (len > prefix.length) return false;
  } else if (item !== null) {
    if (item.simple) {
      const mask = item.mask;
      for (let i = p; i < len; i++) if ((mask & typeBits(a[i])) === 0) return false;
    } else {
      for (let i = p; i < len; i++) if (!fastValid(item, a[i], depth, soft)) return false;
    }
  }
  const contains = r.contains;
  if (contains !== null) {
    let matches = 0;
    for (let i = 0; i < len; i++) if (passes(contains, a[i], depth)) matches++;
    if (matches < r.minContains || (r.maxContains >= 0 && matches > r.maxContains)) return false;
  }
  return !r.unique || !hasDuplicateItems(a);
}

/**
 * One pass over the members (own enumerable ones: what JSON.stringify would
 * write), each matched to its declared name: `properties`, `required` (by
 * counting the required names met), `patternProperties`,
 * `additionalProperties` and the member count, without looking up a name
 * twice.
 */
function objectOk(r: ObjectRules, obj: Record<string, unknown>, depth: number, soft: boolean): boolean {
  const names = r.names;
  const n = names.length;
  const index = r.index;
  const additional = r.additional;
  const patterns = r.patterns;
  const propertyNames = r.propertyNames;
  let required = 0;
  let count = 0;
  // Members usually come in the order of the schema: look for the next name first.
  let next = 0;
  for (const key in obj) {
    if (!hasOwn.call(obj, key)) continue; // inherited: not a member
    count++;
    if (propertyNames !== null && !check(propertyNames, key, depth, soft)) return false;
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
    if (patterns.length !== 0) {
      let matched = false;
      for (let k = 0; k < patterns.length; k++) {
        const verdict = patterns[k].check(key);
        if (verdict === 'mismatch') continue;
        // A name too costly to match: the full pass warns and applies nothing.
        if (verdict === 'too-costly') {
          if (!soft) return false;
        } else if (!check(patterns[k].node, v, depth, soft)) return false;
        matched = true;
      }
      if (matched && (i < 0 || r.nodes[i] === null)) continue;
    }
    if (child === null) continue;
    if (child === false) return false;
    if (!check(child, v, depth, soft)) return false;
  }
  if (required !== r.requiredCount) return false;
  if (count < r.minProperties || (r.maxProperties >= 0 && count > r.maxProperties)) return false;
  for (const [name, needs] of r.dependentRequired) {
    if (!isMember(obj, name)) continue;
    for (const other of needs) if (!isMember(obj, other)) return false;
  }
  for (const [name, node] of r.dependentSchemas) {
    if (isMember(obj, name) && !check(node, obj, depth, soft)) return false;
  }
  return true;
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
