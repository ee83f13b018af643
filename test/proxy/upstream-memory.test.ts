// A finished call leaves nothing waiting on the upstream server. Each call used to chain a reaction onto the
// server's failure promise, which stays pending while the server runs, so every call's scope (its AbortController,
// its timer, its promises) was kept until the server exited: the proxy's heap grew ~4.7 KB a call (210 MB of RSS
// after 20,000 calls of bench/mcp/proxy.bench.ts; with a 60 MB heap cap the proxy died). Server-everything's echo.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { Upstream } from '../../server/src/proxy/upstream';

const SERVER = path.resolve(__dirname, '../../node_modules/@modelcontextprotocol/server-everything/dist/index.js');

test('200 calls through the upstream leave no call waiting on the server; one in flight is counted', async () => {
  const upstream = await Upstream.start({ command: process.execPath, args: [SERVER, 'stdio'], timeoutMs: 30_000 }, () => undefined);
  try {
    for (let i = 0; i < 200; i++) {
      const outcome = await upstream.call('echo', { message: `m${i}` }, 30_000);
      assert.equal(outcome.kind, 'result', JSON.stringify(outcome));
    }
    assert.equal(upstream.waitingCalls, 0, 'calls still waiting on the server after they finished');
    const inFlight = upstream.call('echo', { message: 'last' }, 30_000);
    assert.equal(upstream.waitingCalls, 1, 'control: a call in flight waits on the server');
    assert.equal((await inFlight).kind, 'result');
    assert.equal(upstream.waitingCalls, 0);
  } finally {
    await upstream.stop();
  }
});
