// `atdf import-mcp` and `atdf export-mcp`, run as real processes of the CLI
// (bundled once from the current sources, see cli-harness.ts).
import { before, describe, test as plainTest } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleCli, ROOT, type CliRun } from './cli-harness';
import { sampleTool } from '../../unit/mcp/helpers';

// Each test spawns the CLI (processes that wait on servers and timeouts): run them side by side.
const cases: Array<[string, () => Promise<void>]> = [];
const test = (name: string, fn: () => Promise<void>) => cases.push([name, fn]);
const FAKE = path.join(ROOT, 'test/fixtures/mcp/fake-server.mjs');
const EVERYTHING = path.join(ROOT, 'test/fixtures/mcp/everything-tools.json');
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-mcp-cli-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let counter = 0;
const fresh = (name: string) => path.join(scratch, `${name}-${counter++}`);
let atdf: (args: string[], input?: string | Buffer) => Promise<CliRun>;

function noStack(stderr: string) {
  assert.doesNotMatch(stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace');
}

test('--help on both commands', async () => {
  for (const command of ['import-mcp', 'export-mcp']) {
    const r = await atdf([command, '--help']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, new RegExp(`Usage: atdf ${command}`));
    assert.match(r.stdout, /Exit status/);
  }
});

test('import a tools/list file, then export it back: the same tools, in the same order', async () => {
  const out = fresh('import');
  const r = await atdf(['import-mcp', EVERYTHING, '--out', out]);
  assert.equal(r.code, 0, r.stderr);
  const original = JSON.parse(readFileSync(EVERYTHING, 'utf8')).tools as Array<{ name: string }>;
  assert.equal(readdirSync(out).length, original.length + 1, 'a file per tool and the order file');
  assert.ok(existsSync(path.join(out, 'echo.atdf.yaml')));
  assert.deepEqual(
    JSON.parse(readFileSync(path.join(out, 'mcp-tool-order.json'), 'utf8')).tools,
    original.map((t) => t.name),
  );
  assert.match(r.stderr, new RegExp(`imported ${original.length} tools into`));
  // The server's order is not the file names' order, so the order file is what keeps it.
  assert.notDeepEqual(
    original.map((t) => t.name),
    original.map((t) => t.name).sort(),
  );

  const back = await atdf(['export-mcp', out]);
  assert.equal(back.code, 0, back.stderr);
  assert.deepStrictEqual(JSON.parse(back.stdout).tools, original);

  // Without the order file: by file name.
  rmSync(path.join(out, 'mcp-tool-order.json'));
  const byFile = JSON.parse((await atdf(['export-mcp', out])).stdout).tools as Array<{ name: string }>;
  assert.deepEqual(
    byFile.map((t) => t.name),
    readdirSync(out)
      .sort()
      .map((f) => f.replace('.atdf.yaml', '')),
  );

  const validate = await atdf(['validate', out]);
  assert.equal(validate.code, 0, validate.stdout);
});

test('the tool: form from stdin, a single tool', async () => {
  const out = fresh('stdin');
  const r = await atdf(['import-mcp', '-', '--out', out, '--dialect', 'tool'], JSON.stringify(sampleTool));
  assert.equal(r.code, 0, r.stderr);
  const text = readFileSync(path.join(out, 'search_notes.atdf.yaml'), 'utf8');
  assert.match(text, /^tool:\n {2}name: search_notes$/m);
  const back = await atdf(['export-mcp', path.join(out, 'search_notes.atdf.yaml')]);
  assert.deepStrictEqual(JSON.parse(back.stdout), { tools: [sampleTool] });
});

test('existing files are never overwritten without --force: exit 1, conflicts listed, nothing written', async () => {
  const out = fresh('conflict');
  mkdirSync(out);
  writeFileSync(path.join(out, 'echo.atdf.yaml'), 'my own work\n');
  const r = await atdf(['import-mcp', EVERYTHING, '--out', out]);
  assert.equal(r.code, 1);
  // An import-mcp folder may hold the author's work: the message points at --update (merge) before --force (overwrite).
  assert.match(
    r.stderr,
    /1 of the \d+ files already exist; nothing was written \(to take the server's changes and keep your edits in them, run again with --update; --force overwrites them\)/,
  );
  assert.match(r.stderr, /echo\.atdf\.yaml/);
  assert.deepEqual(readdirSync(out), ['echo.atdf.yaml']);
  assert.equal(readFileSync(path.join(out, 'echo.atdf.yaml'), 'utf8'), 'my own work\n');

  const forced = await atdf(['import-mcp', EVERYTHING, '--out', out, '--force']);
  assert.equal(forced.code, 0, forced.stderr);
  assert.match(readFileSync(path.join(out, 'echo.atdf.yaml'), 'utf8'), /tool_id: echo/);
  assert.ok(
    readdirSync(out).every((f) => f.endsWith('.atdf.yaml') || f === 'mcp-tool-order.json'),
    'no temporary file left',
  );
});

test('--force with a folder where a file should go: exit 2 naming it, nothing replaced, no temporary file left', async () => {
  const out = fresh('folder-in-the-way');
  mkdirSync(path.join(out, 'get-sum.atdf.yaml'), { recursive: true });
  writeFileSync(path.join(out, 'echo.atdf.yaml'), 'my own work\n');
  const r = await atdf(['import-mcp', EVERYTHING, '--out', out, '--force']);
  assert.equal(r.code, 2, r.stderr);
  noStack(r.stderr);
  assert.equal(
    r.stderr,
    `atdf: "${path.join(out, 'get-sum.atdf.yaml')}" is a folder, where a file is to be written; move or rename it (or choose another folder), then run again; nothing was written\n`,
  );
  assert.deepEqual(readdirSync(out).sort(), ['echo.atdf.yaml', 'get-sum.atdf.yaml']);
  assert.equal(readFileSync(path.join(out, 'echo.atdf.yaml'), 'utf8'), 'my own work\n');
});

test('tool names file systems do not like stay inside --out, with distinct files; only a name no file can show is refused', async () => {
  const out = fresh('names');
  const names = ['..', '.', '...', 'CON', 'nul', 'Echo', 'echo', '-rf', '.hidden', 'a..b', 'x'.repeat(128)];
  const tools = names.map((name) => ({ name, description: 'd', inputSchema: { type: 'object' } }));
  const r = await atdf(['import-mcp', '-', '--out', out], JSON.stringify(tools));
  assert.equal(r.code, 0, r.stderr);
  const files = readdirSync(out)
    .filter((f) => f !== 'mcp-tool-order.json')
    .sort();
  assert.equal(files.length, names.length);
  for (const f of files) assert.match(f, /^[^/\\\u0000-\u001f.][^/\\\u0000-\u001f]*\.atdf\.yaml$/);
  const back = JSON.parse((await atdf(['export-mcp', out])).stdout).tools.map((t: { name: string }) => t.name);
  assert.deepEqual(back, names, 'all back, in the order of the list');

  // Path-like names are names (kept exactly, a warning each: they break the MCP naming rule); their files stay inside.
  const pathy = ['../escape', 'a/b', 'a\\b'];
  const hostileOut = fresh('hostile');
  const kept = await atdf(
    ['import-mcp', '-', '--out', hostileOut],
    JSON.stringify(pathy.map((name) => ({ name, inputSchema: { type: 'object' } }))),
  );
  assert.equal(kept.code, 0, kept.stderr);
  assert.equal(kept.stderr.match(/^atdf: warning: <stdin>: tool .* MCP tool names should be 1 to 128 of/gm)?.length, 3, kept.stderr);
  assert.ok(!existsSync(path.join(scratch, 'escape.atdf.yaml')));
  assert.deepEqual(
    JSON.parse((await atdf(['export-mcp', hostileOut])).stdout).tools.map((t: { name: string }) => t.name),
    pathy,
  );
  // A control character cannot be shown by the file: that tool is refused (the list too, without --skip-invalid).
  const refused = await atdf(
    ['import-mcp', '-', '--out', fresh('bell')],
    JSON.stringify([{ name: 'x\u0007y', inputSchema: { type: 'object' } }]),
  );
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /tool\[0\] "x\\u0007y" "name" has U\+0007: control, invisible or lone surrogate characters/);
});

test('names that break the MCP naming rule (a SHOULD) are imported kept exactly, a warning each with the rename; they round-trip', async () => {
  const names = ['résumé_générer', 'get weather', 'n'.repeat(150), 'plain_tool'];
  const expectWarnings = (stderr: string, source: string) => {
    const warnings = stderr.split('\n').filter((l) => l.startsWith('atdf: warning:'));
    assert.equal(warnings.length, 3, stderr);
    assert.match(
      warnings[0],
      new RegExp(
        `^atdf: warning: ${source}: tool "résumé_générer" "name" has "é"; MCP tool names should be 1 to 128 of A-Z a-z 0-9 _ - \\. \\(spec 2026-07-28\\)\\. Imported with the name kept exactly`,
      ),
    );
    assert.match(warnings[0], /rename the tool on its server, e\.g\. to "resume_generer", and import it again$/);
    assert.match(warnings[1], /tool "get weather" "name" has " ";.* e\.g\. to "get_weather"/);
    assert.match(warnings[2], /"name" is 150 characters long;.* e\.g\. to "n{128}"/);
  };
  // A tools file.
  const fileOut = fresh('odd-names-file');
  const file = path.join(scratch, 'odd-names.json');
  writeFileSync(
    file,
    JSON.stringify({ tools: names.map((name) => ({ name, description: `Tool ${name}.`, inputSchema: { type: 'object' } })) }),
  );
  const fromFile = await atdf(['import-mcp', file, '--out', fileOut]);
  assert.equal(fromFile.code, 0, fromFile.stderr);
  expectWarnings(fromFile.stderr, file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  assert.ok(existsSync(path.join(fileOut, 'résumé_générer.atdf.yaml')));
  assert.ok(existsSync(path.join(fileOut, 'get weather.atdf.yaml')));
  const back = await atdf(['export-mcp', fileOut]);
  assert.equal(back.code, 0, back.stderr);
  assert.deepEqual(
    JSON.parse(back.stdout).tools.map((t: { name: string }) => t.name),
    names,
  );
  // A live server serving the same names, and one that no file could show (a zero-width space): only that tool is refused.
  const command = `"${process.execPath}" '${FAKE}' odd-names`;
  const whole = await atdf(['import-mcp', '--command', command, '--out', fresh('odd-live-refused')]);
  assert.equal(whole.code, 2, whole.stderr);
  assert.match(whole.stderr, /tools\[4\] "zero\\u200bwidth" "name" has U\+200B: control, invisible or lone surrogate characters/);
  assert.match(whole.stderr, /nothing was written/);
  const liveOut = fresh('odd-live');
  const live = await atdf(['import-mcp', '--command', command, '--out', liveOut, '--skip-invalid']);
  assert.equal(live.code, 0, live.stderr);
  expectWarnings(live.stderr, 'server ".*"');
  assert.match(live.stderr, /^atdf: skipped 1 tool \(--skip-invalid\):\n.*"zero\\u200bwidth"/m);
  assert.deepEqual(
    JSON.parse((await atdf(['export-mcp', liveOut])).stdout).tools.map((t: { name: string }) => t.name),
    names,
  );
});

test('descriptions with trailing spaces, tabs or indented lines are imported as block scalars and exported back exactly', async () => {
  const descriptions = [
    'Runs a query.  \nReturns rows.\t\n',
    '  Indented first line\nthen a usage block:\n    tool --flag\n\n\n',
    'Columns:\n\tname\tthe name\n\tsize\tin bytes',
  ];
  const tools = descriptions.map((description, i) => ({ name: `tool_${i}`, description, inputSchema: { type: 'object' } }));
  const out = fresh('blocks');
  const r = await atdf(['import-mcp', '-', '--out', out], JSON.stringify({ tools }));
  assert.equal(r.code, 0, r.stderr);
  const heads = tools.map((t) => /^description: (.*)$/m.exec(readFileSync(path.join(out, `${t.name}.atdf.yaml`), 'utf8'))?.[1]);
  assert.deepEqual(heads, ['|', '|2+', '|-']);
  const back = JSON.parse((await atdf(['export-mcp', out])).stdout).tools.map((t: { description: string }) => t.description);
  assert.deepEqual(back, descriptions);
});

test('a NUL or lone surrogates in tool names: with --skip-invalid only those tools are refused, each named visibly on its own line', async () => {
  const out = fresh('nul-name');
  const tools = ['a\u0000b', 'x\ud800', 'x\udc00', 'line\nbreak', 'good'].map((name) => ({ name, inputSchema: { type: 'object' } }));
  const r = await atdf(['import-mcp', '-', '--out', out, '--skip-invalid'], JSON.stringify(tools));
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(readdirSync(out).sort(), ['good.atdf.yaml', 'mcp-tool-order.json']);
  const lines = r.stderr.trimEnd().split('\n');
  // The skipped header, one line per refused tool, the import line, then the count of generated sentences ("good" has no description).
  assert.equal(lines.length, 7, r.stderr);
  assert.match(lines[6], /^atdf: \d+ sentences? (was|were) generated where the source says nothing/);
  assert.match(lines[1], /tool\[0\] "a\\u0000b" "name" has U\+0000/);
  assert.match(lines[2], /tool\[1\] "x\\ud800"/);
  assert.match(lines[3], /tool\[2\] "x\\udc00"/);
  assert.match(lines[4], /tool\[3\] "line\\nbreak"/);
  assert.doesNotMatch(r.stderr, /[\u0000\ud800-\udfff]/);
});

test('--skip-invalid imports the other tools and lists the skipped ones; without it nothing is written', async () => {
  const tools = [
    { name: 'good', description: 'Fine.', inputSchema: { type: 'object' } },
    { name: 'bad\u2028name', inputSchema: { type: 'object' } },
    { name: 'array_root', inputSchema: { type: 'array' } },
    { name: 'bad_schema', inputSchema: { type: 'object', properties: { a: { type: 'strng' } } } },
    { name: 'good', description: 'Again.', inputSchema: { type: 'object' } },
    { name: 'also_good', inputSchema: { type: 'object' } },
  ];
  const strict = fresh('strict');
  const refused = await atdf(['import-mcp', '-', '--out', strict], JSON.stringify({ tools }));
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /nothing was written/);
  assert.ok(!existsSync(strict));

  const out = fresh('skip');
  const r = await atdf(['import-mcp', '-', '--out', out, '--skip-invalid'], JSON.stringify({ tools }));
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(readdirSync(out).sort(), ['also_good.atdf.yaml', 'good.atdf.yaml', 'mcp-tool-order.json']);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines[0], 'atdf: skipped 4 tools (--skip-invalid):');
  assert.match(lines[1], /^atdf: <stdin>: tools\[1\] "bad\\u2028name" "name" has U\+2028/);
  assert.match(lines[2], /^atdf: <stdin>: tools\[2\] "array_root" "inputSchema.type" is "array"/);
  assert.match(lines[3], /^atdf: <stdin>: tools\[4\] "good" has the same name as tools\[0\]/);
  assert.match(lines[4], /^atdf: <stdin>: tool "bad_schema" has an invalid inputSchema: at "\/properties\/a\/type"/);
  assert.match(lines[5], /imported 2 tools into/);

  const none = await atdf(['import-mcp', '-', '--out', fresh('none'), '--skip-invalid'], JSON.stringify({ tools: tools.slice(1, 3) }));
  assert.equal(none.code, 2);
  assert.match(none.stderr, /no tool was left to import; nothing was written/);
});

