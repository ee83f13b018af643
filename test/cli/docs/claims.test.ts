// The documentation's claims that can be checked are checked, so they stay
// true when the code changes: the list of test stages (README, docs/testing.md)
// against scripts/test.mjs, the `atdf context examples` sample (docs/export.md)
// against the real CLI's output, the install lines against the package the
// repository packs, and the tool counts of the live MCP servers in docs/mcp.md
// against docs/lint.md's measured table. (The share of rules with a quick fix
// is checked by test/unit/atdf/fix-coverage.test.ts.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { atdf, ROOT } from '../cli/atdf-cli';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The stage names of scripts/test.mjs, in the order `npm test` runs them. */
function stagesOfTheRunner(): string[] {
  const source = read('scripts/test.mjs');
  const body = /const stages = \{([\s\S]*?)\n\};/.exec(source);
  assert.ok(body, 'scripts/test.mjs has its `const stages = {...}`');
  return [...body[1].matchAll(/^ {2}([a-z0-9]+): /gm)].map((m) => m[1]);
}

test("the test stages the docs list are scripts/test.mjs's, in its order", () => {
  const stages = stagesOfTheRunner();
  assert.ok(stages.length >= 5 && stages.includes('unit') && stages.includes('e2e'), `read ${stages.join(' ')}`);
  const testing = read('docs/testing.md');
  const table = [...testing.matchAll(/^\| `([a-z0-9]+)` \|/gm)].map((m) => m[1]);
  assert.deepEqual(table, stages, 'docs/testing.md: the Stages table');
  const anyOf = /one stage \(any of: ([a-z0-9 ]+)\)/.exec(testing);
  assert.deepEqual(anyOf?.[1].split(' '), stages, 'docs/testing.md: "any of" in Running one stage');
  // README's Quick start names what `npm test` runs, in words: each stage after the build must be there.
  const quickStart = /^npm test +# (.*)$/m.exec(read('README.md'));
  assert.ok(quickStart, "README's Quick start has its `npm test` line");
  const words: Record<string, RegExp> = {
    lint: /\blint\b/,
    typecheck: /typecheck/,
    build: /\bbuild\b/,
    unit: /\bunit\b/,
    cli: /\bCLI\b/,
    conformance: /conformance/,
    lsp: /\bLSP\b/,
    proxy: /\bproxy\b/,
    package: /\bnpm packages?\b/,
    e2e: /real VS Code/,
    web: /browser/,
  };
  for (const stage of stages) {
    assert.ok(words[stage], `claims.test.ts knows how README names the stage "${stage}": add it to \`words\``);
    assert.match(quickStart[1], words[stage], `README's \`npm test\` line names the ${stage} stage`);
  }
});

test('the `atdf context examples` sample in docs/export.md is what the CLI prints', () => {
  const docs = read('docs/export.md');
  const sample = /`atdf context examples`[\s\S]*?\n\n((?: {4}.*\n)+)/.exec(docs);
  assert.ok(sample, 'docs/export.md shows the sample as an indented block after `atdf context examples`');
  const shown = sample[1]
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(4));
  const run = atdf(['context', 'examples']);
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(shown, run.stdout.split('\n').filter(Boolean));
});

test('the install lines name the tarball `npm run pack:server` makes, and no registry install', () => {
  const pkg = JSON.parse(read('server/package.json')) as { name: string };
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  assert.match(scripts['pack:server'], /npm pack \.\/server/, 'pack:server packs ./server into the current folder');
  for (const file of ['README.md', 'docs/cli.md', 'docs/language-server.md']) {
    const text = read(file);
    assert.ok(text.includes(`./${pkg.name}-*.tgz`), `${file} installs ./${pkg.name}-*.tgz`);
    assert.doesNotMatch(text, new RegExp(`npm install -g ${pkg.name}\\b(?!-)`), `${file}: ${pkg.name} is not on the registry`);
  }
});

test("docs/mcp.md's tool counts of the live servers are docs/lint.md's measured ones", () => {
  const measured = new Map(
    [...read('docs/lint.md').matchAll(/^\| @modelcontextprotocol\/(server-[a-z]+) ([\d.]+) \| (\d+) \|/gm)].map((m) => [
      m[1],
      { version: m[2], tools: m[3] },
    ]),
  );
  const row = /^\| `server-filesystem` ([\d.]+), `server-memory` ([\d.]+) \(live\) \| (\d+), (\d+) \|/m.exec(read('docs/mcp.md'));
  assert.ok(row, 'docs/mcp.md has the live servers row');
  assert.deepEqual(
    { filesystem: { version: row[1], tools: row[3] }, memory: { version: row[2], tools: row[4] } },
    { filesystem: measured.get('server-filesystem'), memory: measured.get('server-memory') },
  );
});
