// OpenAPI schemas -> JSON Schema 2020-12, the dialect of MCP and ATDF:
//   - OpenAPI 3.0 and Swagger 2.0 wrote a dialect of their own: `nullable: true` (`x-nullable` in 2.0) becomes
//     `null` among the types, boolean `exclusiveMinimum`/`exclusiveMaximum` become the bound itself, `example`
//     becomes `examples: [example]`, Swagger's `type: file` a binary string. OpenAPI 3.1 schemas are 2020-12
//     already and keep their keywords.
//   - a `description` written in HTML (AWS's) becomes Markdown, as the operations' own (html-to-markdown.ts).
//   - `$ref`s to the document's named schemas (`#/components/schemas/X`, Swagger's `#/definitions/X`) become
//     `#/$defs/X`, and each tool's schema carries the named schemas it reaches (defsFor): cycles stay `$ref`s, so
//     a recursive schema is bounded. A `$ref` anywhere else in the document is inlined (MAX_INLINE deep).
// Named schemas are converted once and shared by every tool that reaches them.
import { hasOwn, isObject, setOwn } from '../json-value';
import { htmlToMarkdown } from './html-to-markdown';
import { atPointer, decodeSegment, encodeSegment } from './refs';
import type { JsonObject, OpenApiVersion } from './types';

const MAX_INLINE = 16;

/** Keywords whose value is a schema. */
const SCHEMA_KEYS = new Set([
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
  'contentSchema',
]);
/** Keywords whose value is an object of schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is an array of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

export class SchemaConverter {
  private readonly prefix: string;
  private readonly named: JsonObject;
  private readonly converted = new Map<string, { schema: unknown; reaches: Set<string> }>();

  constructor(
    private readonly doc: JsonObject,
    private readonly version: OpenApiVersion,
    private readonly warn: (message: string) => void,
  ) {
    this.prefix = version === '2.0' ? '#/definitions/' : '#/components/schemas/';
    const holder = version === '2.0' ? doc.definitions : isObject(doc.components) ? doc.components.schemas : undefined;
    this.named = isObject(holder) ? holder : {};
  }

  /** `schema` in 2020-12; the named schemas it refers to are added to `reaches`. */
  convert(schema: unknown, reaches: Set<string>, depth = 0): unknown {
    if (Array.isArray(schema)) return schema.map((s) => this.convert(s, reaches, depth));
    if (!isObject(schema)) return schema;
    const legacy = this.version !== '3.1';
    const out: JsonObject = {};
    for (const key of Object.keys(schema)) {
      const value = schema[key];
      if (key === '$ref' && typeof value === 'string') {
        const inlined = this.ref(value, reaches, depth);
        if (inlined === undefined) setOwn(out, key, this.rewritten(value, reaches));
        else for (const k of Object.keys(inlined)) if (!hasOwn(out, k)) setOwn(out, k, inlined[k]);
      } else if (SCHEMA_KEYS.has(key)) setOwn(out, key, this.convert(value, reaches, depth));
      else if (SCHEMA_MAPS.has(key) && isObject(value)) {
        const map: JsonObject = {};
        for (const name of Object.keys(value)) setOwn(map, name, this.convert(value[name], reaches, depth));
        setOwn(out, key, map);
      } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) setOwn(out, key, this.convert(value, reaches, depth));
      else if (key === 'description' && typeof value === 'string') setOwn(out, key, htmlToMarkdown(value));
      else if (legacy && (key === 'nullable' || key === 'x-nullable') && typeof value === 'boolean') continue;
      else if (legacy && key === 'example') {
        if (!hasOwn(schema, 'examples')) setOwn(out, 'examples', [value]);
      } else if (legacy && (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
        const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
        if (value && typeof schema[bound] === 'number') setOwn(out, key, schema[bound]);
      } else if (legacy && (key === 'minimum' || key === 'maximum')) {
        const exclusive = key === 'minimum' ? schema.exclusiveMinimum : schema.exclusiveMaximum;
        if (exclusive !== true) setOwn(out, key, value);
      } else if (legacy && key === 'type' && value === 'file') {
        out.type = 'string';
        if (!hasOwn(schema, 'format')) out.format = 'binary';
      } else setOwn(out, key, value);
    }
    if (legacy && (schema.nullable === true || schema['x-nullable'] === true)) return nullable(out);
    return out;
  }

  /** The named schemas `reaches` names and every one they reach in turn, converted, for a tool's `$defs`. */
  defsFor(reaches: Set<string>): JsonObject | undefined {
    if (reaches.size === 0) return undefined;
    const defs: JsonObject = {};
    const queue = [...reaches];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const name = queue.shift() as string;
      const entry = this.namedSchema(name);
      setOwn(defs, name, entry.schema);
      for (const next of entry.reaches) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return defs;
  }

  /** The named schema a local `$ref` points at (its root only), or undefined. */
  namedTarget(ref: string): string | undefined {
    if (!ref.startsWith(this.prefix)) return undefined;
    const rest = ref.slice(this.prefix.length);
    if (rest.includes('/')) return undefined;
    const name = decodeSegment(rest);
    return hasOwn(this.named, name) ? name : undefined;
  }

  private namedSchema(name: string): { schema: unknown; reaches: Set<string> } {
    let entry = this.converted.get(name);
    if (entry === undefined) {
      const reaches = new Set<string>();
      entry = { schema: undefined, reaches };
      // Set before converting: a schema that reaches itself finds its own entry.
      this.converted.set(name, entry);
      entry.schema = this.convert(this.named[name], reaches);
    }
    return entry;
  }

  /** A named schema's `$ref` (or one into it) rewritten to `$defs`. */
  private rewritten(ref: string, reaches: Set<string>): string {
    const rest = ref.slice(this.prefix.length);
    const slash = rest.indexOf('/');
    const name = decodeSegment(slash === -1 ? rest : rest.slice(0, slash));
    reaches.add(name);
    return '#/$defs/' + encodeSegment(name) + (slash === -1 ? '' : rest.slice(slash));
  }

  /** undefined: a `$ref` to a named schema (kept, rewritten); else the schema to inline in its place. */
  private ref(ref: string, reaches: Set<string>, depth: number): JsonObject | undefined {
    if (ref.startsWith(this.prefix) && hasOwn(this.named, decodeSegment(ref.slice(this.prefix.length).split('/')[0]))) return undefined;
    if (!ref.startsWith('#')) {
      this.warn(`$ref "${ref}" points outside the document: not fetched, read as any value`);
      return {};
    }
    const target = atPointer(this.doc, ref);
    if (target === undefined) {
      this.warn(`$ref "${ref}" points to nothing in the document: read as any value`);
      return {};
    }
    if (depth >= MAX_INLINE) {
      this.warn(`$ref "${ref}" is nested more than ${MAX_INLINE} deep in inlined $refs (a cycle?): read as any value there`);
      return {};
    }
    const converted = this.convert(target, reaches, depth + 1);
    return isObject(converted) ? converted : {};
  }
}

/** A converted 3.0 schema that also admits null. */
function nullable(schema: JsonObject): JsonObject {
  const type = schema.type;
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = Array.isArray(type) ? type : [type];
    if (!types.includes('null')) schema.type = [...types, 'null'];
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
    return schema;
  }
  return { anyOf: [schema, { type: 'null' }] };
}
