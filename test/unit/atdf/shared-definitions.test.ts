// ATDF 2.x: the root `$defs` / `definitions` are the shared definitions of the
// inputs' schemas (a `$ref: "#/$defs/x"` in an input's schema means what it
// means in an MCP inputSchema), `#/properties/<input>` refers to an input, a
// broken ref is an error where it is written, and a union `type` ("string |
// null") types the examples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atdfDiagnostics, codes, only, textAt, validateYaml } from './helpers';

const HEAD = `schema_version: "2.0.0"
tool_id: set_level
description: Sets the level.
when_to_use: When the user asks for a level.
`;

const OUTPUTS = `  outputs:
    success: The level is set.
    failure: []
`;

const withRefs = (ref: string, extra = '') => `${HEAD}how_to_use:
  inputs:
    - name: level
      type: string
      required: true
      schema:
        $ref: "${ref}"
    - name: copy
      type: string
      schema:
        $ref: "#/properties/level"
${OUTPUTS}$defs:
  level:
    type: string
    enum: [low, high]
${extra}`;

test('2.x: $ref to the root $defs and to another input resolve; examples are checked through them', () => {
  const text = withRefs(
    '#/$defs/level',
    `examples:
  - goal: high
    input_values: { level: high, copy: low }
    expected_result: set
  - goal: wrong
    input_values: { level: medium, copy: nope }
    expected_result: refused
`,
  );
  const report = validateYaml(text);
  assert.deepEqual(codes(report), [
    'error atdf/example-schema /examples/1/input_values/level',
    'error atdf/example-schema /examples/1/input_values/copy',
  ]);
  const [level, copy] = atdfDiagnostics(report);
  assert.deepEqual([level.data?.keyword, copy.data?.keyword], ['enum', 'enum']);
  assert.equal(textAt(text, level), 'medium');
  assert.equal(level.range.start.line, text.split('\n').indexOf('    input_values: { level: medium, copy: nope }'));
  assert.equal(textAt(text, copy), 'nope');
  // The violated enum is declared under $defs: the related location is that definition.
  assert.equal(level.related?.[0].pointer, '/$defs/level');
});

test('2.x: a $ref to a missing definition is an error at the $ref in the input, and nothing else breaks', () => {
  const text = withRefs('#/$defs/levle');
  const d = only(validateYaml(text), 'schema/unresolved-ref');
  assert.equal(d.severity, 'error');
  assert.equal(d.pointer, '/how_to_use/inputs/0/schema/$ref');
  assert.equal(textAt(text, d), '"#/$defs/levle"');
});

test('2.x: a problem inside a root definition is reported at the definition', () => {
  const text = withRefs('#/$defs/level').replace('    enum: [low, high]\n', '    enum: [low, high]\n    minLength: -1\n');
  const d = only(validateYaml(text), 'schema/bad-value');
  assert.equal(d.pointer, '/$defs/level/minLength');
});

test('2.x: draft-07 `definitions` work the same, and a clean document has no diagnostics', () => {
  const text = withRefs('#/definitions/level').replace('$defs:', 'definitions:');
  assert.deepEqual(codes(validateYaml(text)), []);
});

test('2.x: $defs must be an object', () => {
  const text = `${HEAD}how_to_use:\n  inputs: []\n${OUTPUTS}$defs: [a]\n`;
  assert.equal(only(validateYaml(text), 'atdf/structure', 'type').pointer, '/$defs');
});

test('2.x: a union type ("string | null") is no unknown type and types the examples', () => {
  const text = `${HEAD}how_to_use:
  inputs:
    - name: note
      type: string | null
      required: true
${OUTPUTS}examples:
  - goal: none
    input_values: { note: null }
    expected_result: ok
  - goal: wrong
    input_values: { note: 3 }
    expected_result: refused
`;
  const report = validateYaml(text);
  assert.deepEqual(codes(report), ['error atdf/example-schema /examples/1/input_values/note']);
  assert.equal(atdfDiagnostics(report)[0].data?.keyword, 'type');
  assert.equal(atdfDiagnostics(report)[0].related?.[0].pointer, '/how_to_use/inputs/0/type');
});

test('2.x: a union with an unknown or repeated name is an unknown type', () => {
  for (const type of ['string | date', 'string | string', 'string |']) {
    const text = `${HEAD}how_to_use:\n  inputs:\n    - name: a\n      type: "${type}"\n${OUTPUTS}`;
    assert.equal(only(validateYaml(text), 'atdf/unknown-input-type').pointer, '/how_to_use/inputs/0/type', type);
  }
});

test('2.x: the schema of a repeated input is still checked on its own', () => {
  const text = `${HEAD}how_to_use:
  inputs:
    - name: a
      type: string
    - name: a
      type: string
      schema: { minLength: -1 }
${OUTPUTS}`;
  assert.deepEqual(codes(validateYaml(text)), [
    'error atdf/duplicate-input /how_to_use/inputs/1/name',
    'error schema/bad-value /how_to_use/inputs/1/schema/minLength',
  ]);
});
