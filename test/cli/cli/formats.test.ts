// `atdf validate --format sarif|github|junit` and `--max-warnings`, run as the
// real CLI. SARIF is checked against the official SARIF 2.1.0 schema (vendored,
// with Ajv as the oracle); GitHub lines are read back the way the Actions
// runner reads them; JUnit is parsed by a strict XML parser.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import Ajv from 'ajv';
import sax from 'sax';
import { escapeData, escapeProperty, githubCommand } from '../../../server/src/cli/formats/github';
import { ALL_RULES } from '../../../server/src/core/rules/registry';
import type { Diagnostic } from '../../../server/src/core/types';
import { vendorPath } from '../../vendor-dir';
import { atdf as run, ROOT } from './atdf-cli';

const FIX = 'test/fixtures/atdf';

const atdf = (args: string[], cwd?: string) => run(['validate', ...args], cwd);

const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-formats-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** The vendored SARIF schema is draft-04; Ajv 8 reads it as draft-07 once `$schema` goes and `id` becomes `$id` (no keyword of it differs between the two). */
function sarifValidator() {
  const schema = JSON.parse(readFileSync(vendorPath('sarif', 'sarif-schema-2.1.0.json'), 'utf8'));
  delete schema.$schema;
  schema.$id = schema.id;
  delete schema.id;
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat('uri-reference', (s: string) => URL.canParse(s, 'http://base.example/'));
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
  return ajv.compile(schema);
}

test('sarif: valid SARIF 2.1.0, one run, every rule in tool.driver.rules, results with region and pointer', () => {
  const r = atdf(['--format', 'sarif', FIX]);
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stderr, '');
  const log = JSON.parse(r.stdout);
  const validate = sarifValidator();
  assert.equal(validate(log), true, JSON.stringify(validate.errors?.slice(0, 5)));
  assert.equal(log.version, '2.1.0');
  assert.equal(log.runs.length, 1);
  const [run] = log.runs;
  assert.equal(run.columnKind, 'utf16CodeUnits');
  assert.deepEqual(
    run.tool.driver.rules.map((x: { id: string }) => x.id),
    ALL_RULES.map((x) => x.id),
  );
  const structure = run.tool.driver.rules.find((x: { id: string }) => x.id === 'atdf/structure');
  assert.deepEqual(structure.defaultConfiguration, { level: 'error' });
  assert.match(structure.help.text, /does not match its dialect.*docs\/rules\.md#atdf-structure/);
  assert.equal(run.tool.driver.rules.find((x: { id: string }) => x.id === 'file/too-large').defaultConfiguration.level, 'note');
  for (const result of run.results) assert.equal(run.tool.driver.rules[result.ruleIndex].id, result.ruleId);
  const missing = run.results.find((x: { ruleId: string }) => x.ruleId === 'atdf/example-schema');
  assert.deepEqual(missing.locations[0].physicalLocation, {
    artifactLocation: { uri: 'test/fixtures/atdf/broken-example.atdf.yaml', uriBaseId: 'SRCROOT' },
    region: { startLine: 11, startColumn: 7, endLine: 11, endColumn: 12 },
  });
  assert.deepEqual(missing.locations[0].logicalLocations, [{ fullyQualifiedName: '/tool/examples/0/input/End' }]);
  assert.equal(missing.level, 'error');
  assert.equal(missing.properties.keyword, 'required');
  assert.equal(missing.relatedLocations[0].message.text, 'declared here');
  assert.equal(run.results.find((x: { ruleId: string }) => x.ruleId === 'atdf/example-format').level, 'warning');
  assert.equal(run.originalUriBaseIds.SRCROOT.uri, `file://${ROOT}/`);
});

test('sarif: the schema check can fail (a region line 0 is refused), and no files is a valid empty run', () => {
  const validate = sarifValidator();
  const log = JSON.parse(atdf(['--format', 'sarif', `${FIX}/broken-example.atdf.yaml`]).stdout);
  log.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
  assert.equal(validate(log), false);
  // An empty folder is an error unless allowed (unmatched.test.ts); allowed, it is an empty run.
  const empty = atdf(['--format', 'sarif', '--no-error-on-unmatched-pattern', scratch]);
  assert.equal(empty.code, 0);
  const emptyLog = JSON.parse(empty.stdout);
  assert.equal(validate(emptyLog), true);
  assert.deepEqual(emptyLog.runs[0].results, []);
});

