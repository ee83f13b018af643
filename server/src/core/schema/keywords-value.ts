// The keywords that check a value itself, without subschemas: `type`,
// `enum`, `const`, the string, number and count bounds, `pattern`, `format`,
// `uniqueItems`.
import * as C from './checks';
import { propertyCountCheck } from './object-checks';
import { FORMAT_CHECKERS } from './format';
import { FORMAT_HINTS } from './messages';
import { typeMask } from './fast';
import { nonNegativeInteger, pattern, typeNames } from './keyword-values';
import type { KeywordHandler, SchemaBuild } from './schema-build';

const typeKeyword: KeywordHandler = (b, v, at) => {
  const names = typeNames(b, v, at);
  if (names === null) return;
  b.any.push(C.typeCheck(names, b.kwAbs(at)));
  b.node.mask = typeMask(names);
};

const enumKeyword: KeywordHandler = (b, v, at, key) => {
  if (!Array.isArray(v)) {
    b.issue(at, key, 'error', 'schema/bad-value', 'enumNotArray', { got: C.typeNameOf(v) });
    return;
  }
  b.any.push(C.enumCheck(v, b.kwAbs(at)));
  b.node.setEnum(v);
};

const constKeyword: KeywordHandler = (b, v, at) => {
  b.any.push(C.constCheck(v, b.kwAbs(at)));
  b.node.setConst(v);
};

const lengthKeyword: KeywordHandler = (b, v, at, key) => {
  if (!nonNegativeInteger(b, v, key, at)) return;
  const isMin = key === 'minLength';
  b.str.push(C.lengthCheck(v, isMin, b.kwAbs(at)));
  if (isMin) b.node.strRules().minLength = v;
  else b.node.strRules().maxLength = v;
};

const patternKeyword: KeywordHandler = (b, v, at, key) => {
  const compiled = pattern(b, v, key, at);
  if (compiled === null) return;
  b.str.push(C.patternCheck(v as string, compiled.check, b.kwAbs(at)));
  const rules = b.node.strRules();
  if (compiled.engine === 'backtrack') {
    // The bounded backtracker (backreferences, lookaround) spends the fast path's own budget per
    // validation, the same as the full pass's: so a value the fast path accepts is accepted by
    // the full pass without a "too costly" warning, and no instance can make the fast path run
    // longer than that budget.
    const budget = b.host.fastPatternBudget;
    rules.tests.push((s: string) => compiled.check(s, budget) === 'match');
    rules.softTests.push((s: string) => compiled.check(s, budget) !== 'mismatch');
  } else {
    rules.tests.push(compiled.quickTest);
    rules.softTests.push(compiled.quickTest);
  }
};

const formatKeyword: KeywordHandler = (b, v, at, key) => {
  if (typeof v !== 'string') {
    b.issue(at, key, 'error', 'schema/bad-value', 'notString', { keyword: key, got: v });
    return;
  }
  const test = FORMAT_CHECKERS.get(v);
  const assert = b.dialect.formatAssertion;
  if (test === undefined || (!b.host.formatWarnings && !assert)) return;
  b.str.push(C.formatCheck(v, test, FORMAT_HINTS[b.host.locale][v], b.kwAbs(at), assert));
  const rules = b.node.strRules();
  rules.tests.push(test);
  // A mismatch is only a warning, unless formats are asserted.
  rules.softTests.push(assert ? test : () => true);
};

const boundKeyword: KeywordHandler = (b, v, at, key) => {
  const bound = key as 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum';
  if (typeof v === 'number' && Number.isFinite(v)) {
    b.num.push(C.boundCheck(bound, v, b.kwAbs(at)));
    b.node.numRules()[bound] = v;
  } else if (typeof v === 'boolean' && key.startsWith('exclusive')) {
    const suggestion = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
    b.issue(at, key, 'error', 'schema/bad-value', 'exclusiveBoolean', { keyword: key, suggestion });
  } else b.issue(at, key, 'error', 'schema/bad-value', 'notNumber', { keyword: key, got: v });
};

const multipleOfKeyword: KeywordHandler = (b, v, at, key) => {
  if (typeof v === 'number' && Number.isFinite(v) && v > 0) {
    b.num.push(C.multipleOfCheck(v, b.kwAbs(at)));
    b.node.numRules().multipleOf = v;
  } else b.issue(at, key, 'error', 'schema/bad-value', 'notPositive', { keyword: key, got: v });
};

const itemCountKeyword: KeywordHandler = (b, v, at, key) => {
  if (!nonNegativeInteger(b, v, key, at)) return;
  const isMin = key === 'minItems';
  b.arr.push(C.itemCountCheck(v, isMin, b.kwAbs(at)));
  if (isMin) b.node.arrRules().minItems = v;
  else b.node.arrRules().maxItems = v;
};

const uniqueItemsKeyword: KeywordHandler = (b, v, at, key) => {
  if (typeof v !== 'boolean') b.issue(at, key, 'error', 'schema/bad-value', 'notBoolean', { keyword: key, got: v });
  else if (v) {
    b.arr.push(C.uniqueItemsCheck(b.kwAbs(at)));
    b.node.arrRules().unique = true;
  }
};

const propertyCountKeyword: KeywordHandler = (b: SchemaBuild, v, at, key) => {
  if (!nonNegativeInteger(b, v, key, at)) return;
  const isMin = key === 'minProperties';
  b.obj.push(propertyCountCheck(v, isMin, b.kwAbs(at)));
  if (isMin) b.node.objRules().minProperties = v;
  else b.node.objRules().maxProperties = v;
};

export const VALUE_KEYWORDS: ReadonlyMap<string, KeywordHandler> = new Map([
  ['type', typeKeyword],
  ['enum', enumKeyword],
  ['const', constKeyword],
  ['minLength', lengthKeyword],
  ['maxLength', lengthKeyword],
  ['pattern', patternKeyword],
  ['format', formatKeyword],
  ['minimum', boundKeyword],
  ['maximum', boundKeyword],
  ['exclusiveMinimum', boundKeyword],
  ['exclusiveMaximum', boundKeyword],
  ['multipleOf', multipleOfKeyword],
  ['minItems', itemCountKeyword],
  ['maxItems', itemCountKeyword],
  ['uniqueItems', uniqueItemsKeyword],
  ['minProperties', propertyCountKeyword],
  ['maxProperties', propertyCountKeyword],
]);
