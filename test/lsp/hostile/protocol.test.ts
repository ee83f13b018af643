// The protocol as a careless or hostile client speaks it, over the real
// server: a bad initialization option is refused (logged) instead of looping,
// and broken framing ends the process with a line on stderr and a non-zero
// exit (raw stdio: the client library would not send such bytes).
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

/** Spawns the server over stdio, writes `bytes`, and resolves with its exit code and stderr (or fails after `ms`). */
function rawServer(bytes: Buffer, ms = 20_000): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_JS, '--stdio'], { stdio: 'pipe' });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.stdout.resume();
    child.stdin.on('error', () => {}); // the server may exit before it has read everything
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server is still running ${ms} ms after broken framing (alive but deaf); stderr: ${stderr}`));
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
    child.stdin.write(bytes); // left open: only the framing may end the process
  });
}

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { processId: null, rootUri: null, capabilities: {} },
});
const framed = (body: string, header = `Content-Length: ${Buffer.byteLength(body)}`) => Buffer.from(`${header}\r\n\r\n${body}`);

const broken: [string, Buffer][] = [
  ['Content-Length missing', framed(INITIALIZE, 'Content-Type: application/vscode-jsonrpc; charset=utf-8')],
  ['Content-Length negative', framed(INITIALIZE, 'Content-Length: -5')],
  ['Content-Length 1e12', framed(INITIALIZE, 'Content-Length: 1e12')],
  ['Content-Length 1000000000000', framed(INITIALIZE, 'Content-Length: 1000000000000')],
  ['Content-Length short', Buffer.concat([framed(INITIALIZE, 'Content-Length: 10'), framed(INITIALIZE)])],
  ['LF-only separators', Buffer.from(`Content-Length: ${INITIALIZE.length}\n\n${INITIALIZE}`)],
  ['a 20 MB header', Buffer.from(`X-Padding: ${'a'.repeat(20 * 1024 * 1024)}`)],
];

for (const [label, bytes] of broken) {
  test(`broken framing (${label}) is logged on stderr and ends the server with a non-zero exit`, async () => {
    const { code, stderr } = await rawServer(bytes);
    assert.notEqual(code, 0, stderr);
    assert.match(stderr, /ATDF server: the client broke the message framing \(.+\); exiting/);
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
