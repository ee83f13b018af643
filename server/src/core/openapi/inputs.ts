// An operation's inputs: one object schema whose properties are its path, query, header and cookie parameters
// (the path item's too) and its request body, and where each goes in the HTTP request (`bindings`).
//
// The body: when it is an object schema with properties (JSON, or a form), each property is an input of its
// own, as an agent fills them; otherwise the whole body is one input, `body`. A body property whose name a
// parameter already has is renamed `body_<name>` (the collision rule); a parameter whose name one in another
// place already has (a header and a query `id`) is renamed `<name>_<place>`. Each rename is a warning, and the
// binding maps every input back to its place and name.
import { hasOwn, isObject, setOwn } from '../json-value';
import { htmlToMarkdown } from './html-to-markdown';
import type { Operation } from './operations';
import { follow } from './refs';
import type { SchemaConverter } from './schema';
import type { InputBinding, JsonObject, OpenApiVersion } from './types';

const PLACES = ['path', 'query', 'header', 'cookie'] as const;
/** Members of a Swagger 2.0 parameter that describe the parameter, not its value's schema. */
const PARAMETER_ONLY = new Set(['name', 'in', 'description', 'required', 'allowEmptyValue', 'collectionFormat']);

export interface OperationInputs {
  schema: JsonObject;
  bindings: Record<string, InputBinding>;
  /** The request body's media type, when there is a body. */
  mediaType?: string;
  warnings: string[];
}

interface Context {
  doc: JsonObject;
  version: OpenApiVersion;
  converter: SchemaConverter;
  reaches: Set<string>;
}

/** The parameters of the path item and the operation, references followed; the operation's win. */
function parametersOf(op: Operation, doc: JsonObject): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const [list, at] of [
    [op.pathItem.parameters, op.at.replace(/\/[^/]+$/, '') + '/parameters'],
    [op.operation.parameters, op.at + '/parameters'],
  ] as const) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const p = follow(doc, raw, `${at}/${i}`);
      if (isObject(p) && typeof p.name === 'string' && typeof p.in === 'string') byKey.set(`${p.in}\u0000${p.name}`, p);
    });
  }
  return [...byKey.values()];
}

/** A media type's schema: JSON first, then a form, then the first that has one. */
function pickContent(content: unknown): { mediaType: string; schema: unknown } | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content).filter((t) => isObject(content[t]));
  const chosen =
    types.find((t) => /json/i.test(t)) ??
    types.find((t) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(t)) ??
    types.find((t) => hasOwn(content[t] as JsonObject, 'schema'));
  if (chosen === undefined) return undefined;
  return { mediaType: chosen, schema: (content[chosen] as JsonObject).schema ?? {} };
}

function examplesOf(p: JsonObject): unknown[] | undefined {
  if (hasOwn(p, 'example')) return [p.example];
  if (isObject(p.examples)) {
    const values = Object.values(p.examples)
      .filter((e): e is JsonObject => isObject(e) && hasOwn(e, 'value'))
      .map((e) => e.value);
    if (values.length > 0) return values;
  }
  return undefined;
}

/** A parameter's value schema, converted, with the parameter's description and examples. */
function parameterSchema(p: JsonObject, ctx: Context): JsonObject {
  let raw: unknown;
  if (ctx.version === '2.0') {
    raw = {};
    for (const key of Object.keys(p)) if (!PARAMETER_ONLY.has(key)) setOwn(raw as JsonObject, key, p[key]);
  } else raw = hasOwn(p, 'schema') ? p.schema : (pickContent(p.content)?.schema ?? {});
  const converted = ctx.converter.convert(raw, ctx.reaches);
  const schema: JsonObject = {};
  if (typeof p.description === 'string' && p.description.trim() !== '') schema.description = htmlToMarkdown(p.description);
  if (isObject(converted)) for (const key of Object.keys(converted)) if (!hasOwn(schema, key)) setOwn(schema, key, converted[key]);
  if (p.deprecated === true) schema.deprecated = true;
  if (ctx.version !== '2.0') {
    const examples = examplesOf(p);
    if (examples !== undefined && !hasOwn(schema, 'examples')) schema.examples = examples;
  }
  return schema;
}

