// MCP `inputSchema` -> ATDF 2.x `how_to_use.inputs`, the root definitions,
// plus what the inputs cannot hold (kept under `x-mcp.inputSchema`), so that
// schema-from-inputs.ts rebuilds the very same inputSchema.
//
// One input per property, in property order:
//   name        the property name
//   type        the JSON type names the property admits, joined by " | "
//               (type-label.ts): from its `type` keyword, which then leaves the
//               schema, or, when it has none, from its unions and `$ref`s
//   description the property's `description` when it is a string
//   required    whether `required` lists the property
//   schema      everything else of the property's schema
// The inputSchema's `$defs` and `definitions` move to the document's root,
// where ATDF 2.x keeps the inputs' shared definitions (refs are unchanged).
import { DEFINITION_KEYS } from '../atdf/rules/inputs-v2';
import { hasOwn, isObject, setOwn } from '../json-value';
import { without } from './json';
import { ANY_LABEL, admittedLabel, impliedLabel, labelOf, typeKeywordOf, type RefContext } from './type-label';
import type { JsonObject } from './types';

/**
 * Stands for "this property is the input of the same name" inside
 * `x-mcp.inputSchema.properties` (a property schema is never a string, so it
 * cannot be confused with one).
 */
export const INPUT_PLACEHOLDER = 'see how_to_use.inputs';

export interface AtdfInput {
  name: string;
  type: string;
  description?: string;
  required: boolean;
  schema?: JsonObject;
}

export interface InputsMapping {
  inputs: AtdfInput[];
  /** The inputSchema's `$defs` / `definitions` (objects only), for the document's root. */
  definitions: JsonObject;
  /** inputSchema without what the inputs and the definitions say; keys in the original order. */
  rest: JsonObject;
}

/** Whether a property can be an ATDF 2.x input without loss (see the file comment). */
function isRepresentable(name: string, schema: unknown): schema is JsonObject {
  if (name === '' || !isObject(schema)) return false;
  // ATDF's `schema` slot insists on these shapes (official enhanced schema).
  if (hasOwn(schema, 'properties') && !isObject(schema.properties)) return false;
  if (hasOwn(schema, 'required') && !(Array.isArray(schema.required) && schema.required.every((r) => typeof r === 'string'))) {
    return false;
  }
  return true;
}

/**
 * The label, and whether the property's `type` keyword moves into it: only
 * when the label gives that very keyword back (typeKeywordOf) and the rest of
 * the schema does not imply the label already (the export would not add it).
 */
function typeOf(property: JsonObject, refs: RefContext): { label: string; movesType: boolean } {
  if (!hasOwn(property, 'type')) return { label: impliedLabel(property, refs) ?? ANY_LABEL, movesType: false };
  const type = property.type;
  const names = typeof type === 'string' ? [type] : Array.isArray(type) ? type : [];
  const label = names.every((n) => typeof n === 'string') ? labelOf(names as string[]) : ANY_LABEL;
  const givesBack = JSON.stringify(typeKeywordOf(label)) === JSON.stringify(type);
  if (givesBack && impliedLabel(without(property, ['type']), refs) !== label) return { label, movesType: true };
  return { label: admittedLabel(property, refs), movesType: false };
}

function toInput(name: string, property: JsonObject, required: boolean, refs: RefContext): AtdfInput {
  const { label, movesType } = typeOf(property, refs);
  const used = movesType ? ['type'] : [];
  // Built member by member so the YAML keeps the order name, type, description, required, schema.
  const input = { name, type: label } as AtdfInput;
  if (typeof property.description === 'string') {
    input.description = property.description;
    used.push('description');
  }
  input.required = required;
  const schema = without(property, used);
  if (Object.keys(schema).length > 0) input.schema = schema;
  return input;
}

export function inputsFromSchema(inputSchema: JsonObject): InputsMapping {
  const definitions: JsonObject = {};
  for (const key of DEFINITION_KEYS) if (isObject(inputSchema[key])) setOwn(definitions, key, inputSchema[key]);
  const properties = isObject(inputSchema.properties) ? inputSchema.properties : {};
  const refs = importRefs(definitions, properties);
  const requiredList = Array.isArray(inputSchema.required) ? (inputSchema.required as string[]) : [];
  const requiredSet = new Set(requiredList);
  const inputs: AtdfInput[] = [];
  const placeholders: JsonObject = {};
  let allRepresentable = true;
  for (const name of Object.keys(properties)) {
    const schema = properties[name];
    if (isRepresentable(name, schema)) {
      inputs.push(toInput(name, schema, requiredSet.has(name), refs));
      setOwn(placeholders, name, INPUT_PLACEHOLDER);
    } else {
      allRepresentable = false;
      setOwn(placeholders, name, schema);
    }
  }
  const derivedRequired = inputs.filter((i) => i.required).map((i) => i.name);
  // `required: []` must be kept too: the export leaves out an empty list it derives.
  const keepRequired = hasOwn(inputSchema, 'required') && (requiredList.length === 0 || !sameList(requiredList, derivedRequired));
  const keepProperties = hasOwn(inputSchema, 'properties') && (!allRepresentable || inputs.length === 0);

  const rest: JsonObject = {};
  for (const key of Object.keys(inputSchema)) {
    if (key === 'properties') {
      if (keepProperties) setOwn(rest, key, placeholders);
    } else if (key === 'required') {
      if (keepRequired) setOwn(rest, key, inputSchema.required);
    } else if (!hasOwn(definitions, key)) {
      setOwn(rest, key, inputSchema[key]);
    }
  }
  return { inputs, definitions, rest };
}

/** `$ref`s of the inputSchema as the import reads them; labels of the inputs found once each. */
function importRefs(definitions: JsonObject, properties: JsonObject): RefContext {
  const labels = new Map<string, string | undefined>();
  const property = (name: string) => (hasOwn(properties, name) && isRepresentable(name, properties[name]) ? properties[name] : undefined);
  const refs: RefContext = {
    definitions,
    inputSchema: property,
    inputLabel(name) {
      if (labels.has(name)) return labels.get(name);
      const schema = property(name);
      if (schema === undefined) return undefined;
      labels.set(name, undefined); // a cycle of refs between inputs says nothing
      const label = typeOf(schema, refs).label;
      labels.set(name, label);
      return label;
    },
  };
  return refs;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
