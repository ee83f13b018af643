// The tool registry at run time (issue 27): `registry.call` on the seed's
// date-range tool (test/vendor/atdf-seed/), sequential awaited calls, each
// one checked in (arguments) and out (the handler's result against the
// success schema), as an agent harness would make them:
//   valid    the call reaches the handler, its result is checked;
//   invalid  the arguments break the schema: the answer lists every problem
//            with its pointer and message (the handler is not called);
//   check    `registry.check` alone (synchronous, the input stage).
// Run: npx tsx bench/runtime/registry.bench.ts [--rounds N] [--source]
// What is measured is what ships: the engine bundled by esbuild as
// scripts/build.mjs does; --source measures the TypeScript sources under tsx.
// Figures are calls per second of CPU time (user + system; wall time mostly
// measures waits for a core on a shared machine), the median of the rounds,
// with the wall-time figure beside it.
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { buildSync } from 'esbuild';
import * as sources from '../../server/src/core/index';

type Engine = typeof sources;

function loadEngine(fromSource: boolean): Engine {
  if (fromSource) return sources;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-registry-bench-'));
  try {
    const outfile = path.join(dir, 'engine.js');
    buildSync({
      entryPoints: [path.resolve(__dirname, '../../server/src/core/index.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      outfile,
      logLevel: 'warning',
      loader: { '.json': 'json' },
      // As scripts/bundles.mjs: jsonc-parser's UMD main cannot be bundled, its ES module build can.
      alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
      define: { ATDF_VERSION: '"bench"' },
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(outfile) as Engine;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 9);
const engine = loadEngine(args.includes('--source'));

const seed = readFileSync(path.resolve(__dirname, '../../test/vendor/atdf-seed/validar_rango_de_fechas.atdf.yaml'), 'utf8');
const NAME = 'validar_rango_de_fechas';
const answer = { status: 'success', data: { text: 'ok' }, meta: { timestamp: '2025-07-11T14:25:00Z' } };
const valid = { Start: '2025-07-12T10:00:00Z', End: '2025-07-12T12:00:00Z' };
// Two problems: a wrong type and a missing member.
const invalid = { Start: 20250712 };

const registry = engine.createRegistry();
let handled = 0;
registry.register(seed, () => {
  handled++;
  return answer;
});

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

interface Round {
  cpu: number;
  wall: number;
}

async function roundOf(calls: number, instance: unknown): Promise<Round> {
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) await registry.call(NAME, instance);
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  return { cpu: calls / ((cpu.user + cpu.system) / 1e6), wall: calls / (wall / 1e3) };
}

function checkRound(calls: number, instance: unknown): Round {
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) registry.check(NAME, instance);
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  return { cpu: calls / ((cpu.user + cpu.system) / 1e6), wall: calls / (wall / 1e3) };
}

async function measure(label: string, run: (calls: number) => Promise<Round> | Round, goal: number | undefined) {
  await run(50_000); // warm-up: the optimizing compiler settles
  const calls = 200_000;
  const results: Round[] = [];
  for (let r = 0; r < rounds; r++) results.push(await run(calls));
  const cpu = median(results.map((r) => r.cpu));
  const wall = median(results.map((r) => r.wall));
  const met = goal === undefined ? '' : cpu >= goal ? 'met' : 'not met';
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(`| ${label} | ${fmt(cpu)} | ${fmt(wall)} | ${goal === undefined ? '' : `>= ${fmt(goal)}`} | ${met} |`);
}

async function main() {
  // The answers the figures are of, checked before timing.
  const ok = await registry.call(NAME, valid);
  const refused = await registry.call(NAME, invalid);
  if (!ok.ok || refused.ok || refused.errors.length !== 2 || refused.errors.some((e) => !e.pointer)) {
    throw new Error(`unexpected answers: ${JSON.stringify([ok, refused])}`);
  }
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `Ours: ${args.includes('--source') ? 'the TypeScript sources under tsx' : 'the esbuild bundle (as shipped)'}; ${rounds} rounds of 200,000 calls, median.`,
  );
  console.log(`Invalid call: ${JSON.stringify(refused.errors)}`);
  console.log('');
  console.log('| registry, seed date-range tool | calls/s (CPU time) | calls/s (wall) | goal | |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  const before = handled;
  await measure('`call`, valid (input + handler + output checked)', (n) => roundOf(n, valid), 1_000_000);
  await measure('`call`, invalid (every problem with pointer and message)', (n) => roundOf(n, invalid), 200_000);
  await measure('`check`, valid', (n) => checkRound(n, valid), undefined);
  await measure('`check`, invalid', (n) => checkRound(n, invalid), undefined);
  if (handled - before !== 50_000 + rounds * 200_000) throw new Error(`the handler ran ${handled - before} times`);
  console.log(`\nLoad average at the end ${os.loadavg()[0].toFixed(2)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
