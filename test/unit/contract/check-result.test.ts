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

test('2.x expected_result: what is compared (literal, quotes, numbers and names the input does not give) and prose "not compared"', () => {
  const example = (input: string, expected: string) =>
    `  - goal: g\n    input_values: ${input}\n    expected_result: ${JSON.stringify(expected)}\n`;
  const doc =
    'schema_version: "2.0.0"\ntool_id: t\ndescription: d\nwhen_to_use: w\nhow_to_use:\n  inputs:\n    - { name: q, type: string, description: q, required: true }\n' +
    '  outputs:\n    success: s\n    failure:\n      - { code: not_found, description: n }\nexamples:\n' +
    example('{ q: report.pdf }', 'Reads report.pdf and gives its 12 pages, created 2024-01-15 by user_id owner_7.') +
    example('{ q: x }', '{"ok": true}') +
    example('{ q: x }', 'Returns a short summary of the document.') +
    example('{ q: x }', 'Fails with not_found.') +
    example('{ q: x }', 'Says "hello" 3 times.');
  const [tool] = engine.contract.tools(engine.validateFile(doc, { language: 'yaml' }));
  assert.deepEqual(
    tool.examples.map((e) => [e.text?.literal, e.text?.fragments, e.text?.values]),
    [
      [false, [], ['12', '2024-01-15', 'user_id', 'owner_7']], // report.pdf is the input's
      [true, ['ok'], []], // a literal answer is compared whole, before what it quotes
      [false, [], []],
      [false, [], []], // the failure code is the outcome
      [false, ['hello'], ['3']],
    ],
  );
  const result = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });
  const judge = (i: number, r: unknown) => {
    const j = engine.contract.judgeResult(tool, tool.examples[i], r);
    return [j.findings.map((f) => f.code), j.notCompared?.code];
  };
  assert.deepEqual(judge(0, result('12 pages, 2024-01-15, user_id: owner_7')), [[], undefined]);
  assert.deepEqual(judge(0, result('12.0 pages, 2024-01-15, user_id: owner_8')), [['contract/value-missing'], undefined]);
  assert.deepEqual(judge(1, result('{ "ok" : true }')), [[], undefined]);
  assert.deepEqual(judge(1, result('{"ok": false}')), [['contract/text-differs'], undefined]);
  assert.deepEqual(judge(2, result('anything at all')), [[], 'contract/not-compared']);
  assert.deepEqual(judge(2, result('Returns a short summary of the document.')), [[], undefined]); // equal whole
  assert.deepEqual(judge(3, result('nope', true)), [[], undefined]); // the failure code, compared by the outcome
  assert.deepEqual(judge(4, result('Says hello 4 times')), [[], undefined]); // its quotes are what it compares
  assert.deepEqual(judge(4, result('Says bye')), [['contract/text-missing'], undefined]);
  // A prose expectation that got the wrong outcome is a failure, not "not compared".
  assert.deepEqual(judge(2, result('boom', true)), [['contract/expected-success'], undefined]);
  // checkResult (findings only) says nothing for prose: judgeResult is what the runners use.
  assert.deepEqual(engine.contract.checkResult(tool, tool.examples[2], result('x')), []);
});
