// The engine's side of `atdf test --update`: edits giving an example the real
// result as its expected output, made from the pointer -> range map so the
// file's comments and formatting outside the value are kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, createEngine } from '../../../server/src/core/index';

const engine = createEngine();

function update(text: string, result: unknown, language: 'yaml' | 'json' = 'yaml'): string {
  const report = engine.validateFile(text, { language });
  const [tool] = engine.contract.tools(report);
  const [example] = tool.examples;
  const findings = engine.contract.checkResult(tool, example, result);
  return applyEdits(text, engine.contract.updateOutput(report, tool, example, result, findings));
}

const BLOCK = `# weather tool
tool:
  name: weather
  description: The weather of a city.
  input: { type: object, properties: { city: { type: string } } }
  examples:
    # the first example
    - description: Paris
      input: { city: Paris }
      output:
        temp: 20 # degrees
        sky: clear
    # after the output
    - description: Rome
      input: { city: Rome }
`;

test('a block output with a missing member is replaced whole; the comments around it stay', () => {
  const updated = update(BLOCK, { content: [], structuredContent: { temp: 21 } });
  assert.equal(updated, BLOCK.replace('        temp: 20 # degrees\n        sky: clear', '        { temp: 21 }'));
  assert.deepEqual(
    engine.validateFile(updated, { language: 'yaml' }).diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
});

test('only the members that differ are rewritten, in place (YAML block and JSON)', () => {
  assert.equal(
    update(BLOCK, { content: [], structuredContent: { temp: 25, sky: 'clear' } }),
    BLOCK.replace('temp: 20 # degrees', 'temp: 25 # degrees'),
  );
  const json =
    '{\n  "tool": {\n    "name": "echo",\n    "description": "Echoes.",\n    "input": {"type": "object"},\n    "examples": [{"input": {}, "output": {"a": 1, "b": [1, 2]}}]\n  }\n}\n';
  assert.equal(update(json, { content: [{ type: 'text', text: '{"a": 1, "b": [1, 3]}' }] }, 'json'), json.replace('[1, 2]', '[1, 3]'));
});

test('no edit when the failure is not about the expected output (wrong outcome)', () => {
  const report = engine.validateFile(BLOCK, { language: 'yaml' });
  const [tool] = engine.contract.tools(report);
  const result = { content: [{ type: 'text', text: 'boom' }], isError: true };
  const findings = engine.contract.checkResult(tool, tool.examples[0], result);
  assert.deepEqual(
    findings.map((f) => f.code),
    ['contract/expected-success'],
  );
  assert.deepEqual(engine.contract.updateOutput(report, tool, tool.examples[0], result, findings), []);
});
