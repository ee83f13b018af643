// Compiles a schema document into a tree of closures, once, and collects the
// problems of the schema itself (issues) on the way. Each subschema is
// compiled once per location; `$ref`s point at the compiled target through a
// holder, so recursive schemas need no re-compilation.
import type { SchemaIssue } from './types';
import type { Validate } from './runtime';
import * as C from './checks';
import { isPlainObject } from './json';
import { message, FORMAT_HINTS, type Locale, type MessageArgs, type MessageId } from './messages';
import { escapeToken as escapeSegment } from '../pointer';
import { ANNOTATION_KEYWORDS, NOT_CHECKED_KEYWORDS, TYPE_NAMES, suggestKeyword, suggestType, type TypeName } from './vocabulary';
import { FORMAT_CHECKERS } from './format';
import { compilePattern, PATTERN_STEPS_PER_VALIDATION, type CompiledPattern, type PatternBudget } from './pattern';
import { RefResolver } from './refs';
import { FastNode, typeMask } from './fast';

/** Schema nesting beyond which compilation stops with an error (no stack overflow). */
export const SCHEMA_DEPTH_LIMIT = 500;
/** Subschemas compiled at most: a value built from YAML aliases can expand exponentially. */
export const SCHEMA_NODE_LIMIT = 50_000;

export interface Holder {
  /** The full check (every error, with its location). */
  fn: Validate;
  /** The same subschema as data for the yes/no fast path (fast.ts). */
  node: FastNode;
  compiled: boolean;
  value: unknown;
}

/** The compiled root: the full check and the fast-path descriptor. */
export interface CompiledRoot {
  full: Validate;
  fast: FastNode;
  /** The pattern step budget of the fast path; reset to PATTERN_STEPS_PER_VALIDATION before each run. */
  fastPatternBudget: PatternBudget;
}

