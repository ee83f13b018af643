// The engine's input generator for `atdf test --generate`, through the facade:
// valid inputs accepted by our validator, invalid ones breaking one named
// constraint each, the same inputs for the same seed, and no global randomness.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, type ContractTool } from '../../../server/src/core/index';

const engine = createEngine();
const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount: { type: 'number', minimum: 0, maximum: 10 },
    code: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$' },
    name: { type: 'string', minLength: 2, maxLength: 4 },
    unit: { enum: ['kg', 'lb'] },
    tags: { type: 'array', items: { type: 'integer', multipleOf: 5 }, maxItems: 2 },
    either: {
      oneOf: [
        { type: 'string', format: 'email' },
        { type: 'object', properties: { q: { const: 1 } }, required: ['q'] },
      ],
    },
    nested: { $ref: '#/$defs/Nested' },
  },
  required: ['amount', 'code', 'name'],
  $defs: { Nested: { type: 'object', properties: { deep: { type: 'boolean' } }, required: ['deep'] } },
};
const tool: ContractTool = {
  document: 0,
  name: 't',
  namePointer: '/tool/name',
  position: { line: 0, character: 0 },
  inputSchema: schema,
  examples: [],
};
const validator = engine.compileSchema(schema);

test('valid inputs are accepted by the validator, invalid ones rejected, each naming the one constraint it breaks', () => {
  const cases = engine.contract.generate(tool, { count: 30, seed: 7 });
  const valid = cases.filter((c) => c.kind === 'valid');
  const invalid = cases.filter((c) => c.kind === 'invalid');
  assert.equal(valid.length, 30);
  assert.equal(invalid.length, 30);
  for (const c of valid) assert.equal(validator.validate(c.value).valid, true, JSON.stringify(c.value));
  for (const c of invalid) {
    const result = validator.validate(c.value);
    assert.equal(result.valid, false, JSON.stringify(c.value));
    assert.ok(c.broken, 'an invalid input says what it breaks');
  }
  // The simple pattern is honoured, not only filtered for
  for (const c of valid) assert.match((c.value as { code: string }).code, /^[A-Z]{2}-\d{3}$/);
  // Optional members, anyOf branches and the $ref are all exercised over 30 inputs
  const members = new Set(valid.flatMap((c) => Object.keys(c.value as object)));
  assert.deepEqual([...members].sort(), ['amount', 'code', 'either', 'name', 'nested', 'tags', 'unit']);
  const eitherKinds = new Set(
    valid.flatMap((c) => ('either' in (c.value as object) ? [typeof (c.value as { either: unknown }).either] : [])),
  );
  assert.deepEqual([...eitherKinds].sort(), ['object', 'string']);
  // Every kind of break is tried
  const keywords = new Set(invalid.map((c) => c.broken?.keyword));
  for (const k of ['type', 'required', 'minimum', 'maximum', 'minLength', 'maxLength', 'enum', 'maxItems', 'additionalProperties'])
    assert.ok(keywords.has(k), `a break of ${k} among ${[...keywords].join(', ')}`);
  const missing = invalid.find((c) => c.broken?.keyword === 'required');
  assert.ok(missing && !(missing.broken!.pointer.slice(1) in (missing.value as object)));
});

test('the same seed gives the same inputs, another seed others; Math.random is never called', () => {
  const random = Math.random;
  Math.random = () => assert.fail('the generator must use the seeded PRNG');
  try {
    const a = engine.contract.generate(tool, { count: 5, seed: 123 });
    const b = engine.contract.generate(tool, { count: 5, seed: 123 });
    const c = engine.contract.generate(tool, { count: 5, seed: 124 });
    assert.deepEqual(a, b);
    assert.notDeepEqual(a, c);
  } finally {
    Math.random = random;
  }
});

test('a schema nothing satisfies gives no input rather than a wrong one', () => {
  const impossible = {
    ...tool,
    inputSchema: { type: 'object', properties: { a: { type: 'string', minLength: 3, maxLength: 1 } }, required: ['a'] },
  };
  assert.deepEqual(engine.contract.generate(impossible, { count: 3, seed: 1 }), []);
});

test('judging the answers: a valid input must not get a JSON-RPC error; an invalid one must not succeed', () => {
  const [valid] = engine.contract.generate(tool, { count: 1, seed: 1 });
  const invalid = engine.contract.generate(tool, { count: 1, seed: 1 }).find((c) => c.kind === 'invalid')!;
  const ok = { content: [{ type: 'text', text: 'done' }] };
  const refused = { content: [{ type: 'text', text: 'bad' }], isError: true };
  const rpc = (code: number) => ({ rpcError: { code, message: 'Invalid params' } });
  assert.deepEqual(engine.contract.judgeGenerated(valid, { result: ok }), { did: { kind: 'result' }, findings: [] });
  assert.deepEqual(engine.contract.judgeGenerated(valid, { result: refused }).findings, []);
  assert.deepEqual(
    engine.contract.judgeGenerated(valid, rpc(-32602)).findings.map((f) => f.code),
    ['contract/generated-rpc-error'],
  );
  assert.deepEqual(engine.contract.judgeGenerated(invalid, rpc(-32602)), { did: { kind: 'rpc-error', code: -32602 }, findings: [] });
  assert.deepEqual(engine.contract.judgeGenerated(invalid, { result: refused }).findings, []);
  const accepted = engine.contract.judgeGenerated(invalid, { result: ok }, 'es');
  assert.deepEqual(
    accepted.findings.map((f) => [f.code, f.pointer]),
    [['contract/generated-accepted', invalid.broken!.pointer]],
  );
  assert.match(accepted.findings[0].message, /^Se aceptó una entrada que incumple/);
  assert.deepEqual(
    engine.contract.judgeGenerated(invalid, rpc(-32603)).findings.map((f) => f.code),
    ['contract/generated-wrong-error'],
  );
});
