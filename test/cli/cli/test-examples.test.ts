// `atdf test` as a real process of the CLI (bundled from the current sources)
// against real servers: @modelcontextprotocol/server-everything from npm, and
// call-server.mjs, which hangs or exits on its second call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAlive } from '../../../server/src/mcp-live/process-tree';
import { atdfAsync } from './atdf-cli';

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURES = 'test/fixtures/contract';
const EVERYTHING = `${path.join(ROOT, 'node_modules/.bin/mcp-server-everything')} stdio`;
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-contract-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

const atdf = atdfAsync;

interface JsonReport {
  results: {
    file: string;
    tool: string;
    example: number;
    status: string;
    expected: string;
    findings: { code: string; pointer: string; resultPointer?: string; message: string }[];
    generated?: { kind: string; value: unknown; broken?: { pointer: string; keyword: string }; did?: { kind: string } };
  }[];
  summary: Record<string, number>;
}

const byTitle = (report: JsonReport, file: string, tool: string, example: number) => {
  const found = report.results.find((r) => r.file.endsWith(file) && r.tool === tool && r.example === example);
  assert.ok(found, `${file} ${tool} #${example}`);
  return found;
};

test('against server-everything: right examples pass, wrong ones fail with the exact pointers', async () => {
  const run = await atdf([
    'test',
    '--command',
    EVERYTHING,
    '--format',
    'json',
    FIXTURES + '/everything-tool-form.atdf.yaml',
    FIXTURES + '/everything-v2.atdf.yaml',
  ]);
  assert.equal(run.code, 1, run.stderr);
  const report = JSON.parse(run.stdout) as JsonReport;
  assert.deepEqual(report.summary, { pass: 5, fail: 4, 'not-compared': 0, error: 0 });
  const tf = 'everything-tool-form.atdf.yaml';
  const v2 = 'everything-v2.atdf.yaml';
  // tool: form, right (structuredContent checked against output.success and compared exactly)
  assert.equal(byTitle(report, tf, 'get-structured-content', 0).status, 'pass');
  // wrong in the output: one finding, at the member that differs, on both sides
  const wrongOutput = byTitle(report, tf, 'get-structured-content', 1);
  assert.equal(wrongOutput.status, 'fail');
  assert.deepEqual(
    wrongOutput.findings.map((f) => [f.code, f.pointer, f.resultPointer]),
    [['contract/output-differs', '/tool/examples/1/output/conditions', '/structuredContent/conditions']],
  );
  assert.match(wrongOutput.findings[0].message, /"Sunny".*"Light rain \/ drizzle"/);
  assert.equal(byTitle(report, tf, 'echo', 0).status, 'pass');
  // wrong in the input: fails without a call
  const wrongInput = byTitle(report, tf, 'echo', 1);
  assert.deepEqual(
    wrongInput.findings.map((f) => [f.code, f.pointer]),
    [['contract/input-invalid', '/tool/examples/1/input/message']],
  );
  assert.match(wrongInput.findings[0].message, /not called/);
  // expects an error (status of output.error) and gets one
  const expectsError = byTitle(report, tf, 'get-sum', 0);
  assert.equal(expectsError.expected, 'error');
  assert.equal(expectsError.status, 'pass');
  // ATDF 2.x: quoted text found / not found; a named failure code expects an error
  assert.equal(byTitle(report, v2, 'get-sum', 0).status, 'pass');
  assert.deepEqual(
    byTitle(report, v2, 'get-sum', 1).findings.map((f) => [f.code, f.pointer]),
    [['contract/text-missing', '/examples/1/expected_result']],
  );
  assert.equal(byTitle(report, v2, 'get-sum', 2).expected, 'error');
  assert.equal(byTitle(report, v2, 'get-sum', 2).status, 'pass');
  assert.deepEqual(
    byTitle(report, v2, 'get-sum', 3).findings.map((f) => [f.code, f.pointer, f.resultPointer]),
    [['contract/expected-error', '/examples/3/expected_result', '/isError']],
  );
});

