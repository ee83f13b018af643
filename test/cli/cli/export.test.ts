// `atdf export`, run as the real CLI (bundled from the current sources,
// test/cli-bundle.ts): every target to stdout, notes on stderr, --out that
// never overwrites without --force, and the errors that stop an export.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';
import { EXPORT_TARGETS } from '../../../server/src/core/index';
import { assertShape, exampleFiles, exportOf } from '../../unit/export/helpers';

const ROOT = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-export-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let cli: string;
before(async () => {
  cli = await bundledCli();
});

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'export', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('every target: exit 0, the engine export on stdout, byte for byte', () => {
  const files = exampleFiles().map((f) => ({ ...f, file: `examples/${f.file}` }));
  for (const target of EXPORT_TARGETS) {
    const r = atdf('--target', target, 'examples');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, exportOf(files, { target }).text, target);
  }
  assertShape('anthropic-tools', JSON.parse(atdf('--target', 'anthropic', 'examples').stdout));
  assertShape('openai-responses-tools', JSON.parse(atdf('--target', 'openai', '--api', 'responses', 'examples').stdout));
});

test('the name mapping and the keywords left out are listed on stderr, naming the file and target', () => {
  const r = atdf('--target', 'openai-strict', 'examples/create-event.atdf.yaml');
  assert.equal(r.code, 0);
  assert.match(
    r.stderr,
    /^examples\/create-event\.atdf\.yaml:4:9: warning: openai-strict: tool names must match .*"calendar\.create_event" is exported as "calendar_create_event" \[\/tool\/name\] \(export\/renamed\)$/m,
  );
  assert.match(r.stderr, /openai-strict: strict mode refuses "minLength" at \/properties\/title; it is left out/);
  assert.equal(atdf('--target', 'mcp', 'examples/create-event.atdf.yaml').stderr, '', 'mcp takes dotted names');
});

test('--out writes the file, and never over an existing one without --force', () => {
  const out = path.join(scratch, 'tools.json');
  writeFileSync(out, 'mine');
  const refused = atdf('--target', 'anthropic', '--out', out, 'examples');
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /already exists; nothing was written \(use --force/);
  assert.equal(readFileSync(out, 'utf8'), 'mine');
  const forced = atdf('--target', 'anthropic', '--out', out, '--force', 'examples');
  assert.equal(forced.code, 0, forced.stderr);
  assert.equal(forced.stdout, '');
  assert.match(forced.stderr, /exported 4 tools for anthropic into/);
  assert.equal(readFileSync(out, 'utf8'), atdf('--target', 'anthropic', 'examples').stdout);
});

test('a file with errors, or two tools the target names alike: exit 1, nothing printed', () => {
  const broken = atdf('--target', 'openai', 'test/fixtures/atdf/broken-example.atdf.yaml');
  assert.equal(broken.code, 1);
  assert.equal(broken.stdout, '');
  assert.match(broken.stderr, /broken-example\.atdf\.yaml:11:7: error: .*\natdf: nothing was exported\n$/);
  const dir = mkdtempSync(path.join(scratch, 'clash-'));
  writeFileSync(path.join(dir, 'a.atdf.yaml'), 'tool:\n  name: a.b\n  description: d\n  input: { type: object }\n');
  writeFileSync(path.join(dir, 'b.atdf.yaml'), 'tool:\n  name: a_b\n  description: d\n  input: { type: object }\n');
  const clash = atdf('--target', 'gemini', dir);
  assert.equal(clash.code, 1);
  assert.equal(clash.stdout, '');
  assert.match(clash.stderr, /b\.atdf\.yaml: the tool is exported as "a_b", like "a\.b" in .*a\.atdf\.yaml; names must be unique/);
  assert.equal(atdf('--target', 'mcp', dir).code, 0, 'distinct names in MCP');
});

test('usage errors: exit 2, one line, no stack trace', () => {
  for (const args of [['--target', 'bard', 'examples'], ['--target'], ['--api', 'x', 'examples'], ['--nope'], []]) {
    const r = atdf(...args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, /^atdf: .+\n$/);
  }
  assert.match(atdf('--target', 'bard').stderr, /unknown target "bard"; use one of mcp, openai, openai-strict, anthropic, gemini, prompt/);
  const help = atdf('--help');
  assert.equal(help.code, 0);
  assert.match(help.stdout, /Usage: atdf export --target TARGET/);
});

/** A folder with a tool whose description has 2,781 characters (OpenAI's limit is 1,024) under `config`. */
function longDescriptionFolder(name: string, config: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, '.atdfrc.yaml'), config);
  const description = 'Looks up a record. ' + 'x'.repeat(2781 - 'Looks up a record. '.length);
  writeFileSync(
    path.join(dir, 'lookup.atdf.yaml'),
    `tool:\n  name: lookup\n  description: ${description}\n  input:\n    type: object\n    properties: {}\n`,
  );
  return dir;
}

/** `atdf validate DIR`: its exit status and its lines about the description's length (the lint's hints aside). */
function validate(dir: string) {
  const r = spawnSync(process.execPath, [cli, 'validate', dir], { cwd: ROOT, encoding: 'utf8' });
  return {
    code: r.status,
    stdout: r.stdout
      .split('\n')
      .filter((l) => l.endsWith('(export/description-too-long)'))
      .join('\n'),
  };
}

test('a finding has the same severity and effect in validate and export: an error stops both, under the same config', () => {
  const dir = longDescriptionFolder('too-long', 'targets: [openai]\n');
  const line = `${path.join(dir, 'lookup.atdf.yaml')}:3:16: error: openai: the description has 2781 characters; the limit is 1024 [/tool/description] (export/description-too-long)`;
  const checked = validate(dir);
  assert.equal(checked.code, 1);
  assert.equal(checked.stdout, line);
  const exported = atdf('--target', 'openai', dir);
  assert.equal(exported.code, 1, 'the export refuses what validate calls an error');
  assert.equal(exported.stdout, '');
  assert.equal(exported.stderr, `${line}\natdf: nothing was exported\n`);
});

test('the config turns the finding down in both: a warning exports (exit 0) and says so, off says nothing', () => {
  const warned = longDescriptionFolder('too-long-warning', 'targets: [openai]\nrules:\n  export/description-too-long: warning\n');
  const checked = validate(warned);
  assert.equal(checked.code, 0);
  const warning = checked.stdout.trim();
  assert.match(
    warning,
    /:3:16: warning: openai: the description has 2781 characters; the limit is 1024 .*\(export\/description-too-long\)$/,
  );
  const exported = atdf('--target', 'openai', warned);
  assert.equal(exported.code, 0, exported.stderr);
  assert.equal(exported.stderr, warning + '\n');
  assert.equal(JSON.parse(exported.stdout).tools[0].function.description.length, 2781);
  const off = longDescriptionFolder('too-long-off', 'targets: [openai]\nrules:\n  export/description-too-long: off\n');
  assert.equal(validate(off).stdout, '');
  const quiet = atdf('--target', 'openai', off);
  assert.deepEqual([quiet.code, quiet.stderr], [0, '']);
});