export function operationInputs(
  op: Operation,
  doc: JsonObject,
  version: OpenApiVersion,
  converter: SchemaConverter,
  reaches: Set<string>,
): OperationInputs {
  const ctx: Context = { doc, version, converter, reaches };
  const properties: JsonObject = {};
  const required: string[] = [];
  const bindings: Record<string, InputBinding> = {};
  const warnings: string[] = [];
  const add = (name: string, schema: unknown, isRequired: boolean, binding: InputBinding) => {
    setOwn(properties, name, schema);
    if (isRequired) required.push(name);
    setOwn(bindings, name, binding);
  };
  const free = (wanted: string, fallback: string) => {
    if (!hasOwn(properties, wanted)) return wanted;
    let name = fallback;
    for (let n = 2; hasOwn(properties, name); n++) name = `${fallback}_${n}`;
    return name;
  };

  const parameters = parametersOf(op, doc);
  let body: { schema: unknown; required: boolean; mediaType: string; description?: string } | undefined;
  const formFields: JsonObject[] = [];
  for (const p of parameters) {
    const place = p.in as string;
    const pname = p.name as string;
    if ((PLACES as readonly string[]).includes(place)) {
      const name = free(pname, `${pname}_${place}`);
      if (name !== pname)
        warnings.push(`${op.at}: the ${place} parameter "${pname}" is the input "${name}" (a parameter elsewhere has its name)`);
      add(name, parameterSchema(p, ctx), place === 'path' || p.required === true, { in: place as InputBinding['in'], name: pname });
    } else if (version === '2.0' && place === 'body') {
      body = {
        schema: p.schema ?? {},
        required: p.required === true,
        mediaType: consumes(op, doc) ?? 'application/json',
        description: p.description as string | undefined,
      };
    } else if (version === '2.0' && place === 'formData') formFields.push(p);
  }

  let mediaType: string | undefined;
  if (version !== '2.0' && op.operation.requestBody !== undefined) {
    const rb = follow(doc, op.operation.requestBody, `${op.at}/requestBody`);
    const picked = isObject(rb) ? pickContent(rb.content) : undefined;
    if (isObject(rb) && picked !== undefined)
      body = {
        schema: picked.schema,
        required: rb.required === true,
        mediaType: picked.mediaType,
        description: rb.description as string | undefined,
      };
  }
  if (formFields.length > 0) {
    mediaType = consumes(op, doc) ?? 'application/x-www-form-urlencoded';
    for (const p of formFields) {
      const pname = p.name as string;
      const name = free(pname, `body_${pname}`);
      if (name !== pname) warnings.push(`${op.at}: the form field "${pname}" is the input "${name}" (a parameter has its name)`);
      add(name, parameterSchema(p, ctx), p.required === true, { in: 'body', name: pname });
    }
  } else if (body !== undefined) {
    mediaType = body.mediaType;
    const target = follow(doc, body.schema, `${op.at}/requestBody`);
    if (isFlatObject(target)) {
      const own = Array.isArray(target.required) ? target.required : [];
      for (const prop of Object.keys(target.properties)) {
        const name = free(prop, `body_${prop}`);
        if (name !== prop) warnings.push(`${op.at}: the body property "${prop}" is the input "${name}" (a parameter has its name)`);
        add(name, converter.convert(target.properties[prop], reaches), body.required && own.includes(prop), { in: 'body', name: prop });
      }
    } else {
      const converted = converter.convert(body.schema, reaches);
      const schema: JsonObject = {};
      if (typeof body.description === 'string' && body.description.trim() !== '') schema.description = htmlToMarkdown(body.description);
      if (isObject(converted)) for (const key of Object.keys(converted)) if (!hasOwn(schema, key)) setOwn(schema, key, converted[key]);
      const name = free('body', 'body_');
      add(name, schema, body.required, { in: 'body' });
    }
  }

  const schema: JsonObject = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  return { schema, bindings, mediaType, warnings };
}

/** An object schema that is nothing but its properties: each can be an input. */
function isFlatObject(schema: unknown): schema is JsonObject & { properties: JsonObject } {
  if (!isObject(schema) || !isObject(schema.properties)) return false;
  if (schema.type !== undefined && schema.type !== 'object') return false;
  return !['allOf', 'anyOf', 'oneOf', 'not', 'if', '$ref', 'patternProperties'].some((k) => hasOwn(schema, k));
}

function consumes(op: Operation, doc: JsonObject): string | undefined {
  const list = Array.isArray(op.operation.consumes) ? op.operation.consumes : Array.isArray(doc.consumes) ? doc.consumes : [];
  const types = list.filter((t): t is string => typeof t === 'string');
  return types.find((t) => /json/i.test(t)) ?? types[0];
}