function isNonNegativeInteger(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

function kindOf(v: unknown): string {
  return C.typeNameOf(v);
}

export class Compiler {
  readonly issues: SchemaIssue[] = [];
  private readonly holders = new Map<string, Holder>();
  private readonly pending: string[] = [];
  private readonly refs: RefResolver;
  private nodeCount = 0;
  /** Compiled nodes that may descend into members/items or follow a `$ref` (the others need no depth count). */
  private readonly branching = new WeakSet<Validate>();
  private readonly fastPatternBudget: PatternBudget = { patternSteps: PATTERN_STEPS_PER_VALIDATION };

  constructor(
    readonly root: unknown,
    readonly locale: Locale,
    private readonly formatWarnings: boolean,
  ) {
    this.refs = new RefResolver(root, this);
  }

  compileRoot(): CompiledRoot {
    const root = this.holder('', this.root);
    this.compileHolder('', root, 0);
    while (this.pending.length) {
      const abs = this.pending.shift()!;
      const h = this.holders.get(abs)!;
      if (!h.compiled) this.compileHolder(abs, h, 0);
    }
    this.refs.disableCycles();
    return { full: root.fn, fast: root.node, fastPatternBudget: this.fastPatternBudget };
  }

  issue(pointer: string, keyword: string, severity: 'error' | 'warning', code: string, id: MessageId, args: MessageArgs): void {
    this.issues.push({ pointer, keyword, severity, code, message: message(this.locale, id, args) });
  }

  /** The holder of the subschema at `abs`; compiled later if nothing compiles it structurally. */
  refTarget(abs: string, value: unknown): Holder {
    const h = this.holder(abs, value);
    if (!h.compiled) this.pending.push(abs);
    return h;
  }

  private holder(abs: string, value: unknown): Holder {
    let h = this.holders.get(abs);
    if (!h) {
      h = { fn: C.alwaysTrue, node: new FastNode(), compiled: false, value };
      this.holders.set(abs, h);
    }
    return h;
  }

  private compileHolder(abs: string, h: Holder, depth: number): void {
    h.compiled = true;
    h.fn = this.compileSchemaValue(h.value, abs, depth, h.node);
    h.node.finish();
  }

  /** A subschema reached structurally (under properties, items...). */
  private sub(value: unknown, abs: string, depth: number): Holder {
    const h = this.holder(abs, value);
    if (!h.compiled) this.compileHolder(abs, h, depth);
    // Structural children are never in progress here (their pointers only grow), so fn is final.
    return h;
  }

  private compileSchemaValue(value: unknown, abs: string, depth: number, node: FastNode): Validate {
    if (value === true) return C.alwaysTrue;
    if (value === false) {
      node.mask = 0;
      return C.falseSchema(abs);
    }
    if (!isPlainObject(value)) {
      const suggestion =
        typeof value === 'string' ? (suggestType(value) ?? (TYPE_NAMES.includes(value as TypeName) ? value : undefined)) : undefined;
      this.issue(abs, '', 'error', 'schema/not-a-schema', 'notSchema', { got: kindOf(value), suggestion });
      return C.alwaysTrue;
    }
    if (depth > SCHEMA_DEPTH_LIMIT) {
      this.issue(abs, '', 'error', 'schema/too-deep', 'schemaTooDeep', { limit: SCHEMA_DEPTH_LIMIT });
      return C.alwaysTrue;
    }
    if (++this.nodeCount > SCHEMA_NODE_LIMIT) {
      if (this.nodeCount === SCHEMA_NODE_LIMIT + 1)
        this.issue(abs, '', 'error', 'schema/too-large', 'schemaTooLarge', { limit: SCHEMA_NODE_LIMIT });
      return C.alwaysTrue;
    }
    return this.compileKeywords(value, abs, depth + 1, node);
  }

  /** Builds the full check and fills in `node`, the same keywords for the fast path. */
  private compileKeywords(s: Record<string, unknown>, abs: string, depth: number, node: FastNode): Validate {
    const any: Validate[] = [];
    const str: Validate[] = [];
    const num: Validate[] = [];
    const arr: Validate[] = [];
    const obj: Validate[] = [];
    let propertyRules: C.PropertyRule[] | null = null;
    let additional: { validate: Validate | false; kwAbs: string } | null = null;
    let required: { names: string[]; kwAbs: string } | null = null;

    for (const key of Object.keys(s)) {
      const v = s[key];
      const kAbs = abs + '/' + escapeSegment(key);
      switch (key) {
        case 'type': {
          const names = this.typeNames(v, kAbs);
          if (names) {
            any.push(C.typeCheck(names, kAbs));
            node.mask = typeMask(names);
          }
          break;
        }
        case 'enum':
          if (Array.isArray(v)) {
            any.push(C.enumCheck(v, kAbs));
            node.setEnum(v);
          } else this.issue(kAbs, key, 'error', 'schema/bad-value', 'enumNotArray', { got: kindOf(v) });
          break;
        case 'const':
          any.push(C.constCheck(v, kAbs));
          node.setConst(v);
          break;
        case '$ref': {
          const check = this.refs.compile(v, abs, kAbs, node);
          if (check) any.push(check);
          break;
        }
        case 'minLength':
        case 'maxLength':
          if (this.nonNegativeInteger(v, key, kAbs)) {
            str.push(C.lengthCheck(v, key === 'minLength', kAbs));
            if (key === 'minLength') node.strRules().minLength = v;
            else node.strRules().maxLength = v;
          }
          break;
        case 'pattern': {
          const compiled = this.pattern(v, kAbs);
          if (compiled) {
            str.push(C.patternCheck(v as string, compiled.check, kAbs));
            // The bounded backtracker (backreferences, lookaround) spends the fast path's own budget per
            // validation, the same as the full pass's: so a value the fast path accepts is accepted by
            // the full pass without a "too costly" warning, and no instance can make the fast path run
            // longer than that budget.
            const budget = this.fastPatternBudget;
            node
              .strRules()
              .tests.push(
                compiled.engine === 'backtrack' ? (value: string) => compiled.check(value, budget) === 'match' : compiled.quickTest,
              );
          }
          break;
        }
        case 'format':
          if (typeof v !== 'string') this.issue(kAbs, key, 'error', 'schema/bad-value', 'notString', { keyword: key, got: v });
          else {
            const test = FORMAT_CHECKERS.get(v);
            if (test && this.formatWarnings) {
              str.push(C.formatCheck(v, test, FORMAT_HINTS[this.locale][v], kAbs));
              node.strRules().tests.push(test);
            }
          }
          break;
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
        case 'exclusiveMaximum':
          if (typeof v === 'number' && Number.isFinite(v)) {
            num.push(C.boundCheck(key, v, kAbs));
            node.numRules()[key] = v;
          } else if (typeof v === 'boolean' && key.startsWith('exclusive')) {
            const suggestion = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
            this.issue(kAbs, key, 'error', 'schema/bad-value', 'exclusiveBoolean', { keyword: key, suggestion });
          } else this.issue(kAbs, key, 'error', 'schema/bad-value', 'notNumber', { keyword: key, got: v });
          break;
        case 'multipleOf':
          if (typeof v === 'number' && Number.isFinite(v) && v > 0) {
            num.push(C.multipleOfCheck(v, kAbs));
            node.numRules().multipleOf = v;
          } else this.issue(kAbs, key, 'error', 'schema/bad-value', 'notPositive', { keyword: key, got: v });
          break;
        case 'items':
          if (Array.isArray(v)) this.issue(kAbs, key, 'warning', 'schema/not-checked', 'itemsArray', {});
          else {
            const item = this.sub(v, kAbs, depth);
            arr.push(C.itemsCheck(item.fn, kAbs));
            node.arrRules().items = item.node;
          }
          break;
        case 'minItems':
        case 'maxItems':
          if (this.nonNegativeInteger(v, key, kAbs)) {
            arr.push(C.itemCountCheck(v, key === 'minItems', kAbs));
            if (key === 'minItems') node.arrRules().minItems = v;
            else node.arrRules().maxItems = v;
          }
          break;
        case 'uniqueItems':
          if (typeof v !== 'boolean') this.issue(kAbs, key, 'error', 'schema/bad-value', 'notBoolean', { keyword: key, got: v });
          else if (v) {
            arr.push(C.uniqueItemsCheck(kAbs));
            node.arrRules().unique = true;
          }
          break;
        case 'properties':
          if (!isPlainObject(v)) {
            this.issue(kAbs, key, 'error', 'schema/bad-value', 'mustBeObjectOfSchemas', { keyword: key, got: kindOf(v) });
            break;
          }
          propertyRules = Object.keys(v).map((name) => {
            const pAbs = kAbs + '/' + escapeSegment(name);
            const h = this.sub(v[name], pAbs, depth);
            const o = node.objRules();
            o.names.push(name);
            o.nodes.push(h.node);
            return { name, validate: h.fn, kwAbs: pAbs, leaf: !this.branching.has(h.fn) };
          });
          break;
        case 'additionalProperties':
          if (v === false) {
            additional = { validate: false, kwAbs: kAbs };
            node.objRules().additional = false;
          } else {
            const h = this.sub(v, kAbs, depth);
            additional = { validate: h.fn, kwAbs: kAbs };
            node.objRules().additional = h.node;
          }
          break;
        case 'required':
          if (this.requiredNames(v, kAbs) && (v as string[]).length > 0) {
            required = { names: v as string[], kwAbs: kAbs };
            node.requiredNames = v as string[];
          }
          break;
        case 'minProperties':
        case 'maxProperties':
          if (this.nonNegativeInteger(v, key, kAbs)) {
            obj.push(C.propertyCountCheck(v, key === 'minProperties', kAbs));
            if (key === 'minProperties') node.objRules().minProperties = v;
            else node.objRules().maxProperties = v;
          }
          break;
        case '$defs':
        case 'definitions':
          if (!isPlainObject(v)) {
            this.issue(kAbs, key, 'error', 'schema/bad-value', 'mustBeObjectOfSchemas', { keyword: key, got: kindOf(v) });
            break;
          }
          // Compiled for their issues (and so that `$ref`s find them ready).
          for (const name of Object.keys(v)) this.sub(v[name], kAbs + '/' + escapeSegment(name), depth);
          break;
        default:
          if (ANNOTATION_KEYWORDS.has(key)) break;
          if (NOT_CHECKED_KEYWORDS.has(key)) {
            this.issue(kAbs, key, 'warning', 'schema/not-checked', 'notChecked', { keyword: key });
          } else {
            this.issue(kAbs, key, 'warning', 'schema/unknown-keyword', 'unknownKeyword', { keyword: key, suggestion: suggestKeyword(key) });
          }
      }
    }
    if (propertyRules || additional || required) obj.unshift(C.propertiesCheck(propertyRules ?? [], additional, required));
    const result = C.node(C.all(any), C.all(str), C.all(num), C.all(arr), C.all(obj));
    const branches = propertyRules !== null || (additional !== null && additional.validate !== false) || 'items' in s || '$ref' in s;
    if (branches) this.branching.add(result);
    return result;
  }

  private typeNames(v: unknown, kAbs: string): TypeName[] | null {
    const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v : null;
    if (list === null || list.length === 0 || !list.every((n) => typeof n === 'string')) {
      this.issue(kAbs, 'type', 'error', 'schema/bad-value', 'typeNotName', {});
      return null;
    }
    const names: TypeName[] = [];
    let ok = true;
    list.forEach((n: string, i) => {
      const at = typeof v === 'string' ? kAbs : `${kAbs}/${i}`;
      if (!(TYPE_NAMES as readonly string[]).includes(n)) {
        ok = false;
        this.issue(at, 'type', 'error', 'schema/unknown-type', 'unknownType', { name: n, suggestion: suggestType(n) });
      } else if (names.includes(n as TypeName)) {
        this.issue(at, 'type', 'warning', 'schema/duplicate-type', 'duplicateType', { name: n });
      } else names.push(n as TypeName);
    });
    // With an unknown name we cannot tell what was meant: do not check the type at all.
    return ok ? names : null;
  }

  private nonNegativeInteger(v: unknown, keyword: string, kAbs: string): v is number {
    if (isNonNegativeInteger(v)) return true;
    this.issue(kAbs, keyword, 'error', 'schema/bad-value', 'notNonNegativeInteger', { keyword, got: v });
    return false;
  }

  private requiredNames(v: unknown, kAbs: string): boolean {
    if (!Array.isArray(v)) {
      this.issue(kAbs, 'required', 'error', 'schema/bad-value', 'requiredNotArray', {});
      return false;
    }
    let ok = true;
    const seen = new Set<string>();
    v.forEach((n, i) => {
      if (typeof n !== 'string') {
        ok = false;
        this.issue(`${kAbs}/${i}`, 'required', 'error', 'schema/bad-value', 'requiredNotArray', {});
      } else if (seen.has(n)) {
        this.issue(`${kAbs}/${i}`, 'required', 'warning', 'schema/duplicate-required', 'requiredDuplicate', { name: n });
      } else seen.add(n);
    });
    return ok;
  }

  private pattern(v: unknown, kAbs: string): Extract<CompiledPattern, { kind: 'ok' }> | null {
    if (typeof v !== 'string') {
      this.issue(kAbs, 'pattern', 'error', 'schema/bad-value', 'notString', { keyword: 'pattern', got: v });
      return null;
    }
    const compiled = compilePattern(v);
    if (compiled.kind === 'invalid') {
      this.issue(kAbs, 'pattern', 'error', 'schema/bad-regex', 'badRegex', { detail: compiled.reason });
      return null;
    }
    if (compiled.kind === 'too-costly') {
      this.issue(kAbs, 'pattern', 'warning', 'schema/pattern-too-costly', 'patternTooCostly', {});
      return null;
    }
    return compiled;
  }
}
