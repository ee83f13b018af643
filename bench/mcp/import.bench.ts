// MCP import of a large tools/list: 2,000 realistic tools (~5 MB of JSON).
//
//   npx tsx bench/mcp/import.bench.ts [--tools 2000] [--runs 5] [--cli FILE] [--from realistic|vendored]
//
// --from vendored takes the tools of the real servers' vendored lists
// (test/fixtures/mcp/: Notion, Microsoft 365, Firecrawl, Playwright,
// server-everything), renamed and repeated up to --tools: their multi-line and
// 2 KB descriptions are written as YAML blocks, which the read-back (and the
// editor) must read on the parser's fast path too.
//
// --cli measures another build of the CLI (e.g. one bundled from an older
// commit) instead of the current sources, for before/after comparisons.
//
// Measures, in one run:
//   - the CLI end to end, bundled from the current sources like dist/cli.js
//     (`node cli.js import-mcp tools.json --out DIR`, process start to exit:
//     read + parse + check + convert + serialize + prove every file (read back,
//     ATDF rules) + atomic writes), in both dialects: wall time, and the CPU
//     time of the CLI process (user: our code; system: mostly the kernel
//     creating files);
//   - right before each CLI run, the file-system floor: the same number of
//     files of the same sizes created, written and renamed by a loop of the
//     same system calls in a sibling folder. On a loaded machine, or on ext4
//     without a journal right after many deletions, creating a file alone can
//     take ~1 ms; this column shows how much of the end-to-end time is that;
//   - the steps in process, one by one, to show where the time goes.
// Target (issue 4): <= 2 s for 2,000 tools. Not part of `npm test`.
// The output goes under os.tmpdir(): `TMPDIR=/dev/shm npx tsx ...` measures
// without the disk. The clean-up at the end deletes ~40,000 files; on ext4
// without a journal that slows file creation on the same disk for minutes, so
// runs back to back measure each other's clean-up (see the floor column).
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { importTools, importToolsChecked } from '../../server/src/core/mcp/import-tools';
import { readToolsText } from '../../server/src/core/mcp/read-tools';
import type { ImportDialect, McpTool } from '../../server/src/core/mcp/types';
import { writeFilesAtomically } from '../../server/src/cli/write-files';
import { realisticTool } from './realistic-tools';

const ROOT = path.resolve(__dirname, '..', '..');

interface Args {
  tools: number;
  runs: number;
  cli?: string;
  from: 'realistic' | 'vendored';
}

function parseArgs(argv: string[]): Args {
  const args: Args = { tools: 2000, runs: 5, from: 'realistic' };
  for (let i = 0; i < argv.length; i += 2) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--tools' && Number.isInteger(value) && value > 0) args.tools = value;
    else if (argv[i] === '--runs' && Number.isInteger(value) && value > 0) args.runs = value;
    else if (argv[i] === '--cli' && argv[i + 1]) args.cli = path.resolve(argv[i + 1]);
    else if (argv[i] === '--from' && (argv[i + 1] === 'realistic' || argv[i + 1] === 'vendored')) args.from = argv[i + 1] as Args['from'];
    else throw new Error('usage: npx tsx bench/mcp/import.bench.ts [--tools 2000] [--runs 5] [--cli FILE] [--from realistic|vendored]');
  }
  return args;
}

const VENDORED = ['notion', 'ms365', 'firecrawl', 'playwright', 'everything'].map((server) =>
  path.join(ROOT, 'test', 'fixtures', 'mcp', `${server}-tools.json`),
);

/** `count` tools of the vendored real servers' lists, in turn, each name made unique by a suffix. */
function vendoredTools(count: number): McpTool[] {
  const all = VENDORED.flatMap((file) => readToolsText(readFileSync(file, 'utf8'), file).tools);
  return Array.from({ length: count }, (_, i) => ({ ...all[i % all.length], name: `${all[i % all.length].name}_${i}` }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

/** The CLI bundled from the current sources, as scripts/build.mjs bundles dist/cli.js. */
async function bundleCli(dir: string, given: string | undefined): Promise<string> {
  const outfile = path.join(dir, 'cli.js');
  if (given !== undefined) writeFileSync(outfile, readFileSync(given));
  else {
    // The options scripts/build.mjs bundles dist/cli.js with (its own copy here missed the jsonc-parser alias).
    const { bundles } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'bundles.mjs')).href)) as { bundles: { cli: BuildOptions } };
    await build({ ...bundles.cli, absWorkingDir: ROOT, outfile, sourcemap: false });
  }
  // Reports the CLI process's own CPU time and peak memory when it exits.
  const usage = path.join(dir, 'report-usage.cjs');
  writeFileSync(
    usage,
    `process.on('exit', () => require('fs').writeFileSync(process.env.ATDF_BENCH_USAGE, JSON.stringify(process.resourceUsage())));\n`,
  );
  return outfile;
}

