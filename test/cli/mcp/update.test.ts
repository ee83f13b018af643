// `atdf import-mcp --update` over the real CLI and the real
// @modelcontextprotocol/server-everything, whose tool list
// test/fixtures/mcp/changed-everything.mjs changes as a new release would (v1 -> v2).
import { before, describe, test as plainTest } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleCli, ROOT, type CliRun } from './cli-harness';

const cases: Array<[string, () => Promise<void>]> = [];
const test = (name: string, fn: () => Promise<void>) => cases.push([name, fn]);
const WRAPPER = path.join(ROOT, 'test/fixtures/mcp/changed-everything.mjs');
const server = (version: 'v1' | 'v2') => `"${process.execPath}" "${WRAPPER}" ${version}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-mcp-update-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let atdf: (args: string[], input?: string | Buffer) => Promise<CliRun>;

/** One import of v1, made once and copied for each test. */
let imported: Promise<string> | undefined;
async function importedV1(name: string): Promise<string> {
  imported ??= (async () => {
    const out = path.join(scratch, 'v1');
    const r = await atdf(['import-mcp', '--command', server('v1'), '--out', out]);
    assert.equal(r.code, 0, r.stderr);
    return out;
  })();
  const out = path.join(scratch, name);
  cpSync(await imported, out, { recursive: true });
  return out;
}

const read = (file: string) => readFileSync(file, 'utf8');

/** The author's work on get-sum: an example, a failure, when_to_use rewritten, a comment. */
function authorEdits(text: string): string {
  const edited = text
    .replace(/^when_to_use: .*$/m, "when_to_use: When two numbers must be added exactly (the model's own arithmetic drifts).")
    .replace(
      '    failure: []',
      '    failure:\n      # seen in production\n      - code: not_a_number\n        description: An input is not a number.',
    );
  assert.notEqual(edited, text, 'control: the edits apply');
  return (
    edited + 'examples:\n  - goal: Add two and three\n    input_values: { a: 2, b: 3 }\n    expected_result: "The sum of 2 and 3 is 5."\n'
  );
}

test('without --update, an existing folder is refused and the message points at --update', async () => {
  const out = await importedV1('refused');
  const before = read(path.join(out, 'get-sum.atdf.yaml'));
  const r = await atdf(['import-mcp', '--command', server('v2'), '--out', out]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /run again with --update; --force overwrites them/);
  assert.equal(read(path.join(out, 'get-sum.atdf.yaml')), before);
  const both = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update', '--force']);
  assert.equal(both.code, 2);
  assert.match(both.stderr, /--update .* or --force .*, not both/);
});

test("a re-import after a server change keeps the author's examples, failures and when_to_use and takes the new schema", async () => {
  const out = await importedV1('keeps');
  const file = path.join(out, 'get-sum.atdf.yaml');
  const mine = authorEdits(read(file));
  writeFileSync(file, mine);

  const r = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(r.code, 0, r.stderr);
  const text = read(file);
  // The author's parts, byte for byte.
  assert.ok(text.includes("when_to_use: When two numbers must be added exactly (the model's own arithmetic drifts)."));
  assert.ok(text.includes('      # seen in production\n      - code: not_a_number\n        description: An input is not a number.'));
  assert.ok(text.endsWith(mine.slice(mine.indexOf('examples:'))), 'the examples, unchanged at the end');
  // The server's parts.
  assert.match(text, /^description: Returns the sum of two or three numbers$/m);
  assert.match(text, /^ {6}description: First number, any float$/m);
  assert.match(text, / {4}- name: c\n {6}type: number\n {6}description: Third number \(optional\)\n {6}required: false\n/);
  // Every line the merge did not touch is the author's line.
  const changed = new Set(['description:', '      description: First number', '      description: Second number', '    success:']);
  const untouched = mine.split('\n').filter((line) => ![...changed].some((c) => line.startsWith(c)));
  for (const line of untouched) assert.ok(text.split('\n').includes(line), `kept: ${line}`);
  // The summary: per tool, what followed the server; what was kept; new and gone tools.
  assert.match(r.stderr, /updated .*get-sum\.atdf\.yaml from the server: \/description, .*\/how_to_use\/inputs\/-/);
  assert.match(r.stderr, /kept: .*get-sum\.atdf\.yaml#\/when_to_use: your text stays/);
  assert.match(r.stderr, /new tool "get-product": .*get-product\.atdf\.yaml/);
  assert.match(r.stderr, /no longer on the server: "echo" \(.*echo\.atdf\.yaml kept; delete it if the tool is gone for good\)/);
  assert.ok(existsSync(path.join(out, 'echo.atdf.yaml')), 'a tool gone from the server is not deleted');
  assert.ok(existsSync(path.join(out, 'get-product.atdf.yaml')));
  assert.match(r.stderr, /1 file updated, 1 new, 11 unchanged, 0 conflicts, 1 no longer on the server/);

  const validate = await atdf(['validate', file]);
  assert.equal(validate.code, 0, validate.stdout);
  const exported = JSON.parse((await atdf(['export-mcp', file])).stdout).tools[0];
  assert.deepEqual(Object.keys(exported.inputSchema.properties), ['a', 'b', 'c'], 'the new schema');

  // Idempotent: the same server again changes nothing.
  const again = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(read(file), text);
  assert.match(again.stderr, /0 files updated, 0 new, 13 unchanged, 0 conflicts/);
});

test('files the author did not touch become what a fresh import of the new server writes', async () => {
  const out = await importedV1('untouched');
  const r = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(r.code, 0, r.stderr);
  const fresh = path.join(scratch, 'fresh-v2');
  assert.equal((await atdf(['import-mcp', '--command', server('v2'), '--out', fresh])).code, 0);
  for (const name of ['get-sum.atdf.yaml', 'get-product.atdf.yaml', 'get-env.atdf.yaml', 'mcp-tool-order.json'])
    assert.equal(read(path.join(out, name)), read(path.join(fresh, name)), name);
});

test('both changed: the author keeps the text, a comment gives the server value, the conflict is listed, exit 1', async () => {
  const out = await importedV1('conflict');
  const file = path.join(out, 'get-sum.atdf.yaml');
  writeFileSync(file, read(file).replace('      description: First number\n', '      description: The first addend\n'));
  const r = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(r.code, 1);
  const text = read(file);
  assert.match(
    text,
    / {6}# atdf import-mcp --update: you and the server both changed this; yours is kept and the server now has "First number, any float"; merge by hand, then delete this line\n {6}description: The first addend\n/,
  );
  assert.match(r.stderr, /conflict: .*get-sum\.atdf\.yaml#\/how_to_use\/inputs\/0\/description: .*"First number, any float"/);
  assert.match(r.stderr, /1 conflict/);
  assert.match(text, /^description: Returns the sum of two or three numbers$/m, 'the rest is merged');
  const validate = await atdf(['validate', file]);
  assert.equal(validate.code, 0, validate.stdout);
  // Run again before merging by hand: the conflict is still there (the record of the last import did not move on
  // for this tool, so the server's change is not mistaken for the author's), exit 1 again.
  const again = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(again.code, 1, again.stderr);
  assert.match(again.stderr, /conflict: .*get-sum\.atdf\.yaml#\/how_to_use\/inputs\/0\/description: /);
  // Merged by hand (the server's text taken, the comment deleted): up to date, exit 0.
  writeFileSync(
    file,
    read(file).replace(
      / {6}# atdf import-mcp --update: .*\n {6}description: The first addend\n/,
      '      description: First number, any float\n',
    ),
  );
  const merged = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(merged.code, 0, merged.stderr);
  assert.match(merged.stderr, /0 conflicts/);
});

test("an author's file that does not parse is named and left alone; no second file is written beside it", async () => {
  const out = await importedV1('broken');
  const file = path.join(out, 'get-sum.atdf.yaml');
  const broken = read(file) + 'bad: [\n';
  writeFileSync(file, broken);
  const r = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /not updated: .*get-sum\.atdf\.yaml: it does not parse, so the tool "get-sum" cannot be merged into it/);
  assert.equal(existsSync(path.join(out, 'get-sum-2.atdf.yaml')), false, 'no duplicate beside it');
  assert.equal(read(file), broken, 'left as the author has it');
  // Fixed: the next --update merges the server's change into it.
  writeFileSync(file, broken.replace('bad: [\n', ''));
  const fixed = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.match(read(file), /^description: Returns the sum of two or three numbers$/m);
});

test('without the record of the last import (an editor import), differences are conflicts, never overwritten', async () => {
  const out = await importedV1('no-record');
  const order = path.join(out, 'mcp-tool-order.json');
  const { tools } = JSON.parse(read(order));
  writeFileSync(order, JSON.stringify({ tools }));
  const file = path.join(out, 'get-sum.atdf.yaml');
  const r = await atdf(['import-mcp', '--command', server('v2'), '--out', out, '--update']);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /keeps no record of the last import/);
  assert.match(r.stderr, /conflict: .*get-sum\.atdf\.yaml#\/description: .*"Returns the sum of two or three numbers"/);
  assert.match(read(file), /^description: Returns the sum of two numbers$/m, 'kept');
  assert.match(read(file), / {4}- name: c\n/, 'what only the server has is added');
  // The record is written for next time, but not for get-sum, still in conflict: its next --update reports it again.
  const served = JSON.parse(read(order)).served as Record<string, unknown>;
  assert.ok(Object.keys(served).length > 0, 'the record is written for next time');
  assert.equal(served['get-sum'], undefined, 'not for a tool in conflict');
});

describe('atdf import-mcp --update', { concurrency: 3 }, () => {
  before(async () => {
    atdf = await bundleCli();
  });
  for (const [name, fn] of cases) plainTest(name, fn);
});
