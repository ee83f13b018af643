// Real inputSchemas share definitions: `$defs` at the root, `$ref`s to them
// inside unions of the properties (here: the 24 tools of
// @notionhq/notion-mcp-server, test/vendor/notion-mcp-server/). An ATDF 2.x
// file splits the properties into inputs and writes the root's `$defs` as the
// document's root `$defs`; files imported earlier kept them under
// x-mcp.inputSchema. In both, the inputs' `$ref`s resolve there, in the schema
// check and in the examples.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { stringify } from 'yaml';
import { importTools } from '../../../server/src/core/mcp/import-tools';
import type { McpTool } from '../../../server/src/core/mcp/types';
import { validateFile } from '../../../server/src/core/validate-file';
import { importOne } from './helpers';

const notion = JSON.parse(readFileSync(join(__dirname, '../../vendor/notion-mcp-server/tools-list.json'), 'utf8')) as {
  tools: McpTool[];
};
const tools = notion.tools;

test('a real server with $defs and unions imports in both dialects, with no error and no schema warning', () => {
  assert.equal(tools.length, 24);
  for (const dialect of ['enhanced', 'tool'] as const) {
    const files = importTools(tools, { dialect });
    assert.equal(files.length, 24, dialect);
    for (const file of files) {
      const problems = validateFile(file.text, { language: 'yaml' }).diagnostics.filter(
        (d) => d.severity === 'error' || d.code.startsWith('schema/'),
      );
      assert.deepEqual(
        problems.map((d) => `${d.pointer}: ${d.message}`),
        [],
        `${dialect} ${file.fileName}`,
      );
    }
  }
});

const shapes: McpTool = {
  name: 'draw',
  description: 'Draws a shape.',
  inputSchema: {
    type: 'object',
    $defs: {
      circle: { type: 'object', properties: { kind: { const: 'circle' }, radius: { type: 'number' } }, required: ['kind', 'radius'] },
    },
    properties: { shape: { anyOf: [{ $ref: '#/$defs/circle' }, { type: 'string' }] } },
    required: ['shape'],
  },
};

test('ATDF 2.x: an input whose schema refers to the root $defs is checked through them', () => {
  const { value } = importOne(shapes, 'enhanced');
  const errorsOf = (shape: unknown) => {
    const doc = { ...value, examples: [{ goal: 'Draw a circle', input_values: { shape }, expected_result: 'A circle' }] };
    return validateFile(stringify(doc), { language: 'yaml' })
      .diagnostics.filter((d) => d.severity === 'error' || d.code.startsWith('schema/'))
      .map((d) => `${d.pointer} ${d.code} ${d.data?.keyword ?? ''}`.trimEnd());
  };
  assert.deepEqual(errorsOf({ kind: 'circle', radius: 2 }), []);
  assert.deepEqual(errorsOf('a circle'), []);
  assert.deepEqual(errorsOf({ kind: 'circle', radius: 'big' }), [
    '/examples/0/input_values/shape atdf/example-schema anyOf',
    '/examples/0/input_values/shape/radius atdf/example-schema type',
  ]);
});

test('ATDF 2.x: a $ref to a definition the root does not have is still an error at the input', () => {
  const { value } = importOne(shapes, 'enhanced');
  const doc = structuredClone(value) as { how_to_use: { inputs: { schema: { anyOf: unknown[] } }[] } };
  doc.how_to_use.inputs[0].schema.anyOf[0] = { $ref: '#/$defs/square' };
  const problems = validateFile(stringify(doc), { language: 'yaml' }).diagnostics.filter((d) => d.code === 'schema/unresolved-ref');
  assert.deepEqual(
    problems.map((d) => d.pointer),
    ['/how_to_use/inputs/0/schema/anyOf/0/$ref'],
  );
});

test('ATDF 2.x imported before the root definitions: $defs under x-mcp.inputSchema still resolve, errors and related there', () => {
  const { value } = importOne(shapes, 'enhanced');
  const { $defs, ...rest } = value as { $defs: unknown; 'x-mcp'?: Record<string, unknown> };
  assert.ok($defs !== undefined, 'the import writes the definitions at the root');
  const old = { ...rest, 'x-mcp': { ...rest['x-mcp'], inputSchema: { $defs } } };
  const diagnosticsOf = (shape: unknown) =>
    validateFile(stringify({ ...old, examples: [{ goal: 'Draw a circle', input_values: { shape }, expected_result: 'A circle' }] }), {
      language: 'yaml',
    }).diagnostics.filter((d) => d.severity === 'error' || d.code.startsWith('schema/'));
  assert.deepEqual(diagnosticsOf({ kind: 'circle', radius: 2 }), []);
  const errors = diagnosticsOf({ kind: 'circle', radius: 'big' });
  assert.deepEqual(
    errors.map((d) => `${d.pointer} ${d.code} ${d.data?.keyword}`),
    ['/examples/0/input_values/shape atdf/example-schema anyOf', '/examples/0/input_values/shape/radius atdf/example-schema type'],
  );
  assert.ok(
    errors.some((d) => d.related?.some((r) => r.pointer.startsWith('/x-mcp/inputSchema/$defs/circle'))),
    JSON.stringify(errors.map((d) => d.related)),
  );
  const broken = structuredClone(old) as typeof old & { 'x-mcp': { inputSchema: { $defs: { circle: Record<string, unknown> } } } };
  broken['x-mcp'].inputSchema.$defs.circle.required = 'kind';
  const problems = validateFile(stringify(broken), { language: 'yaml' }).diagnostics.filter((d) => d.code.startsWith('schema/'));
  assert.deepEqual(
    problems.map((d) => d.pointer),
    ['/x-mcp/inputSchema/$defs/circle/required'],
  );
});
