// `atdf server-json`, run as the real CLI, with the MCP Registry's own schema (vendored in
// server/src/cli/registry/) run by Ajv as the oracle: a skeleton written by --init from a folder's ATDF files,
// .vscode/mcp.json and package.json is accepted by it (and names the package, never an environment value); a
// server.json it rejects is rejected by the command at the same pointers (exit 1); unreadable input is exit 2.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import Ajv from 'ajv';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const schema = JSON.parse(readFileSync(path.join(ROOT, 'server/src/cli/registry/server.schema.json'), 'utf8')) as { $id: string };
const oracle = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
const dir = mkdtempSync(path.join(tmpdir(), 'atdf-server-json-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
let cli: string;
before(async () => {
  cli = await bundledCli();
  mkdirSync(path.join(dir, '.vscode'));
  mkdirSync(path.join(dir, 'tools'));
  copyFileSync(path.join(ROOT, 'test/fixtures/export-protocol/weather.atdf.yaml'), path.join(dir, 'tools/weather.atdf.yaml'));
  writeFileSync(
    path.join(dir, '.vscode/mcp.json'),
    `{
  // the server this folder describes
  "servers": {
    "weather": {
      "command": "npx",
      "args": ["-y", "@acme/weather-mcp@1.4.2", "--units", "metric"],
      "env": { "WEATHER_API_KEY": "\${env:WEATHER_API_KEY}", "REGION": "eu" }
    }
  }
}
`,
  );
  writeFileSync(path.join(dir, 'package.json'), '{"name": "weather", "version": "1.4.2"}\n');
});

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'server-json', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, WEATHER_API_KEY: 'sk-not-to-be-written' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('--init writes a skeleton the registry schema accepts, from the catalog, mcp.json and package.json', () => {
  const r = atdf('--init', 'tools');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /atdf: note: "name" is com\.example\/weather: set your own namespace/);
  assert.match(
    r.stderr,
    /atdf: wrote server\.json \(1 tools; valid against https:\/\/static\.modelcontextprotocol\.io\/schemas\/2025-09-29\/server\.schema\.json\)\n$/,
  );
  const text = readFileSync(path.join(dir, 'server.json'), 'utf8');
  const value = JSON.parse(text);
  assert.equal(oracle(value), true, JSON.stringify(oracle.errors));
  assert.equal(value.$schema, schema.$id);
  assert.deepEqual(value.packages, [
    {
      registryType: 'npm',
      identifier: '@acme/weather-mcp',
      version: '1.4.2',
      runtimeHint: 'npx',
      transport: { type: 'stdio' },
      packageArguments: [{ type: 'named', name: '--units', value: 'metric' }],
      environmentVariables: [
        { name: 'WEATHER_API_KEY', isRequired: true, isSecret: true },
        { name: 'REGION', isRequired: true, isSecret: false },
      ],
    },
  ]);
  assert.deepEqual(value._meta, { 'io.modelcontextprotocol.registry/publisher-provided': { 'atdf.dev/tools': ['weather.get_forecast'] } });
  // Names of environment variables only: neither the configured value nor the one in the environment.
  assert.doesNotMatch(text, /sk-not-to-be-written|"eu"|\$\{env:/);
  // It checks what it wrote, and a second --init does not overwrite it.
  assert.equal(atdf().code, 0);
  const again = atdf('--init', 'tools');
  assert.equal(again.code, 1);
  assert.match(again.stderr, /server\.json already exists; nothing was written/);
  // A --name the schema refuses: said, nothing written.
  const named = atdf('--init', '--name', 'no slash', '--out', 'other.json', 'tools');
  assert.equal(named.code, 1);
  assert.match(named.stderr, /^other\.json: \/name: /);
});

test('a server.json the registry schema rejects: exit 1, a line at each of its pointers', () => {
  const bad = {
    name: 'bad name',
    version: '1',
    description: '',
    packages: [{ registryType: 'npm', identifier: 'x', version: 'latest', transport: { type: 'stdio' } }],
  };
  writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(bad));
  assert.equal(oracle(bad), false);
  const pointers = new Set((oracle.errors ?? []).map((e) => e.instancePath).filter((p) => !p.startsWith('/packages/0/')));
  const r = atdf('bad.json');
  assert.equal(r.code, 1);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.at(-1), `atdf: bad.json is not a valid MCP Registry server.json (${schema.$id})`);
  const ours = new Set(lines.slice(0, -1).map((l) => l.split(': ')[1]));
  for (const p of pointers) assert.ok(ours.has(p), `the registry schema rejects ${p}; we said ${[...ours].join(', ')}`);
  assert.ok(ours.has('/packages/0'));
  assert.match(r.stderr, /^bad\.json: \/name: expected a string matching the pattern/m);
});

test('unreadable or not JSON: exit 2, named; --name without --init is a usage error', () => {
  writeFileSync(path.join(dir, 'broken.json'), '{"name": ');
  let r = atdf('broken.json');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /broken\.json/);
  r = atdf('missing.json');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /cannot read "missing\.json": no such file/);
  r = atdf('--name', 'a/b', 'server.json');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /--name is for --init/);
});