interface CliRun {
  wall: number;
  user: number;
  sys: number;
  rssMb: number;
  files: number;
}

function runCli(cli: string, source: string, out: string, dialect: ImportDialect, usageFile: string): CliRun {
  const t = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--require', path.join(path.dirname(cli), 'report-usage.cjs'), cli, 'import-mcp', source, '--out', out, '--dialect', dialect],
    {
      encoding: 'utf8',
      env: { ...process.env, ATDF_BENCH_USAGE: usageFile },
    },
  );
  const wall = performance.now() - t;
  if (r.status !== 0) throw new Error(`import-mcp failed (${r.status}): ${r.stderr}`);
  const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as NodeJS.ResourceUsage;
  return {
    wall,
    user: usage.userCPUTime / 1000,
    sys: usage.systemCPUTime / 1000,
    rssMb: usage.maxRSS / 1024,
    files: readdirSync(out).length,
  };
}

/** Creating, writing and renaming files of these sizes with the same system calls as the import: the file system's share. */
function fileSystemFloor(dir: string, sizes: number[]): number {
  mkdirSync(dir);
  const t = performance.now();
  sizes.forEach((size, i) => {
    const temp = path.join(dir, `.${i}.tmp`);
    const fd = openSync(temp, 'wx', 0o644);
    try {
      writeSync(fd, 'x'.repeat(size));
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path.join(dir, `${i}.atdf.yaml`));
  });
  return performance.now() - t;
}

function inProcess(text: string, dialect: ImportDialect, dir: string) {
  const t0 = performance.now();
  const { tools } = readToolsText(text, 'tools.json');
  const t1 = performance.now();
  importTools(tools, { dialect }); // convert + serialize only
  const t2 = performance.now();
  const files = importToolsChecked(tools, { dialect, source: 'tools.json' }); // convert + serialize + prove every file
  const t3 = performance.now();
  writeFilesAtomically(
    dir,
    files.map((f) => ({ name: f.fileName, text: f.text })),
    true,
  );
  const t4 = performance.now();
  return { parse: t1 - t0, convertSerialize: t2 - t1, checked: t3 - t2, write: t4 - t3 };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const work = mkdtempSync(path.join(os.tmpdir(), 'atdf-bench-mcp-'));
  try {
    const cli = await bundleCli(work, args.cli);
    const tools = args.from === 'vendored' ? vendoredTools(args.tools) : Array.from({ length: args.tools }, (_, i) => realisticTool(i));
    const text = JSON.stringify({ tools });
    const source = path.join(work, 'tools.json');
    writeFileSync(source, text);
    const mb = (Buffer.byteLength(text) / 1e6).toFixed(1);
    const cpu = os.cpus();
    const loadBefore = os.loadavg()[0];

    console.log(
      `### MCP import: ${args.tools.toLocaleString('en-US')} ${args.from} tools, ${mb} MB tools/list (median of ${args.runs} runs)\n`,
    );
    console.log(
      `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.versions.node}, output under ${os.tmpdir()}; CLI: ${args.cli ?? 'bundled from the current sources'}.\n`,
    );
    console.log(
      '| dialect | CLI end to end (wall) | CLI CPU user | CLI CPU system | CLI peak RSS | file-system floor (same files, same syscalls) | in process: parse + check | convert + serialize | checked import (convert + serialize + read back + ATDF rules) | atomic write | files |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const dialect of ['enhanced', 'tool'] as const) {
      const sizes = importTools(readToolsText(text, 'tools.json').tools, { dialect }).map((f) => Buffer.byteLength(f.text));
      const cliRuns: CliRun[] = [];
      const floors: number[] = [];
      const steps: ReturnType<typeof inProcess>[] = [];
      for (let run = 0; run < args.runs; run++) {
        floors.push(fileSystemFloor(path.join(work, `floor-${dialect}-${run}`), sizes));
        cliRuns.push(runCli(cli, source, path.join(work, `out-${dialect}-${run}`), dialect, path.join(work, 'usage.json')));
        steps.push(inProcess(text, dialect, path.join(work, `in-${dialect}-${run}`)));
      }
      const m = (k: keyof ReturnType<typeof inProcess>) => ms(median(steps.map((s) => s[k])));
      const c = (k: keyof CliRun) => median(cliRuns.map((r) => r[k]));
      console.log(
        `| ${dialect} | **${ms(c('wall'))}** | ${ms(c('user'))} | ${ms(c('sys'))} | ${Math.round(c('rssMb'))} MB | ${ms(median(floors))} | ${m('parse')} | ${m('convertSerialize')} | ${m('checked')} | ${m('write')} | ${cliRuns[0].files} |`,
      );
    }
    console.log(
      `\nLoad average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, on ${cpu.length} cores. Target: <= 2,000 ms end to end for 2,000 tools.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
