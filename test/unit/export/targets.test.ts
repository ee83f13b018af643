// Every target's output, from all three dialects, against the platform's
// published request shape (shapes/*.schema.json, checked by Ajv), and what
// each target does to a schema it cannot take as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXPORT_TARGETS, type ExportResult } from '../../../server/src/core/index';
import { assertShape, exportOf, fileOf, sampleFiles } from './helpers';

/** A `tool:` document with what the strict platforms refuse: a dotted name, optional and untyped members, oneOf, an open object. */
const TRICKY = `tool:
  name: notes.search_by_tag
  description: Finds notes by tag.
  input:
    type: object
    properties:
      tag: { type: string, minLength: 1 }
      limit: { type: integer }
      filter:
        type: object
        properties:
          since: { type: string, format: date }
        additionalProperties: true
      mode: { oneOf: [{ const: fast }, { const: full }] }
      extra: {}
    required: [tag]
  examples:
    - description: By tag
      input: { tag: work }
`;

const tricky = () => fileOf('tricky.atdf.yaml', TRICKY);
// Exported JSON, read loosely: the shapes (Ajv) check its structure, the assertions its values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const parsed = (result: ExportResult) => JSON.parse(result.text) as { tools: Array<Record<string, Loose>> };

test('every target exports the three dialects; the JSON targets in their platform request shape', () => {
  const files = [...sampleFiles(), tricky()];
  const shapes = {
    mcp: 'mcp-tools-list',
    openai: 'openai-chat-tools',
    'openai-strict': 'openai-chat-tools',
    anthropic: 'anthropic-tools',
    gemini: 'gemini-tools',
  };
  for (const target of EXPORT_TARGETS) {
    const result = exportOf(files, { target });
    assert.deepEqual(result.problems, [], target);
    assert.equal(result.tools.length, files.length, target);
    if (target === 'prompt') continue;
    assertShape(shapes[target], JSON.parse(result.text));
    // Each tool's text is exactly its entry of the whole.
    const entries = target === 'gemini' ? parsed(result).tools[0].functionDeclarations : parsed(result).tools;
    assert.deepEqual(
      result.tools.map((t) => JSON.parse(t.text)),
      entries,
      target,
    );
  }
  const responses = exportOf(files, { target: 'openai-strict', openaiApi: 'responses' });
  assertShape('openai-responses-tools', JSON.parse(responses.text));
  assertShape('openai-responses-tools', JSON.parse(exportOf(files, { target: 'openai', openaiApi: 'responses' }).text));
});

test('the shapes are not vacuous: a dotted name, a missing input_schema, a lower-case Gemini type are refused', () => {
  const mcp = parsed(exportOf([tricky()], { target: 'mcp' }));
  assert.equal(mcp.tools[0].name, 'notes.search_by_tag');
  assert.throws(() => assertShape('anthropic-tools', { tools: [{ name: 'notes.search_by_tag', input_schema: { type: 'object' } }] }));
  assert.throws(() => assertShape('anthropic-tools', { tools: [{ name: 'x' }] }));
  assert.throws(() => assertShape('openai-chat-tools', { tools: [{ type: 'function', function: { name: 'a.b' } }] }));
  assert.throws(() => assertShape('gemini-tools', { tools: [{ functionDeclarations: [{ name: 'x', parameters: { type: 'object' } }] }] }));
  assert.throws(() => assertShape('openai-strict-schema', { type: 'object', properties: { a: { type: 'string' } } }));
});

test('openai-strict: every object closed, every property required, the optional ones nullable, refused keywords left out', () => {
  const result = exportOf([tricky()], { target: 'openai-strict' });
  const fn = parsed(result).tools[0].function;
  assert.equal(fn.strict, true);
  assert.equal(fn.name, 'notes_search_by_tag');
  assertShape('openai-strict-schema', fn.parameters);
  const walk = (schema: Loose): void => {
    if (schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'))) {
      assert.deepEqual(schema.required, Object.keys(schema.properties));
      for (const sub of Object.values(schema.properties)) walk(sub);
    }
  };
  walk(fn.parameters);
  assert.deepEqual(fn.parameters.properties.tag, { type: 'string' });
  assert.deepEqual(fn.parameters.properties.limit, { type: ['integer', 'null'] });
  assert.deepEqual(fn.parameters.properties.mode, { anyOf: [{ anyOf: [{ const: 'fast' }, { const: 'full' }] }, { type: 'null' }] });
  assert.deepEqual(fn.parameters.properties.filter.additionalProperties, false);
  const codes = result.tools[0].notes.map((n) => `${n.code} ${n.at} ${n.args.keyword ?? ''}`.trim());
  assert.deepEqual(codes.sort(), [
    'export/renamed',
    'export/strict-any /properties/extra',
    'export/strict-closed /properties/filter',
    'export/strict-dropped /properties/mode oneOf',
    'export/strict-dropped /properties/tag minLength',
  ]);
});