test("export-mcp follows each folder's order file; a broken one is an error naming it", async () => {
  const dir = fresh('order');
  const r = await atdf(['import-mcp', EVERYTHING, '--out', path.join(dir, 'everything')]);
  assert.equal(r.code, 0, r.stderr);
  const second = await atdf(
    ['import-mcp', '-', '--out', path.join(dir, 'mine')],
    JSON.stringify([sampleTool, { ...sampleTool, name: 'a_first' }]),
  );
  assert.equal(second.code, 0, second.stderr);
  const names = (JSON.parse((await atdf(['export-mcp', dir])).stdout).tools as Array<{ name: string }>).map((t) => t.name);
  const everything = (JSON.parse(readFileSync(EVERYTHING, 'utf8')).tools as Array<{ name: string }>).map((t) => t.name);
  assert.deepEqual(names, [...everything, 'search_notes', 'a_first']);

  writeFileSync(path.join(dir, 'mine', 'mcp-tool-order.json'), '{"tools": "nope"}');
  const broken = await atdf(['export-mcp', dir]);
  assert.equal(broken.code, 1);
  assert.match(broken.stderr, /mine[/\\]mcp-tool-order\.json: "tools" is a string, expected the list of tool names/);
  assert.equal(broken.stdout, '');
});

const badInputs: Array<[string, string | Buffer, RegExp]> = [
  ['not JSON', 'hello', /: line 1, column 1: JSON syntax error: expected a value .*, found 'hello'/],
  ['empty', '', /is empty/],
  ['truncated', '{"tools": [{"name": "a", "inputSch', /unterminated string .*ends too early \(truncated/],
  ['a JSON-RPC error', '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"boom"}}', /JSON-RPC error response: -32603 boom/],
  ['tools not an array', '{"tools": {}}', /"tools" is an object, expected an array/],
  ['a tool without a name', '{"tools": [{"inputSchema": {}}]}', /tools\[0\] has no "name"/],
  ['a non-string name', '{"tools": [{"name": 1, "inputSchema": {}}]}', /tools\[0\] "name" is a number/],
  ['inputSchema missing', '{"tools": [{"name": "a"}]}', /tools\[0\] "a" has no "inputSchema"/],
  ['inputSchema not an object', '{"tools": [{"name": "a", "inputSchema": "object"}]}', /"inputSchema" is a string/],
  [
    '3,000-deep nesting',
    `{"tools":[{"name":"deep","inputSchema":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}]}`,
    /"deep" is nested more than 200 levels/,
  ],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]), /is not valid UTF-8 text \(bad byte at offset 2\)/],
  [
    'an invalid input schema',
    '{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": "strng"}}}}',
    /tool "t" has an invalid inputSchema: at "\/properties\/a\/type": unknown type "strng"/,
  ],
];