test('the text report: PASS or FAIL per example with its place, tool, title and time; exit 1 when one fails', async () => {
  const run = await atdf(['test', '--command', EVERYTHING, FIXTURES + '/everything-tool-form.atdf.yaml']);
  const lines = run.stdout.trim().split('\n');
  assert.match(
    lines[0],
    /^PASS {2}test\/fixtures\/contract\/everything-tool-form\.atdf\.yaml:21:7 get-structured-content › New York \(right\) \(\d+ ms\)$/,
  );
  assert.match(run.stdout, /^FAIL {2}.*echo › A number as the message \(wrong input\)/m);
  assert.match(run.stderr, /5 examples against server ".*": 3 passed, 2 failed, 0 not compared, 0 not run/);
  assert.equal(run.code, 1);
});

test('junit output is well-formed XML (strict parse) with one testcase per example', async () => {
  const run = await atdf(['test', '--command', EVERYTHING, '--format', 'junit', FIXTURES]);
  assert.equal(run.code, 1);
  const sax = createRequire(__filename)('sax') as {
    parser(strict: boolean): {
      onerror: (e: Error) => void;
      onopentag: (t: { name: string; attributes: Record<string, string> }) => void;
      write(s: string): { close(): void };
    };
  };
  const parser = sax.parser(true);
  const tags: { name: string; attributes: Record<string, string> }[] = [];
  parser.onerror = (e) => assert.fail(`not well-formed XML: ${e.message}`);
  parser.onopentag = (tag) => tags.push(tag);
  parser.write(run.stdout).close();
  assert.equal(tags[0].name, 'testsuites');
  // echo-three.atdf.yaml is in the folder too: its three examples pass against this server's echo
  const { time } = tags[0].attributes;
  assert.deepEqual(tags[0].attributes, { name: 'atdf test', tests: '12', failures: '4', errors: '0', skipped: '0', time });
  assert.equal(tags.filter((t) => t.name === 'testsuite').length, 3);
  assert.equal(tags.filter((t) => t.name === 'testcase').length, 12);
  assert.deepEqual(
    tags.filter((t) => t.name === 'failure').map((t) => t.attributes.type),
    ['contract/output-differs', 'contract/input-invalid', 'contract/text-missing', 'contract/expected-error'],
  );
});

const SENTENCES = 'test/fixtures/contract-text/everything-sentences.atdf.yaml';

test('a 2.x sentence is never a pass without a comparison: the wrong sum fails showing 2.5, prose is "not compared"', async () => {
  const run = await atdf(['test', '--command', EVERYTHING, '--format', 'json', SENTENCES]);
  assert.equal(run.code, 1, run.stderr); // the wrong sum and the wrong literal fail; prose alone would not
  const report = JSON.parse(run.stdout) as JsonReport;
  assert.deepEqual(
    report.results.map((r) => [r.status, r.findings.map((f) => f.code)]),
    [
      ['fail', ['contract/value-missing']],
      ['pass', []],
      ['pass', []],
      ['fail', ['contract/text-differs']],
      ['not-compared', ['contract/not-compared']],
    ],
  );
  assert.deepEqual(report.summary, { pass: 2, fail: 2, 'not-compared': 1, error: 0 });
  const [wrongSum] = report.results[0].findings;
  assert.equal(wrongSum.pointer, '/examples/0/expected_result');
  assert.match(wrongSum.message, /does not contain 3\.5, .* the text was "The sum of -1\.5 and 4 is 2\.5\."/);
  assert.match(report.results[3].findings[0].message, /Expected the result text "2" .* the text was "The sum of 1 and 1 is 2\."/);
  assert.match(
    report.results[4].findings[0].message,
    /^Not compared: expected_result is prose .* The result was "The sum of 1 and 2 is 3\."/,
  );

  const text = await atdf(['test', '--command', EVERYTHING, SENTENCES]);
  assert.match(text.stdout, /^FAIL .*The documented sentence, with a wrong sum .*\n .*the text was "The sum of -1\.5 and 4 is 2\.5\."/m);
  assert.match(text.stdout, /^NOT COMPARED .*get-sum › Prose \(\d+ ms\)\n {6}\/examples\/4\/expected_result: Not compared: /m);
  assert.match(text.stderr, /5 examples against .*: 2 passed, 2 failed, 1 not compared, 0 not run/);
});

