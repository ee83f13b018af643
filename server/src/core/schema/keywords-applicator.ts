// The in-place applicators: `allOf`, `anyOf`, `oneOf`, `not`, and `if` with
// `then`/`else` (which apply only together: `then` without `if` does nothing).
import { allOfCheck, ifCheck, notCheck } from './applicator-checks';
import { unionCheck } from './union-checks';
import { schemaArray } from './keyword-values';
import { isPlainObject, preview } from './json';
import { message, type Locale } from './messages';
import type { KeywordHandler, SchemaBuild } from './schema-build';

const allOfKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaArray(b, v, key, at);
  if (entries === null) return;
  const subs = entries.map(([value, pointer]) => b.inPlace(value, pointer));
  b.any.push(allOfCheck(subs));
  b.node.applicators().allOf.push(...subs.map((h) => h.node));
};

const unionKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaArray(b, v, key, at);
  if (entries === null) return;
  const subs = entries.map(([value, pointer]) => b.inPlace(value, pointer));
  const kind = key as 'anyOf' | 'oneOf';
  b.any.push(unionCheck(kind, subs, b.kwAbs(at)));
  b.node.applicators()[kind] = subs.map((h) => h.node);
};

const notKeyword: KeywordHandler = (b, v, at) => {
  const h = b.inPlace(v, at);
  b.any.push(notCheck(h, b.kwAbs(at)));
  b.node.applicators().not = h.node;
};

const conditionalKeyword: KeywordHandler = (b, v, at, key) => {
  (b.conditional ??= { if: null, then: null, else: null })[key as 'if' | 'then' | 'else'] = b.inPlace(v, at);
};

export const APPLICATOR_KEYWORDS: ReadonlyMap<string, KeywordHandler> = new Map([
  ['allOf', allOfKeyword],
  ['anyOf', unionKeyword],
  ['oneOf', unionKeyword],
  ['not', notKeyword],
  ['if', conditionalKeyword],
  ['then', conditionalKeyword],
  ['else', conditionalKeyword],
]);

/** `if`/`then`/`else`, once all three are in. */
export function finishConditional(b: SchemaBuild): void {
  if (b.conditional === null) return;
  const { if: cond, then, else: otherwise } = b.conditional;
  if (cond === null) return;
  // Alone, `if` changes no verdict; only its annotations count (for unevaluated*), so the fast path skips it.
  b.any.push(ifCheck(cond, then, otherwise, describeCondition(cond.value)));
  if (then === null && otherwise === null) return;
  const apps = b.node.applicators();
  apps.if = cond.node;
  apps.then = then?.node ?? null;
  apps.else = otherwise?.node ?? null;
}

const IGNORED_IN_CONDITION = new Set(['type', '$comment', 'title', 'description']);

/**
 * Words for a simple `if` (one member with a `const` or a one-value `enum`,
 * or one required member): `"kind" is "a"`, `"kind" is not "a"`, `"x" is
 * present`; null for anything else (the message then says "matches if").
 * `locale` and whether `if` held are known only when an error is reported.
 */
function describeCondition(schema: unknown): (locale: Locale, holds: boolean) => string | null {
  const none = () => null;
  if (!isPlainObject(schema)) return none;
  const keys = Object.keys(schema).filter((k) => !IGNORED_IN_CONDITION.has(k));
  const props = schema.properties;
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (isPlainObject(props) && keys.every((k) => k === 'properties' || k === 'required')) {
    const names = Object.keys(props);
    if (names.length !== 1 || required.some((r) => r !== names[0])) return none;
    const p = props[names[0]];
    if (!isPlainObject(p)) return none;
    const value = 'const' in p ? p.const : Array.isArray(p.enum) && p.enum.length === 1 ? p.enum[0] : undefined;
    if (value === undefined || Object.keys(p).some((k) => k !== 'const' && k !== 'enum' && !IGNORED_IN_CONDITION.has(k))) return none;
    const expectedText = preview(value);
    // Without `required`, `if` also holds when the member is absent: then it says nothing about the value.
    const present = required.length > 0;
    return (locale, holds) =>
      holds && !present ? null : message(locale, holds ? 'condIs' : 'condIsNot', { name: names[0], expectedText });
  }
  if (keys.length === 1 && keys[0] === 'required' && required.length === 1 && typeof required[0] === 'string') {
    const name = required[0];
    return (locale, holds) => message(locale, holds ? 'condPresent' : 'condAbsent', { name });
  }
  return none;
}
