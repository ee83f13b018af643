// The state of one `validate()` call. The valid path does no bookkeeping but a
// depth counter: an error is created with its location relative to where it
// was found, and each enclosing step (a member or item, a `$ref` hop) adds its
// part as the error travels back up. So only failures pay for locations.
//
// Two more pieces of state exist only when a schema needs them: the members
// and items evaluated so far at the current value (`ann`, for
// `unevaluatedProperties`/`unevaluatedItems`), and the schema resources entered
// so far (`scope`, for `$dynamicRef`).
import type { ValidationError } from '../types';
import { INSTANCE_DEPTH_LIMIT, REF_STEPS_PER_VALIDATION } from './limits';
import type { Locale, MessageArgs, MessageId } from './messages';
import { PATTERN_STEPS_PER_VALIDATION, type PatternBudget } from './pattern';
import { orderErrors, PendingError } from './error-order';
import type { FastNode } from './fast';

/** A compiled (sub)schema: true iff the value has no error of severity `error`. */
export type Validate = (data: unknown, ctx: Ctx) => boolean;

/** What evaluation has covered at one instance location (the annotations unevaluated* read). */
export class Annotations {
  /** Member names evaluated (null: none yet). */
  props: Set<string> | null = null;
  /** Every member was evaluated. */
  allProps = false;
  /** Items 0..items-1 were evaluated. */
  items = 0;
  /** Every item was evaluated. */
  allItems = false;
  /** Further items evaluated (matched by `contains`). */
  itemSet: Set<number> | null = null;

  addProp(name: string): void {
    (this.props ??= new Set()).add(name);
  }

  addItem(index: number): void {
    (this.itemSet ??= new Set()).add(index);
  }

  hasProp(name: string): boolean {
    return this.allProps || (this.props !== null && this.props.has(name));
  }

  hasItem(index: number): boolean {
    return this.allItems || index < this.items || (this.itemSet !== null && this.itemSet.has(index));
  }

  merge(other: Annotations): void {
    if (other.allProps) this.allProps = true;
    else if (other.props !== null) for (const p of other.props) this.addProp(p);
    if (other.allItems) this.allItems = true;
    if (other.items > this.items) this.items = other.items;
    if (other.itemSet !== null) for (const i of other.itemSet) this.addItem(i);
  }
}

/** A schema to jump to: what `$dynamicRef` finds in the dynamic scope. */
export interface Target {
  fn: Validate;
  /** Location of the target schema, as errors inside it start (`/$defs/a`, or `uri#/$defs/a` in another document). */
  kwBase: string;
}

/** A schema resource as the dynamic scope sees it: its `$dynamicAnchor`s. */
export interface ScopeResource {
  uri: string;
  /** Name -> the schema that declares it (compiled; filled in by the compiler). */
  dynamicAnchors: Map<string, Target>;
}

/** A compiled subschema as the checks hold it: its full check, its fast-path node, its value. */
export interface Subschema extends Target {
  node: FastNode;
  /** The schema as written (for messages that show it). */
  value: unknown;
}

/**
 * The yes/no pass on one subschema at the current depth: strict (valid,
 * nothing to report) or soft (no error); null when it could not tell.
 */
export type QuickCheck = (node: FastNode, data: unknown, depth: number, soft: boolean) => boolean | null;

export class Ctx implements PatternBudget {
  depth = 0;
  errors: PendingError[] = [];
  /** Backtracking steps left to the `pattern` checks of this validation (pattern.ts). */
  patternSteps = PATTERN_STEPS_PER_VALIDATION;
  /** `$ref` hops left to this validation (limits.ts). */
  refSteps = REF_STEPS_PER_VALIDATION;
  /** Evaluated members and items at the current value, when an `unevaluated*` keyword in place above wants them. */
  ann: Annotations | null = null;
  /** Schema resources entered, outermost first. */
  scope: ScopeResource[] = [];
  /** The fast pass, for subschemas whose verdict alone is wanted (null when it cannot be trusted here). */
  quick: QuickCheck | null = null;
  /** In use by a validation (a scratch context of the fast pass may be asked for while busy). */
  busy = false;
  /** Where the `$ref` step budget ran out, if it did. */
  costly: string | null = null;

  constructor(readonly locale: Locale) {}