test('prose alone: exit 0 and <skipped> in JUnit; --strict fails it (exit 1, a <failure>)', async () => {
  const prose = path.join(scratch, 'prose.atdf.yaml');
  const source = readFileSync(path.join(ROOT, SENTENCES), 'utf8');
  writeFileSync(
    prose,
    source.slice(0, source.indexOf('examples:')) +
      source.slice(source.indexOf('examples:')).replace(/ {2}- goal: The documented[\s\S]*?(?= {2}- goal: Prose)/, ''),
  );
  const junit = await atdf(['test', '--command', EVERYTHING, '--format', 'junit', prose]);
  assert.equal(junit.code, 0, junit.stderr);
  assert.match(junit.stdout, /<testsuites name="atdf test" tests="1" failures="0" errors="0" skipped="1"/);
  assert.match(
    junit.stdout,
    /<testcase [^>]*name="get-sum › Prose"[^>]*>\n {6}<skipped message="Not compared: expected_result is prose[^"]*"\/>/,
  );
  assert.match(junit.stderr, /1 not compared: quote what the result must contain; --strict fails them/);
  const strict = await atdf(['test', '--command', EVERYTHING, '--format', 'junit', '--strict', prose]);
  assert.equal(strict.code, 1, strict.stderr);
  assert.match(strict.stdout, /<failure message="Not compared: [^"]*" type="contract\/not-compared">/);
  assert.doesNotMatch(strict.stdout, /<skipped/);
});

// Without the kill of the whole tree, the hanging server (which ignores SIGTERM and its stdin closing) keeps
// the run from ending: the timeout makes that a failure.
for (const mode of ['hang', 'exit'] as const) {
  test(
    `a server that ${mode === 'hang' ? 'hangs' : 'exits'} mid-run: a clear result for every example, and no process left`,
    { timeout: 60_000 },
    async () => {
      const pidFile = path.join(scratch, `${mode}.pid`);
      const command = `node ${FIXTURES}/call-server.mjs ${mode} wrapped`;
      // The deadline is for the start too, and for each call: enough for a loaded machine, short enough for a test.
      const args = ['--timeout', '5000', '--format', 'json', '--command', command, '--env', `FAKE_PID_FILE=${pidFile}`];
      const run = await atdf(['test', ...args, FIXTURES + '/echo-three.atdf.yaml']);
      assert.equal(run.code, 1, run.stderr);
      const report = JSON.parse(run.stdout) as JsonReport;
      assert.deepEqual(
        report.results.map((r) => [r.status, r.findings.map((f) => f.code)]),
        [
          ['pass', []],
          ['error', [mode === 'hang' ? 'contract/timeout' : 'contract/server-exited']],
          ['error', ['contract/not-run']],
        ],
      );
      if (mode === 'exit') assert.match(report.results[1].findings[0].message, /giving up on purpose/);
      assert.ok(existsSync(pidFile));
      const pid = Number(readFileSync(pidFile, 'utf8'));
      assert.equal(isAlive(pid), false, `the server (PID ${pid}, a grandchild) is gone`);
    },
  );
}

test('--server NAME: the server of ./.vscode/mcp.json, ${env:...} and ${workspaceFolder} resolved as import does', async () => {
  const folder = mkdtempSync(path.join(scratch, 'config-'));
  mkdirSync(path.join(folder, '.vscode'));
  const config = {
    servers: {
      everything: { command: '${env:ATDF_TEST_EVERYTHING_BIN}', args: ['stdio'], cwd: '${workspaceFolder}' },
      remote: { type: 'http', url: 'https://example.com/mcp' },
    },
  };
  writeFileSync(path.join(folder, '.vscode/mcp.json'), '// servers of this folder\n' + JSON.stringify(config, null, 2));
  const file = path.join(ROOT, FIXTURES, 'everything-v2.atdf.yaml');
  const env = { ATDF_TEST_EVERYTHING_BIN: path.join(ROOT, 'node_modules/.bin/mcp-server-everything') };
  const run = await atdf(['test', '--server', 'everything', '--format', 'json', file], { cwd: folder, env });
  assert.equal(run.code, 1, run.stderr);
  const report = JSON.parse(run.stdout) as JsonReport & { server: string };
  assert.deepEqual(report.summary, { pass: 2, fail: 2, 'not-compared': 0, error: 0 });
  // A value from ${env:...} is shown as the variable, never as its value (core/mcp/redact.ts); the process got the real path.
  assert.equal(report.server, 'server "everything" of .vscode/mcp.json (${env:ATDF_TEST_EVERYTHING_BIN} stdio)');
  const unknown = await atdf(['test', '--server', 'nope', file], { cwd: folder, env });
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /mcp\.json has no server "nope" \(it has: "everything", "remote"\)/);
  const remote = await atdf(['test', '--server', 'remote', file], { cwd: folder, env });
  assert.equal(remote.code, 2);
  assert.match(remote.stderr, /server "remote" cannot be started: it is a "http" server/);
  const none = await atdf(['test', '--server', 'everything', file], { cwd: scratch });
  assert.equal(none.code, 2);
  assert.match(none.stderr, /cannot read ".*\.vscode\/mcp\.json": no such file/);
  const both = await atdf(['test', '--server', 'everything', '--command', 'x', file], { cwd: folder });
  assert.match(both.stderr, /give --command or --server, not both/);
});

