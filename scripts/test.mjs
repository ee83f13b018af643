// `npm test`: every suite, in order of cost. Stops at the first failing stage
// and exits non-zero. Stages can be picked: `npm test -- unit lsp`.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultJobs, runTestFiles } from './test-files.mjs';

const root = new URL('..', import.meta.url).pathname;

function testFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.test.ts')) out.push(p);
    }
  };
  walk(join(root, dir));
  return out;
}

/** A stage of node:test files, run by scripts/test-files.mjs in a few workers side by side. */
function nodeTests(dir, { noProcesses = false } = {}) {
  const files = testFiles(dir);
  if (files.length === 0) throw new Error(`no tests under ${dir}`);
  const guard = noProcesses ? ', no child processes' : '';
  return {
    files,
    noProcesses,
    title: `${files.length} files under ${dir}/ in ${defaultJobs(files.length)} workers${guard} (scripts/test-files.mjs)`,
  };
}

const stages = {
  lint: () => ['npm', ['run', '--silent', 'lint']],
  typecheck: () => ['npx', ['tsc', '--noEmit', '-p', '.']],
  build: () => ['node', ['scripts/build.mjs']],
  // The engine and the Node edges in process: a test here that starts a program fails (scripts/test-worker.mjs).
  unit: () => nodeTests('test/unit', { noProcesses: true }),
  // The `atdf` CLI and the MCP servers it starts, as real processes (test/cli/).
  cli: () => nodeTests('test/cli'),
  // The official JSON-Schema-Test-Suite, both drafts, through the real CLI (test/conformance/run-suite.mjs).
  conformance: () => ['node', ['test/conformance/run-suite.mjs', '--quiet']],
  lsp: () => nodeTests('test/lsp'),
  // The language server as a browser's web worker (dist/web/server.js) in Debian's headless Chromium through
  // playwright-core, compared with the Node server (test/web/, docs/web.md).
  web: () => nodeTests('test/web'),
  // `atdf proxy` as real processes in front of real MCP servers, driven by the SDK's Client (test/proxy/helpers.ts).
  proxy: () => nodeTests('test/proxy'),
  // The npm package as a user installs it: packed, installed into an empty prefix, run from there.
  package: () => nodeTests('test/package'),
  e2e: () => ['node', ['test/e2e/run-code-server.mjs']],
};

// Each stage's own closing counts, summed into the final line so CI (and a
// person) reads one "N passed, N failed" for the whole run.
const COUNT_LINES = [
  // node:test spec reporter: "ℹ pass 12" / "ℹ fail 0"
  { re: /^\u2139 pass (\d+)$/, kind: 'passed' },
  { re: /^\u2139 fail (\d+)$/, kind: 'failed' },
  // conformance runner (per draft) and the real-VS-Code launcher: "[name: ]N passed, M failed"
  { re: /^(?:[\w-]+: )?(\d+) passed, (\d+) failed/, kind: 'both' },
];

function tally(output, totals) {
  for (const line of output.split(/\r?\n/)) {
    for (const { re, kind } of COUNT_LINES) {
      const m = re.exec(line.trim());
      if (!m) continue;
      if (kind === 'both') {
        totals.passed += Number(m[1]);
        totals.failed += Number(m[2]);
      } else totals[kind] += Number(m[1]);
    }
  }
}

/** Runs a command, echoing its output as it comes, and resolves with its exit code and output. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('error', (err) => resolve({ code: 127, out: `${out}\n${err.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? signal, out }));
  });
}

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(stages);
const totals = { passed: 0, failed: 0 };
for (const name of wanted) {
  const make = stages[name];
  if (!make) {
    console.error(`unknown stage "${name}"; stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
  const stage = make();
  let result;
  if (Array.isArray(stage)) {
    const [cmd, args] = stage;
    console.log(`\n=== ${name}: ${cmd} ${args.length > 6 ? args.slice(0, 6).join(' ') + ' ...' : args.join(' ')}`);
    result = await run(cmd, args);
  } else {
    console.log(`\n=== ${name}: ${stage.title}`);
    result = await runTestFiles(stage.files, {
      root,
      noProcesses: stage.noProcesses,
      write: (text) => process.stdout.write(text),
    });
  }
  const { code, out } = result;
  tally(out, totals);
  if (code !== 0) {
    console.error(`\n=== stage "${name}" failed (exit ${code})`);
    console.log(`total: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(1);
  }
}
console.log(`\n=== all stages passed: ${wanted.join(', ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
