// Validator benchmark, side by side with Ajv 8 (ajv/dist/2020) in one run:
//   compile + validate once  — the editor's case: the schema changes as the user types;
//   hot loop                 — one compiled schema, the same instances validated again and again.
// Run: npx tsx bench/validator/validator.bench.ts
import os from 'node:os';
import Ajv2020 from 'ajv/dist/2020';
import { compileSchema } from '../../server/src/core/schema';
import { benchCases, type BenchCase } from './schemas';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/**
 * Best time per call in microseconds, over `rounds` rounds of `calls` calls
 * after a warm-up. The minimum, not the median: on a shared 2-core machine the
 * other rounds mostly measure the neighbours.
 */
function measure(fn: () => void, calls: number, rounds = 11): number {
  for (let i = 0; i < calls; i++) fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) fn();
    samples.push(Number(process.hrtime.bigint() - t0) / 1000 / calls);
  }
  return Math.min(...samples);
}

interface Row {
  name: string;
  valid: number;
  invalid: number;
  ourOnce: number;
  ajvOnce: number;
  /** Hot loop over the valid instances, then over the invalid ones (with every error and its message). */
  ourHot: number;
  ajvHot: number;
  ourHotInvalid: number;
  ajvHotInvalid: number;
}

function benchCase(c: BenchCase, ajv: Ajv2020): Row {
  // Both must agree, or the timing compares different work.
  const ours = compileSchema(c.schema);
  const theirs = ajv.compile(clone(c.schema));
  for (const instance of c.instances) {
    const a = ours.validate(instance).valid;
    const b = theirs(instance);
    if (a !== b) throw new Error(`${c.name}: verdicts differ on ${JSON.stringify(instance).slice(0, 80)} (ours ${a}, Ajv ${b})`);
  }
  // Fresh schema objects for every compile, so neither side can reuse a cached compilation.
  const copies = Array.from({ length: 64 }, () => clone(c.schema));
  let k = 0;
  const ourOnce = measure(() => {
    const s = compileSchema(copies[k++ & 63]);
    for (const instance of c.instances) s.validate(instance);
  }, 200);
  k = 0;
  const ajvOnce = measure(() => {
    const schema = copies[k++ & 63];
    const v = ajv.compile(schema);
    for (const instance of c.instances) v(instance);
    ajv.removeSchema(schema);
  }, 20, 5);
  // The hot loops compare the same work: Ajv here checks no formats, so neither do we.
  const oursHot = compileSchema(c.schema, { formatWarnings: false });
  const valid = c.instances.filter((i) => ours.validate(i).valid);
  const invalid = c.instances.filter((i) => !ours.validate(i).valid);
  const hot = (list: unknown[], fn: (i: unknown) => unknown) =>
    list.length === 0 ? NaN : measure(() => { for (const instance of list) fn(instance); }, 20000);
  return {
    name: c.name,
    valid: valid.length,
    invalid: invalid.length,
    ourOnce,
    ajvOnce,
    ourHot: hot(valid, (i) => oursHot.validate(i)),
    ajvHot: hot(valid, (i) => theirs(i)),
    ourHotInvalid: hot(invalid, (i) => oursHot.validate(i)),
    ajvHotInvalid: hot(invalid, (i) => theirs(i)),
  };
}

function fmt(us: number): string {
  if (Number.isNaN(us)) return '–';
  return us >= 100 ? us.toFixed(0) : us >= 10 ? us.toFixed(1) : us.toFixed(2);
}

function main(): void {
  const ajv = new Ajv2020({ strict: false, ownProperties: true, allErrors: true, validateFormats: false });
  const rows = benchCases().map((c) => benchCase(c, ajv));
  console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, ${os.platform()}`);
  console.log('Times are the best of 11 rounds per operation (all instances of the case, or all valid / all invalid ones), in µs;');
  console.log('ratio = Ajv time / our time (> 1: we are faster). Ajv: allErrors, ownProperties, no formats. Ours: every error with its message;');
  console.log('format warnings on in compile+validate once (the editor case), off in the hot loops (the same work as Ajv).\n');
  console.log('| case | instances (valid/invalid) | compile+validate once: ours | Ajv | ratio | hot, valid: ours | Ajv | ratio | hot, invalid: ours | Ajv | ratio |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const ratio = (ajv: number, ours: number, digits: number) => (Number.isNaN(ours) ? '–' : `${(ajv / ours).toFixed(digits)}x`);
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.valid}/${r.invalid} | ${fmt(r.ourOnce)} µs | ${fmt(r.ajvOnce)} µs | ${ratio(r.ajvOnce, r.ourOnce, 1)} | ` +
        `${fmt(r.ourHot)} µs | ${fmt(r.ajvHot)} µs | ${ratio(r.ajvHot, r.ourHot, 2)} | ` +
        `${fmt(r.ourHotInvalid)} µs | ${fmt(r.ajvHotInvalid)} µs | ${ratio(r.ajvHotInvalid, r.ourHotInvalid, 2)} |`,
    );
  }
}

main();