test('--generate N --seed S against server-everything: valid inputs get results, broken ones are reported by what the server did', async () => {
  const args = [
    'test',
    '--command',
    EVERYTHING,
    '--generate',
    '3',
    '--seed',
    '5',
    '--format',
    'json',
    FIXTURES + '/everything-generate.atdf.yaml',
  ];
  const run = await atdf(args);
  assert.equal(run.code, 1, run.stderr);
  assert.match(run.stderr, /generated with seed 5 \(repeat with --seed 5\)/);
  const parsed = JSON.parse(run.stdout) as JsonReport & { seed: number };
  assert.equal(parsed.seed, 5);
  const results = parsed.results.map((r) => ({ ...r, generated: r.generated ?? assert.fail('a generated call') }));
  assert.equal(results.length, 18); // 3 tools x (3 valid + 3 invalid)
  const valid = results.filter((r) => r.generated.kind === 'valid');
  assert.equal(valid.length, 9);
  for (const r of valid) assert.deepEqual([r.status, r.generated.did?.kind], ['pass', 'result'], JSON.stringify(r.generated.value));
  // The server checks types and required members (an error result), not the ranges and lengths our schemas add: those
  // broken inputs are accepted, and reported as such, at the member broken.
  const accepted = results.filter((r) => r.status === 'fail');
  assert.deepEqual(
    accepted.map((r) => [r.tool, r.generated.broken?.keyword, r.findings.map((f) => [f.code, f.pointer])]),
    [
      ['get-sum', 'minimum', [['contract/generated-accepted', '/a']]],
      ['echo', 'minLength', [['contract/generated-accepted', '/message']]],
    ],
  );
  const refused = results.filter((r) => r.generated.kind === 'invalid' && r.status === 'pass');
  assert.equal(refused.length, 7);
  for (const r of refused) assert.equal(r.generated.did?.kind, 'error-result');
  assert.ok(refused.some((r) => r.generated.broken?.keyword === 'enum'));
  // Reproducible: the same seed, the same calls
  const again = JSON.parse((await atdf(args)).stdout) as JsonReport;
  assert.deepEqual(
    again.results.map((r) => r.generated?.value),
    results.map((r) => r.generated.value),
  );
  const text = await atdf(args.filter((a) => a !== '--format' && a !== 'json'));
  assert.match(
    text.stdout,
    /^FAIL {2}.*echo › generated invalid #3 \(breaks minLength at \/message\): \{"message":""\} -> result \(\d+ ms\)$/m,
  );
  assert.match(
    text.stdout,
    /^PASS {2}.*get-structured-content › generated invalid #\d \(breaks enum at \/location\): .* -> error result \(isError\)/m,
  );
});