test('openai (not strict) sends the schema as written', () => {
  const fn = parsed(exportOf([tricky()], { target: 'openai' })).tools[0].function;
  assert.equal(fn.strict, false);
  assert.deepEqual(fn.parameters, parsed(exportOf([tricky()], { target: 'mcp' })).tools[0].inputSchema);
});

test('anthropic: input_examples are the inputs of the ATDF examples, in every dialect that has them', () => {
  const tools = parsed(exportOf(sampleFiles(), { target: 'anthropic' })).tools;
  const byName = new Map(tools.map((t) => [t.name, t]));
  assert.deepEqual(byName.get('calendar_create_event')?.input_examples?.[0]?.title, 'Project review');
  assert.deepEqual(byName.get('hole_maker')?.input_examples, [{ diameter: 8, surface_type: 'concrete wall', precision: 'standard' }]);
  assert.equal(byName.get('send_email')?.input_examples, undefined, 'ATDF 1.x has no examples');
});

test('gemini: the OpenAPI subset when the schema fits, parametersJsonSchema when it does not', () => {
  const [declaration] = parsed(exportOf(sampleFiles(), { target: 'gemini' })).tools[0].functionDeclarations;
  assert.deepEqual(declaration.parameters.properties.title, { type: 'STRING', minLength: 1, description: 'Title shown in the calendar.' });
  assert.deepEqual(declaration.parameters.properties.attendees, {
    type: 'ARRAY',
    items: { type: 'STRING' },
    description: 'Email addresses of the people to invite.',
  });
  const result = exportOf([tricky()], { target: 'gemini' });
  const fallback = parsed(result).tools[0].functionDeclarations[0];
  assert.equal(fallback.parameters, undefined);
  assert.deepEqual(fallback.parametersJsonSchema, parsed(exportOf([tricky()], { target: 'mcp' })).tools[0].inputSchema);
  assert.deepEqual(
    result.tools[0].notes.map((n) => [n.code, n.at]),
    [
      ['export/renamed', ''],
      ['export/gemini-json-schema', '/properties/mode'],
    ],
  );
  const nullable = fileOf(
    'n.atdf.yaml',
    'tool:\n  name: n\n  description: d\n  input:\n    type: object\n    properties:\n      a: { type: [string, "null"], enum: [x, y] }\n',
  );
  assert.deepEqual(parsed(exportOf([nullable], { target: 'gemini' })).tools[0].functionDeclarations[0].parameters.properties.a, {
    type: 'STRING',
    nullable: true,
    enum: ['x', 'y'],
  });
  const none = fileOf('none.atdf.yaml', 'tool:\n  name: none\n  description: d\n  input: { type: object }\n');
  assert.deepEqual(parsed(exportOf([none], { target: 'gemini' })).tools[0].functionDeclarations[0], { name: 'none', description: 'd' });
});

test('two tools that map to one name are a problem, not a silent overwrite', () => {
  const a = fileOf('a.atdf.yaml', 'tool:\n  name: a.b\n  description: d\n  input: { type: object }\n');
  const b = fileOf('b.atdf.yaml', 'tool:\n  name: a_b\n  description: d\n  input: { type: object }\n');
  assert.deepEqual(exportOf([a, b], { target: 'mcp' }).problems, []);
  const result = exportOf([a, b], { target: 'anthropic' });
  assert.deepEqual(result.problems, [
    { file: 'b.atdf.yaml', document: 0, code: 'export/duplicate-name', args: { name: 'a_b', first: 'a.atdf.yaml', firstName: 'a.b' } },
  ]);
});

test('pretty output indents by two and is the same data', () => {
  const files = sampleFiles();
  const compact = exportOf(files, { target: 'anthropic' });
  const pretty = exportOf(files, { target: 'anthropic', pretty: true });
  assert.ok(pretty.text.includes('\n  "tools": ['));
  assert.deepEqual(JSON.parse(pretty.text), JSON.parse(compact.text));
});
