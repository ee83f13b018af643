// Validator benchmark, side by side with Ajv 8 (ajv/dist/2020) in one run:
//   compile + validate once  — the editor's case: the schema changes as the user types;
//   hot loop                 — one compiled schema, the same instances validated again and again.
// Run: npx tsx bench/validator/validator.bench.ts [--rounds N] [--only substring] [--source]
// A second table puts the hot loops beside two more validators, @exodus/schemasafe (generated code, like
// Ajv) and @cfworker/json-schema (an interpreter), in the same rounds: every one with all errors and no formats.
// (the Notion row is the composition-heavy real one: 24 inputSchemas of a real MCP server)
//
// What is measured is what ships: the validator bundled by esbuild as
// scripts/build.mjs does (target node20), loaded from a temporary file.
// Under tsx every module boundary is a getter call, which slows compilation
// down about 2.5x; --source measures the TypeScript sources under tsx instead.
//
// Method: for every measurement both validators run in alternating rounds
// (ours, Ajv, Ajv, ours, ...), so that both see the same load on a shared
// machine; the figure is the median of the rounds, the ratio the median of
// the per-round ratios.
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { buildSync } from 'esbuild';
import Ajv2020 from 'ajv/dist/2020';
import Ajv7 from 'ajv';
import { validator as schemasafeValidator } from '@exodus/schemasafe';
import { Validator as CfValidator } from '@cfworker/json-schema';
import * as sources from '../../server/src/core/schema';
import { benchCases, type BenchCase } from './schemas';

type Engine = typeof sources;

