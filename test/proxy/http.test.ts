// `atdf proxy --listen`: Streamable HTTP at http://127.0.0.1:PORT/mcp, driven by
// the SDK's Client (StreamableHTTPClientTransport); a foreign Origin or Host
// is refused with 403, a missing or wrong bearer token with 401, each logged
// and never passed on; SIGTERM stops the upstream's whole tree.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { descendantsOf } from '../../server/src/mcp-live/process-tree';
import { assertGone, atdfProcess, EVERYTHING, FIXTURES, scratchDir, TEE, textOf } from './helpers';

const TOKEN = 'proxy-test-token-7f3a9c';
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

/** A raw POST of an initialize request with these headers: the status. */
function post(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(INITIALIZE);
  });
}

test('http: the SDK Client gets the ATDF tools over Streamable HTTP; foreign Origin/Host and missing/wrong token are refused', async () => {
  const dir = scratchDir();
  const log = path.join(dir, 'calls.jsonl');
  const record = path.join(dir, 'upstream-stdin.jsonl');
  const child = await atdfProcess(
    [
      'proxy',
      '--listen',
      '127.0.0.1:0',
      '--token-env',
      'PROXY_TEST_TOKEN',
      '--log',
      log,
      '--command',
      `${TEE} ${record} ${EVERYTHING}`,
      path.join(FIXTURES, 'everything-tight.atdf.yaml'),
    ],
    { PROXY_TEST_TOKEN: TOKEN },
  );
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ? 128 : code)));
  const url = await new Promise<URL>((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      const m = / at (http:\/\/127\.0\.0\.1:\d+\/mcp)$/m.exec(stderr);
      if (m) resolve(new URL(m[1]));
    });
    void exited.then(() => reject(new Error(`the proxy exited: ${stderr}`)));
  });
  const tree = [child.pid!, ...descendantsOf(child.pid!)];
  try {
    const client = new Client({ name: 'proxy-http-test', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${TOKEN}` } } }));
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['echo', 'get-structured-content']);
    assert.equal(textOf(await client.callTool({ name: 'echo', arguments: { message: 'hi' } })), 'Echo: hi');
    const refused = await client.callTool({ name: 'echo', arguments: { message: 'far too long' } });
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /^\/message: expected at most 5 characters, got 12$/m);
    await client.close();

    const port = url.port;
    assert.equal(await post(url, {}), 401, 'no token');
    assert.equal(await post(url, { authorization: 'Bearer wrong-token' }), 401, 'wrong token');
    assert.equal(await post(url, { authorization: `Bearer ${TOKEN}`, origin: 'http://evil.example' }), 403, 'foreign Origin');
    assert.equal(await post(url, { authorization: `Bearer ${TOKEN}`, host: `evil.example:${port}` }), 403, 'rebound Host');
    assert.equal(await post(url, { authorization: `Bearer ${TOKEN}`, origin: `http://localhost:${port}` }), 200, 'control: own origin');

    const refusals = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { event: string; status?: number; reason?: string })
      .filter((r) => r.event === 'http-refused');
    assert.deepEqual(
      refusals.map((r) => r.status),
      [401, 401, 403, 403],
    );
    assert.match(refusals[2].reason!, /Origin "http:\/\/evil\.example" is not allowed/);
    assert.doesNotMatch(readFileSync(log, 'utf8'), new RegExp(TOKEN), 'the token is never logged');
    const sent = readFileSync(record, 'utf8');
    assert.equal(sent.match(/"method":"tools\/call"/g)?.length, 1, 'only the valid call reached the server');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  await assertGone(tree);
});
