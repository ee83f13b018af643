// ATDF 2.x: `how_to_use.inputs` become one JSON Schema, the tool's input
// schema: each input a property typed by its `type` (a JSON Schema type name,
// or several joined by `|`; others get a warning and no type check),
// `required: true` made required, its `schema` merged in; undeclared keys
// rejected. The document's root `$defs` and `definitions` (the inputs' shared
// definitions) are that schema's own, so a `$ref: "#/$defs/level"` in an
// input's `schema` means what it means in an MCP inputSchema, and so does
// `#/properties/<input>` (files imported earlier keep them under
// `x-mcp.inputSchema`: input-root.ts). The schema is compiled once: its problems are
// reported where they are written in the document, and examples'
// `input_values` are checked against it.
import type { CompiledSchema } from '../../schema/types';
import type { Finding, RuleContext } from '../finding';
import { msg } from '../messages';
import { joinTokens, splitPointer } from '../../pointer';
import { hasOwn, isObject, setOwn } from '../../json-value';
import { compileEmbedded, reportSchemaIssues } from './schema-issues';
import { suggestType } from '../../schema/vocabulary';
import { addInputRoot, inputRootPointer, isInInputRoot } from './input-root';

export const JSON_TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

export { DEFINITION_KEYS } from './input-root';

/** The separator of a union `type` (`string | null`). */
export const TYPE_UNION_SEPARATOR = ' | ';

/**
 * The JSON Schema type names an input's `type` stands for: one name
 * (`string`) or several joined by `|` (`string | null`), each once; null when
 * it is anything else.
 */
export function typeNamesOf(label: unknown): string[] | null {
  if (typeof label !== 'string') return null;
  const names = label.split('|').map((name) => name.trim());
  if (!names.every((name) => JSON_TYPE_NAMES.includes(name)) || new Set(names).size !== names.length) return null;
  return names;
}

export interface DerivedInputs {
  schema: Record<string, unknown>;
  /** Input name -> index in how_to_use.inputs (the first declaration). */
  index: Map<string, number>;
  /** Names whose `type` was used as the property's type (not overridden by `schema.type`). */
  typedFromTypeField: Set<string>;
}

/** The input schema derived from `how_to_use.inputs` and the root definitions (also used for completion and hover). */
export function deriveInputsSchema(doc: Record<string, unknown>): DerivedInputs {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const index = new Map<string, number>();
  const typedFromTypeField = new Set<string>();
  inputsOf(doc).forEach((input, k) => {
    if (!isObject(input) || typeof input.name !== 'string' || index.has(input.name)) return;
    const name = input.name;
    index.set(name, k);
    const property = propertyOf(input);
    if (property.typedFromTypeField) typedFromTypeField.add(name);
    setOwn(properties, name, property.schema);
    if (input.required === true) required.push(name);
  });
  const schema: Record<string, unknown> = { type: 'object', properties, required, additionalProperties: false };
  addInputRoot(schema, doc);
  return { schema, index, typedFromTypeField };
}

function inputsOf(doc: Record<string, unknown>): unknown[] {
  const howToUse = doc.how_to_use;
  return isObject(howToUse) && Array.isArray(howToUse.inputs) ? howToUse.inputs : [];
}

/** One input as a property schema: its description, its `type` unless `schema` has one, then `schema`. */
function propertyOf(input: Record<string, unknown>): { schema: Record<string, unknown>; typedFromTypeField: boolean } {
  const property: Record<string, unknown> = {};
  if (typeof input.description === 'string') property.description = input.description;
  const names = typeNamesOf(input.type);
  const own = isObject(input.schema) ? input.schema : {};
  const typed = names !== null && !hasOwn(own, 'type');
  if (typed) property.type = names.length === 1 ? names[0] : names;
  for (const key of Object.keys(own)) setOwn(property, key, own[key]);
  return { schema: property, typedFromTypeField: typed };
}

/**
 * Where a place of the derived schema is written in the document: a root
 * definition at its own pointer, an input's property in that input (`type` and
 * `description` at the input's fields when they come from there, the rest in
 * its `schema`), anything else at the inputs list.
 */
