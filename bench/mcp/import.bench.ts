// MCP import of a large tools/list: 2,000 realistic tools (~5 MB of JSON).
//
//   npx tsx bench/mcp/import.bench.ts [--tools 2000] [--runs 3]
//
// Measures, in one run:
//   - the built CLI end to end (`node dist/cli.js import-mcp tools.json --out DIR`,
//     process start to exit: read + parse + check + convert + serialize +
//     validate every generated file + atomic writes), in both dialects;
//   - the same steps in process, one by one, to show where the time goes.
// Target (issue 4): <= 2 s for 2,000 tools. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importTools, importToolsChecked } from '../../server/src/core/mcp/import-tools';
import { readToolsText } from '../../server/src/core/mcp/read-tools';
import type { ImportDialect } from '../../server/src/core/mcp/types';
import { writeFilesAtomically } from '../../server/src/cli/write-files';
import { realisticTool } from './realistic-tools';

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');

function parseArgs(argv: string[]): { tools: number; runs: number } {
  const args = { tools: 2000, runs: 3 };
  for (let i = 0; i < argv.length; i += 2) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--tools' && Number.isInteger(value) && value > 0) args.tools = value;
    else if (argv[i] === '--runs' && Number.isInteger(value) && value > 0) args.runs = value;
    else throw new Error('usage: npx tsx bench/mcp/import.bench.ts [--tools 2000] [--runs 3]');
  }
  return args;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function inProcess(text: string, dialect: ImportDialect, dir: string) {
  const t0 = performance.now();
  const { tools } = readToolsText(text, 'tools.json');
  const t1 = performance.now();
  const files = importTools(tools, { dialect });
  const t2 = performance.now();
  importToolsChecked(tools, { dialect, source: 'tools.json' }); // convert again + validate every file
  const t3 = performance.now();
  writeFilesAtomically(dir, files.map((f) => ({ name: f.fileName, text: f.text })), true);
  const t4 = performance.now();
  return { parse: t1 - t0, convertSerialize: t2 - t1, checked: t3 - t2, write: t4 - t3 };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run "npm run build" first');
  const work = mkdtempSync(path.join(os.tmpdir(), 'atdf-bench-mcp-'));
  try {
    const tools = Array.from({ length: args.tools }, (_, i) => realisticTool(i));
    const text = JSON.stringify({ tools });
    const source = path.join(work, 'tools.json');
    writeFileSync(source, text);
    const mb = (Buffer.byteLength(text) / 1e6).toFixed(1);

    console.log(`### MCP import: ${args.tools} tools, ${mb} MB tools/list (median of ${args.runs} runs)\n`);
    console.log('| dialect | CLI end to end | parse + check | convert + serialize | checked import (convert + validate every file) | atomic write | files |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const dialect of ['enhanced', 'tool'] as const) {
      const cli: number[] = [];
      const steps: ReturnType<typeof inProcess>[] = [];
      let count = 0;
      for (let run = 0; run < args.runs; run++) {
        const out = path.join(work, `out-${dialect}-${run}`);
        const t = performance.now();
        const r = spawnSync(process.execPath, [CLI, 'import-mcp', source, '--out', out, '--dialect', dialect], { encoding: 'utf8' });
        cli.push(performance.now() - t);
        if (r.status !== 0) throw new Error(`import-mcp failed (${r.status}): ${r.stderr}`);
        count = readdirSync(out).length;
        steps.push(inProcess(text, dialect, path.join(work, `in-${dialect}-${run}`)));
      }
      const m = (k: keyof ReturnType<typeof inProcess>) => `${median(steps.map((s) => s[k])).toFixed(0)} ms`;
      console.log(`| ${dialect} | **${median(cli).toFixed(0)} ms** | ${m('parse')} | ${m('convertSerialize')} | ${m('checked')} | ${m('write')} | ${count} |`);
    }
    console.log('\nTarget: <= 2,000 ms end to end for 2,000 tools.');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
