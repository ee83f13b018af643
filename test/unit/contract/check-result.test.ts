// The engine's side of `atdf test`, through the facade: what each dialect's
// examples expect, and the check of tools/call results (made by hand here:
// the CLI tests run the same against real servers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngine } from '../../../server/src/core/index';

const engine = createEngine();
const fixture = (name: string) => {
  const text = readFileSync(path.resolve(__dirname, '../../fixtures/contract', name), 'utf8');
  return engine.contract.tools(engine.validateFile(text, { language: 'yaml' }));
};

test('the expected outcome of each example, per dialect', () => {
  const toolForm = fixture('everything-tool-form.atdf.yaml');
  assert.deepEqual(
    toolForm.map((t) => [t.name, t.examples.map((e) => e.outcome)]),
    [
      ['get-structured-content', ['success', 'success']],
      ['echo', ['success', 'success']],
      ['get-sum', ['error']],
    ],
  );
  assert.deepEqual(toolForm[0].outputSchema?.required, ['temperature', 'conditions', 'humidity']);
  assert.equal(toolForm[0].examples[1].position.line, 23);
  const v2 = fixture('everything-v2.atdf.yaml');
  assert.deepEqual(
    v2[0].examples.map((e) => [e.outcome, e.failureCode, e.text?.fragments]),
    [
      ['success', undefined, ['The sum of 2 and 3 is 5.']],
      ['success', undefined, ['The sum of 2 and 3 is 6.']],
      ['error', 'not_a_number', []], // the quoted code is the outcome, not text to find
      ['error', 'not_a_number', []],
    ],
  );
});

test('structuredContent against the output schema, a missing one, and a result that is not one; messages in es and pt', () => {
  const [weather] = fixture('everything-tool-form.atdf.yaml');
  const example = weather.examples[0];
  const ok = { content: [], structuredContent: { temperature: 33, conditions: 'Cloudy', humidity: 82 } };
  assert.deepEqual(engine.contract.checkResult(weather, example, ok), []);
  const wrongType = { content: [], structuredContent: { temperature: '33', conditions: 'Cloudy', humidity: 82 } };
  const findings = engine.contract.checkResult(weather, example, wrongType);
  assert.deepEqual(
    findings.map((f) => [f.code, f.pointer, f.resultPointer]),
    [
      ['contract/structured-invalid', '/tool/examples/0', '/structuredContent/temperature'],
      ['contract/output-differs', '/tool/examples/0/output/temperature', '/structuredContent/temperature'],
    ],
  );
  assert.deepEqual(
    engine.contract.checkResult(weather, example, { content: [{ type: 'text', text: '{}' }] }).map((f) => f.code),
    ['contract/structured-missing', 'contract/output-missing', 'contract/output-missing', 'contract/output-missing'],
  );
  assert.deepEqual(
    engine.contract.checkResult(weather, example, 'nonsense').map((f) => f.code),
    ['contract/bad-result'],
  );
  const extra = { content: [], structuredContent: { ...ok.structuredContent, wind: 3 } };
  const [es] = engine.contract.checkResult(weather, example, extra, 'es');
  assert.equal(es.code, 'contract/output-extra');
  assert.match(es.message, /^El resultado tiene 3 en \/wind/);
  const [pt] = engine.contract.checkResult(weather, example, { content: [], isError: true }, 'pt');
  assert.match(pt.message, /^Esperava-se sucesso/);
});

test('a broken input is found before any call, at its pointer', () => {
  const [, echo] = fixture('everything-tool-form.atdf.yaml');
  assert.deepEqual(engine.contract.checkInput(echo, echo.examples[0]), []);
  assert.deepEqual(
    engine.contract.checkInput(echo, echo.examples[1]).map((f) => [f.code, f.pointer]),
    [['contract/input-invalid', '/tool/examples/1/input/message']],
  );
});
