// Random MCP tools for the property tests: odd property names, boolean
// schemas, malformed keywords, type arrays, unknown members...
import fc from 'fast-check';
import type { McpTool } from '../../../server/src/core/mcp/types';

const key = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('p', 'q'),
  fc.constantFrom('', '__proto__', 'constructor', 'type', 'description', 'required', 'properties', 'see how_to_use.inputs', 'x-mcp'),
);
const keyword = fc.constantFrom(
  'type',
  'description',
  'enum',
  'items',
  'properties',
  'required',
  'default',
  'minimum',
  '$ref',
  'anyOf',
  'x-extra',
);
const typeValue = fc.oneof(
  fc.constantFrom('string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'any', 'date', ''),
  fc.array(fc.constantFrom('string', 'null', 'number', 'any'), { maxLength: 3 }),
);
/** Schemas whose type is said by unions, consts, enums and refs (into $defs, definitions, other properties, or nowhere). */
const refTarget = fc.constantFrom(
  '#/$defs/a',
  '#/$defs/b',
  '#/definitions/c',
  '#/properties/p',
  '#/properties/q',
  '#/properties/p/items',
  '#/$defs/none',
  '#',
);
const typedSchema: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: typeValue }),
    fc.record({ const: fc.jsonValue({ maxDepth: 1 }) }),
    fc.record({ enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }) }),
    fc.record({ $ref: refTarget }),
    fc.record({ anyOf: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie('node'), { maxLength: 3 }), type: typeValue }, { requiredKeys: ['oneOf'] }),
    fc.record({ allOf: fc.array(tie('node'), { maxLength: 2 }), items: tie('node') }, { requiredKeys: ['allOf'] }),
  ),
})).node;

const propertySchema = fc.oneof(
  { weight: 3, arbitrary: typedSchema },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 4, arbitrary: fc.dictionary(keyword, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        type: typeValue,
        description: fc.oneof(fc.string(), fc.integer()),
        enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
  },
);

export const randomTool: fc.Arbitrary<McpTool> = fc
  .record(
    {
      name: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
      title: fc.string(),
      description: fc.string(),
      properties: fc.dictionary(key, propertySchema, { maxKeys: 5 }),
      hasProperties: fc.boolean(),
      required: fc.option(fc.array(key, { maxLength: 4 }), { nil: undefined }),
      rootExtra: fc.dictionary(
        fc.constantFrom('type', '$schema', 'additionalProperties', '$defs', 'definitions', 'x-root'),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 3 },
      ),
      definitions: fc.record(
        { $defs: fc.dictionary(fc.constantFrom('a', 'b'), typedSchema, { maxKeys: 2 }), definitions: fc.record({ c: typedSchema }) },
        { requiredKeys: [] },
      ),
      outputSchema: fc.dictionary(keyword, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
      annotations: fc.dictionary(
        fc.constantFrom('title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'),
        fc.jsonValue({ maxDepth: 1 }),
        { maxKeys: 5 },
      ),
      _meta: fc.jsonValue({ maxDepth: 2 }),
      future: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: ['name', 'properties', 'hasProperties'] },
  )
  .map((r) => {
    const inputSchema: Record<string, unknown> = { ...r.rootExtra, ...r.definitions };
    if (r.hasProperties) inputSchema.properties = r.properties;
    if (r.required !== undefined) inputSchema.required = r.required;
    const t: Record<string, unknown> = { name: r.name };
    if (r.title !== undefined) t.title = r.title;
    if (r.description !== undefined) t.description = r.description;
    t.inputSchema = inputSchema;
    for (const k of ['outputSchema', 'annotations', '_meta', 'future'] as const) if (r[k] !== undefined) t[k] = r[k];
    // JSON.parse(JSON.stringify()) gives what a real tools/list would: plain JSON, own keys, no -0.
    return JSON.parse(JSON.stringify(t)) as McpTool;
  });