export function declarationPointer(doc: Record<string, unknown>, derived: DerivedInputs, schemaPointer: string): string {
  const tokens = splitPointer(schemaPointer);
  if (isInInputRoot(tokens)) return inputRootPointer(doc, tokens);
  const k = tokens[0] === 'properties' && tokens.length >= 2 ? derived.index.get(tokens[1]) : undefined;
  if (k === undefined) return '/how_to_use/inputs';
  const entry = joinTokens('/how_to_use/inputs', k);
  const rest = tokens.slice(2);
  if (rest.length === 0) return entry;
  const input = inputsOf(doc)[k] as Record<string, unknown>;
  const own = isObject(input.schema) ? input.schema : {};
  if (rest[0] === 'type' && derived.typedFromTypeField.has(tokens[1])) return joinTokens(entry, 'type');
  if (rest[0] === 'description' && !hasOwn(own, 'description')) return joinTokens(entry, 'description');
  return joinTokens(entry, 'schema', ...rest);
}

/**
 * Unknown type names (warning) and the inputs' schemas checked as JSON
 * Schemas, each problem where it is written. When a schema needs the others
 * (root definitions, or a `$ref`), the whole input schema is compiled and
 * returned (the examples are checked against it); otherwise each input's
 * schema is compiled alone, as most repeat between tools and edits (the
 * compiler's cache gives them back), and undefined is returned.
 */
export function checkInputDeclarations(ctx: RuleContext, derived: DerivedInputs, findings: Finding[]): CompiledSchema | undefined {
  const inputs = inputsOf(ctx.doc);
  const whole =
    Object.keys(derived.schema).some((key) => isInInputRoot([key])) || inputs.some((input) => isObject(input) && hasRef(input.schema));
  let compiled: CompiledSchema | undefined;
  if (whole) {
    compiled = ctx.compiler.compile(derived.schema, { formatWarnings: ctx.formatWarnings, locale: ctx.locale });
    reportSchemaIssues(ctx, compiled, (pointer) => declarationPointer(ctx.doc, derived, pointer), findings);
  }
  inputs.forEach((input, k) => {
    if (!isObject(input)) return;
    if (typeof input.type === 'string' && input.type !== '' && typeNamesOf(input.type) === null) {
      findings.push(unknownTypeFinding(ctx, input.type, joinTokens('/how_to_use/inputs', k, 'type')));
    }
    // An input without a name or with a repeated one (errors of their own) is not in the derived schema: its schema is checked alone.
    const inDerived = typeof input.name === 'string' && derived.index.get(input.name) === k;
    if (isObject(input.schema) && (!whole || !inDerived))
      compileEmbedded(ctx, input.schema, joinTokens('/how_to_use/inputs', k, 'schema'), findings);
  });
  return compiled;
}

/** Whether a schema holds a `$ref` anywhere (iterative: the depth is the document's). */
function hasRef(schema: unknown): boolean {
  const stack = [schema];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (isObject(value)) {
      if (Object.prototype.hasOwnProperty.call(value, '$ref')) return true;
      for (const key of Object.keys(value)) stack.push(value[key]);
    }
  }
  return false;
}

function unknownTypeFinding(ctx: RuleContext, type: string, pointer: string): Finding {
  return {
    severity: 'warning',
    pointer,
    code: 'atdf/unknown-input-type',
    message: msg(ctx.locale, 'atdf/unknown-input-type', { at: pointer, name: type, allowed: JSON_TYPE_NAMES.join(', ') }),
    anchor: 'value',
    data: {
      pointer,
      keyword: 'type',
      allowed: JSON_TYPE_NAMES,
      ...suggestionFor(type),
    },
  };
}

/** The JSON Schema type name meant by a 2.x input's `type` (`String`, `float`, `strng`), if one is clear. */
function suggestionFor(name: string): { suggestion?: string } {
  const lower = name.toLowerCase();
  const suggestion = JSON_TYPE_NAMES.includes(lower) ? lower : suggestType(name);
  return suggestion === undefined ? {} : { suggestion };
}