/** The schema layer bundled the way the product is, or the sources themselves (--source). */
function loadEngine(fromSource: boolean): Engine {
  if (fromSource) return sources;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-validator-bench-'));
  try {
    const outfile = path.join(dir, 'schema.js');
    buildSync({
      entryPoints: [path.resolve(__dirname, '../../server/src/core/schema/index.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      outfile,
      logLevel: 'warning',
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(outfile) as Engine;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let compileSchema: Engine['compileSchema'];

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * CPU time per call in microseconds of `calls` calls. CPU time (user +
 * system of this process), not wall time: on a shared machine with more
 * runnable jobs than cores, wall time mostly measures the waits for a core.
 */
function time(fn: () => void, calls: number): number {
  const t0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / calls;
}

interface Pair {
  ours: number;
  ajv: number;
  /** Median of the per-round ratios Ajv / ours (> 1: we are faster). */
  ratio: number;
}

/** Both functions in alternating rounds after a warm-up; medians. Each round lasts about `roundMs`. */
function pair(ours: () => void, ajv: () => void, rounds: number, roundMs: number): Pair {
  // Warm-up, and the number of calls that fills a round.
  const callsFor = (fn: () => void) => {
    let calls = 1;
    for (;;) {
      const us = time(fn, calls) * calls;
      if (us >= roundMs * 1000 || calls >= 1 << 22) return calls;
      calls *= us < roundMs * 100 ? 8 : 2;
    }
  };
  const oursCalls = callsFor(ours);
  const ajvCalls = callsFor(ajv);
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let x: number, y: number;
    if (r % 2 === 0) {
      x = time(ours, oursCalls);
      y = time(ajv, ajvCalls);
    } else {
      y = time(ajv, ajvCalls);
      x = time(ours, oursCalls);
    }
    a.push(x);
    b.push(y);
    ratios.push(y / x);
  }
  return { ours: median(a), ajv: median(b), ratio: median(ratios) };
}

interface Row {
  name: string;
  valid: number;
  invalid: number;
  once: Pair;
  hotValid: Pair | null;
  hotInvalid: Pair | null;
}

type AjvLike = Ajv2020 | Ajv7;

function benchCase(c: BenchCase, ajv: AjvLike, rounds: number): Row {
  // Both must agree, or the timing compares different work.
  const ours = c.parts.map((p) => compileSchema(p.schema));
  const theirs = c.parts.map((p) => ajv.compile(clone(p.schema)));
  c.parts.forEach((p, k) => {
    for (const instance of p.instances) {
      const a = ours[k].validate(instance).valid;
      const b = theirs[k](instance);
      if (a !== b) throw new Error(`${c.name}: verdicts differ on ${JSON.stringify(instance).slice(0, 80)} (ours ${a}, Ajv ${b})`);
    }
  });
  // Fresh schema objects for every compile, so neither side can reuse a cached compilation.
  const copies = Array.from({ length: 64 }, () => c.parts.map((p) => clone(p.schema)));
  let k = 0;
  let j = 0;
  const once = pair(
    () => {
      const schemas = copies[k++ & 63];
      c.parts.forEach((p, i) => {
        const s = compileSchema(schemas[i]);
        for (const instance of p.instances) s.validate(instance);
      });
    },
    () => {
      const schemas = copies[j++ & 63];
      c.parts.forEach((p, i) => {
        const v = ajv.compile(schemas[i]);
        for (const instance of p.instances) v(instance);
        ajv.removeSchema(schemas[i]);
      });
    },
    rounds,
    40,
  );
  // The hot loops compare the same work: Ajv here checks no formats, so neither do we.
  const oursHot = c.parts.map((p) => compileSchema(p.schema, { formatWarnings: false }));
  const split = (wanted: boolean) =>
    c.parts.flatMap((p, i) => p.instances.filter((x) => ours[i].validate(x).valid === wanted).map((x) => [i, x] as const));
  const valid = split(true);
  const invalid = split(false);
  const hot = (list: (readonly [number, unknown])[]) =>
    list.length === 0
      ? null
      : pair(
          () => {
            for (let i = 0; i < list.length; i++) oursHot[list[i][0]].validate(list[i][1]);
          },
          () => {
            for (let i = 0; i < list.length; i++) theirs[list[i][0]](list[i][1]);
          },
          rounds,
          20,
        );
  return { name: c.name, valid: valid.length, invalid: invalid.length, once, hotValid: hot(valid), hotInvalid: hot(invalid) };
}

/** A copy of a schema without its `format` keywords (a member named "format" under `properties` stays). */
function withoutFormats(value: unknown, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutFormats(v));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'format' && typeof v === 'string' && parentKey !== 'properties') continue;
    out[k] = withoutFormats(v, k);
  }
  return out;
}

/** A validator of the peers' table: a yes/no answer with every error made (each validator's own error list). */
type Peer = (instance: unknown) => boolean;

interface PeerRow {
  name: string;
  /** µs per pass over the valid (invalid) instances, per validator; null: it refused the schema or its verdicts differ. */
  valid: Record<string, number | null> | null;
  invalid: Record<string, number | null> | null;
  notes: string[];
}

const PEERS = ['ours', 'ajv', 'schemasafe', 'cfworker'] as const;

function peerValidators(c: BenchCase, ajv: AjvLike, notes: string[]): Record<(typeof PEERS)[number], Peer[] | null> {
  const ours = c.parts.map((p) => compileSchema(p.schema, { formatWarnings: false })).map((v) => (x: unknown) => v.validate(x).valid);
  const theirs = c.parts.map((p) => ajv.compile(clone(p.schema)));
  const make = (name: string, build: (schema: Record<string, unknown>) => Peer): Peer[] | null => {
    try {
      return c.parts.map((p) => build(clone(p.schema)));
    } catch (err) {
      notes.push(`${name} refused the schema (${String((err as Error).message ?? err).slice(0, 80)})`);
      return null;
    }
  };
  const draft = c.draft === 'draft-07' ? 'http://json-schema.org/draft-07/schema#' : 'https://json-schema.org/draft/2020-12/schema';
  return {
    ours,
    ajv: theirs.map((v) => (x: unknown) => v(x)),
    schemasafe: make('schemasafe', (schema) => {
      // Its `formatAssertion: false` generates code that does not compile (1.3.0): the formats are taken out instead.
      const v = schemasafeValidator(withoutFormats(schema) as never, {
        mode: 'lax',
        includeErrors: true,
        allErrors: true,
        $schemaDefault: draft,
        allowUnusedKeywords: true,
      });
      return (x: unknown) => v(x as never);
    }),
    cfworker: make('cfworker', (schema) => {
      const v = new CfValidator(schema as never, c.draft === 'draft-07' ? '7' : '2020-12', false);
      return (x: unknown) => v.validate(x).valid;
    }),
  };
}

/** The hot loops of every validator in the same rounds (the order rotates each round); medians in µs per pass. */
function peersCase(c: BenchCase, ajv: AjvLike, rounds: number): PeerRow {
  const notes: string[] = [];
  const validators = peerValidators(c, ajv, notes);
  const ours = validators.ours!;
  const list = (wanted: boolean) => c.parts.flatMap((p, i) => p.instances.filter((x) => ours[i](x) === wanted).map((x) => [i, x] as const));
  const measureList = (items: (readonly [number, unknown])[]): Record<string, number | null> | null => {
    if (items.length === 0) return null;
    const runners: [string, () => void][] = [];
    const out: Record<string, number | null> = {};
    for (const name of PEERS) {
      const v = validators[name];
      // Verdicts must agree with ours, or the timing compares different work.
      const agrees = v !== null && items.every(([i, x]) => v[i](x) === ours[i](x));
      if (v !== null && !agrees) notes.push(`${name}: verdicts differ from ours`);
      if (v === null || !agrees) {
        out[name] = null;
        continue;
      }
      runners.push([
        name,
        () => {
          for (let k = 0; k < items.length; k++) v[items[k][0]](items[k][1]);
        },
      ]);
    }
    const callsFor = (fn: () => void) => {
      let calls = 1;
      for (;;) {
        const us = time(fn, calls) * calls;
        if (us >= 20_000 || calls >= 1 << 22) return calls;
        calls *= us < 2_000 ? 8 : 2;
      }
    };
    const calls = runners.map(([, fn]) => callsFor(fn));
    const samples = runners.map((): number[] => []);
    for (let r = 0; r < rounds; r++) {
      for (let j = 0; j < runners.length; j++) {
        const k = (j + r) % runners.length;
        samples[k].push(time(runners[k][1], calls[k]));
      }
    }
    runners.forEach(([name], k) => (out[name] = median(samples[k])));
    return out;
  };
  return { name: c.name, valid: measureList(list(true)), invalid: measureList(list(false)), notes };
}

function peerCells(values: Record<string, number | null> | null): string {
  if (values === null) return PEERS.map(() => '–').join(' | ') + ' | –';
  const ours = values.ours;
  const cellsOut = PEERS.map((name) => (values[name] == null ? 'n/a' : fmt(values[name]!)));
  const ajv = values.ajv;
  const ratio = ours != null && ajv != null ? `${(ajv / ours).toFixed(2)}x` : '–';
  return `${cellsOut.join(' | ')} | ${ratio}`;
}

function fmt(us: number): string {
  return us >= 100 ? us.toFixed(0) : us >= 10 ? us.toFixed(1) : us >= 1 ? us.toFixed(2) : us.toFixed(3);
}

function cells(p: Pair | null, digits: number): string {
  if (p === null) return '– | – | –';
  return `${fmt(p.ours)} | ${fmt(p.ajv)} | ${p.ratio.toFixed(digits)}x`;
}

function parseArgs(argv: string[]): { rounds: number; only: string | null; source: boolean } {
  let rounds = 15;
  let only: string | null = null;
  let source = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rounds') rounds = Math.max(1, Number(argv[++i]) || rounds);
    else if (argv[i] === '--only') only = argv[++i] ?? null;
    else if (argv[i] === '--source') source = true;
  }
  return { rounds, only, source };
}

function main(): void {
  const { rounds, only, source } = parseArgs(process.argv.slice(2));
  compileSchema = loadEngine(source).compileSchema;
  const options = { strict: false, ownProperties: true, allErrors: true, validateFormats: false };
  const ajv2020 = new Ajv2020(options);
  // draft-07 schemas get Ajv's draft-07 class (its meta-schema copy is not asked: it refuses what the draft allows).
  const ajv07 = new Ajv7({ ...options, validateSchema: false });
  const cases = benchCases().filter((c) => only === null || c.name.includes(only));
  const rows = cases.map((c) => benchCase(c, c.draft === 'draft-07' ? ajv07 : ajv2020, rounds));
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, ${os.platform()}, load average ${load}`,
  );
  console.log(`Ours: ${source ? 'the TypeScript sources under tsx' : 'the esbuild bundle (as shipped)'}.`);
  console.log(
    `Times in µs per operation (every schema of the case compiled and all its instances checked, or all valid / all invalid ones): median of ${rounds} rounds,`,
  );
  console.log('ours and Ajv alternating; ratio = median of the per-round ratios Ajv time / our time (> 1: we are faster).');
  console.log(
    'Ajv (2020-12, or draft-07 for draft-07 schemas): allErrors, ownProperties, no formats. Ours: every error with its message; format warnings on in',
  );
  console.log('compile+validate once (the editor case), off in the hot loops (the same work as Ajv).\n');
  console.log(
    '| case | instances (valid/invalid) | compile+validate once: ours | Ajv | ratio | hot, valid: ours | Ajv | ratio | hot, invalid: ours | Ajv | ratio |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.valid}/${r.invalid} | ${cells(r.once, 1)} | ${cells(r.hotValid, 2)} | ${cells(r.hotInvalid, 2)} |`);
  }
  console.log('\nPeers, hot loops (µs per pass over the valid / invalid instances, median of the rounds, all four in each round in');
  console.log('rotating order; every validator with all errors and no formats: Ajv allErrors, schemasafe includeErrors + allErrors,');
  console.log('cfworker shortCircuit false; "vs Ajv" = Ajv time / our time):\n');
  console.log('| case | valid: ours | Ajv | schemasafe | cfworker | vs Ajv | invalid: ours | Ajv | schemasafe | cfworker | vs Ajv |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const notes: string[] = [];
  for (const c of cases) {
    const row = peersCase(c, c.draft === 'draft-07' ? ajv07 : ajv2020, rounds);
    console.log(`| ${row.name} | ${peerCells(row.valid)} | ${peerCells(row.invalid)} |`);
    for (const n of row.notes) notes.push(`${row.name}: ${n}`);
  }
  if (notes.length > 0) console.log(`\n${[...new Set(notes)].join('\n')}`);
  console.log(`\nLoad average at the end ${os.loadavg()[0].toFixed(1)}`);
}

main();
