// MCP `inputSchema` -> ATDF 2.x `how_to_use.inputs`, plus what the inputs
// cannot hold (kept under `x-mcp.inputSchema`), so that schema-from-inputs.ts
// rebuilds the very same inputSchema.
//
// One input per property, in property order:
//   name        the property name
//   type        the property's `type` when it is one JSON Schema type name; the
//               first name of a type array; otherwise "any"
//   description the property's `description` when it is a string
//   required    whether `required` lists the property
//   schema      everything else of the property's schema (and its `type` when
//               `type` above could not say it exactly)
import { hasOwn, isObject, setOwn } from '../json-value';
import { without } from './json';
import type { JsonObject } from './types';

export const JSON_TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** Label of an input whose property schema has no single type name. */
export const ANY_TYPE = 'any';

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
  /** inputSchema without what the inputs say; keys in the original order. */
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

function typeLabel(schema: JsonObject): { label: string; exact: boolean } {
  const type = schema.type;
  if (typeof type === 'string' && JSON_TYPE_NAMES.includes(type)) return { label: type, exact: true };
  if (typeof type === 'string' && type.trim() !== '') return { label: type, exact: false };
  if (Array.isArray(type) && typeof type[0] === 'string' && type[0].trim() !== '') return { label: type[0], exact: false };
  return { label: ANY_TYPE, exact: false };
}

function toInput(name: string, property: JsonObject, required: boolean): AtdfInput {
  const { label, exact } = typeLabel(property);
  const used = exact ? ['type'] : [];
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
  const properties = isObject(inputSchema.properties) ? inputSchema.properties : {};
  const requiredList = Array.isArray(inputSchema.required) ? (inputSchema.required as string[]) : [];
  const requiredSet = new Set(requiredList);
  const inputs: AtdfInput[] = [];
  const placeholders: JsonObject = {};
  let allRepresentable = true;
  for (const name of Object.keys(properties)) {
    const schema = properties[name];
    if (isRepresentable(name, schema)) {
      inputs.push(toInput(name, schema, requiredSet.has(name)));
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
    } else {
      setOwn(rest, key, inputSchema[key]);
    }
  }
  return { inputs, rest };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
