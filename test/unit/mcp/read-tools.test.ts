import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameWarnings, readToolsBytes, readToolsText } from '../../../server/src/core/mcp/read-tools';
import { McpInputError } from '../../../server/src/core/mcp/types';
import { firstInvalidOffset } from '../../../server/src/core/mcp/utf8';

const tool = { name: 'echo', description: 'Echo.', inputSchema: { type: 'object' } };

test('accepted forms: tools/list result, JSON-RPC response, single tool, array of tools, BOM', () => {
  const forms = [
    JSON.stringify({ tools: [tool] }),
    JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [tool] } }),
    JSON.stringify(tool),
    JSON.stringify([tool]),
    '\uFEFF' + JSON.stringify({ tools: [tool] }),
  ];
  for (const text of forms) assert.deepEqual(readToolsText(text, 'f.json').tools, [tool], text);
});

test('a page with nextCursor says so', () => {
  assert.equal(readToolsText(JSON.stringify({ tools: [tool], nextCursor: 'abc' }), 'f').nextCursor, 'abc');
});

/** Asserts one McpInputError whose lines all name the source and match `pattern`. */
function rejects(input: string | Uint8Array, pattern: RegExp, lines = 1): void {
  assert.throws(
    () => (typeof input === 'string' ? readToolsText(input, 'in.json') : readToolsBytes(input, 'in.json')),
    (err: unknown) => {
      assert.ok(err instanceof McpInputError, String(err));
      const messageLines = err.message.split('\n');
      assert.equal(messageLines.length, lines, err.message);
      for (const line of messageLines) assert.ok(line.startsWith('in.json: '), line);
      assert.match(err.message, pattern);
      assert.doesNotMatch(err.message, /\n\s+at /, 'no stack trace');
      return true;
    },
  );
}

test('bad input: empty, whitespace', () => {
  rejects('', /is empty/);
  rejects('  \n\t', /is empty/);
});

test('bad input: not JSON, with line and column', () => {
  rejects('tools: [echo]', /: line 1, column 1: JSON syntax error: expected a value .*, found 'tools'/);
  rejects('{\n  "tools": [,]\n}', /: line 2, column 13: JSON syntax error: expected a value .*, found ','/);
  rejects('{"a" 1}', /: line 1, column 6: JSON syntax error: expected ':' after the member name "a", found '1'/);
  rejects('[1] x', /: line 1, column 5: JSON syntax error: expected the end of the file after the JSON value, found 'x'/);
});

test('bad input: truncated JSON', () => {
  rejects(JSON.stringify({ tools: [tool] }).slice(0, 30), /ends too early \(truncated/);
});

test('bad input: a JSON-RPC error response', () => {
  rejects(
    JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
    /JSON-RPC error response: -32601 Method not found/,
  );
});

test('bad input: tools is not an array; a scalar; an unrelated object', () => {
  rejects(JSON.stringify({ tools: { echo: tool } }), /"tools" is an object, expected an array of tools/);
  rejects(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: 'x' } }), /"result.tools" is a string/);
  rejects('42', /is a number; expected a tools\/list result/);
  rejects('{"hello": 1}', /has neither "tools" nor "name"/);
});