  /** Ready for a new `validate()` call (one context per compiled schema; validation is never re-entered). */
  reset(): void {
    if (this.errors.length) this.errors = [];
    this.depth = 0;
    this.patternSteps = PATTERN_STEPS_PER_VALIDATION;
    this.refSteps = REF_STEPS_PER_VALIDATION;
    this.ann = null;
    this.costly = null;
    if (this.scope.length) this.scope = [];
  }

  /** Runs `fn` on a member or item `key` of the current value. */
  descend(key: string | number, value: unknown, fn: Validate, kwAbs: string): boolean {
    if (this.depth >= INSTANCE_DEPTH_LIMIT) return this.tooDeep(kwAbs);
    const mark = this.errors.length;
    const ann = this.ann;
    this.ann = null;
    this.depth++;
    const ok = fn(value, this);
    this.depth--;
    this.ann = ann;
    if (this.errors.length !== mark) this.bubble(mark, key);
    return ok;
  }

  /** Errors found since `mark` were about member or item `key` of the current value. */
  bubble(mark: number, key: string | number): void {
    for (let i = mark; i < this.errors.length; i++) this.errors[i].segments.push(key);
  }

  /**
   * Applies `target` to the same value for the `$ref` (or `$dynamicRef`) at
   * `refAbs`, entering `resource` on the way when it is another one.
   */
  followRef(data: unknown, target: Target, refAbs: string, resource: ScopeResource | null): boolean {
    if (this.depth >= INSTANCE_DEPTH_LIMIT) return this.tooDeep(refAbs);
    if (--this.refSteps < 0) return this.tooCostly(refAbs);
    const mark = this.errors.length;
    this.depth++;
    if (resource !== null) this.scope.push(resource);
    const ok = target.fn(data, this);
    if (resource !== null) this.scope.pop();
    this.depth--;
    const cut = target.kwBase.length;
    for (let i = mark; i < this.errors.length; i++) {
      const e = this.errors[i];
      e.keywordLocation = refAbs + e.keywordLocation.slice(cut);
    }
    return ok;
  }

  private tooDeep(kwAbs: string): false {
    this.report(kwAbs, 'depth', 'tooDeep', { limit: INSTANCE_DEPTH_LIMIT }, INSTANCE_DEPTH_LIMIT, 'error');
    return false;
  }

  private tooCostly(kwAbs: string): false {
    // Every later hop of this validation fails the same way; one error says so at the end (finish).
    this.costly ??= kwAbs;
    return false;
  }

  /**
   * Records an error (or warning) of the keyword at absolute pointer `kwAbs`
   * about the current value, or about its member `at` (the missing member of
   * `required`, the extra member of `additionalProperties`, a duplicate item).
   */
  report(
    kwAbs: string,
    keyword: string,
    id: MessageId,
    args: MessageArgs,
    expected: unknown,
    severity: 'error' | 'warning',
    at?: string | number,
  ): void {
    // The message is made only if the error is kept (PendingError).
    this.errors.push(new PendingError(kwAbs, keyword, severity, expected, at, null, this.locale, id, args));
  }

  /** `report` with the message already made (checks that can reuse their messages keep them). */
  reportText(kwAbs: string, keyword: string, error: string, expected: unknown, severity: 'error' | 'warning', at?: string | number): void {
    this.errors.push(new PendingError(kwAbs, keyword, severity, expected, at, error, this.locale, null, null));
  }

  /** Every error in document order of the instance (stable), without duplicates. */
  finish(root: unknown): ValidationError[] {
    if (this.costly !== null) {
      this.report(this.costly, 'schema/too-costly', 'refStepsExceeded', { limit: REF_STEPS_PER_VALIDATION }, undefined, 'error');
    }
    return orderErrors(this.errors, root);
  }
}

/**
 * Whether `data` has no error against `sub`, when only the verdict counts
 * (`not`, `if`, `contains`): the fast pass answers when it can, else the full
 * pass runs and what it reports is dropped.
 */
export function verdict(sub: Subschema, data: unknown, ctx: Ctx): boolean {
  if (ctx.quick !== null) {
    const quick = ctx.quick(sub.node, data, ctx.depth, true);
    if (quick !== null) return quick;
  }
  const mark = ctx.errors.length;
  const ann = ctx.ann;
  ctx.ann = null;
  const ok = sub.fn(data, ctx);
  ctx.ann = ann;
  ctx.errors.length = mark;
  return ok;
}
