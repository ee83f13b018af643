// The tool registry (core/runtime) through the engine's facade, without processes:
// every stage of a call (input, handler, timeout, output, unknown-tool), what
// `register` refuses, the dialects, the failure codes and the exporters' tool lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngine, createRegistry, RegistryError, type CallResult } from '../../../server/src/core/index';
import { RUNTIME_CATALOGS } from '../../../server/src/core/runtime/index';

const read = (...parts: string[]) => readFileSync(path.resolve(__dirname, '../..', ...parts), 'utf8');
// The date-range tool of the ATDF article (tool: form), vendored in test/vendor/atdf-seed/.
const SEED = read('vendor/atdf-seed/validar_rango_de_fechas.atdf.yaml');
const SEED_NAME = 'validar_rango_de_fechas';
const HOLE_MAKER_1X = read('vendor/atdf-official/hole_maker.json');
const GET_SUM_2X = read('fixtures/contract/everything-v2.atdf.yaml');

const success = { status: 'success', data: { text: 'ok' }, meta: { timestamp: '2025-07-11T14:25:00Z' } };
const validRange = { Start: '2025-07-12T10:00:00Z', End: '2025-07-12T12:00:00Z' };

/** A handler that counts its calls and answers `answer`. */
function counting(answer: (args: Record<string, unknown>) => unknown = () => success) {
  const calls: Record<string, unknown>[] = [];
  const handler = (args: Record<string, unknown>) => {
    calls.push(args);
    return answer(args);
  };
  return { handler, calls };
}

test('the seed date-range tool: a valid call reaches the handler and its result comes back', async () => {
  const registry = createRegistry();
  const { handler, calls } = counting();
  assert.deepEqual(registry.register(SEED, handler), { name: SEED_NAME, source: 'register() call #1', dialect: 'tool' });
  assert.deepEqual(await registry.call(SEED_NAME, validRange), { ok: true, value: success });
  assert.deepEqual(calls, [validRange]);
});

test('invalid arguments never reach the handler: pointers, keywords and the engine messages', async () => {
  const registry = createRegistry();
  const { handler, calls } = counting();
  registry.register(SEED, handler);
  const expected: CallResult = {
    ok: false,
    stage: 'input',
    errors: [
      { pointer: '/End', message: 'missing required property "End"', keyword: 'required' },
      { pointer: '/Start', message: 'expected string, got number', keyword: 'type' },
    ],
  };
  assert.deepEqual(await registry.call(SEED_NAME, { Start: 5 }), expected);
  assert.deepEqual(await registry.call(SEED_NAME, 'not an object'), {
    ok: false,
    stage: 'input',
    errors: [{ pointer: '', message: 'expected object, got string', keyword: 'type' }],
  });
  assert.equal(calls.length, 0, 'the handler ran with invalid input');
  // check: the same input stage, synchronously, and pure (the same answer twice, no handler).
  assert.deepEqual(registry.check(SEED_NAME, { Start: 5 }), expected);
  assert.deepEqual(registry.check(SEED_NAME, { Start: 5 }), expected);
  assert.deepEqual(registry.check(SEED_NAME, validRange), { ok: true });
  assert.equal(calls.length, 0);
});

test('the result is checked against the success schema; a declared error result passes as outcome error', async () => {
  const registry = createRegistry();
  let answer: unknown = { status: 'success', data: {} };
  registry.register(SEED, () => answer);
  assert.deepEqual(await registry.call(SEED_NAME, validRange), {
    ok: false,
    stage: 'output',
    errors: [{ pointer: '/meta', message: 'missing required property "meta"', keyword: 'required' }],
  });
  answer = { status: 'error', data: { code: '400', text: 'End is before Start' }, meta: {} };
  assert.deepEqual(await registry.call(SEED_NAME, validRange), { ok: true, value: answer, outcome: 'error' });
  answer = { status: 'done', data: 1, meta: {} };
  const result = await registry.call(SEED_NAME, validRange);
  assert.equal(result.ok, false);
  assert.deepEqual(!result.ok && result.errors.map((e) => [e.pointer, e.keyword]), [
    ['/status', 'const'],
    ['/data', 'type'],
  ]);
});

test('a handler that throws, rejects or does not answer in time: stages handler and timeout', async () => {
  const registry = createRegistry();
  registry.register(SEED, () => {
    throw new Error('database\nunreachable');
  });
  assert.deepEqual(await registry.call(SEED_NAME, validRange), {
    ok: false,
    stage: 'handler',
    errors: [{ pointer: '', message: 'the tool failed: database unreachable' }],
  });
  registry.register(SEED, () => Promise.reject(new Error('boom')), { override: true });
  assert.deepEqual(await registry.call(SEED_NAME, validRange), {
    ok: false,
    stage: 'handler',
    errors: [{ pointer: '', message: 'the tool failed: boom' }],
  });
  let aborted = false;
  registry.register(
    SEED,
    (_args, context) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(success), 5000);
        context.signal?.addEventListener('abort', () => {
          aborted = true;
          clearTimeout(timer);
        });
      }),
    { override: true, timeoutMs: 20 },
  );
  assert.deepEqual(await registry.call(SEED_NAME, validRange), {
    ok: false,
    stage: 'timeout',
    errors: [{ pointer: '', message: 'the tool did not answer within 20 ms' }],
  });
  assert.equal(aborted, true, 'the handler was told through its signal');
  // A quick handler under a timeout answers normally (and its result is still checked).
  registry.register(SEED, async () => success, { override: true, timeoutMs: 1000 });
  assert.deepEqual(await registry.call(SEED_NAME, validRange), { ok: true, value: success });
});

