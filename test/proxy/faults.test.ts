// `atdf proxy` in front of an upstream that hangs, writes garbage, answers
// nonsense, closes its stdout or crashes mid-call (faulty-server.mjs), and
// under hostile calls (10 MB arguments, 10,000-deep nesting, a catastrophic
// pattern; a file whose schema is a $ref cycle): every call gets a clear
// answer, the proxy keeps serving, and nothing is left running.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { assertGone, FIXTURES, rawProxy, stdioProxy, textOf, toolsCallLine } from './helpers';

const FAULTY = `${process.execPath} ${path.join(FIXTURES, 'faulty-server.mjs')}`;

test('faults: a hanging call times out, garbage and nonsense are errors, a crash is an error for every later call', async () => {
  const proxy = await stdioProxy(['--command', FAULTY, '--timeout', '1500', path.join(FIXTURES, 'faulty.atdf.yaml')]);
  const tree = proxy.tree();
  const echo = (message: string) => proxy.client.callTool({ name: 'echo', arguments: { message } });
  try {
    assert.equal(textOf(await echo('hi')), 'Echo: hi');
    const hung = await echo('hang');
    assert.equal(hung.isError, true);
    assert.match(textOf(hung), /"echo" did not answer within 1500 ms; the call was cancelled/);
    assert.equal(textOf(await echo('again')), 'Echo: again', 'the proxy and the server still serve after a hung call');
    const garbage = await echo('garbage');
    assert.equal(garbage.isError, true);
    assert.match(textOf(garbage), /did not answer within 1500 ms/);
    const bad = await echo('bad');
    assert.equal(bad.isError, true);
    assert.match(textOf(bad), /answered without a "content" array, which is not a tool result/);
    const crashed = await echo('crash');
    assert.equal(crashed.isError, true);
    assert.match(textOf(crashed), /is not running any more/);
    assert.match(textOf(crashed), /faulty: crashed on purpose/);
    const started = performance.now();
    const after = await echo('hi');
    assert.equal(after.isError, true);
    assert.match(textOf(after), /is not running any more/);
    assert.ok(performance.now() - started < 1000, 'a call after the crash is answered at once');
  } finally {
    await proxy.close();
  }
  await assertGone(tree);
});

test('faults: an upstream that closes its stdout mid-call gives an error, not a hang', async () => {
  const proxy = await stdioProxy(['--command', FAULTY, '--timeout', '20000', path.join(FIXTURES, 'faulty.atdf.yaml')]);
  const tree = proxy.tree();
  try {
    const started = performance.now();
    const closed = await proxy.client.callTool({ name: 'echo', arguments: { message: 'close' } });
    assert.equal(closed.isError, true);
    assert.match(textOf(closed), /is not running any more/);
    assert.ok(performance.now() - started < 10_000, 'answered long before the 20 s timeout');
  } finally {
    await proxy.close();
  }
  await assertGone(tree);
});

test('hostile calls: 10 MB arguments, 10,000-deep nesting, a catastrophic pattern; a $ref-cycle file is not served', async () => {
  const proxy = await rawProxy(['--command', FAULTY, path.join(FIXTURES, 'hostile.atdf.yaml'), path.join(FIXTURES, 'ref-cycle.atdf.yaml')]);
  const tree = proxy.tree();
  const resultOf = (answer: Record<string, unknown>) => {
    assert.ok(answer.result, `a tool result, not ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.result as { isError?: boolean; content: { text: string }[] };
  };
  const timed = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    took.push(`${what} ${Math.round(performance.now() - started)} ms`);
    return value;
  };
  const took: string[] = [];
  try {
    const list = (await proxy.call(1, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}')).result as { tools: { name: string }[] };
    assert.deepEqual(
      list.tools.map((t) => t.name),
      ['echo'],
    );
    assert.match(
      proxy.stderr(),
      /ref-cycle\.atdf\.yaml: not served: 2 error\(s\), the first at 10:18: \/tool\/input\/\$defs\/a\/\$ref: \$ref "#\/\$defs\/b" leads back to itself/,
    );

    const catastrophic = resultOf(await proxy.call(2, toolsCallLine(2, 'echo', JSON.stringify({ message: `${'a'.repeat(5000)}!` }))));
    assert.equal(catastrophic.isError, true);
    assert.match(textOf(catastrophic), /^\/message: /m);

    const huge = resultOf(
      await timed('10 MB', () => proxy.call(3, toolsCallLine(3, 'echo', JSON.stringify({ message: 'b'.repeat(10 * 1024 * 1024) })))),
    );
    assert.equal(huge.isError, true);
    assert.match(textOf(huge), /^\/message: /m);

    const depth = 10_000;
    const nested = (inner: string) => `{"message":"a","tree":${'{"child":'.repeat(depth)}${inner}${'}'.repeat(depth)}}`;
    const broken = resultOf(await timed('deep', () => proxy.call(4, toolsCallLine(4, 'echo', nested('5')))));
    assert.equal(broken.isError, true, 'the innermost child breaks the schema');
    assert.match(textOf(broken), /^\/tree\/child\/child\//m);

    // Valid at any depth, but the validator checks 1,000 levels, as in the editor: refused there, said so.
    const deep = resultOf(await proxy.call(5, toolsCallLine(5, 'echo', nested('{}'))));
    assert.equal(deep.isError, true);
    assert.match(textOf(deep), /^\/tree(\/child)+: nested deeper than 1000 levels; not checked below this point$/m);

    const after = resultOf(await proxy.call(6, toolsCallLine(6, 'echo', '{"message":"aaa"}')));
    assert.equal(textOf(after), 'Echo: aaa', 'the proxy still serves');
    console.log(took.join(', '));
  } finally {
    await proxy.close();
  }
  await assertGone(tree);
});