test('bad tools are each named, on their own line', () => {
  const tools = [
    tool,
    { description: 'no name', inputSchema: {} },
    { name: 7, inputSchema: {} },
    { name: 'no_schema' },
    { name: 'array_schema', inputSchema: [] },
    { name: 'string_schema', inputSchema: 'object' },
    { name: '', inputSchema: {} },
    'just a string',
    { name: 'bad_props', inputSchema: { properties: { a: 'string' } } },
    { name: 'bad_required', inputSchema: { required: 'a' } },
    { name: 'bad_desc', description: 5, inputSchema: { type: 'object' } },
    { name: 'echo', inputSchema: { type: 'object' } },
  ];
  assert.throws(
    () => readToolsText(JSON.stringify({ tools }), 'in.json'),
    (err: unknown) => {
      assert.ok(err instanceof McpInputError);
      assert.deepEqual(err.message.split('\n'), [
        'in.json: tools[1] has no "name"',
        'in.json: tools[2] "name" is a number, expected a string',
        'in.json: tools[3] "no_schema" has no "inputSchema" (MCP requires one, at least {"type": "object"})',
        'in.json: tools[4] "array_schema" "inputSchema" is an array, expected a JSON Schema object',
        'in.json: tools[5] "string_schema" "inputSchema" is a string, expected a JSON Schema object',
        'in.json: tools[6] "" "name" is empty',
        'in.json: tools[7] is a string, expected an object with "name" and "inputSchema"',
        'in.json: tools[8] "bad_props" "inputSchema.properties.a" is a string, expected a JSON Schema (an object or a boolean)',
        'in.json: tools[9] "bad_required" "inputSchema.required" must be an array of property names (strings)',
        'in.json: tools[10] "bad_desc" "description" is a number, expected a string',
        'in.json: tools[11] "echo" has the same name as tools[0]; tool names must be unique',
      ]);
      return true;
    },
  );
});