for (const [name, content, message] of badInputs) {
  test(`bad input, ${name}: one clear line naming the file, exit 2, nothing written`, async () => {
    const file = path.join(scratch, `bad-${counter++}.json`);
    writeFileSync(file, content);
    const out = fresh('bad');
    const r = await atdf(['import-mcp', file, '--out', out]);
    assert.equal(r.code, 2, r.stderr);
    const lines = r.stderr.trimEnd().split('\n');
    assert.equal(lines.length, 2, r.stderr);
    assert.ok(lines[0].startsWith(`atdf: ${file}: `), lines[0]);
    assert.match(lines[0], message);
    assert.equal(lines[1], 'atdf: nothing was written');
    noStack(r.stderr);
    assert.ok(!existsSync(out), 'the output folder was not even created');
  });
}

test('usage errors: exit 2 with one line', async () => {
  for (const args of [
    ['import-mcp'],
    ['import-mcp', 'x.json'],
    ['import-mcp', 'x.json', '--out', 'o', '--dialect', 'yaml'],
    ['import-mcp', 'x.json', '--out'],
    ['import-mcp', 'a', 'b', '--out', 'o'],
    ['import-mcp', '--command', 'x', 'file.json', '--out', 'o'],
    ['import-mcp', '--command', 'x', '--out', 'o', '--timeout', '-5'],
    ['export-mcp'],
    ['export-mcp', '--bogus'],
  ]) {
    const r = await atdf(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stderr.trimEnd().split('\n').length, 1, r.stderr);
    noStack(r.stderr);
  }
  // Past Node's longest timer (2^31 - 1 ms) a timeout would fire after 1 ms: refused, saying the range.
  const huge = await atdf(['import-mcp', '--command', 'x', '--out', fresh('t'), '--timeout', '3000000000']);
  assert.equal(huge.code, 2);
  assert.equal(
    huge.stderr,
    'atdf: --timeout expects a whole number of milliseconds from 1 to 2147483647 (about 24 days), got "3000000000"\n',
  );
  const missing = await atdf(['import-mcp', path.join(scratch, 'nope.json'), '--out', fresh('x')]);
  assert.match(missing.stderr, /cannot read ".*nope\.json": no such file/);
});

