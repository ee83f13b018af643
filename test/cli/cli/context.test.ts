// `atdf context`, run as the real CLI (bundled as dist/ is, with the tokenizer
// a bundle of its own loaded on first use): the counts are the o200k_base
// tokenizer's count of exactly the text `atdf export` prints, per tool and in
// total; over --budget it exits 1.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { bundledCli } from '../../cli-bundle';
import { EXPORT_TARGETS } from '../../../server/src/core/index';
import { exampleFiles, exportOf } from '../../unit/export/helpers';

const ROOT = path.resolve(__dirname, '../../..');
let cli: string;
before(async () => {
  cli = await bundledCli();
});

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Measure {
  target: string;
  tokens: number;
  tools: Array<{ name: string; file: string; tokens: number }>;
}

test('json: the total is the tokenizer count of exactly what atdf export prints; each tool, of its part', () => {
  const files = exampleFiles().map((f) => ({ ...f, file: `examples/${f.file}` }));
  for (const target of EXPORT_TARGETS) {
    const r = atdf('context', '--target', target, '--format', 'json', 'examples');
    assert.equal(r.code, 0, r.stderr);
    const measure = JSON.parse(r.stdout) as Measure;
    const exported = atdf('export', '--target', target, 'examples').stdout;
    assert.equal(measure.target, target);
    assert.equal(measure.tokens, countTokens(exported), target);
    assert.ok(measure.tokens > 100, `${target}: a real count (${measure.tokens})`);
    const parts = exportOf(files, { target }).tools;
    assert.deepEqual(
      measure.tools,
      parts.map((t) => ({ name: t.name, file: t.file, tokens: countTokens(t.text) })),
      target,
    );
  }
});

test('text: one line per tool (in the order of the paths) and the total line', () => {
  const r = atdf('context', 'examples/send-email.atdf.yaml', 'examples/hole-maker.atdf.yaml');
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 3);
  assert.match(lines[0], /^\s+\d+ {2}send_email {2}examples\/send-email\.atdf\.yaml$/);
  assert.match(lines[1], /^\s+\d+ {2}hole_maker {2}examples\/hole-maker\.atdf\.yaml$/);
  assert.match(lines[2], /^\s+\d+ {2}total \(mcp, 2 tools, o200k_base\)$/);
});

test('--budget: exit 1 over it, saying by how much; 0 at or under it', () => {
  const measure = JSON.parse(atdf('context', '--target', 'openai', '--format', 'json', 'examples').stdout) as Measure;
  const at = atdf('context', '--target', 'openai', '--budget', String(measure.tokens), 'examples');
  assert.equal(at.code, 0, at.stderr);
  const over = atdf('context', '--target', 'openai', '--budget', String(measure.tokens - 1), 'examples');
  assert.equal(over.code, 1);
  assert.equal(over.stderr, `atdf: ${measure.tokens} tokens is over the budget of ${measure.tokens - 1} (by 1)\n`);
  assert.ok(over.stdout.includes('total (openai'), 'the counts are still printed');
});

test('errors: a broken file counts nothing (exit 1); bad options exit 2 with one line', () => {
  const broken = atdf('context', 'test/fixtures/atdf/broken-example.atdf.yaml');
  assert.equal(broken.code, 1);
  assert.equal(broken.stdout, '');
  assert.match(broken.stderr, /error: .*\natdf: nothing was counted\n$/);
  for (const args of [['--budget', 'lots', 'examples'], ['--budget'], ['--format', 'xml', 'examples'], ['--target', 'x', 'examples'], []]) {
    const r = atdf('context', ...args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, /^atdf: .+\n$/);
  }
});