test('sarif: odd file names become URIs (absolute paths as file: URIs)', () => {
  const file = path.join(scratch, 'odd #1 ?.atdf.yaml');
  writeFileSync(file, 'tool:\n  name: BadName\n  description: d\n  input: true\n');
  const relative = JSON.parse(atdf(['--format', 'sarif', 'odd #1 ?.atdf.yaml'], scratch).stdout);
  assert.equal(relative.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri, 'odd%20%231%20%3F.atdf.yaml');
  const absolute = JSON.parse(atdf(['--format', 'sarif', file]).stdout);
  const location = absolute.runs[0].results[0].locations[0].physicalLocation.artifactLocation;
  assert.equal(location.uri, new URL(`file://${scratch}/odd%20%231%20%3F.atdf.yaml`).href);
  assert.equal(sarifValidator()(absolute), true);
});

/** A workflow command read back as the runner does (actions/runner ActionCommand.TryParseV2 + its unescaping). */
function readCommand(line: string) {
  assert.ok(line.startsWith('::'), line);
  const end = line.indexOf('::', 2);
  const info = line.slice(2, end);
  const space = info.indexOf(' ');
  const command = space < 0 ? info : info.slice(0, space);
  const properties: Record<string, string> = {};
  for (const pair of (space < 0 ? '' : info.slice(space + 1)).split(',').filter(Boolean)) {
    const eq = pair.indexOf('=');
    let value = pair.slice(eq + 1);
    for (const [token, escaped] of [
      ['\r', '%0D'],
      ['\n', '%0A'],
      [':', '%3A'],
      [',', '%2C'],
      ['%', '%25'],
    ]) {
      value = value.split(escaped).join(token);
    }
    properties[pair.slice(0, eq)] = value;
  }
  let data = line.slice(end + 2);
  for (const [token, escaped] of [
    ['\r', '%0D'],
    ['\n', '%0A'],
    ['%', '%25'],
  ]) {
    data = data.split(escaped).join(token);
  }
  return { command, properties, data };
}

test('github: every property and the message survive the runner’s parsing, whatever they hold', () => {
  const d: Diagnostic = {
    severity: 'warning',
    document: 0,
    pointer: '/a,b',
    code: 'atdf/name-style',
    message: 'line one: 100% sure\r\nline two, with a comma %0A not a newline',
    range: { start: { line: 2, character: 4 }, end: { line: 2, character: 9 } },
  };
  const file = 'dir/we:ird,name%41.atdf.yaml';
  const line = githubCommand(file, d);
  assert.ok(line.endsWith('\n') && !line.slice(0, -1).includes('\n') && !line.includes('\r'));
  const read = readCommand(line.slice(0, -1));
  assert.equal(read.command, 'warning');
  assert.deepEqual(read.properties, { file, line: '3', endLine: '3', col: '5', endColumn: '9', title: 'atdf/name-style' });
  assert.equal(read.data, `${d.message} [/a,b]`);
  assert.equal(escapeData('%\r\n:,'), '%25%0D%0A:,');
  assert.equal(escapeProperty('%\r\n:,'), '%25%0D%0A%3A%2C');
});

test('github: a multi-line range has no columns (the runner drops them), information is a notice', () => {
  const d: Diagnostic = {
    severity: 'information',
    document: 0,
    pointer: '',
    code: 'file/too-large',
    message: 'big',
    range: { start: { line: 0, character: 3 }, end: { line: 4, character: 1 } },
  };
  const read = readCommand(githubCommand('a.atdf.yaml', d).trimEnd());
  assert.equal(read.command, 'notice');
  assert.deepEqual(read.properties, { file: 'a.atdf.yaml', line: '1', endLine: '5', title: 'file/too-large' });
  assert.equal(read.data, 'big');
});