test('--command: a live server with pages, --env passed through', async () => {
  const out = fresh('live');
  const pidFile = path.join(scratch, `pid-${counter++}`);
  const r = await atdf([
    'import-mcp',
    '--command',
    `"${process.execPath}" '${FAKE}' paged`,
    '--env',
    `FAKE_PID_FILE=${pidFile}`,
    '--out',
    out,
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(readdirSync(out).sort(), [
    ...['alpha', 'beta', 'delta', 'epsilon', 'gamma'].map((n) => `${n}.atdf.yaml`),
    'mcp-tool-order.json',
  ]);
  assert.ok(existsSync(pidFile), '--env reached the server');
});

for (const [mode, timeout, message] of [
  // 5 s, not less: under load the fake server's own start can take longer than a shorter deadline, and then
  // it never writes the PID the test checks.
  ['hang', '5000', /did not finish listing its tools within 5000 ms; it was stopped/],
  ['exit', '5000', /exited during the MCP handshake/],
  ['garbage', '5000', /writes output that is not JSON-RPC on stdout/],
] as const) {
  test(`--command with a server that ${mode}s: exit 2, clear error, child killed, nothing written`, async () => {
    const out = fresh(mode);
    const pidFile = path.join(scratch, `pid-${counter++}`);
    const r = await atdf([
      'import-mcp',
      '--command',
      `${process.execPath} ${FAKE} ${mode}`,
      '--env',
      `FAKE_PID_FILE=${pidFile}`,
      '--timeout',
      timeout,
      '--out',
      out,
    ]);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, message);
    noStack(r.stderr);
    assert.ok(!existsSync(out));
    const pid = Number(readFileSync(pidFile, 'utf8'));
    assert.throws(() => process.kill(pid, 0), `server PID ${pid} is gone`);
  });
}

test('--command that cannot start', async () => {
  const r = await atdf(['import-mcp', '--command', 'no-such-server-xyz --flag', '--out', fresh('nostart')]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /could not start "no-such-server-xyz --flag": command not found/);
});

test("--command with secrets: the messages show *** and ${env:NAME}, never the values, also in the server's stderr", async () => {
  const token = 'ghp_' + 'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8';
  const fromEnv = 'value-given-by-env-9d8c7b';
  const line = `"${process.execPath}" ${FAKE} echo-args --token ${token} --key ${fromEnv}`;
  const r = await atdf(['import-mcp', '--command', line, '--env', `MY_KEY=${fromEnv}`, '--out', fresh('secrets')]);
  assert.equal(r.code, 2, r.stderr);
  assert.match(r.stderr, /echo-args --token \*\*\* --key \$\{env:MY_KEY\}" exited/);
  assert.match(r.stderr, /bad arguments: --token \*\*\* --key \$\{env:MY_KEY\}/);
  assert.ok(!r.stderr.includes(token) && !r.stderr.includes(fromEnv), r.stderr);
});

test('export-mcp: a file with errors, or two files with one name: exit 1, nothing printed', async () => {
  const dir = fresh('export');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'bad.atdf.yaml'), 'tool:\n  name: x\n');
  let r = await atdf(['export-mcp', dir]);
  assert.equal(r.code, 1);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /bad\.atdf\.yaml:\d+:\d+: error: /);
  rmSync(path.join(dir, 'bad.atdf.yaml'));
  const tool = 'tool:\n  name: same\n  description: d\n  input: {type: object}\n';
  writeFileSync(path.join(dir, 'a.atdf.yaml'), tool);
  writeFileSync(
    path.join(dir, 'b.atdf.yaml'),
    `${tool}---\ntool_id: other\ndescription: d\nwhen_to_use: w\nhow_to_use: {inputs: [], outputs: {success: s, failure: []}}\n`,
  );
  r = await atdf(['export-mcp', dir]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /b\.atdf\.yaml \(document 1\): the tool "same" is already defined in .*a\.atdf\.yaml/);
  rmSync(path.join(dir, 'a.atdf.yaml'));
  r = await atdf(['export-mcp', '--pretty', dir]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(
    JSON.parse(r.stdout).tools.map((t: { name: string }) => t.name),
    ['same', 'other'],
  );
});

