// The JSON Schemas the manifest contributes (dist/schemas/, generated from the
// engine's meta-schemas by scripts/generate-schemas.mjs) must accept the
// official examples and the seed example, and reject what ATDF forbids, when a
// third-party validator (Ajv, draft-07, as other YAML/JSON tooling uses them) applies them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..', '..');
execFileSync(process.execPath, [join(root, 'scripts/generate-schemas.mjs')]);
const schema = JSON.parse(readFileSync(join(root, 'dist/schemas/atdf.schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);

const official = join(root, 'test', 'vendor', 'atdf-official');
const examples = readdirSync(official).filter((f) => f.endsWith('.json') && !f.includes('schema'));

test('the contributed schema accepts every official ATDF example', () => {
  assert.ok(examples.length >= 10);
  for (const file of examples) {
    const ok = validate(JSON.parse(readFileSync(join(official, file), 'utf8')));
    assert.equal(ok, true, `${file}: ${JSON.stringify(validate.errors)}`);
  }
});

test('the contributed schema accepts the seed `tool:` form example', () => {
  const seed = parse(readFileSync(join(root, 'test', 'vendor', 'atdf-seed', 'validar_rango_de_fechas.atdf.yaml'), 'utf8'));
  assert.equal(validate(seed), true, JSON.stringify(validate.errors));
});

test('the contributed schema rejects a missing required member in each dialect', () => {
  assert.equal(validate({ tool: { name: 'a', description: 'b' } }), false, 'tool: form without input');
  assert.ok(validate.errors?.some((e) => e.keyword === 'required' && e.params.missingProperty === 'input'));
  assert.equal(validate({ schema_version: '1.0.0', tool_id: 'a', description: 'b', when_to_use: 'c' }), false, '1.x without how_to_use');
  assert.ok(validate.errors?.some((e) => e.params.missingProperty === 'how_to_use'));
  const v2 = JSON.parse(readFileSync(join(official, 'enhanced_hole_maker.json'), 'utf8'));
  v2.examples = [{ input_values: {}, expected_result: 'r' }];
  assert.equal(validate(v2), false, '2.x example without its goal');
  assert.ok(validate.errors?.some((e) => e.instancePath === '/examples/0' && e.params.missingProperty === 'goal'));
});

test('extension keys (x-...) pass where other unknown keys do not', () => {
  const form = { tool: { name: 'a', description: 'b', input: { type: 'object' }, 'x-mcp': { title: 'A' } } };
  assert.equal(validate(form), true, JSON.stringify(validate.errors));
  assert.equal(validate({ tool: { ...form.tool, surprise: 1 } }), false);
});

test('the contributed .atdfrc schema is the engine config schema: accepts a config, rejects an unknown rule', () => {
  const config = JSON.parse(readFileSync(join(root, 'dist/schemas/atdfrc.schema.json'), 'utf8'));
  const check = ajv.compile(config);
  const good = parse(
    'rules: {atdf/name-style: off, security: warn}\nignore: [generated/]\noverrides: [{files: ["a/**"], rules: {style: error}}]\n',
  );
  assert.equal(check(good), true, JSON.stringify(check.errors));
  assert.equal(check({ rules: { 'atdf/nam-style': 'off' } }), false);
  assert.equal(check({ rules: { 'atdf/name-style': 'loud' } }), false);
  assert.equal(check({ overrides: [{ rules: {} }] }), false, 'an override needs files');
});
