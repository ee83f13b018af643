// `atdf export --target mcp --protocol R`, run as the real CLI, against the MCP specification's own schemas
// (schema/R/schema.json of modelcontextprotocol, vendored in test/vendor/mcp-spec/ with its license): each
// exported tool validates against R's `Tool` definition (Ajv: draft-07 for 2025-06-18, 2020-12 after) and has no
// member R's Tool does not list (icons and execution before 2025-11-25, execution from 2026-07-28, where tasks
// became an extension); an outputSchema whose root is not an object, which R's schema refuses before 2026-07-28,
// stops the export there; a name outside the "Tool Names" rule is a warning from 2025-11-25.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { bundledCli } from '../../cli-bundle';
import { MCP_REVISIONS, type McpRevision } from '../../../server/src/core/index';
import { vendorPath } from '../../vendor-dir';

const FIXTURES = path.resolve(__dirname, '../../fixtures/export-protocol');
let cli: string;
before(async () => {
  cli = await bundledCli();
});

function exportFor(file: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'export', '--target', 'mcp', ...args, file], { cwd: FIXTURES, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** R's Tool definition, compiled from R's whole schema (its $refs to ToolAnnotations, Icon, ...). */
function toolSchema(revision: McpRevision) {
  const schema = JSON.parse(readFileSync(vendorPath('mcp-spec', revision, 'schema.json'), 'utf8')) as Record<string, unknown>;
  const defs = (schema.$defs ?? schema.definitions) as Record<string, { properties: Record<string, unknown> }>;
  const where = schema.$defs ? '$defs' : 'definitions';
  const ajv = revision === '2025-06-18' ? new Ajv({ strict: false }) : new Ajv2020({ strict: false });
  ajv.addSchema(schema, 'mcp');
  return { validate: ajv.getSchema(`mcp#/${where}/Tool`)!, members: Object.keys(defs.Tool.properties) };
}

test('each revision: the exported tool is a valid Tool of that revision, with only the members it lists', () => {
  for (const revision of MCP_REVISIONS) {
    const r = exportFor('weather.atdf.yaml', '--protocol', revision);
    assert.equal(r.code, 0, `${revision}: ${r.stderr}`);
    const [tool] = (JSON.parse(r.stdout) as { tools: Record<string, unknown>[] }).tools;
    const spec = toolSchema(revision);
    assert.equal(spec.validate(tool), true, `${revision}: ${JSON.stringify(spec.validate.errors)}`);
    assert.deepEqual(
      Object.keys(tool).filter((k) => !spec.members.includes(k)),
      [],
      `${revision}: members its Tool does not have`,
    );
    assert.equal(tool.title, 'Weather forecast', revision);
  }
  // Without --protocol the tool keeps icons and execution, which 2025-06-18's Tool does not have.
  const plain = (JSON.parse(exportFor('weather.atdf.yaml').stdout) as { tools: Record<string, unknown>[] }).tools[0];
  assert.deepEqual(
    Object.keys(plain).filter((k) => !toolSchema('2025-06-18').members.includes(k)),
    ['icons', 'execution'],
  );
});

test('what a revision has no place for is left out and said; the output is otherwise the plain export', () => {
  const old = exportFor('weather.atdf.yaml', '--protocol', '2025-06-18');
  assert.equal(
    old.stderr,
    'weather.atdf.yaml: MCP 2025-06-18: "icons" is left out (a tool has it from 2025-11-25)\n' +
      'weather.atdf.yaml: MCP 2025-06-18: "execution" is left out (a tool has it from 2025-11-25)\n',
  );
  const middle = exportFor('weather.atdf.yaml', '--protocol', '2025-11-25');
  assert.equal(middle.stderr, '');
  assert.equal(middle.stdout, exportFor('weather.atdf.yaml').stdout);
  const latest = exportFor('weather.atdf.yaml', '--protocol', '2026-07-28');
  assert.match(
    latest.stderr,
    /^weather\.atdf\.yaml: MCP 2026-07-28: execution\.taskSupport \("optional"\) is left out: tasks are the io\.modelcontextprotocol\/tasks extension/,
  );
  assert.equal('execution' in JSON.parse(latest.stdout).tools[0], false);
});

test('an outputSchema whose root is not an object: refused before 2026-07-28 (as their schemas refuse it), kept from then', () => {
  const plain = (JSON.parse(exportFor('list.atdf.yaml').stdout) as { tools: Record<string, unknown>[] }).tools[0];
  for (const revision of ['2025-06-18', '2025-11-25'] as const) {
    assert.equal(toolSchema(revision).validate(plain), false, `${revision}'s own schema refuses it`);
    const r = exportFor('list.atdf.yaml', '--protocol', revision);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.equal(
      r.stderr,
      `list.atdf.yaml: MCP ${revision}: an outputSchema's root must be type "object" (any JSON Schema only from 2026-07-28); it has type "array"\n` +
        'atdf: nothing was exported\n',
    );
  }
  const r = exportFor('list.atdf.yaml', '--protocol', '2026-07-28');
  assert.equal(r.code, 0, r.stderr);
  const tool = JSON.parse(r.stdout).tools[0];
  assert.equal(toolSchema('2026-07-28').validate(tool), true);
  // "list cities" breaks the Tool Names SHOULD (a space): a warning, the name kept.
  assert.equal(
    r.stderr,
    'list.atdf.yaml: MCP 2026-07-28: tool names SHOULD be 1-128 characters of A-Z a-z 0-9 _ - .; "list cities" is not\n',
  );
  assert.equal(tool.name, 'list cities');
});

test('--protocol: usage errors', () => {
  const bad = exportFor('weather.atdf.yaml', '--protocol', '2024-11-05');
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--protocol takes an MCP revision \(2025-06-18, 2025-11-25, 2026-07-28\), got "2024-11-05"/);
  const r = spawnSync(process.execPath, [cli, 'export', '--target', 'openai', '--protocol', '2025-11-25', 'weather.atdf.yaml'], {
    cwd: FIXTURES,
    encoding: 'utf8',
  });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /--protocol is for --target mcp/);
});