test('the MCP rules of 2026-07-28: name characters and length, an object root, x-mcp-header annotations', () => {
  const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });
  const tools = [
    tool,
    { name: 'get user', inputSchema: { type: 'object' } },
    { name: 'ünï/code', inputSchema: { type: 'object' } },
    { name: 'x'.repeat(129), inputSchema: { type: 'object' } },
    { name: 'no_type', inputSchema: { properties: {} } },
    { name: 'array_root', inputSchema: { type: 'array' } },
    {
      name: 'h_ok',
      inputSchema: object({
        region: { type: 'string', 'x-mcp-header': 'Region' },
        n: object({ id: { type: 'integer', 'x-mcp-header': 'Id' } }),
      }),
    },
    { name: 'h_token', inputSchema: object({ region: { type: 'string', 'x-mcp-header': 'Re gion' } }) },
    { name: 'h_number', inputSchema: object({ size: { type: 'number', 'x-mcp-header': 'Size' } }) },
    {
      name: 'h_repeat',
      inputSchema: object({ a: { type: 'string', 'x-mcp-header': 'Key' }, b: { type: 'string', 'x-mcp-header': 'KEY' } }),
    },
    { name: 'h_items', inputSchema: object({ list: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Item' } } }) },
    { name: 'h_data', inputSchema: object({ a: { type: 'object', default: { 'x-mcp-header': 'not a schema' } } }) },
  ];
  const doc = readToolsText(JSON.stringify({ tools, ttlMs: 60000, cacheScope: 'public', resultType: 'complete' }), 'in.json', {
    skipInvalid: true,
  });
  // Names that break the naming rule (a SHOULD) are kept, with a warning each (nameWarnings); not refused.
  assert.deepEqual(
    doc.tools.map((t) => t.name),
    ['echo', 'get user', 'ünï/code', 'x'.repeat(129), 'h_ok', 'h_data'],
  );
  assert.deepEqual(
    nameWarnings(doc.tools, 'in.json').map((w) => w.replace(/\. Imported with .*/, '')),
    [
      'in.json: tool "get user" "name" has " "; MCP tool names should be 1 to 128 of A-Z a-z 0-9 _ - . (spec 2026-07-28)',
      'in.json: tool "ünï/code" "name" has "ü", "ï", "/"; MCP tool names should be 1 to 128 of A-Z a-z 0-9 _ - . (spec 2026-07-28)',
      `in.json: tool "${'x'.repeat(129)}" "name" is 129 characters long; MCP tool names should be 1 to 128 of A-Z a-z 0-9 _ - . (spec 2026-07-28)`,
    ],
  );
  assert.match(nameWarnings(doc.tools, 'in.json')[1], /rename the tool on its server, e\.g\. to "uni_code", and import it again$/);
  assert.deepEqual(
    doc.skipped.flatMap((s) => s.problems),
    [
      'in.json: tools[4] "no_type" "inputSchema" has no "type"; MCP requires "type": "object" at its root (tool arguments are an object)',
      'in.json: tools[5] "array_root" "inputSchema.type" is "array"; MCP requires "object" at the root (tool arguments are an object)',
      `in.json: tools[7] "h_token" "inputSchema.properties.region": "x-mcp-header" is "Re gion"; it must be an HTTP header name token (letters, digits, !#$%&'*+.^_\`|~-)`,
      'in.json: tools[8] "h_number" "inputSchema.properties.size" has "x-mcp-header" but its "type" is "number"; MCP allows it on string, integer and boolean parameters only',
      'in.json: tools[9] "h_repeat" "inputSchema.properties.b": "x-mcp-header" "KEY" repeats the one of "inputSchema.properties.a" (they must differ, ignoring case)',
      'in.json: tools[10] "h_items" "inputSchema.properties.list.items" has "x-mcp-header", which MCP allows only on a property reached from the root through "properties" alone',
    ],
  );
  assert.deepEqual(doc.skipped.map((s) => s.toolName).slice(0, 2), ['no_type', 'array_root']);
  // Without skipInvalid the same list is refused whole, every problem listed.
  rejects(JSON.stringify({ tools }), /"no_type"/, 6);
  // Refused: only a name the file could not show (controls, invisible format characters, lone surrogates), shown as code points.
  const unseen = readToolsText(JSON.stringify([{ name: 'a\u200bb', inputSchema: { type: 'object' } }, tool]), 'in.json', {
    skipInvalid: true,
  });
  assert.deepEqual(
    unseen.tools.map((t) => t.name),
    ['echo'],
  );
  assert.match(
    unseen.skipped[0].problems[0],
    /^in\.json: tool\[0\] "a\\u200bb" "name" has U\+200B: control, invisible or lone surrogate characters/,
  );
});

test('skipInvalid keeps the first of two tools with one name, and names the tool without a name by its place', () => {
  const doc = readToolsText(JSON.stringify([tool, { ...tool, description: 'again' }, { inputSchema: { type: 'object' } }]), 'in.json', {
    skipInvalid: true,
  });
  assert.deepEqual(doc.tools, [tool]);
  assert.deepEqual(
    doc.skipped.map((s) => [s.toolName, s.problems]),
    [
      ['echo', ['in.json: tool[1] "echo" has the same name as tool[0]; tool names must be unique']],
      ['tool[2]', ['in.json: tool[2] has no "name"']],
    ],
  );
});

test('3,000-deep nesting is refused without recursion trouble', () => {
  const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
  const text = `{"tools":[{"name":"deep","inputSchema":{"type":"object","properties":{"x":${deep}}}}]}`;
  rejects(text, /tools\[0\] "deep" is nested more than 200 levels deep/);
  // Also as a bare array nest (JSON.parse copes; we must not recurse either).
  rejects('['.repeat(100_000) + ']'.repeat(100_000), /tool\[0\] is an array/);
});

test('invalid UTF-8 is refused with the offset of the first bad byte', () => {
  const good = Buffer.from(JSON.stringify({ tools: [{ ...tool, description: 'héllo' }] }), 'utf8');
  assert.equal(readToolsBytes(good, 'in.json').tools[0].description, 'héllo');
  const bad = Buffer.concat([Buffer.from('{"tools": [{"name": "a'), Buffer.from([0xff, 0xfe]), Buffer.from('", "inputSchema": {}}]}')]);
  rejects(bad, /is not valid UTF-8 text \(bad byte at offset 22\)/);
  rejects(Buffer.from([0x7b, 0xe2, 0x82]), /offset 1/); // truncated 3-byte sequence
});

test('firstInvalidOffset: overlong, surrogates, valid 4-byte', () => {
  assert.equal(firstInvalidOffset(Buffer.from([0x41, 0xc0, 0x80])), 1); // overlong NUL
  assert.equal(firstInvalidOffset(Buffer.from([0xed, 0xa0, 0x80])), 0); // UTF-16 surrogate
  assert.equal(firstInvalidOffset(Buffer.from('😀a', 'utf8')), 5); // all valid: the length
});