test('a name not registered: stage unknown-tool, with the nearest name', async () => {
  const registry = createRegistry();
  assert.deepEqual(await registry.call('anything', {}), {
    ok: false,
    stage: 'unknown-tool',
    errors: [{ pointer: '', message: 'no tool named "anything" is registered' }],
  });
  registry.register(SEED, () => success);
  assert.deepEqual(registry.check('validar_rango_de_fecha', {}), {
    ok: false,
    stage: 'unknown-tool',
    errors: [{ pointer: '', message: 'no tool named "validar_rango_de_fecha" is registered; did you mean "validar_rango_de_fechas"?' }],
  });
  const long = await registry.call('x'.repeat(100_000), {});
  assert.ok(!long.ok && long.errors[0].message.length < 300, 'a huge name is not echoed whole');
});

test('registering a name twice throws naming the tool and both sources; override replaces it', async () => {
  const registry = createRegistry();
  registry.register(SEED, () => ({ ...success, data: { text: 'first' } }), { source: 'tools/dates.atdf.yaml' });
  assert.throws(
    () => registry.register(SEED, () => success, { source: 'plugins/other.atdf.yaml' }),
    (err: unknown) =>
      err instanceof RegistryError &&
      err.code === 'duplicate-tool' &&
      err.tool === SEED_NAME &&
      err.message ===
        'tool "validar_rango_de_fechas" is already registered from tools/dates.atdf.yaml; registering it again from plugins/other.atdf.yaml needs { override: true } (nothing is replaced silently)',
  );
  // The refused registration changed nothing.
  assert.deepEqual(await registry.call(SEED_NAME, validRange), { ok: true, value: { ...success, data: { text: 'first' } } });
  registry.register(SEED, () => success, { source: 'plugins/other.atdf.yaml', override: true });
  assert.deepEqual(await registry.call(SEED_NAME, validRange), { ok: true, value: success });
  assert.deepEqual(registry.list(), [{ name: SEED_NAME, source: 'plugins/other.atdf.yaml', dialect: 'tool' }]);
});

test('what register refuses: a description with errors, no tool, several tools, a handler that is not a function', () => {
  const registry = createRegistry();
  const refused = (atdf: string | object, code: string, handler: unknown = () => 1) => {
    try {
      registry.register(atdf, handler as () => unknown, { source: 'bad.atdf.yaml' });
    } catch (err) {
      assert.ok(err instanceof RegistryError, String(err));
      assert.equal(err.code, code, err.message);
      assert.match(err.message, /^bad\.atdf\.yaml: /);
      return err.message;
    }
    assert.fail(`registered: ${JSON.stringify(atdf).slice(0, 80)}`);
  };
  assert.match(
    refused('tool:\n  name: x\n  description: d\n  input: { type: strng }\n', 'invalid-atdf'),
    /has 1 error\(s\), so its tool is not registered: line 4: /,
  );
  refused('just: a mapping\n', 'invalid-atdf');
  refused('', 'no-tool');
  refused(`${SEED}\n---\n${SEED.replace(/validar_rango_de_fechas/g, 'otro')}`, 'several-tools');
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  refused(cyclic, 'invalid-atdf');
  refused(SEED, 'bad-handler', 'not a function');
  assert.deepEqual(registry.list(), []);
});

test('any dialect, as text or value: 1.x and 2.x with their declared failure codes', async () => {
  const registry = createRegistry();
  const holes = counting(() => ({ made: true }));
  assert.equal(registry.register(JSON.parse(HOLE_MAKER_1X) as object, holes.handler).dialect, 'atdf-1');
  // A type error at /diameter: the failure naming the diameter fits.
  assert.deepEqual(await registry.call('hole_maker_v1', { diameter: 'big', surface_type: 'wall', depth: 5 }), {
    ok: false,
    stage: 'input',
    errors: [{ pointer: '/diameter', message: 'expected number, got string', keyword: 'type', code: 'invalid_diameter' }],
  });
  assert.deepEqual(await registry.call('hole_maker_v1', { diameter: 5, surface_type: 7, depth: 'deep' }), {
    ok: false,
    stage: 'input',
    errors: [
      { pointer: '/surface_type', message: 'expected string, got number', keyword: 'type', code: 'invalid_surface' },
      { pointer: '/depth', message: 'expected number, got string', keyword: 'type', code: 'invalid_depth' },
    ],
  });
  assert.deepEqual(await registry.call('hole_maker_v1', { diameter: 5, surface_type: 'wall', depth: 10 }), {
    ok: true,
    value: { made: true },
  });

  const sum = counting((args) => (args.a as number) + (args.b as number));
  assert.equal(registry.register(GET_SUM_2X, sum.handler).dialect, 'atdf-2');
  // "not_a_number: An input is not a number" fits a number expected; a missing input fits no declared failure.
  assert.deepEqual(await registry.call('get-sum', { a: 'two', b: 3 }), {
    ok: false,
    stage: 'input',
    errors: [{ pointer: '/a', message: 'expected number, got string', keyword: 'type', code: 'not_a_number' }],
  });
  assert.deepEqual(await registry.call('get-sum', { b: 3 }), {
    ok: false,
    stage: 'input',
    errors: [{ pointer: '/a', message: 'missing required property "a"', keyword: 'required' }],
  });
  assert.deepEqual(await registry.call('get-sum', { a: 2, b: 3 }), { ok: true, value: 5 });
  assert.equal(sum.calls.length, 1);
});

