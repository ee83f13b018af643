// The protocol as a careless or hostile client speaks it, over the real
// server: a bad initialization option is refused (logged) instead of looping,
// and a broken frame is skipped with a line on stderr, the messages after it
// answered (raw stdio: the client library would not send such bytes).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { LspClient, SERVER_JS, delay } from '../harness';
import { V2_TOOL } from '../fixtures';

function stream(count: number, name: string): string {
  const docs: string[] = [];
  for (let i = 0; i < count; i++) docs.push(V2_TOOL.replace('tool_id: files.copy', `tool_id: ${name}.tool_${i}`));
  return docs.join('---\n');
}

for (const stepBytes of [0.5, 0, -1, 'big']) {
  test(`initializationOptions.stepBytes ${JSON.stringify(stepBytes)} is refused (logged), not looped on`, async () => {
    const { client } = await LspClient.start({ initializationOptions: { stepBytes } });
    try {
      const uri = 'file:///ws/steps.atdf.yaml';
      await client.open(uri, stream(3, `steps${String(stepBytes).replace(/\W/g, '')}`));
      assert.deepEqual(await client.diagnosticsFor(uri, 1, 20_000), []);
      assert.ok(
        client.logs.some((l) => l.includes('initializationOptions.stepBytes')),
        `a log line names the option: ${client.logs.join('\n')}`,
      );
    } finally {
      await client.stop();
    }
  });
}

for (const lintLaterBytes of [0, 'big']) {
  test(`initializationOptions.lintLaterBytes ${JSON.stringify(lintLaterBytes)} is refused (logged), the default used`, async () => {
    const { client } = await LspClient.start({ initializationOptions: { lintLaterBytes } });
    try {
      const uri = 'file:///ws/lint-later.atdf.yaml';
      await client.open(uri, stream(3, `later${String(lintLaterBytes).replace(/\W/g, '')}`));
      assert.deepEqual(await client.diagnosticsFor(uri, 1, 20_000), []);
      assert.ok(
        client.logs.some((l) => l.includes('initializationOptions.lintLaterBytes')),
        `a log line names the option: ${client.logs.join('\n')}`,
      );
    } finally {
      await client.stop();
    }
  });
}

/**
 * Spawns the server over stdio, writes `bytes` and then a well-framed initialize with id 2, and resolves with what
 * the server wrote (it must answer that initialize: it recovered), its stderr, and whether it is still running.
 */
async function afterBrokenFrame(bytes: Buffer, ms = 20_000): Promise<{ out: string; stderr: string; alive: boolean }> {
  const child = spawn(process.execPath, [SERVER_JS, '--stdio'], { stdio: 'pipe' });
  try {
    let out = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.stdin.on('error', () => {});
    child.stdin.write(bytes);
    child.stdin.write(framed(initialize(2)));
    for (const end = Date.now() + ms; !/"id":2,"result"/.test(out) && child.exitCode === null && Date.now() < end;) await delay(20);
    return { out, stderr, alive: child.exitCode === null };
  } finally {
    child.kill();
  }
}

const initialize = (id: number) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
const INITIALIZE = initialize(1);
const framed = (body: string, header = `Content-Length: ${Buffer.byteLength(body)}`) => Buffer.from(`${header}\r\n\r\n${body}`);

const broken: [string, Buffer][] = [
  ['Content-Length missing', framed(INITIALIZE, 'Content-Type: application/vscode-jsonrpc; charset=utf-8')],
  ['Content-Length negative', framed(INITIALIZE, 'Content-Length: -5')],
  ['Content-Length 1e12', framed(INITIALIZE, 'Content-Length: 1e12')],
  ['Content-Length 1000000000000', framed(INITIALIZE, 'Content-Length: 1000000000000')],
  ['Content-Length short', framed(INITIALIZE, 'Content-Length: 10')],
  ['Content-Length short, cut inside a string', framed(INITIALIZE, `Content-Length: ${INITIALIZE.indexOf('initialize') + 3}`)],
  ['LF-only separators', Buffer.from(`Content-Length: ${INITIALIZE.length}\n\n${INITIALIZE}`)],
  ['a 20 MB header', Buffer.from(`X-Padding: ${'a'.repeat(20 * 1024 * 1024)}\r\n\r\n`)],
  ['garbage bytes', Buffer.from('\u0000\u00ff{not a frame}\r\n\r\n')],
];

for (const [label, bytes] of broken) {
  test(`broken framing (${label}) is logged on stderr and skipped: the next message is answered`, async () => {
    const { out, stderr, alive } = await afterBrokenFrame(bytes);
    assert.ok(alive, `the server exited; stderr: ${stderr.slice(0, 500)}`);
    assert.match(
      out,
      /"id":2,"result"/,
      `the initialize after the broken frame is answered; stdout: ${out.slice(0, 300)}; stderr: ${stderr.slice(0, 300)}`,
    );
    assert.doesNotMatch(out, /"id":1,"result"/, 'the broken message itself is not answered');
    assert.match(stderr, /ATDF server: the client broke the message framing \(.+\); that message is skipped/);
    assert.equal(stderr.match(/broke the message framing/g)?.length, 1, `one line per broken stretch: ${stderr.slice(0, 500)}`);
    assert.doesNotMatch(stderr, /^\s+at /m, 'no stack trace');
  });
}

test('control: well-framed messages split across many small writes are answered', async () => {
  const child = spawn(process.execPath, [SERVER_JS, '--stdio'], { stdio: 'pipe' });
  try {
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    const bytes = framed(INITIALIZE);
    for (let i = 0; i < bytes.length; i += 7) {
      child.stdin.write(bytes.subarray(i, i + 7));
      await delay(1);
    }
    for (let waited = 0; !out.includes('"serverInfo"') && waited < 20_000; waited += 50) await delay(50);
    assert.match(out, /"atdf-language-server"/);
    assert.equal(child.exitCode, null, 'still running');
  } finally {
    child.kill();
  }
});
