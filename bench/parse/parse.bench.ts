// Parse-layer benchmark: a generated multi-document ATDF 2.x catalog through
// parseFile (fast reader + yaml package fallback), the yaml package alone for
// comparison, and the incremental re-parse after a one-character edit; then
// the same tools as one JSON document (JSON is parsed whole on every edit).
//
//   npx tsx bench/parse/parse.bench.ts [--tools 1000] [--runs 15]
//
// Prints a Markdown table. Times are wall-clock medians (and minimums) over
// the runs after two warm-up runs; CPU is process user+system time per run,
// which is less disturbed by other processes on a busy machine.
import os from 'node:os';
import { parseAllDocuments } from 'yaml';
import { DEFAULT_PARSE_LIMITS, parseFile, splitYamlDocuments } from '../../server/src/core/parse';
import { parseYamlSlice } from '../../server/src/core/parse/yaml-document';
import { LineIndex } from '../../server/src/core/text/line-index';
import { catalogJson, catalogYaml } from './catalog';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) {
    console.error(`usage: npx tsx bench/parse/parse.bench.ts [--tools N] [--runs N]`);
    process.exit(2);
  }
  return v;
}

const tools = arg('tools', 1000);
const runs = arg('runs', 15);
const text = catalogYaml(tools);
const lines = text.split('\n').length;

interface Stat {
  median: number;
  min: number;
  cpu: number;
}
function measure(fn: () => unknown): Stat {
  for (let i = 0; i < 2; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  return { median: sorted(wall)[runs >> 1], min: sorted(wall)[0], cpu: sorted(cpu)[runs >> 1] };
}

// Sanity: every document is read, none with problems.
const full = parseFile(text, 'yaml');
if (full.documents.length !== tools || full.documents.some((d) => d.problems.length > 0)) {
  console.error('benchmark catalog did not parse cleanly');
  process.exit(1);
}

const json = catalogJson(tools);
const jsonFull = parseFile(json, 'json');
if (jsonFull.documents[0].unusable || jsonFull.documents[0].problems.length > 0) {
  console.error('benchmark JSON catalog did not parse cleanly');
  process.exit(1);
}

// Alternately insert and remove one character in the middle tool, so the
// documents after it move (their locations are shifted, lazily).
const mid = text.indexOf(`tool_${String(tools >> 1).padStart(5, '0')}`);
const editedA = text.slice(0, mid) + 'x' + text.slice(mid);
const editedB = text;
let prev = parseFile(editedA, 'yaml');
// The same edit in the JSON catalog (inside the middle tool's id string, so it stays valid).
const jsonMid = json.indexOf(`tool_${String(tools >> 1).padStart(5, '0')}`);
const jsonA = json.slice(0, jsonMid) + 'x' + json.slice(jsonMid);
let jsonPrev = parseFile(jsonA, 'json');

const rows: Array<[string, Stat]> = [
  ['parseFile, fresh (fast reader, yaml fallback)', measure(() => parseFile(text, 'yaml'))],
  [
    'parseFile through the yaml package only',
    measure(() => {
      const docs = [];
      for (const extent of splitYamlDocuments(text)) docs.push(...parseYamlSlice(text, extent, docs.length, DEFAULT_PARSE_LIMITS, false));
      return docs;
    }),
  ],
  ['yaml parseAllDocuments alone (no values, no map)', measure(() => parseAllDocuments(text))],
  [
    'parseFile after a 1-char edit (previous given)',
    measure(() => {
      prev = parseFile(prev.text === editedA ? editedB : editedA, 'yaml', undefined, prev);
    }),
  ],
  [
    '  ... and reading every location of every document',
    measure(() => {
      prev = parseFile(prev.text === editedA ? editedB : editedA, 'yaml', undefined, prev);
      let n = 0;
      for (const d of prev.documents) n += d.locations.size;
      return n;
    }),
  ],
  ['splitYamlDocuments', measure(() => splitYamlDocuments(text))],
  ['LineIndex construction', measure(() => new LineIndex(text))],
];
const jsonRows: Array<[string, Stat]> = [
  ['parseFile, fresh', measure(() => parseFile(json, 'json'))],
  [
    'parseFile after a 1-char edit (previous given)',
    measure(() => {
      jsonPrev = parseFile(jsonPrev.text === jsonA ? json : jsonA, 'json', undefined, jsonPrev);
    }),
  ],
  ['JSON.parse alone (no map, no checks)', measure(() => JSON.parse(json))],
];

const cpu = os.cpus();
console.log(
  `### Parse layer: ${tools} ATDF 2.x tools in one YAML stream (${lines.toLocaleString('en')} lines, ${(text.length / 1e6).toFixed(2)} MB)\n`,
);
console.log(`Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; ${runs} runs after 2 warm-ups.\n`);
const table = (stats: Array<[string, Stat]>): void => {
  console.log('| step | median ms | min ms | CPU ms (median) |');
  console.log('|---|---:|---:|---:|');
  for (const [name, s] of stats) console.log(`| ${name} | ${s.median.toFixed(1)} | ${s.min.toFixed(1)} | ${s.cpu.toFixed(1)} |`);
};
table(rows);
console.log(
  `\n### Parse layer: the same ${tools} tools as one JSON document (${json.split('\n').length.toLocaleString('en')} lines, ${(json.length / 1e6).toFixed(2)} MB)\n`,
);
table(jsonRows);