test('export-mcp: a security finding blocks the export unless --allow-security; quality warnings do not', async () => {
  const dir = fresh('export-lint');
  mkdirSync(dir);
  const poisoned = path.join(dir, 'add.atdf.yaml');
  writeFileSync(poisoned, readFileSync(path.join(ROOT, 'test/fixtures/lint/poisoned/p01-add-sidenote.atdf.yaml')));
  let r = await atdf(['export-mcp', dir]);
  assert.equal(r.code, 1);
  assert.equal(r.stdout, '');
  noStack(r.stderr);
  assert.match(r.stderr, /add\.atdf\.yaml:\d+:\d+: error: .*\[\/tool\/description\]/);
  assert.match(r.stderr, /add\.atdf\.yaml: not exported: security\/hidden-tag, .*security\/conceal-from-user/);
  assert.match(r.stderr, /pass --allow-security to export anyway\natdf: nothing was exported\n$/);

  r = await atdf(['export-mcp', '--allow-security', dir]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(
    JSON.parse(r.stdout).tools.map((t: { name: string }) => t.name),
    ['add'],
  );
  assert.match(r.stderr, /add\.atdf\.yaml: exported despite security\/hidden-tag, .* \(--allow-security\)/);

  // Only quality findings (a one-word description, no examples, an undocumented input): exported, nothing said.
  rmSync(poisoned);
  writeFileSync(
    path.join(dir, 'terse.atdf.yaml'),
    'tool:\n  name: terse\n  description: Terse.\n  input: {type: object, properties: {q: {type: string}}}\n',
  );
  const validated = await atdf(['validate', dir]);
  assert.match(validated.stderr, /0 errors, [1-9]\d* warnings?/, 'control: the file has quality warnings');
  r = await atdf(['export-mcp', dir]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  assert.deepEqual(
    JSON.parse(r.stdout).tools.map((t: { name: string }) => t.name),
    ['terse'],
  );
});

describe('atdf import-mcp / export-mcp', { concurrency: 4 }, () => {
  before(async () => {
    atdf = await bundleCli();
  });
  for (const [name, fn] of cases) plainTest(name, fn);
});
