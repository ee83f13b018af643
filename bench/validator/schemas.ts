// Inputs of the validator benchmark: the official ATDF schemas (as 2020-12
// copies limited to the keywords both validators check, so both do the same
// work) with the official examples, and tool input schemas (the seed's, and
// MCP-like ones) with a valid and an invalid instance each.
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

const vendor = resolve(__dirname, '../../test/vendor');

export interface BenchCase {
  name: string;
  schema: Record<string, unknown>;
  instances: unknown[];
}

/**
 * The official schemas say draft-07 and use `oneOf` and `patternProperties`,
 * which our subset does not check. The copy declares 2020-12 and drops those
 * two keywords, so that Ajv and we check exactly the same thing.
 */
function subsetCopy(schema: unknown): Record<string, unknown> {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k === 'oneOf' || k === 'patternProperties') continue;
      out[k] = k === '$schema' ? 'https://json-schema.org/draft/2020-12/schema' : strip(x);
    }
    return out;
  };
  return strip(schema) as Record<string, unknown>;
}

function officialCases(): BenchCase[] {
  const dir = resolve(vendor, 'atdf-official');
  const examples = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.includes('schema'))
    .sort()
    .map((f) => JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as Record<string, unknown>);
  const enhanced = examples.filter((e) => 'metadata' in e || 'examples' in e || 'prerequisites' in e);
  const basic = examples.filter((e) => !enhanced.includes(e));
  return [
    {
      name: 'official atdf_schema (1.x) x examples',
      schema: subsetCopy(JSON.parse(readFileSync(resolve(dir, 'atdf_schema.json'), 'utf8'))),
      instances: basic,
    },
    {
      name: 'official enhanced (2.x) x examples',
      schema: subsetCopy(JSON.parse(readFileSync(resolve(dir, 'enhanced_atdf_schema.json'), 'utf8'))),
      instances: [...enhanced, ...basic],
    },
  ];
}

function seedCase(): BenchCase {
  const doc = parse(readFileSync(resolve(vendor, 'atdf-seed/validar_rango_de_fechas.atdf.yaml'), 'utf8'));
  const tool = doc.tool;
  return {
    name: 'seed tool input (date range)',
    schema: tool.input,
    instances: [...tool.examples.map((e: { input: unknown }) => e.input), { Start: 'mañana', End: 3 }],
  };
}

const mcpCases: BenchCase[] = [
  {
    name: 'MCP read_text_file',
    schema: {
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
    instances: [
      { path: '/tmp/a.txt', head: 10 },
      { path: '', tail: 'x', extra: true },
    ],
  },
  {
    name: 'MCP search (enum, array, bounds, pattern)',
    schema: {
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
    instances: [
      {
        query: 'json schema validator',
        limit: 20,
        sort: 'stars',
        languages: ['en', 'es-ES', 'pt-BR'],
        filters: { since: '2024', owner: null, topic: 'x' },
      },
      { query: '', limit: 0, sort: 'best', languages: ['english', 'en', 'en'], filters: { owner: 3 } },
    ],
  },
  {
    name: 'MCP create_entities (nested, $ref)',
    schema: {
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
    instances: [
      { entities: Array.from({ length: 5 }, (_, i) => ({ name: `e${i}`, entityType: 'person', observations: ['a', 'b', 'c'] })) },
      {
        entities: [
          { name: 1, observations: 'x' },
          { name: 'ok', entityType: 'x', observations: [], more: 1 },
        ],
      },
    ],
  },
];

export function benchCases(): BenchCase[] {
  return [...officialCases(), seedCase(), ...mcpCases];
}
