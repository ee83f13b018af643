// `atdf import-openapi` as the real bundled CLI: a YAML Petstore written and validated, stdin, another file's
// $ref bundled in and a remote one never fetched (a warning), the filters, and bad input (invalid YAML, no spec,
// no operations, files that exist): one clear message, exit 2 or 1, nothing written.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { bundledCli } from '../../cli-bundle';

const PETSTORE = path.resolve(__dirname, '../../fixtures/openapi/petstore');
let cli: string;
let dir: string;
before(async () => {
  cli = await bundledCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-import-openapi-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

function atdf(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', input });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('the Petstore (OpenAPI 3.0, YAML): 20 files and the order, valid, the failures in them', () => {
  const r = atdf(['import-openapi', path.join(PETSTORE, 'petstore-3.0.yaml'), '--out', 'p']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout.split('\n').filter(Boolean).length, 21);
  assert.match(r.stderr, /atdf: imported 20 tools into p \(ATDF 2\.x\)\n$/);
  assert.match(
    readFileSync(path.join(dir, 'p/getPetById.atdf.yaml'), 'utf8'),
    /failure:\n {6}- code: "400"\n {8}description: Invalid ID supplied\n/,
  );
  const validated = atdf(['validate', 'p']);
  assert.match(validated.stderr, /20 files checked: 0 errors/);
  const again = atdf(['import-openapi', path.join(PETSTORE, 'petstore-3.0.yaml'), '--out', 'p']);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /21 of the 21 files already exist; nothing was written/);
});

test('stdin (Swagger 2.0 JSON) in the tool: form, filtered by tag', () => {
  const r = atdf(
    ['import-openapi', '-', '--out', 's', '--dialect=tool', '--tag', 'store'],
    readFileSync(path.join(PETSTORE, 'petstore-2.0.json'), 'utf8'),
  );
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(readdirSync(path.join(dir, 's')).sort(), [
    'deleteOrder.atdf.yaml',
    'getInventory.atdf.yaml',
    'getOrderById.atdf.yaml',
    'mcp-tool-order.json',
    'placeOrder.atdf.yaml',
  ]);
  assert.match(r.stderr, /atdf: warning: <stdin>: 16 of 20 operations left out by --include, --exclude or --tag\n/);
  assert.match(readFileSync(path.join(dir, 's/getOrderById.atdf.yaml'), 'utf8'), /^tool:\n {2}name: getOrderById\n/m);
});

test("another file's $ref is bundled in; a remote one is never fetched: a warning, read as any value", () => {
  writeFileSync(path.join(dir, 'pet.yaml'), 'type: object\nproperties:\n  name: {type: string}\n');
  writeFileSync(
    path.join(dir, 'api.yaml'),
    [
      'openapi: 3.1.0',
      'info: {title: t, version: "1"}',
      'paths:',
      '  /pets:',
      '    post:',
      '      operationId: addPet',
      '      parameters:',
      '        - {name: trace, in: header, schema: {$ref: "https://schemas.invalid/trace.json"}}',
      '      requestBody:',
      '        required: true',
      '        content: {application/json: {schema: {$ref: "./pet.yaml"}}}',
      '      responses: {"201": {description: Created}, "409": {description: Exists}}',
      '',
    ].join('\n'),
  );
  const r = atdf(['import-openapi', 'api.yaml', '--out', 'b']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /atdf: warning: api\.yaml: \$ref "https:\/\/schemas\.invalid\/trace\.json" is remote: not fetched/);
  const text = readFileSync(path.join(dir, 'b/addPet.atdf.yaml'), 'utf8');
  assert.match(text, /- name: trace\n {6}type: string \| number \| boolean \| object \| array \| null\n/);
  assert.match(text, /- name: name\n {6}type: string\n/);
  assert.match(text, /- code: "409"\n {8}description: Exists\n/);
});

test('bad input: one message naming the file, exit 2, nothing written', () => {
  writeFileSync(path.join(dir, 'bad.yaml'), 'openapi: 3.0.0\npaths: [\n');
  writeFileSync(path.join(dir, 'tools.json'), '{"tools": []}');
  writeFileSync(path.join(dir, 'empty.yaml'), 'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n');
  for (const [file, message] of [
    ['bad.yaml', /^atdf: bad\.yaml: not valid YAML \(.+\)\natdf: nothing was written\n$/],
    [
      'tools.json',
      /^atdf: tools\.json: not an OpenAPI or Swagger document \(it has no "openapi" nor "swagger" member\)\natdf: nothing was written\n$/,
    ],
    ['empty.yaml', /^atdf: empty\.yaml: the OpenAPI document has no operations under "paths"\natdf: nothing was written\n$/],
    ['missing.yaml', /cannot read "missing\.yaml": no such file/],
  ] as const) {
    const r = atdf(['import-openapi', file, '--out', 'x']);
    assert.equal(r.code, 2, file);
    assert.match(r.stderr, message);
  }
  assert.equal(existsSync(path.join(dir, 'x')), false);
  assert.match(atdf(['import-openapi', 'bad.yaml']).stderr, /--out DIR is required/);
});
