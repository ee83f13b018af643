// `atdf proxy` over stdio in front of @modelcontextprotocol/server-everything,
// driven by the SDK's Client: the list is the ATDF files', a call that breaks
// a tightened input schema comes back isError with its pointers and never
// reaches the server (its stdin is recorded by tee-stdin.mjs), the output
// schema is enforced (or reported), and nothing is left running.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { assertGone, EVERYTHING, FIXTURES, scratchDir, stdioProxy, TEE, textOf } from './helpers';

const TIGHT = path.join(FIXTURES, 'everything-tight.atdf.yaml');
const GET_SUM = path.join(FIXTURES, 'get-sum.atdf.yaml');

test('stdio: the ATDF tools are served, a call breaking the input schema is refused before the server sees it', async () => {
  const dir = scratchDir();
  const record = path.join(dir, 'upstream-stdin.jsonl');
  const log = path.join(dir, 'calls.jsonl');
  const proxy = await stdioProxy(['--command', `${TEE} ${record} ${EVERYTHING}`, '--log', log, '--log-values', TIGHT, GET_SUM]);
  const tree = proxy.tree();
  try {
    assert.ok(tree.length >= 3, `the proxy, the tee and the server run: ${tree.join(', ')}`);
    const { tools } = await proxy.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['echo', 'get-structured-content', 'get-sum']);
    const sum = tools.find((t) => t.name === 'get-sum')!;
    assert.equal(
      sum.description,
      'Adds two numbers.\nWhen to use: When the task needs the sum of two non-negative numbers.\nErrors:\n- not_a_number: An input is not a valid number.\n- negative_input: An input is below 0, out of the allowed range.',
    );
    assert.deepEqual((sum.inputSchema.properties as Record<string, unknown>).a, {
      type: 'number',
      description: 'First number, 0 or more.',
      minimum: 0,
    });
    const echo = tools.find((t) => t.name === 'echo')!;
    assert.deepEqual(echo.inputSchema.properties, { message: { type: 'string', maxLength: 5 } });
    assert.deepEqual(tools.find((t) => t.name === 'get-structured-content')!.outputSchema?.properties?.temperature, { type: 'string' });

    const ok = await proxy.client.callTool({ name: 'echo', arguments: { message: 'hi' } });
    assert.equal(ok.isError, undefined);
    assert.equal(textOf(ok), 'Echo: hi');

    const long = await proxy.client.callTool({ name: 'echo', arguments: { message: 'far too long', extra: 1 } });
    assert.equal(long.isError, true);
    assert.match(textOf(long), /the tool was not called/);
    assert.match(textOf(long), /^\/message: expected at most 5 characters, got 12$/m);
    assert.match(textOf(long), /^\/extra: /m);
    assert.deepEqual((long.structuredContent as { problems: { pointer: string }[] }).problems.map((p) => p.pointer).sort(), [
      '/extra',
      '/message',
    ]);

    const negative = await proxy.client.callTool({ name: 'get-sum', arguments: { a: -1, b: 2 } });
    assert.equal(negative.isError, true);
    assert.match(textOf(negative), /^\/a: expected a number >= 0, got -1$/m);
    // The failure that fits is the registry's (core/runtime failure-code.ts): a minimum broken is out of range.
    assert.match(textOf(negative), /^Failure: negative_input \(An input is below 0, out of the allowed range\.\)$/m);
    assert.equal((negative.structuredContent as { failure: string }).failure, 'negative_input');
    assert.deepEqual((negative.structuredContent as { problems: unknown[] }).problems, [
      { pointer: '/a', message: 'expected a number >= 0, got -1' },
    ]);
    const text = await proxy.client.callTool({ name: 'get-sum', arguments: { a: 'two', b: 2 } });
    assert.match(textOf(text), /^Failure: not_a_number \(An input is not a valid number\.\)$/m, 'a string for a number');

    const sent = readFileSync(record, 'utf8');
    assert.match(sent, /"arguments":\{"message":"hi"\}/, 'control: the valid call reached the server');
    assert.doesNotMatch(sent, /far too long/);
    assert.doesNotMatch(sent, /"a":-1/);
    assert.equal(sent.match(/"method":"tools\/call"/g)?.length, 1);

    const calls = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { event: string; tool?: string; verdict?: string; pointers?: string[]; arguments?: unknown })
      .filter((r) => r.event === 'call');
    assert.deepEqual(
      calls.map((c) => [c.tool, c.verdict]),
      [
        ['echo', 'ok'],
        ['echo', 'input-invalid'],
        ['get-sum', 'input-invalid'],
        ['get-sum', 'input-invalid'],
      ],
    );
    assert.deepEqual(calls[2].pointers, ['/a']);
    assert.deepEqual(calls[2].arguments, { a: -1, b: 2 });
  } finally {
    await proxy.close();
  }
  await assertGone(tree);
});

test('stdio: a result breaking the declared output schema is withheld in enforce mode and passed (and logged) in report mode', async () => {
  const dir = scratchDir();
  for (const mode of ['enforce', 'report'] as const) {
    const log = path.join(dir, `${mode}.jsonl`);
    const proxy = await stdioProxy(['--command', EVERYTHING, '--mode', mode, '--log', log, TIGHT]);
    const tree = proxy.tree();
    try {
      // Through request(), not callTool(): the SDK's callTool checks structuredContent itself and would throw first.
      const result = await proxy.client.request(
        { method: 'tools/call', params: { name: 'get-structured-content', arguments: { location: 'New York' } } },
        CallToolResultSchema,
      );
      if (mode === 'enforce') {
        assert.equal(result.isError, true);
        assert.match(textOf(result), /breaks its declared output schema/);
        assert.match(textOf(result), /^\/structuredContent\/temperature: expected string, got number$/m);
        assert.equal(result.structuredContent, undefined, 'the copy is in _meta: the tool has an outputSchema');
        assert.deepEqual(
          (result._meta?.['atdf.dev/refusal'] as { problems: { pointer: string }[] }).problems[0].pointer,
          '/structuredContent/temperature',
        );
      } else {
        assert.equal(result.isError, undefined);
        assert.equal(typeof (result.structuredContent as { temperature: unknown }).temperature, 'number');
      }
      if (mode === 'report') {
        // In report mode every tool is served, described or not.
        const { tools } = await proxy.client.listTools();
        assert.ok(tools.some((t) => t.name === 'get-tiny-image'));
      }
    } finally {
      await proxy.close();
    }
    await assertGone(tree);
    assert.ok(existsSync(log));
    const call = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { event: string; verdict?: string; pointers?: string[]; refused?: boolean })
      .find((r) => r.event === 'call');
    assert.equal(call?.verdict, 'output-invalid', mode);
    assert.deepEqual(call?.pointers, ['/structuredContent/temperature']);
    assert.equal(call?.refused, mode === 'enforce');
  }
});
