// `atdf import --from PLATFORM` as the real bundled CLI: files written, exported back equal, and the failures
// (bad JSON, a bad tool, files that exist, a missing --from) each one clear line, exit 2 or 1, nothing written.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { bundledCli } from '../../cli-bundle';

const FIXTURES = path.resolve(__dirname, '../../fixtures/platform');
let cli: string;
let dir: string;
before(async () => {
  cli = await bundledCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-import-platform-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

function atdf(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', input });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('anthropic: imported, valid, and exported back as it was (input_examples included)', () => {
  const r = atdf(['import', '--from', 'anthropic', path.join(FIXTURES, 'anthropic.json'), '--out', 'a']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'a/get_stock_price.atdf.yaml\na/mcp-tool-order.json\n');
  assert.equal(
    r.stderr,
    'atdf: imported 1 tool into a (ATDF 2.x)\n' +
      'atdf: 1 sentence was generated where the source says nothing: rewrite it (information, quality/generated-text, which --max-warnings does not count); list it with: atdf validate --only quality/generated-text a\n',
  );
  const validated = atdf(['validate', 'a']);
  assert.match(validated.stderr, /1 file checked: 0 errors/);
  const back = atdf(['export', '--target', 'anthropic', 'a']);
  assert.equal(back.code, 0, back.stderr);
  assert.deepEqual(JSON.parse(back.stdout), JSON.parse(readFileSync(path.join(FIXTURES, 'anthropic.json'), 'utf8')));
});

test('gemini from stdin, in the tool: form', () => {
  const r = atdf(
    ['import', '--from=gemini', '-', '--out', 'g', '--dialect', 'tool'],
    readFileSync(path.join(FIXTURES, 'gemini.json'), 'utf8'),
  );
  assert.equal(r.code, 0, r.stderr);
  assert.match(readFileSync(path.join(dir, 'g/schedule_meeting.atdf.yaml'), 'utf8'), /^tool:\n {2}name: schedule_meeting\n/m);
});

test('bad input: one line naming the file and the pointer, exit 2, nothing written', () => {
  writeFileSync(
    path.join(dir, 'bad.json'),
    JSON.stringify({
      tools: [
        { type: 'function', function: { name: 'ok', parameters: { type: 'object' } } },
        { type: 'function', function: {} },
      ],
    }),
  );
  const r = atdf(['import', '--from', 'openai', 'bad.json', '--out', 'bad']);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    'atdf: bad.json: /tools/1/function/name is missing or not a non-empty string (read as openai tools)\natdf: nothing was written\n',
  );
  assert.ok(!existsSync(path.join(dir, 'bad')));
  writeFileSync(path.join(dir, 'notjson.json'), '{"tools": [');
  const nj = atdf(['import', '--from', 'openai', 'notjson.json', '--out', 'bad']);
  assert.equal(nj.code, 2);
  // The importers' one JSON reader: where it stops, as the editor would say it.
  assert.match(
    nj.stderr,
    /^atdf: notjson\.json: line 1, column \d+: .*The text ends too early \(truncated file\?\)\natdf: nothing was written\n$/,
  );
  assert.ok(!existsSync(path.join(dir, 'bad')));
  // Not UTF-8 (it was decoded with replacement characters, and imported so) and empty: refused, naming the file.
  writeFileSync(path.join(dir, 'latin1.json'), Buffer.from('{"tools": [{"type": "function", "function": {"name": "caf\xe9"}}]}', 'latin1'));
  const latin1 = atdf(['import', '--from', 'openai', 'latin1.json', '--out', 'bad']);
  assert.equal(latin1.code, 2);
  assert.match(latin1.stderr, /^atdf: latin1\.json: is not valid UTF-8 text \(bad byte at offset 57\); save it as UTF-8 JSON\n/);
  writeFileSync(path.join(dir, 'empty.json'), '\n');
  const empty = atdf(['import', '--from', 'gemini', 'empty.json', '--out', 'bad']);
  assert.equal(empty.stderr, 'atdf: empty.json: is empty; expected Gemini tool JSON\natdf: nothing was written\n');
  assert.ok(!existsSync(path.join(dir, 'bad')));
});

test('files that exist are not replaced without --force (exit 1), and are with it', () => {
  const first = atdf(['import', '--from', 'utcp', path.join(FIXTURES, 'utcp.json'), '--out', 'u']);
  assert.equal(first.code, 0, first.stderr);
  writeFileSync(path.join(dir, 'u/get_weather.atdf.yaml'), '# mine\n');
  const again = atdf(['import', '--from', 'utcp', path.join(FIXTURES, 'utcp.json'), '--out', 'u']);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /already exist; nothing was written \(use --force/);
  assert.equal(readFileSync(path.join(dir, 'u/get_weather.atdf.yaml'), 'utf8'), '# mine\n');
  assert.equal(atdf(['import', '--from', 'utcp', path.join(FIXTURES, 'utcp.json'), '--out', 'u', '--force']).code, 0);
  assert.deepEqual(readdirSync(path.join(dir, 'u')).sort(), ['get_weather.atdf.yaml', 'mcp-tool-order.json']);
});

test('usage: --from is required and names the platforms; "mcp" points to import-mcp', () => {
  const none = atdf(['import', 'x.json', '--out', 'o']);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /--from is required: one of openai, anthropic, gemini, utcp/);
  const mcp = atdf(['import', '--from', 'mcp', 'x.json', '--out', 'o']);
  assert.match(mcp.stderr, /not "mcp" \(use "atdf import-mcp"\)/);
});
