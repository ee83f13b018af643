// `atdf import --from PLATFORM` in the engine (no process): each platform's tool JSON read as MCP tools, written as
// ATDF files that validate, and exported back to the same platform as it was (key order aside). Also the round
// trip the other way over the project's sample files: export to a platform, import that, export again: equal.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { McpInputError, type ExportTarget, type Platform } from '../../../server/src/core/index';
import { engine, exportOf, fileOf, sampleFiles } from '../export/helpers';

const FIXTURES = path.resolve(__dirname, '../../fixtures/platform');

/** A platform's JSON -> ATDF files (as the CLI writes them) -> the engine's export for `target`. */
function roundTrip(value: unknown, platform: Platform, target: ExportTarget, openaiApi?: 'chat' | 'responses'): unknown {
  const read = engine.mcp.readPlatformTools(value, platform, 'in.json');
  const doc = engine.mcp.readToolsValue({ tools: read.map((p) => p.tool) }, 'in.json');
  const files = engine.mcp.importTools(doc.tools, { source: 'in.json', examples: read.map((p) => p.examples) });
  const exported = exportOf(
    files.map((f) => fileOf(f.fileName, f.text)),
    { target, openaiApi },
  );
  return JSON.parse(exported.text);
}

/** Deep equality with object keys sorted: "key order aside". */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  return value;
}

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>;
}

test('OpenAI Chat Completions tools come back from export --target openai', () => {
  const input = fixture('openai');
  assert.deepEqual(sorted(roundTrip(input, 'openai', 'openai')), sorted({ tools: input.tools }));
});

test('Anthropic tools come back with their input_examples, which became ATDF examples', () => {
  const input = fixture('anthropic');
  const read = engine.mcp.readPlatformTools(input, 'anthropic', 'a.json');
  assert.deepEqual(read[0].examples, [{ ticker: 'AAPL' }, { ticker: 'MSFT' }]);
  const [file] = engine.mcp.importTools(
    read.map((p) => p.tool),
    { source: 'a.json', examples: read.map((p) => p.examples), origin: { what: 'the Anthropic tool', by: 'atdf import --from anthropic' } },
  );
  assert.match(file.text, /^# Imported from the Anthropic tool "get_stock_price" by atdf import --from anthropic/);
  assert.match(file.text, /examples:\n {2}- goal: Example 1\n {4}input_values:\n {6}ticker: AAPL\n/);
  assert.deepEqual(sorted(roundTrip(input, 'anthropic', 'anthropic')), sorted(input));
});

test('Gemini declarations in the OpenAPI subset (upper-case types, nullable) come back as they were', () => {
  const input = fixture('gemini');
  const read = engine.mcp.readPlatformTools(input, 'gemini', 'g.json');
  const topic = (read[0].tool.inputSchema.properties as Record<string, unknown>).topic;
  assert.deepEqual(topic, { type: ['string', 'null'], description: 'The subject' });
  assert.deepEqual(sorted(roundTrip(input, 'gemini', 'gemini')), sorted(input));
});

test('a UTCP manual: inputs and outputs are the schemas; tags and the call template are kept in _meta and come back to MCP', () => {
  const input = fixture('utcp');
  const [{ tool }] = engine.mcp.readPlatformTools(input, 'utcp', 'u.json');
  const manualTool = (input.tools as Record<string, unknown>[])[0];
  assert.deepEqual(tool.inputSchema, manualTool.inputs);
  assert.deepEqual(tool.outputSchema, manualTool.outputs);
  assert.deepEqual(tool._meta, {
    'atdf.dev/utcp-tags': manualTool.tags,
    'atdf.dev/utcp-tool_call_template': manualTool.tool_call_template,
    'atdf.dev/utcp-version': '1.0.1',
  });
  const back = roundTrip(input, 'utcp', 'mcp') as { tools: unknown[] };
  assert.deepEqual(back.tools, [tool]);
});

for (const [target, platform, api] of [
  ['openai', 'openai', 'chat'],
  ['openai', 'openai', 'responses'],
  ['anthropic', 'anthropic', undefined],
  ['gemini', 'gemini', undefined],
] as const) {
  test(`the sample files exported for ${target}${api ? ` (${api})` : ''}, imported, exported again: the same export`, () => {
    const first = JSON.parse(exportOf(sampleFiles(), { target, openaiApi: api }).text) as unknown;
    assert.deepEqual(sorted(roundTrip(first, platform, target, api)), sorted(first));
  });
}

test('bad input: one McpInputError naming the source and the JSON pointer', () => {
  const cases: [unknown, Platform, RegExp][] = [
    [{ tools: [{ type: 'function', function: { description: 'x' } }] }, 'openai', /^in\.json: \/tools\/0\/function\/name is missing/],
    [{ tools: [{ name: 'a' }] }, 'anthropic', /^in\.json: \/tools\/0\/input_schema is missing or not a JSON Schema object/],
    [{ tools: [{ type: 'web_search_20250305', name: 'web_search' }] }, 'anthropic', /server tool "web_search_20250305"/],
    [
      { tools: [{ functionDeclarations: [{ name: 'f', parameters: 3 }] }] },
      'gemini',
      /^in\.json: \/tools\/0\/functionDeclarations\/0\/parameters/,
    ],
    [{ name: 'no tools' }, 'utcp', /^in\.json: \/tools is missing: not a UTCP manual/],
    [42, 'openai', /^in\.json: \/ is not a JSON object/],
  ];
  for (const [value, platform, message] of cases) {
    assert.throws(
      () => engine.mcp.readPlatformTools(value, platform, 'in.json'),
      (err: unknown) => err instanceof McpInputError && message.test(err.message),
      `${platform}: ${JSON.stringify(value)}`,
    );
  }
});
