// How one file's validation grows with the size of a single document (issue 19:
// nothing quadratic, big documents stay responsive): one tool with n input
// properties, written four ways (block YAML, JSON text in a .atdf.yaml file,
// YAML flow style, .atdf.json). Per n and form: the CPU time of one
// validateFile (parse, dialect, schemas, examples, lint) and per 1,000
// properties (a flat column is linear work), and beside the flow forms the
// yaml package's parse alone (what a yaml-package-based server spends before
// it checks anything).
// Run: npx tsx bench/engine/document-growth.bench.ts [--sizes 1000,4000,16000,32000]
import os from 'node:os';
import { parseDocument, stringify } from 'yaml';
import { createEngine } from '../../server/src/core/index';

function cpuMs(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}

function tool(n: number): unknown {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < n; i++)
    properties[`p${i}`] = {
      type: 'string',
      description: `Property number ${i}: one of a${i} (first) or b${i} (second).`,
      enum: [`a${i}`, `b${i}`],
    };
  return {
    tool: {
      name: 'big.tool',
      description: 'One tool with many input properties, to see how validation grows.',
      input: { type: 'object', properties },
      examples: [{ input: { p0: 'a0' } }],
    },
  };
}

const forms: { name: string; language: 'yaml' | 'json'; text: (value: unknown) => string; yamlFlow: boolean }[] = [
  { name: 'block YAML', language: 'yaml', text: (v) => stringify(v), yamlFlow: false },
  { name: 'JSON in .atdf.yaml', language: 'yaml', text: (v) => JSON.stringify(v, null, 1), yamlFlow: true },
  { name: 'YAML flow style', language: 'yaml', text: (v) => JSON.stringify(v, null, 1).replace(/"([a-z_0-9]+)":/g, '$1:'), yamlFlow: true },
  { name: '.atdf.json', language: 'json', text: (v) => JSON.stringify(v, null, 2), yamlFlow: false },
];

function parseSizes(argv: string[]): number[] {
  const i = argv.indexOf('--sizes');
  if (i < 0) return [1000, 4000, 16_000, 32_000];
  return argv[i + 1].split(',').map((s) => Math.max(1, Number(s.replace(/_/g, '')) | 0));
}

function main(): void {
  const sizes = parseSizes(process.argv.slice(2));
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log('One document, one tool with n properties: CPU ms of engine.validateFile (second run of each), per 1,000 properties.');
  console.log('');
  console.log('| form | n | size | validateFile ms | per 1,000 | yaml package parse alone ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const engine = createEngine();
  for (const form of forms) {
    for (const n of sizes) {
      const text = form.text(tool(n));
      engine.validateFile(text, { language: form.language }); // warm-up (compiles, caches)
      const ms = cpuMs(() => engine.validateFile(text, { language: form.language }));
      const yamlMs = form.yamlFlow ? cpuMs(() => parseDocument(text)).toFixed(0) : '';
      const mb = (text.length / 1e6).toFixed(2);
      console.log(`| ${form.name} | ${n} | ${mb} MB | ${ms.toFixed(0)} | ${((ms / n) * 1000).toFixed(1)} | ${yamlMs} |`);
    }
  }
}

main();
