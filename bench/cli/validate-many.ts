// `atdf validate` over many files: wall time and peak RSS of the CLI process.
//
//   npx tsx bench/cli/validate-many.ts [--files 2000] [--runs 3]
//
// Generates valid ATDF 2.x files (one tool each, ~45 lines) in a temp folder
// tree (100 per subfolder, so the folder walk is exercised), runs the built CLI
// `node dist/cli.js validate <dir>` under /usr/bin/time -v (peak RSS), checks
// it exits 0, and checks with --format json that every file was validated.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { catalogTool } from '../gen-catalog';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(REPO_ROOT, 'dist', 'cli.js');
const TIME = '/usr/bin/time';

function parseArgs(argv: string[]): { files: number; runs: number } {
  const args = { files: 2000, runs: 3 };
  for (let i = 0; i < argv.length; i += 2) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--files' && Number.isInteger(value) && value > 0) args.files = value;
    else if (argv[i] === '--runs' && Number.isInteger(value) && value > 0) args.runs = value;
    else throw new Error('usage: npx tsx bench/cli/validate-many.ts [--files 2000] [--runs 3]');
  }
  return args;
}

function generateFiles(dir: string, count: number): { bytes: number; lines: number } {
  let bytes = 0;
  let lines = 0;
  for (let i = 1; i <= count; i++) {
    const sub = path.join(dir, `group-${String(Math.ceil(i / 100)).padStart(3, '0')}`);
    if (i % 100 === 1) mkdirSync(sub, { recursive: true });
    const text = catalogTool(i).replace(/^---\n/, '');
    writeFileSync(path.join(sub, `tool-${String(i).padStart(5, '0')}.atdf.yaml`), text);
    bytes += Buffer.byteLength(text);
    lines += text.split('\n').length - 1;
  }
  return { bytes, lines };
}

interface Timed {
  wallMs: number;
  peakRssMb: number;
  status: number | null;
  stdout: string;
  stderr: string;
}

function timedRun(args: string[]): Timed {
  const useTime = existsSync(TIME);
  const command = useTime ? TIME : process.execPath;
  const fullArgs = useTime ? ['-v', process.execPath, CLI, ...args] : [CLI, ...args];
  const start = performance.now();
  const run = spawnSync(command, fullArgs, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 300_000 });
  const wallMs = performance.now() - start;
  const stderr = run.stderr ?? '';
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN);
  if (run.error) throw new Error(`could not run the CLI: ${run.error.message}`);
  return { wallMs, peakRssMb: peakKb / 1024, status: run.status, stdout: run.stdout ?? '', stderr };
}

function main(): void {
  const { files, runs } = parseArgs(process.argv.slice(2));
  if (!existsSync(CLI)) {
    console.log(
      `## atdf validate over ${files} files\n\nskipped: ${path.relative(process.cwd(), CLI)} is missing (run \`node scripts/build.mjs\`)`,
    );
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-cli-bench-'));
  try {
    const { bytes, lines } = generateFiles(dir, files);
    // Correctness first: every file validated, none with an error.
    const check = timedRun(['validate', '--format', 'json', dir]);
    let reported: unknown;
    try {
      reported = JSON.parse(check.stdout);
    } catch {
      throw new Error(`--format json did not print JSON (exit ${check.status}): ${check.stdout.slice(0, 200)}${check.stderr.slice(-300)}`);
    }
    if (!Array.isArray(reported) || reported.length !== files) {
      throw new Error(`expected ${files} file results, got ${Array.isArray(reported) ? reported.length : typeof reported}`);
    }
    if (check.status !== 0) throw new Error(`the generated files should validate clean; exit ${check.status}`);

    const timings: Timed[] = [];
    for (let r = 0; r < runs; r++) {
      const t = timedRun(['validate', dir]);
      if (t.status !== 0) throw new Error(`atdf validate exited ${t.status}: ${t.stderr.slice(-300)}`);
      timings.push(t);
    }
    const sorted = [...timings].sort((a, b) => a.wallMs - b.wallMs);
    const med = sorted[Math.floor(sorted.length / 2)];
    console.log(`## atdf validate over ${files.toLocaleString('en-US')} files\n`);
    console.log(
      `${files.toLocaleString('en-US')} ATDF 2.x files, ${lines.toLocaleString('en-US')} lines, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${Math.ceil(files / 100)} folders; \`node dist/cli.js validate <dir>\` (text output), ${runs} runs, exit 0 checked; --format json reported all ${files} files.\n`,
    );
    console.log('| files | wall ms (median) | wall ms (min .. max) | files/s | peak RSS MB (median run) |');
    console.log('|---:|---:|---:|---:|---:|');
    console.log(
      `| ${files.toLocaleString('en-US')} | ${med.wallMs.toFixed(0)} | ${sorted[0].wallMs.toFixed(0)} .. ${sorted.at(-1)!.wallMs.toFixed(0)} | ${Math.round(files / (med.wallMs / 1000)).toLocaleString('en-US')} | ${Number.isFinite(med.peakRssMb) ? med.peakRssMb.toFixed(0) : 'n/a'} |`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  main();
} catch (err) {
  console.error(`validate-many: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
