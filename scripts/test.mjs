// `npm test`: every suite, in order of cost. Stops at the first failing stage
// and exits non-zero. Stages can be picked: `npm test -- unit lsp`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

function nodeTests(dir) {
  const files = testFiles(dir);
  if (files.length === 0) throw new Error(`no tests under ${dir}`);
  return ['node', ['--import', 'tsx', '--test', '--test-reporter=spec', ...files]];
}

const stages = {
  typecheck: () => ['npx', ['tsc', '--noEmit', '-p', '.']],
  build: () => ['node', ['scripts/build.mjs']],
  unit: () => nodeTests('test/unit'),
  conformance: () => [
    'node',
    ['../shared/conformance/run-conformance.js', '--check-errors', '--quiet', '--', 'node', 'dist/cli.js', 'check-schema', '--schema', '{schema}', '--instances', '{instances}'],
  ],
  lsp: () => nodeTests('test/lsp'),
  e2e: () => ['node', ['test/e2e/run-code-server.mjs']],
};

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(stages);
for (const name of wanted) {
  const make = stages[name];
  if (!make) {
    console.error(`unknown stage "${name}"; stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
  const [cmd, args] = make();
  console.log(`\n=== ${name}: ${cmd} ${args.length > 6 ? args.slice(0, 6).join(' ') + ' ...' : args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n=== stage "${name}" failed (exit ${r.status ?? r.signal})`);
    process.exit(1);
  }
}
console.log(`\n=== all stages passed: ${wanted.join(', ')}`);
