// Whole-file parse + validate of the generated 1000-tool ATDF 2.x catalog
// (one multi-document YAML stream, 45,000 lines), through validateFile: the
// work behind "open -> diagnostics" and "edit -> diagnostics". Target: <= 300 ms.
//   npx tsx bench/engine/catalog.bench.ts [--tools 1000] [--runs 10]
import os from 'node:os';
import { createCompiler } from '../../server/src/core/atdf/compiler';
import { checkDocument } from '../../server/src/core/atdf/check-document';
import { parseFile } from '../../server/src/core/parse/index';
import { validateFile } from '../../server/src/core/validate-file';
import { generateCatalog } from '../gen-catalog';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`usage: catalog.bench.ts [--tools N] [--runs N]\n`);
    process.exit(2);
  }
  return n;
}

const tools = arg('--tools', 1000);
const runs = arg('--runs', 10);
const text = generateCatalog(tools);
const lineCount = text.split('\n').length - 1;

/** CPU time (user + system, all threads) of the last `time` call: less sensitive than wall time to a busy machine. */
const cpuSamples: number[] = [];

function time(fn: () => void): number {
  const cpu = process.cpuUsage();
  const t = performance.now();
  fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu);
  cpuSamples.push((used.user + used.system) / 1000);
  return wall;
}

function cpuOf(count: number): number {
  const last = cpuSamples.slice(-count).sort((a, b) => a - b);
  return last[Math.floor(last.length / 2)];
}

function stats(samples: number[]): { median: number; min: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1] };
}

const rows: [string, ...number[]][] = [];
const firstRun = time(() => validateFile(text, { language: 'yaml' }));

// Open: a fresh compiler each time (nothing cached), as when a file is opened.
const open = stats(Array.from({ length: runs }, () => time(() => validateFile(text, { language: 'yaml' }))));
const openCpu = cpuOf(runs);
// Split of the open case: parse alone, then the ATDF rules alone on the parsed values.
const parseOnly = stats(Array.from({ length: runs }, () => time(() => parseFile(text, 'yaml'))));
const parseCpu = cpuOf(runs);
const parsed = parseFile(text, 'yaml');
const rulesOnly = stats(
  Array.from({ length: runs }, () => {
    const compiler = createCompiler();
    return time(() => {
      for (const doc of parsed.documents) checkDocument(doc.value, compiler);
    });
  }),
);
const rulesCpu = cpuOf(runs);

// Edit: one line in the middle broken then mended, with the previous report (incremental).
const compiler = createCompiler();
let previous = validateFile(text, { language: 'yaml', compiler });
const lines = text.split('\n');
const middle = lines.findIndex((l, i) => i >= lines.length / 2 && /^\s+type: string$/.test(l));
const broken = [...lines.slice(0, middle), lines[middle].replace('string', '12345'), ...lines.slice(middle + 1)].join('\n');
const editSamples: number[] = [];
for (let i = 0; i < runs * 2; i++) {
  const next = i % 2 === 0 ? broken : text;
  editSamples.push(time(() => (previous = validateFile(next, { language: 'yaml', compiler, previous }))));
}
const edit = stats(editSamples);
const editCpu = cpuOf(runs * 2);
if (!previous.diagnostics.length && editSamples.length % 2 === 1) throw new Error('the edit was not seen');

rows.push(['open: parse + validate (fresh caches)', open.median, open.min, open.max, openCpu]);
rows.push(['  of which parse (yaml -> values + locations)', parseOnly.median, parseOnly.min, parseOnly.max, parseCpu]);
rows.push(['  of which ATDF rules + schema validation', rulesOnly.median, rulesOnly.min, rulesOnly.max, rulesCpu]);
rows.push(['edit -> diagnostics (incremental, one document changed)', edit.median, edit.min, edit.max, editCpu]);

const f = (n: number) => n.toFixed(1);
console.log(
  `## Engine: whole-file parse + validate (${tools} tools, ${lineCount.toLocaleString('en')} lines, ${(text.length / 1e6).toFixed(2)} MB)\n`,
);
console.log(`First run in a fresh process (includes JIT warm-up): ${f(firstRun)} ms. ${runs} runs each below.\n`);
const load = os.loadavg()[0];
console.log(
  `Load average during the run: ${load.toFixed(1)} on ${os.cpus().length} cores (wall times on a busy machine are noisy; CPU time less so).\n`,
);
console.log('| case | median ms | min ms | max ms | median CPU ms |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, ...n] of rows) console.log(`| ${name} | ${n.map(f).join(' | ')} |`);
console.log(`\nTarget: open <= 300 ms (${open.median <= 300 ? 'met' : 'NOT met'}).`);
