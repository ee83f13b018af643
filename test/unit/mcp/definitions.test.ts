// Shared definitions, refs and unions through the import: the inputSchema's
// `$defs`/`definitions` become the 2.x document's root definitions, `$ref`s
// stay as they are and resolve, an input's `type` says the JSON types its
// schema admits (never a bare "any"), and the round trip gives the tool back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFile } from '../../../server/src/core/validate-file';
import type { McpTool } from '../../../server/src/core/mcp/types';
import { ANY_LABEL } from '../../../server/src/core/mcp/type-label';
import { assertRoundTrip, importOne, problemsOf } from './helpers';

/** The shape pydantic / FastMCP writes: every nested model or enum under $defs, nullable fields as anyOf with null. */
const pydanticStyle: McpTool = {
  name: 'set_level',
  description: 'Sets the alert level.',
  inputSchema: {
    $defs: {
      Level: { enum: ['low', 'high'], title: 'Level', type: 'string' },
      Window: {
        properties: { start: { type: 'string', format: 'date-time' }, minutes: { type: 'integer', minimum: 1 } },
        required: ['start'],
        title: 'Window',
        type: 'object',
      },
    },
    properties: {
      level: { $ref: '#/$defs/Level' },
      window: { anyOf: [{ $ref: '#/$defs/Window' }, { type: 'null' }], default: null },
      note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Note' },
      tags: { items: { type: 'string' }, type: 'array' },
      payload: { title: 'Payload' },
    },
    required: ['level'],
    title: 'set_levelArguments',
    type: 'object',
  },
};

test('2.x: $defs move to the document root, refs are kept, types come from the refs and unions', () => {
  const { value } = importOne(pydanticStyle);
  assert.deepEqual(value.$defs, pydanticStyle.inputSchema.$defs);
  const inputs = (value.how_to_use as { inputs: Record<string, unknown>[] }).inputs;
  assert.deepEqual(
    inputs.map((i) => [i.name, i.type, i.schema]),
    [
      ['level', 'string', { $ref: '#/$defs/Level' }],
      ['window', 'object | null', { anyOf: [{ $ref: '#/$defs/Window' }, { type: 'null' }], default: null }],
      ['note', 'string | null', { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Note' }],
      ['tags', 'array', { items: { type: 'string' } }],
      // A schema that says nothing of its type admits every JSON type.
      ['payload', ANY_LABEL, { title: 'Payload' }],
    ],
  );
  assert.equal((value['x-mcp'] as Record<string, unknown>).inputSchema !== undefined, true);
  assert.equal(Object.hasOwn((value['x-mcp'] as { inputSchema: object }).inputSchema, '$defs'), false, 'not repeated in x-mcp');
});

test('2.x and tool: the imported file has no errors and no warnings, and the tool comes back', () => {
  for (const dialect of ['enhanced', 'tool'] as const) assert.deepEqual(problemsOf(importOne(pydanticStyle, dialect).text), [], dialect);
  assertRoundTrip(pydanticStyle);
});

test('draft-07 `definitions`, zod-style refs to another property, and a recursive definition', () => {
  const tool: McpTool = {
    name: 'move',
    description: 'Moves things.',
    inputSchema: {
      type: 'object',
      properties: {
        from: { $ref: '#/definitions/point' },
        to: { $ref: '#/properties/from' },
        tree: { $ref: '#/definitions/node' },
      },
      required: ['from', 'to'],
      additionalProperties: false,
      definitions: {
        point: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x', 'y'] },
        node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/definitions/node' } } } },
      },
      $schema: 'http://json-schema.org/draft-07/schema#',
    },
  };
  const { value, text } = importOne(tool);
  assert.deepEqual(value.definitions, tool.inputSchema.definitions);
  const inputs = (value.how_to_use as { inputs: Record<string, unknown>[] }).inputs;
  // `#/properties/from` says what the input `from` says.
  assert.deepEqual(
    inputs.map((i) => i.type),
    ['object', 'object', 'object'],
  );
  assert.deepEqual(problemsOf(text), []);
  assertRoundTrip(tool);
});

test('a type keyword stays in the schema when a union there says the same (the export would not add it back)', () => {
  const tool: McpTool = {
    name: 'pick',
    inputSchema: {
      type: 'object',
      properties: {
        shape: {
          type: 'object',
          oneOf: [
            { type: 'object', required: ['r'] },
            { type: 'object', required: ['w', 'h'] },
          ],
        },
        mixed: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'integer' } }] },
        count: { type: ['integer', 'null'], minimum: 0 },
        ids: { type: ['string'] },
      },
    },
  };
  const inputs = (importOne(tool).value.how_to_use as { inputs: Record<string, unknown>[] }).inputs;
  assert.deepEqual(
    inputs.map((i) => [i.type, i.schema]),
    [
      ['object', tool.inputSchema.properties && (tool.inputSchema.properties as Record<string, unknown>).shape],
      ['string | array', { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'integer' } }] }],
      ['integer | null', { minimum: 0 }],
      // ["string"] is not what the label "string" gives back: it stays.
      ['string', { type: ['string'] }],
    ],
  );
  assertRoundTrip(tool);
});

const refExample = (value: string) => `examples:
  - goal: set it
    input_values:
      level: ${value}
    expected_result: done
`;

test('an example added to an imported tool is checked through the $ref, at the line of the value', () => {
  const { text } = importOne(pydanticStyle);
  const withExample = text + refExample('medium');
  const report = validateFile(withExample, { language: 'yaml' });
  const errors = report.diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(
    errors.map((d) => [d.code, d.data?.keyword, d.pointer]),
    [['atdf/example-schema', 'enum', '/examples/0/input_values/level']],
  );
  const line = withExample.split('\n').indexOf('      level: medium');
  assert.equal(errors[0].range.start.line, line);
  assert.equal(errors[0].related?.[0].pointer, '/$defs/Level');
  assert.deepEqual(problemsOf(text + refExample('high')), []);
});

test('an example added to an imported tool is checked through a union, at the line of the value', () => {
  const { text } = importOne(pydanticStyle);
  const withExample = `${text}examples:
  - goal: a note
    input_values:
      level: low
      note: 42
    expected_result: done
`;
  const errors = validateFile(withExample, { language: 'yaml' }).diagnostics.filter((d) => d.severity === 'error');
  assert.ok(errors.length > 0, 'note: 42 is neither a string nor null');
  const line = withExample.split('\n').indexOf('      note: 42');
  assert.ok(
    errors.every((d) => d.pointer.startsWith('/examples/0/input_values/note') && d.range.start.line === line),
    JSON.stringify(errors),
  );
});