test('--generate never calls a tool whose annotations say destructiveHint: true, unless --allow-destructive (server-memory, scratch file)', async () => {
  const memory = path.join(scratch, 'memory.jsonl');
  const command = path.join(ROOT, 'node_modules/.bin/mcp-server-memory');
  const base = ['test', '--command', command, '--env', `MEMORY_FILE_PATH=${memory}`, '--generate', '2', '--format', 'json'];
  const file = FIXTURES + '/memory-delete.atdf.yaml';
  const refused = await atdf([...base, file]);
  assert.equal(refused.code, 2, refused.stderr);
  assert.match(refused.stderr, /delete_entities: no generated calls: its annotations say destructiveHint: true \(add --allow-destructive/);
  assert.match(refused.stderr, /nothing was run/);
  const allowed = await atdf([...base, '--allow-destructive', file]);
  assert.equal(allowed.code, 0, allowed.stderr);
  const report = JSON.parse(allowed.stdout) as JsonReport;
  assert.deepEqual(report.summary, { pass: 4, fail: 0, 'not-compared': 0, error: 0 });
});

test('--update shows the diff and writes nothing without --yes; with --yes only the wrong outputs change, comments kept', async () => {
  const folder = mkdtempSync(path.join(scratch, 'update-'));
  const files = ['everything-tool-form.atdf.yaml', 'everything-v2.atdf.yaml'].map((name) => {
    // A comment beside the very line that gets rewritten, and one inside the output mapping's neighbourhood
    const text = readFileSync(path.join(ROOT, FIXTURES, name), 'utf8')
      .replace(
        '    - description: Chicago (wrong output)\n',
        '    # Chicago: the server says otherwise\n    - description: Chicago (wrong output) # kept\n',
      )
      .replace(
        '    expected_result: \'Answers "The sum of 2 and 3 is 6."\'',
        '    expected_result: \'Answers "The sum of 2 and 3 is 6."\' # wrong on purpose',
      );
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return { file, text };
  });
  const args = ['test', '--command', EVERYTHING, '--update', ...files.map((f) => f.file)];
  const dry = await atdf(args);
  assert.equal(dry.code, 1);
  assert.match(dry.stdout, /^-\s+output: \{ temperature: 36, conditions: Sunny, humidity: 82 \}$/m);
  assert.match(dry.stdout, /^\+\s+output: \{ temperature: 36, conditions: "Light rain \/ drizzle", humidity: 82 \}$/m);
  assert.match(dry.stdout, /^\+\s+expected_result: 'Answers "The sum of 2 and 3 is 5\."' # wrong on purpose$/m);
  assert.match(dry.stderr, /--update: nothing written; to rewrite 2 examples in 2 files as shown, add --yes/);
  for (const f of files) assert.equal(readFileSync(f.file, 'utf8'), f.text, 'nothing written without --yes');

  const run = await atdf([...args, '--yes']);
  assert.match(run.stderr, /updated 2 examples in 2 files/);
  assert.equal(run.code, 1, 'the wrong input and the wrongly expected error still fail: they are not outputs to rewrite');
  // Exactly the one value changed in each file: every comment and every other byte as it was
  assert.equal(readFileSync(files[0].file, 'utf8'), files[0].text.replace('conditions: Sunny', 'conditions: "Light rain / drizzle"'));
  assert.equal(readFileSync(files[1].file, 'utf8'), files[1].text.replace('2 and 3 is 6.', '2 and 3 is 5.'));
  const after = JSON.parse(
    (await atdf(['test', '--command', EVERYTHING, '--format', 'json', ...files.map((f) => f.file)])).stdout,
  ) as JsonReport;
  assert.deepEqual(after.summary, { pass: 7, fail: 2, 'not-compared': 0, error: 0 });
  assert.match((await atdf(['test', '--command', EVERYTHING, '--yes', files[0].file])).stderr, /--yes goes with --update/);
});

test('usage and start errors: exit 2 with one clear line', async () => {
  const noCommand = await atdf(['test', FIXTURES]);
  assert.equal(noCommand.code, 2);
  assert.match(noCommand.stderr, /^atdf: --command "CMD ARGS" or --server NAME is required/);
  const noExamples = await atdf(['test', '--command', EVERYTHING, 'examples/send-email.atdf.yaml']);
  assert.equal(noExamples.code, 2);
  assert.match(noExamples.stderr, /no examples to run/);
  const noServer = await atdf(['test', '--command', 'no-such-command-atdf', FIXTURES + '/echo-three.atdf.yaml']);
  assert.equal(noServer.code, 2);
  assert.match(noServer.stderr, /command not found[\s\S]*no example was run/);
  assert.doesNotMatch(noServer.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace');
  const seedAlone = await atdf(['test', '--command', EVERYTHING, '--seed', '3', FIXTURES]);
  assert.match(seedAlone.stderr, /--seed goes with --generate N/);
  const badCount = await atdf(['test', '--command', EVERYTHING, '--generate', 'many', FIXTURES]);
  assert.match(badCount.stderr, /--generate expects a whole number from 0 to 1000, got "many"/);
  // Past Node's longest timer (2^31 - 1 ms) a timeout would fire after 1 ms: refused as import-mcp refuses it.
  const huge = await atdf(['test', '--command', EVERYTHING, '--timeout', '3000000000', FIXTURES]);
  assert.equal(huge.code, 2);
  assert.equal(
    huge.stderr,
    'atdf: --timeout expects a whole number of milliseconds from 1 to 2147483647 (about 24 days), got "3000000000"\n',
  );
});
