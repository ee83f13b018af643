// The checked import's proof of its own output (verify-output.ts) and its
// per-tool compiler (tool-compiler.ts): each check must be able to fail, and
// together they must give the verdict the full pipeline (validateFile) gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import type { SchemaCompiler } from '../../../server/src/core/atdf/finding';
import { importTools, importToolsChecked } from '../../../server/src/core/mcp/import-tools';
import { draftToYaml } from '../../../server/src/core/mcp/serialize';
import { toAtdf } from '../../../server/src/core/mcp/to-atdf';
import { importCompiler } from '../../../server/src/core/mcp/tool-compiler';
import { McpInputError, type ImportDialect } from '../../../server/src/core/mcp/types';
import { firstDifference, outputProblems, readBack } from '../../../server/src/core/mcp/verify-output';
import { parseFile } from '../../../server/src/core/parse/index';
import { compileSchema } from '../../../server/src/core/schema/index';
import type { CompiledSchema } from '../../../server/src/core/schema/types';
import { randomTool } from './arbitraries';
import { errorsOf, sampleTool } from './helpers';

test('firstDifference: same JSON data in the same key order, or the pointer of the first difference', () => {
  assert.equal(firstDifference({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null }), null);
  assert.equal(firstDifference({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] }), '/a/1/b');
  assert.equal(firstDifference({ a: 1, b: 2 }, { b: 2, a: 1 }), '/a', 'key order counts');
  assert.equal(firstDifference({ 'a/b': 1 }, { 'a/b': '1' }), '/a~1b', 'a number is not a string');
  assert.equal(firstDifference([0], [-0]), '/0', '-0 is not 0');
  assert.equal(firstDifference({ a: [] }, { a: {} }), '/a');
  assert.equal(firstDifference({ a: [1] }, { a: [1, 2] }), '/a');
  assert.equal(firstDifference({ a: 1 }, { a: 1, b: 2 }), '/b', 'the extra key');
  assert.equal(firstDifference(JSON.parse('{"__proto__": 1}'), {}), '/__proto__');
  // With anyKeyOrder: the same members in another order are the same.
  assert.equal(firstDifference({ a: 1, b: [{ c: 1, d: 2 }] }, { b: [{ d: 2, c: 1 }], a: 1 }, true), null);
  assert.equal(firstDifference({ a: 1, b: 2 }, { b: 2, c: 1 }, true), '/a');
  assert.equal(firstDifference({ a: 1 }, { a: 1, b: 2 }, true), '/b');
});

const compiler = (): SchemaCompiler => importCompiler(createCompiler()).forTool();

test('outputProblems: the importer drafts and texts have none, in both dialects', () => {
  for (const dialect of ['enhanced', 'tool'] as const) {
    const draft = toAtdf(sampleTool, dialect);
    assert.deepEqual(outputProblems(draftToYaml(draft), draft.value, dialect, compiler()), []);
  }
});

const valid2x = {
  schema_version: '2.0.0',
  tool_id: 'a',
  description: 'd',
  when_to_use: 'w',
  how_to_use: { inputs: [], outputs: { success: 's', failure: [] } },
};
const valid2xText = `schema_version: "2.0.0"\ntool_id: a\ndescription: d\nwhen_to_use: w\nhow_to_use:\n  inputs: []\n  outputs:\n    success: s\n    failure: []\n`;

test('outputProblems: text and value agree and validate -> no problems', () => {
  assert.deepEqual(outputProblems(valid2xText, valid2x, 'enhanced', compiler()), []);
});

test('outputProblems: text that reads back as another value is refused, naming where', () => {
  const problems = outputProblems(valid2xText.replace('tool_id: a', 'tool_id: b'), valid2x, 'enhanced', compiler());
  assert.equal(problems.length, 1);
  assert.match(problems[0], /reads back differently at "\/tool_id"/);
  // A scalar YAML reads as another type (an unquoted number-like version).
  assert.match(outputProblems(valid2xText.replace('"2.0.0"', '2.0'), valid2x, 'enhanced', compiler())[0], /at "\/schema_version"/);
});

test('outputProblems: YAML that does not parse, or holds several documents, is refused', () => {
  assert.match(outputProblems('a: [1\n', valid2x, 'enhanced', compiler())[0], /does not parse/);
  assert.match(outputProblems(`${valid2xText}---\n${valid2xText}`, valid2x, 'enhanced', compiler())[0], /2 documents instead of 1/);
  assert.match(outputProblems('a: 1\na: 1\n', { a: 1 }, 'enhanced', compiler())[0], /does not parse: .*a/);
});

test('outputProblems: a value with ATDF errors is refused with the engine message', () => {
  const value = { ...valid2x, when_to_use: 5 };
  const problems = outputProblems(valid2xText.replace('when_to_use: w', 'when_to_use: 5'), value, 'enhanced', compiler());
  assert.ok(problems.length >= 1);
  assert.match(problems.join('\n'), /when_to_use/);
});

