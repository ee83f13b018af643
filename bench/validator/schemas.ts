// Inputs of the validator benchmark: the official ATDF schemas (draft-07,
// with oneOf and patternProperties) with the official examples; tool input
// schemas (the seed's, and MCP-like ones) with a valid and an invalid
// instance each; and the composition-heavy real ones: the 24 inputSchemas of
// a real MCP server (test/vendor/notion-mcp-server: shared `$defs`, anyOf and
// oneOf), with instances built from each schema.
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import { broken, candidate } from './instances';

const vendor = resolve(__dirname, '../../test/vendor');

export interface BenchPart {
  schema: Record<string, unknown>;
  instances: unknown[];
}

/** One row of the benchmark: one or several schemas (a server's tools), each with its instances. */
export interface BenchCase {
  name: string;
  /** The draft of the schemas (which Ajv class checks them). */
  draft: '2020-12' | 'draft-07';
  parts: BenchPart[];
}

const one = (name: string, schema: Record<string, unknown>, instances: unknown[], draft: BenchCase['draft'] = '2020-12'): BenchCase => ({
  name,
  draft,
  parts: [{ schema, instances }],
});

function officialCases(): BenchCase[] {
  const dir = resolve(vendor, 'atdf-official');
  const examples = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.includes('schema'))
    .sort()
    .map((f) => JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as Record<string, unknown>);
  const enhanced = examples.filter((e) => 'metadata' in e || 'examples' in e || 'prerequisites' in e);
  const basic = examples.filter((e) => !enhanced.includes(e));
  const schema = (name: string) => JSON.parse(readFileSync(resolve(dir, name), 'utf8'));
  return [
    one('official atdf_schema (1.x, draft-07) x examples', schema('atdf_schema.json'), basic, 'draft-07'),
    one('official enhanced (2.x, draft-07) x examples', schema('enhanced_atdf_schema.json'), [...enhanced, ...basic], 'draft-07'),
  ];
}

function seedCase(): BenchCase {
  const doc = parse(readFileSync(resolve(vendor, 'atdf-seed/validar_rango_de_fechas.atdf.yaml'), 'utf8'));
  const tool = doc.tool;
  return one('seed tool input (date range)', tool.input, [
    ...tool.examples.map((e: { input: unknown }) => e.input),
    { Start: 'mañana', End: 3 },
  ]);
}

const mcpCases: BenchCase[] = [
  one(
    'MCP read_text_file',
    {
      type: 'object',
      properties: {
        path: { type: 'string', minLength: 1 },
        tail: { type: 'number', description: 'If provided, returns only the last N lines' },
        head: { type: 'number', description: 'If provided, returns only the first N lines' },
      },
      required: ['path'],
      additionalProperties: false,
      $schema: 'https://json-schema.org/draft/2020-12/schema',
    },
    [
      { path: '/tmp/a.txt', head: 10 },
      { path: '', tail: 'x', extra: true },
    ],
  ),
  one(
    'MCP search (enum, array, bounds, pattern)',
    {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 500 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        sort: { type: 'string', enum: ['relevance', 'date', 'stars'] },
        languages: { type: 'array', items: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$' }, uniqueItems: true, maxItems: 10 },
        filters: {
          type: 'object',
          properties: { since: { type: 'string' }, owner: { type: ['string', 'null'] } },
          additionalProperties: { type: 'string' },
        },
      },
      required: ['query'],
    },
    [
      {
        query: 'json schema validator',
        limit: 20,
        sort: 'stars',
        languages: ['en', 'es-ES', 'pt-BR'],
        filters: { since: '2024', owner: null, topic: 'x' },
      },
      { query: '', limit: 0, sort: 'best', languages: ['english', 'en', 'en'], filters: { owner: 3 } },
    ],
  ),
  one(
    'MCP create_entities (nested, $ref)',
    {
      type: 'object',
      $defs: {
        entity: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            entityType: { type: 'string' },
            observations: { type: 'array', items: { type: 'string' } },
          },
          required: ['name', 'entityType', 'observations'],
          additionalProperties: false,
        },
      },
      properties: { entities: { type: 'array', items: { $ref: '#/$defs/entity' } } },
      required: ['entities'],
    },
    [
      { entities: Array.from({ length: 5 }, (_, i) => ({ name: `e${i}`, entityType: 'person', observations: ['a', 'b', 'c'] })) },
      {
        entities: [
          { name: 1, observations: 'x' },
          { name: 'ok', entityType: 'x', observations: [], more: 1 },
        ],
      },
    ],
  ),
];

/**
 * The 24 inputSchemas of a real server, as it lists them: each carries the
 * same `$defs` (OpenAPI components: rich text, parents, blocks) and is made
 * of anyOf/oneOf. Instances: candidates built from each schema (a different
 * branch per variant) that Ajv calls valid, and one broken copy of each.
 */
function notionCase(): BenchCase {
  const list = JSON.parse(readFileSync(resolve(vendor, 'notion-mcp-server/tools-list.json'), 'utf8')) as {
    tools: { name: string; inputSchema: Record<string, unknown> }[];
  };
  const ajv = new Ajv2020({ strict: false, ownProperties: true, validateFormats: false });
  const parts = list.tools.map((t) => {
    const check = ajv.compile(structuredClone(t.inputSchema));
    const seen = new Set<string>();
    const valid: unknown[] = [];
    for (let variant = 0; variant < 6; variant++) {
      const c = candidate(t.inputSchema, t.inputSchema, variant);
      const key = JSON.stringify(c);
      if (!seen.has(key) && check(c)) valid.push(c);
      seen.add(key);
    }
    const invalid = valid.map(broken).filter((b) => !check(b));
    return { schema: t.inputSchema, instances: [...valid, ...invalid] };
  });
  return { name: `Notion MCP server: ${parts.length} inputSchemas ($defs, anyOf, oneOf)`, draft: '2020-12', parts };
}

export function benchCases(): BenchCase[] {
  return [...officialCases(), seedCase(), ...mcpCases, notionCase()];
}