test('github: the CLI prints one command per diagnostic, the summary on stderr', () => {
  const r = atdf(['--format', 'github', FIX]);
  assert.equal(r.code, 1);
  const lines = r.stdout.trimEnd().split('\n');
  const commands = lines.map(readCommand);
  assert.ok(commands.length >= 5);
  const missing = commands.find((c) => c.properties.title === 'atdf/example-schema');
  assert.deepEqual(missing, {
    command: 'error',
    properties: {
      file: `${FIX}/broken-example.atdf.yaml`,
      line: '11',
      endLine: '11',
      col: '7',
      endColumn: '11',
      title: 'atdf/example-schema',
    },
    data: 'example: missing required member "End" in /tool/examples/0/input [/tool/examples/0/input/End]',
  });
  assert.ok(commands.some((c) => c.command === 'warning' && c.properties.title === 'atdf/example-format'));
  // The warnings: the format mismatch and two of the lint's on the fixtures' prose.
  assert.match(r.stderr, /7 files checked: 7 errors, 3 warnings/);
});

/** The JUnit report as a tree, read by sax in strict mode (a malformed document throws). */
function parseXml(xml: string) {
  type Node = { name: string; attributes: Record<string, string>; children: Node[]; text: string };
  const root: Node = { name: '#root', attributes: {}, children: [], text: '' };
  const stack = [root];
  const parser = sax.parser(true);
  parser.onerror = (e) => {
    throw e;
  };
  parser.onopentag = (tag) => {
    const node: Node = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: '' };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (t) => (stack[stack.length - 1].text += t);
  parser.write(xml).close();
  return root.children[0];
}

test('junit: one test case per file, failed when it has errors; hostile text is escaped', () => {
  const r = atdf(['--format', 'junit', FIX]);
  assert.equal(r.code, 1);
  const suites = parseXml(r.stdout);
  assert.equal(suites.name, 'testsuites');
  assert.deepEqual([suites.attributes.tests, suites.attributes.failures], ['7', '5']);
  const cases = suites.children[0].children;
  assert.equal(cases.length, 7);
  const broken = cases.find((c) => c.attributes.name === `${FIX}/broken-example.atdf.yaml`)!;
  assert.equal(broken.children[0].name, 'failure');
  // Its first error names the failure's type: the tool is defined again under folder/nested/ (the workspace rule).
  assert.equal(broken.children[0].attributes.type, 'atdf/duplicate-tool');
  assert.equal(broken.children[0].attributes.message, '2 errors');
  assert.match(
    broken.children[0].text,
    /broken-example\.atdf\.yaml:11:7: error atdf\/example-schema: example: missing required member "End"/,
  );
  const warned = cases.find((c) => c.attributes.name.endsWith('format-warning.atdf.yaml'))!;
  assert.deepEqual(
    warned.children.map((c) => c.name),
    ['system-out'],
  );
  // A file whose name and messages hold XML's special characters and a NUL.
  const name = path.join(scratch, '<&"\'>.atdf.yaml');
  writeFileSync(name, 'tool:\n  name: a\u0000b\n  description: "<b>&amp;</b>"\n  input: true\n');
  const hostile = parseXml(atdf(['--format', 'junit', name]).stdout);
  const testcase = hostile.children[0].children[0];
  assert.equal(testcase.attributes.name, name);
  assert.match(testcase.children[0].text, /text\/nul/);
});

test('--max-warnings: more warnings than N fail the run, N or fewer do not', () => {
  const file = `${FIX}/format-warning.atdf.yaml`;
  assert.equal(atdf([file]).code, 0);
  const over = atdf(['--max-warnings', '0', file]);
  assert.equal(over.code, 1);
  assert.match(over.stderr, /1 warning \(more than --max-warnings 0\)/);
  assert.equal(atdf(['--max-warnings=1', file]).code, 0);
  const json = atdf(['--format', 'json', '--max-warnings', '0', file]);
  assert.equal(json.code, 1);
  assert.equal(json.stderr, 'atdf: 1 warnings, more than --max-warnings 0\n');
  const bad = atdf(['--max-warnings', 'many', file]);
  assert.equal(bad.code, 2);
  assert.equal(bad.stderr, 'atdf: --max-warnings needs a whole number of warnings, not "many"\n');
  const format = atdf(['--format', 'xml', file]);
  assert.equal(format.stderr, 'atdf: --format must be one of "text", "json", "sarif", "github", "junit", not "xml"\n');
});
