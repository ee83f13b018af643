// How validation grows with the size of a document and its number of errors
// (issue 19: nothing quadratic): one object of n members each with an error,
// n missing required names, n items each failing a 2,000-value enum, and n
// valid members (the baseline). Prints, per n, the CPU time of one validation
// and the time per 1,000 members/errors: a flat last column is linear work.
// Run: npx tsx bench/validator/error-growth.bench.ts [--sizes 1000,10000,100000]
import os from 'node:os';
import { compileSchema } from '../../server/src/core/schema';

function cpuMs(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}

interface Scenario {
  name: string;
  /** Builds the schema and the instance for size n; the validation is what is timed. */
  make(n: number): { schema: unknown; instance: unknown };
}

const ENUM = Array.from({ length: 2000 }, (_, i) => 'value-' + i);

const scenarios: Scenario[] = [
  {
    name: 'n members, each of the wrong type (additionalProperties)',
    make: (n) => ({
      schema: { additionalProperties: { type: 'string' } },
      instance: Object.fromEntries(Array.from({ length: n }, (_, i) => ['k' + i, i])),
    }),
  },
  {
    name: 'n missing required names',
    make: (n) => ({ schema: { required: Array.from({ length: n }, (_, i) => 'r' + i) }, instance: {} }),
  },
  {
    name: 'n items failing a 2,000-value enum',
    make: (n) => ({ schema: { items: { enum: ENUM } }, instance: Array.from({ length: n }, () => 'x') }),
  },
  {
    name: 'n valid members (baseline: the fast path)',
    make: (n) => ({
      schema: { additionalProperties: { type: 'integer' } },
      instance: Object.fromEntries(Array.from({ length: n }, (_, i) => ['k' + i, i])),
    }),
  },
];

function parseSizes(argv: string[]): number[] {
  const i = argv.indexOf('--sizes');
  if (i < 0) return [1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];
  return argv[i + 1].split(',').map((s) => Math.max(1, Number(s.replace(/_/g, '')) | 0));
}

function main(): void {
  const sizes = parseSizes(process.argv.slice(2));
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log('CPU time of one validation (the TypeScript sources under tsx), best of 3; errors and output size as returned.\n');
  for (const s of scenarios) {
    console.log(`### ${s.name}\n`);
    console.log('| n | errors | output (KB) | ms | ms per 1,000 |');
    console.log('| ---: | ---: | ---: | ---: | ---: |');
    for (const n of sizes) {
      const { schema, instance } = s.make(n);
      const compiled = compileSchema(schema);
      let errors = 0;
      let bytes = 0;
      let best = Infinity;
      for (let round = 0; round < 3; round++) {
        best = Math.min(
          best,
          cpuMs(() => {
            const r = compiled.validate(instance);
            errors = r.errors.length;
            if (round === 0) bytes = JSON.stringify(r.errors).length;
          }),
        );
      }
      console.log(
        `| ${n.toLocaleString('en-US')} | ${errors.toLocaleString('en-US')} | ${(bytes / 1024).toFixed(0)} | ${best.toFixed(1)} | ${((best / n) * 1000).toFixed(2)} |`,
      );
    }
    console.log('');
  }
}

main();
