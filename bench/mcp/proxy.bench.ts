// `atdf proxy`'s cost per call: N sequential tools/call of server-everything's
// echo through the proxy (dist/cli.js, stdio, the ATDF input schema checked
// before and nothing declared after) and straight to the same server, side by
// side in one run, with the MCP SDK's Client; then the proxy's RSS
// (/proc/<pid>/status VmRSS, Linux). Added latency = proxied - direct, per
// percentile. Not part of `npm test`; run it on a quiet machine and write the
// load average beside the figures.
//
//   node scripts/build.mjs && npx tsx bench/mcp/proxy.bench.ts [--calls 1000] [--warmup 50]
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = path.resolve(__dirname, '../..');
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const CALLS = arg('--calls', 1000);
const WARMUP = arg('--warmup', 50);
const SERVER = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');

const ATDF = `tool:
  name: echo
  description: Echoes back the input string.
  input:
    type: object
    properties:
      message: { type: string, maxLength: 100, description: What to echo. }
    required: [message]
`;

async function connect(transport: StdioClientTransport): Promise<Client> {
  const client = new Client({ name: 'proxy-bench', version: '1' });
  await client.connect(transport);
  for (let i = 0; i < WARMUP; i++) await client.callTool({ name: 'echo', arguments: { message: `w${i}` } });
  return client;
}

function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atdf-proxy-bench-'));
  try {
    const file = path.join(dir, 'echo.atdf.yaml');
    writeFileSync(file, ATDF);
    const directTransport = new StdioClientTransport({ command: process.execPath, args: [SERVER, 'stdio'], stderr: 'ignore' });
    const proxyTransport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(ROOT, 'dist/cli.js'), 'proxy', '--command', `${process.execPath} ${SERVER} stdio`, file],
      stderr: 'ignore',
    });
    const clients = { direct: await connect(directTransport), proxied: await connect(proxyTransport) };
    // Interleaved, one call each in turn: both paths see the same machine load.
    const direct = { ms: [] as number[] };
    const proxied = { ms: [] as number[] };
    for (let i = 0; i < CALLS; i++) {
      for (const [client, into] of [
        [clients.direct, direct.ms],
        [clients.proxied, proxied.ms],
      ] as const) {
        const started = performance.now();
        await client.callTool({ name: 'echo', arguments: { message: `m${i}` } });
        into.push(performance.now() - started);
      }
    }
    const proxyRss = rssOf(proxyTransport.pid!);
    await clients.direct.close();
    await clients.proxied.close();
    const d = [...direct.ms].sort((a, b) => a - b);
    const p = [...proxied.ms].sort((a, b) => a - b);
    const row = (name: string, s: number[]) =>
      `| ${name} | ${pct(s, 50).toFixed(3)} | ${pct(s, 99).toFixed(3)} | ${s[s.length - 1].toFixed(3)} |`;
    console.log(
      `${CALLS} sequential tools/call (echo) each way, interleaved, after ${WARMUP} warm-up calls each; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('| path | p50 ms | p99 ms | max ms |\n| --- | ---: | ---: | ---: |');
    console.log(row('straight to server-everything', d));
    console.log(row('through atdf proxy', p));
    console.log(
      `added latency: p50 ${(pct(p, 50) - pct(d, 50)).toFixed(3)} ms, p99 ${(pct(p, 99) - pct(d, 99)).toFixed(3)} ms; proxy RSS ${proxyRss.toFixed(1)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