test("tools(target): the exporters' entries for mcp, openai, anthropic and gemini, in registration order", () => {
  const registry = createRegistry();
  registry.register(SEED, () => success);
  registry.register(GET_SUM_2X, () => 0);
  const engine = createEngine();
  const reports = [
    { file: 'seed.atdf.yaml', report: engine.validateFile(SEED, { language: 'yaml' }) },
    { file: 'sum.atdf.yaml', report: engine.validateFile(GET_SUM_2X, { language: 'yaml' }) },
  ];
  for (const target of ['mcp', 'openai', 'openai-strict', 'anthropic', 'gemini'] as const) {
    const exported = engine.export.catalog(reports, { target });
    assert.deepEqual(exported.problems, []);
    const entries = registry.tools(target);
    assert.equal(entries.length, 2, target);
    assert.deepEqual(
      entries,
      exported.tools.map((t) => JSON.parse(t.text) as unknown),
      target,
    );
  }
  assert.equal((registry.tools('mcp')[0] as { name: string }).name, SEED_NAME);
  // The list is the caller's: editing it changes nothing in the registry.
  (registry.tools('mcp')[0] as { name: string }).name = 'changed';
  assert.equal((registry.tools('mcp')[0] as { name: string }).name, SEED_NAME);
});

test('a name a strict platform refuses is callable by the name the platform got', async () => {
  const registry = createRegistry();
  registry.register(SEED.replace(`name: ${SEED_NAME}`, 'name: dates.validate'), () => success);
  const openaiName = (registry.tools('openai')[0] as { function: { name: string } }).function.name;
  assert.equal(openaiName, 'dates_validate');
  assert.deepEqual(await registry.call(openaiName, validRange), { ok: true, value: success });
  assert.deepEqual(await registry.call('dates.validate', validRange), { ok: true, value: success });
  assert.equal(registry.unregister('dates.validate'), true);
  assert.equal((await registry.call(openaiName, validRange)).ok, false);
});

test('options: messages in es and pt, maxErrors with the rest counted, formats asserted', async () => {
  const es = createRegistry({ locale: 'es' });
  es.register(SEED, () => success);
  assert.deepEqual(es.check(SEED_NAME, { Start: 5 }), {
    ok: false,
    stage: 'input',
    errors: [
      { pointer: '/End', message: 'falta la propiedad obligatoria "End"', keyword: 'required' },
      { pointer: '/Start', message: 'se esperaba string, se obtuvo number', keyword: 'type' },
    ],
  });
  assert.deepEqual(await es.call('nada', {}), {
    ok: false,
    stage: 'unknown-tool',
    errors: [{ pointer: '', message: 'no hay ninguna herramienta registrada con el nombre "nada"' }],
  });
  const pt = createRegistry({ locale: 'pt', maxErrors: 1 });
  pt.register(SEED, () => success);
  assert.deepEqual(pt.check(SEED_NAME, {}), {
    ok: false,
    stage: 'input',
    errors: [{ pointer: '/Start', message: 'falta a propriedade obrigatória "Start"', keyword: 'required' }],
    omitted: 1,
  });
  // Formats are annotations by default (JSON Schema's default); assertFormats makes a mismatch refuse the call.
  const lax = createRegistry();
  lax.register(SEED, () => success);
  assert.deepEqual(lax.check(SEED_NAME, { Start: 'tomorrow', End: 'later' }), { ok: true });
  const strict = createRegistry({ assertFormats: true });
  strict.register(SEED, () => success);
  const refused = strict.check(SEED_NAME, { Start: 'tomorrow', End: validRange.End });
  assert.deepEqual(!refused.ok && refused.errors.map((e) => [e.pointer, e.keyword]), [['/Start', 'format']]);
  assert.deepEqual(strict.check(SEED_NAME, validRange), { ok: true });
});

test('the registry messages exist in en, es and pt with the same placeholders', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(RUNTIME_CATALOGS.en) as (keyof typeof RUNTIME_CATALOGS.en)[]) {
    for (const locale of ['es', 'pt'] as const) {
      assert.ok(RUNTIME_CATALOGS[locale][key], `${locale} lacks ${key}`);
      assert.deepEqual(placeholders(RUNTIME_CATALOGS[locale][key]), placeholders(RUNTIME_CATALOGS.en[key]), `${locale} ${key}`);
    }
  }
});
