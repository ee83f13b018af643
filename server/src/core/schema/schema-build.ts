// What compiling one schema object gathers: its checks by the kind of value
// they apply to, the `unevaluated*` checks that run after them, the parts of
// keywords that work together (`properties` + `patternProperties` +
// `additionalProperties`; `prefixItems` + `items`; `if` + `then` + `else`),
// and its fast-path node. The keyword modules (keywords-*.ts) fill it in, one
// keyword at a time in schema order; the compiler assembles the result.
import type { Dialect } from './dialect';
import type { FastNode } from './fast';
import type { Holder } from './holder';
import type { MessageArgs, MessageId } from './messages';
import type { PatternBudget } from './pattern';
import type { PatternPropertyRule, PropertyRule } from './object-checks';
import type { ItemRule } from './array-checks';
import type { Annotations, Ctx, Validate } from './runtime';
import type { RefResolver } from './refs';
import type { Documents } from './documents';
import type { FastRun } from './fast';

/** An `unevaluated*` check: reads the annotations of the schema's other keywords. */
export type Final = (data: unknown, ctx: Ctx, ann: Annotations) => boolean;

/** What keyword modules need from the compiler. */
export interface KeywordHost {
  readonly locale: 'en' | 'es' | 'pt';
  readonly formatWarnings: boolean;
  /** The pattern step budget of the fast path (reset before each validation). */
  readonly fastPatternBudget: PatternBudget;
  issue(h: Holder, at: string, keyword: string, severity: 'error' | 'warning', code: string, id: MessageId, args: MessageArgs): void;
  /** The subschema `value` at `pointer` under `parent`, compiled. */
  sub(value: unknown, pointer: string, parent: Holder, depth: number): Holder;
  /** Whether the compiled check `fn` may descend into members/items or follow a `$ref` (needs a depth count). */
  branches(fn: Validate): boolean;
  readonly refs: RefResolver;
  readonly documents: Documents;
  /** The `$ref` step budget of the fast path. */
  readonly fastRun: FastRun;
}

export interface ObjectParts {
  properties: PropertyRule[] | null;
  patterns: PatternPropertyRule[];
  additional: { validate: Validate | false; kwAbs: string } | null;
  /** `at`: where `required` is in the schema, for an issue at one of its entries. */
  required: { names: string[]; kwAbs: string; at: string } | null;
}

export interface ArrayParts {
  /** `prefixItems`, or draft-07 `items` as an array. */
  prefix: (ItemRule & { holder: Holder })[] | null;
  prefixKeyword: string;
  /** 2020-12 `items` (after the prefix), as a schema or false. */
  items: { holder: Holder | false; kwAbs: string } | null;
  /** draft-07 `additionalItems`. */
  additionalItems: { holder: Holder | false; kwAbs: string; at: string } | null;
  contains: { holder: Holder; kwAbs: string } | null;
  minContains: { value: number; kwAbs: string } | null;
  maxContains: { value: number; kwAbs: string } | null;
}

export class SchemaBuild {
  // The checks by the kind of value they apply to, made on first use: most schemas have one or two kinds.
  private lists: { any?: Validate[]; str?: Validate[]; num?: Validate[]; arr?: Validate[]; obj?: Validate[]; finals?: Final[] } = {};
  /** The check may descend or follow a reference (the parent must count depth). */
  descends = false;
  object: ObjectParts | null = null;
  array: ArrayParts | null = null;
  conditional: { if: Holder | null; then: Holder | null; else: Holder | null } | null = null;

  /** Checks for any value. */
  get any(): Validate[] {
    return (this.lists.any ??= []);
  }
  get str(): Validate[] {
    return (this.lists.str ??= []);
  }
  get num(): Validate[] {
    return (this.lists.num ??= []);
  }
  get arr(): Validate[] {
    return (this.lists.arr ??= []);
  }
  get obj(): Validate[] {
    return (this.lists.obj ??= []);
  }
  /** The `unevaluated*` checks, run after all the others. */
  get finals(): Final[] {
    return (this.lists.finals ??= []);
  }

  /** The checks of one kind as gathered (undefined: none). */
  gathered(kind: 'any' | 'str' | 'num' | 'arr' | 'obj'): readonly Validate[] | undefined {
    return this.lists[kind];
  }

  get hasFinals(): boolean {
    return this.lists.finals !== undefined;
  }

  constructor(
    readonly host: KeywordHost,
    readonly h: Holder,
    readonly s: Record<string, unknown>,
    readonly depth: number,
  ) {}

  get node(): FastNode {
    return this.h.node;
  }

  get dialect(): Dialect {
    return this.h.place.dialect;
  }

  /** The location of keyword pointer `at` as errors give it (with the document's URI outside document 0). */
  kwAbs(at: string): string {
    return this.h.doc.kwPrefix + at;
  }

  issue(at: string, keyword: string, severity: 'error' | 'warning', code: string, id: MessageId, args: MessageArgs): void {
    this.host.issue(this.h, at, keyword, severity, code, id, args);
  }

  /** A subschema below this one, compiled. */
  sub(value: unknown, pointer: string): Holder {
    this.descends = true;
    return this.host.sub(value, pointer, this.h, this.depth);
  }

  /** A subschema applied to the same value (`allOf`, `if`...). */
  inPlace(value: unknown, pointer: string): Holder {
    const child = this.sub(value, pointer);
    this.h.inPlace.push(child);
    return child;
  }

  objectParts(): ObjectParts {
    return (this.object ??= { properties: null, patterns: [], additional: null, required: null });
  }

  arrayParts(): ArrayParts {
    return (this.array ??= {
      prefix: null,
      prefixKeyword: 'prefixItems',
      items: null,
      additionalItems: null,
      contains: null,
      minContains: null,
      maxContains: null,
    });
  }
}

/** Handles one keyword: checks its value (issues), adds its checks and its part of the fast node. */
export type KeywordHandler = (b: SchemaBuild, value: unknown, at: string, keyword: string) => void;
