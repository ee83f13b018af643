// The object keywords: `properties`, `patternProperties`,
// `additionalProperties` and `required` (checked together in one closure),
// `propertyNames`, `dependentRequired`, `dependentSchemas` (and draft-07's
// `dependencies`, either of the two per name), `unevaluatedProperties`.
import { dependentRequiredCheck, dependentSchemasCheck, propertiesCheck, propertyNamesCheck } from './object-checks';
import { unevaluatedPropertiesCheck } from './unevaluated-checks';
import { pattern, propertyNames, schemaMap } from './keyword-values';
import { closest, DRAFT_07_FORMS } from './vocabulary';
import type { Holder } from './holder';
import type { KeywordHandler, SchemaBuild } from './schema-build';

const propertiesKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaMap(b, v, key, at);
  if (entries === null) return;
  const o = b.node.objRules();
  b.objectParts().properties = entries.map(([name, value, pointer]) => {
    const h = b.sub(value, pointer);
    o.names.push(name);
    o.nodes.push(h.node);
    return { name, validate: h.fn, kwAbs: b.kwAbs(pointer), leaf: !b.host.branches(h.fn) };
  });
};

const patternPropertiesKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaMap(b, v, key, at);
  if (entries === null) return;
  const parts = b.objectParts();
  for (const [source, value, pointer] of entries) {
    const compiled = pattern(b, source, key, pointer);
    const h = b.sub(value, pointer);
    if (compiled === null) continue;
    const budget = b.host.fastPatternBudget;
    parts.patterns.push({ source, check: compiled.check, validate: h.fn, kwAbs: b.kwAbs(pointer) });
    b.node.objRules().patterns.push({ check: (s) => compiled.check(s, budget), node: h.node });
  }
};

const additionalPropertiesKeyword: KeywordHandler = (b, v, at) => {
  const parts = b.objectParts();
  if (v === false) {
    parts.additional = { validate: false, kwAbs: b.kwAbs(at) };
    b.node.objRules().additional = false;
    return;
  }
  const h = b.sub(v, at);
  parts.additional = { validate: h.fn, kwAbs: b.kwAbs(at) };
  b.node.objRules().additional = h.node;
};

const requiredKeyword: KeywordHandler = (b, v, at, key) => {
  if (!propertyNames(b, v, key, at) || v.length === 0) return;
  b.objectParts().required = { names: v, kwAbs: b.kwAbs(at), at };
  b.node.requiredNames = v;
};

const propertyNamesKeyword: KeywordHandler = (b, v, at) => {
  const h = b.sub(v, at);
  b.obj.push(propertyNamesCheck(h, b.kwAbs(at)));
  b.node.objRules().propertyNames = h.node;
};

const dependentRequiredKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaMap(b, v, key, at);
  if (entries === null) return;
  const rules: [string, string[]][] = [];
  for (const [name, names, pointer] of entries) if (propertyNames(b, names, key, pointer)) rules.push([name, names]);
  addDependentRequired(b, rules, at);
};

function addDependentRequired(b: SchemaBuild, rules: [string, string[]][], at: string): void {
  if (rules.length === 0) return;
  b.obj.push(dependentRequiredCheck(rules, b.kwAbs(at)));
  b.node.objRules().dependentRequired.push(...rules);
}

function addDependentSchemas(b: SchemaBuild, rules: [string, Holder][]): void {
  if (rules.length === 0) return;
  b.obj.push(dependentSchemasCheck(rules));
  b.node.objRules().dependentSchemas.push(...rules.map(([name, h]): [string, typeof h.node] => [name, h.node]));
}

const dependentSchemasKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaMap(b, v, key, at);
  if (entries === null) return;
  addDependentSchemas(
    b,
    entries.map(([name, value, pointer]) => [name, b.inPlace(value, pointer)]),
  );
};

/** draft-07 `dependencies`: per name, an array of names (required) or a schema (applied). */
const dependenciesKeyword: KeywordHandler = (b, v, at, key) => {
  if (b.dialect.draft === '2020-12') {
    b.issue(at, key, 'warning', 'schema/draft-07-form', 'draft07Form', { keyword: key, suggestion: DRAFT_07_FORMS.get(key) });
  }
  const entries = schemaMap(b, v, key, at);
  if (entries === null) return;
  const names: [string, string[]][] = [];
  const schemas: [string, Holder][] = [];
  for (const [name, value, pointer] of entries) {
    if (Array.isArray(value)) {
      if (propertyNames(b, value, key, pointer)) names.push([name, value]);
    } else schemas.push([name, b.inPlace(value, pointer)]);
  }
  addDependentRequired(b, names, at);
  addDependentSchemas(b, schemas);
};

const unevaluatedPropertiesKeyword: KeywordHandler = (b, v, at) => {
  const kwAbs = b.kwAbs(at);
  if (v === false) b.finals.push(unevaluatedPropertiesCheck(false, kwAbs));
  else b.finals.push(unevaluatedPropertiesCheck(b.sub(v, at).fn, kwAbs));
};

export const OBJECT_KEYWORDS: ReadonlyMap<string, KeywordHandler> = new Map([
  ['properties', propertiesKeyword],
  ['patternProperties', patternPropertiesKeyword],
  ['additionalProperties', additionalPropertiesKeyword],
  ['required', requiredKeyword],
  ['propertyNames', propertyNamesKeyword],
  ['dependentRequired', dependentRequiredKeyword],
  ['dependentSchemas', dependentSchemasKeyword],
  ['dependencies', dependenciesKeyword],
  ['unevaluatedProperties', unevaluatedPropertiesKeyword],
]);

/** The closure of `properties` + `patternProperties` + `additionalProperties` + `required`, first of the object checks. */
export function finishObject(b: SchemaBuild): void {
  const o = b.object;
  if (o === null || (o.properties === null && o.patterns.length === 0 && o.additional === null && o.required === null)) return;
  undeclaredRequired(b, o);
  b.obj.unshift(propertiesCheck(o.properties ?? [], o.patterns, o.additional, o.required));
}

/**
 * A `required` entry beside `properties` that names none of them (`required: [pth]` for `path`): a warning at the
 * entry, with the closest property as the suggestion (its quick fix), when the name is likely a typo (a property
 * within two edits) or can never be met (additionalProperties: false). Otherwise it may be a property another
 * subschema declares (`allOf`), which is valid JSON Schema; and with patternProperties any name may be meant.
 */
function undeclaredRequired(b: SchemaBuild, o: NonNullable<SchemaBuild['object']>): void {
  if (o.required === null || o.properties === null || o.patterns.length > 0) return;
  const declared = o.properties.map((p) => p.name);
  const closed = o.additional?.validate === false;
  o.required.names.forEach((name, i) => {
    if (declared.includes(name)) return;
    const suggestion = closest(name, declared);
    if (suggestion === undefined && !closed) return;
    b.issue(`${o.required!.at}/${i}`, 'required', 'warning', 'schema/required-undeclared', 'requiredUndeclared', {
      name,
      ...(suggestion === undefined ? {} : { suggestion }),
      ...(closed ? { closed: 'yes' } : {}),
    });
  });
}