test('outputProblems: a file read as another dialect than the one asked for is refused', () => {
  const problems = outputProblems(valid2xText, valid2x, 'tool', compiler());
  assert.match(problems[0], /read as atdf-2, not tool/);
});

test('readBack: the fast reading of a whole generated file is what the full parser reads', () => {
  fc.assert(
    fc.property(randomTool, fc.constantFrom<ImportDialect>('enhanced', 'tool'), (tool, dialect) => {
      const { text } = importTools([tool], { dialect })[0];
      const read = readBack(text);
      assert.ok('value' in read);
      const full = parseFile(text, 'yaml');
      assert.equal(full.documents.length, 1);
      assert.equal(firstDifference(read.value, full.documents[0].value), null);
    }),
    { numRuns: 200 },
  );
});

test('readBack: stream syntax and what the fast reader declines go through the full parser', () => {
  assert.deepEqual(readBack('---\na: 1\n'), { value: { a: 1 } });
  assert.deepEqual(readBack('a: 1\n...\n'), { value: { a: 1 } });
  assert.match(JSON.stringify(readBack('a: 1\n---\nb: 2\n')), /2 documents instead of 1/);
  assert.deepEqual(readBack('a: &x 1\nb: *x\n'), { value: { a: 1, b: 1 } }, 'anchors: outside the fast subset, read by the yaml package');
  assert.match(JSON.stringify(readBack('a: 1\na: 2\n')), /does not parse: .*[Dd]uplicate/);
});

test('importCompiler: one compilation per schema object and options; repeats by content across tools; meta-schemas shared', () => {
  const calls: unknown[] = [];
  const shared: SchemaCompiler = {
    compile(schema, options) {
      calls.push(schema);
      return compileSchema(schema, options);
    },
  };
  const run = importCompiler(shared);
  const c = run.forTool();
  const input = { type: 'object', properties: { a: { type: 'string' } } };
  const first: CompiledSchema = c.compileUnique(input, { formatWarnings: false });
  assert.equal(c.compile(input, { formatWarnings: false }), first, 'the rules get the same compiled schema back');
  const other = c.compile(input);
  assert.notEqual(other, first, 'other options, another compilation');
  const next = run.forTool();
  assert.equal(
    next.compile({ type: 'object', properties: { a: { type: 'string' } } }),
    other,
    'same content in the next tool: compiled once',
  );
  assert.notEqual(next.compileUnique(input, { formatWarnings: false }), first, 'the identity memo lives for one tool');
  assert.equal(calls.length, 0, 'tool schemas never go through the shared cache');
  c.compile(Object.freeze({ type: 'string' }));
  c.compile(true);
  assert.equal(calls.length, 2, 'frozen meta-schemas and boolean schemas do');
});

test('the checked import reports every bad tool of the list in one error, in order', () => {
  const bad1 = { name: 'b1', inputSchema: { type: 'object', properties: { a: { type: 'strng' } } } };
  const bad2 = { name: 'b2', inputSchema: { type: 'object' }, outputSchema: { type: 7 } };
  assert.throws(
    () => importToolsChecked([bad1, sampleTool, bad2], { source: 's.json' }),
    (err: unknown) => {
      assert.ok(err instanceof McpInputError);
      const lines = err.message.split('\n');
      assert.match(lines[0], /^s\.json: tool "b1" has an invalid inputSchema: at "\/properties\/a\/type"/);
      assert.match(lines[lines.length - 1], /^s\.json: tool "b2" has an invalid outputSchema: at "\/type"/);
      return true;
    },
  );
});

// The equivalence that makes the fast check trustworthy: for random tools it
// accepts exactly what the full pipeline (compile the tool's schemas, then
// validateFile on every generated text) accepts.
test('the checked import accepts a random tool exactly when its schemas compile and validateFile finds no error in its file', () => {
  const full = createCompiler();
  fc.assert(
    fc.property(randomTool, fc.constantFrom<ImportDialect>('enhanced', 'tool'), (tool, dialect) => {
      const schemaErrors = [tool.inputSchema, tool.outputSchema]
        .filter((s) => s !== undefined)
        .some((s) => full.compile(s).issues.some((i) => i.severity === 'error'));
      const fileErrors = errorsOf(importTools([tool], { dialect })[0].text);
      let accepted = true;
      try {
        importToolsChecked([tool], { dialect, source: 'random' });
      } catch (err) {
        assert.ok(err instanceof McpInputError, String(err));
        accepted = false;
      }
      assert.equal(
        accepted,
        !schemaErrors && fileErrors.length === 0,
        `schema errors: ${schemaErrors}; file errors: ${fileErrors.join('; ')}`,
      );
    }),
    { numRuns: 300 },
  );
});
