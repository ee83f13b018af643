// ARDF, the ATDF project's successor format, as the fourth dialect: the official examples and samples
// (test/vendor/atdf-official/ardf/, nobody here wrote them) are detected and validate; the engine's copy of the
// schema is the official file; systematic mutations of the examples are rejected exactly when the official
// schema rejects them (Ajv 8's 2020-12 validator as the oracle), at the same pointer; a tool resource is then
// checked like ATDF 1.x under content.data and exports to MCP; the other resource types get one information.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import { checkDocument } from '../../../server/src/core/atdf/check-document';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import { exportTool } from '../../../server/src/core/mcp/from-atdf';
import { McpInputError } from '../../../server/src/core/mcp/types';
import path from 'node:path';
import { vendorPath } from '../../vendor-dir';
import { codes, validateJson } from './helpers';
import { mutations } from './mutations';

const ROOT = path.resolve(__dirname, '../../..');
const DIR = vendorPath('atdf-official', 'ardf');
const schemaText = readFileSync(`${DIR}/ardf.schema.json`, 'utf8');
const resources = ['examples', 'samples'].flatMap((folder) =>
  readdirSync(`${DIR}/${folder}`)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: `${folder}/${f}`, text: readFileSync(`${DIR}/${folder}/${f}`, 'utf8') })),
);
const oracle = new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(JSON.parse(schemaText));
const compiler = createCompiler();

test("the engine's ARDF schema is the official file, unmodified", () => {
  assert.equal(readFileSync(`${ROOT}/server/src/core/atdf/meta/ardf/ardf.schema.json`, 'utf8'), schemaText);
  assert.equal(
    readFileSync(`${ROOT}/server/src/core/atdf/meta/ardf/LICENSE`, 'utf8'),
    readFileSync(vendorPath('atdf-official', 'LICENSE'), 'utf8'),
  );
});

test('every official ARDF example and sample is detected as ARDF and validates; the non-tools say so once', () => {
  assert.equal(resources.length, 14);
  for (const { name, text } of resources) {
    const value = JSON.parse(text) as { resource_type: string };
    assert.equal(oracle(value), true, `${name}: the official schema accepts it`);
    const report = validateJson(text);
    assert.equal(report.documents[0].dialect, 'ardf', name);
    const expected = value.resource_type === 'tool' ? [] : ['information ardf/not-a-tool /resource_type'];
    assert.deepEqual(codes(report), expected, name);
    // No lint error or warning on the project's own resources (a tool without examples gets a hint).
    assert.deepEqual(
      report.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.code),
      [],
      name,
    );
  }
  const info = validateJson(resources.find((r) => r.name === 'examples/policy_patient_privacy.json')!.text).diagnostics[0];
  assert.equal(
    info.message,
    '/resource_type: an ARDF "policy" resource: checked against the ARDF schema only; ATDF tools are ARDF "tool" resources',
  );
});

/** Ajv's errors as pointers (`required`/`additionalProperties` name the member, like ours); `if` only says a `then` failed. */
function ajvPointers(errors: ErrorObject[]): Set<string> {
  const pointers = new Set<string>();
  const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  for (const e of errors) {
    const p = e.params as Record<string, string>;
    if (e.keyword === 'if') continue;
    if (e.keyword === 'required') pointers.add(`${e.instancePath}/${esc(p.missingProperty)}`);
    else if (e.keyword === 'additionalProperties') pointers.add(`${e.instancePath}/${esc(p.additionalProperty)}`);
    else pointers.add(e.instancePath);
  }
  return pointers;
}

test('mutations of the official resources: rejected exactly when the official schema rejects them, at its pointers', () => {
  let compared = 0;
  let rejected = 0;
  for (const { name, text } of resources) {
    for (const { label, value } of mutations(JSON.parse(text))) {
      compared++;
      const valid = oracle(value) as boolean;
      const errors = checkDocument(value, compiler, { dialect: 'ardf' }).findings.filter(
        (f) => f.severity === 'error' && f.code === 'atdf/structure',
      );
      if (valid) {
        assert.deepEqual(
          errors.map((f) => `${f.pointer} ${f.message}`),
          [],
          `${name} ${label}: the official schema accepts it`,
        );
        continue;
      }
      rejected++;
      const ours = new Set(errors.map((f) => f.pointer));
      assert.ok(ours.size > 0, `${name} ${label}: the official schema rejects it, we accepted it`);
      for (const p of ajvPointers(oracle.errors ?? []))
        assert.ok(ours.has(p), `${name} ${label}: official error at ${p}; ours at ${[...ours].join(', ')}`);
    }
  }
  assert.ok(compared > 1000 && rejected > 500, `${compared} compared, ${rejected} rejected`);
});

const flight = JSON.parse(resources.find((r) => r.name === 'examples/tool_flight_booking.json')!.text) as Record<string, unknown>;

test('broken ARDF tools are caught at the right pointer', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mutations reach into arbitrary JSON
  const broken = (change: (doc: Record<string, any>) => void) => {
    const doc = JSON.parse(JSON.stringify(flight));
    change(doc);
    return codes(validateJson(JSON.stringify(doc, null, 2)));
  };
  assert.deepEqual(
    broken((d) => delete d.content),
    ['error atdf/structure /content'],
  );
  assert.deepEqual(
    broken((d) => (d.content.type = 'tool/iox')),
    ['error atdf/structure /content/type'],
  );
  assert.deepEqual(
    broken((d) => delete d.content.data.inputs[1].description),
    ['error atdf/structure /content/data/inputs/1/description'],
  );
  assert.deepEqual(
    broken((d) => (d.content.data.outputs.failure[0].code = 404)),
    ['error atdf/structure /content/data/outputs/failure/0/code'],
  );
  assert.deepEqual(
    broken((d) => (d.feedback = { success_rate: 2 })),
    ['error atdf/structure /feedback/success_rate'],
  );
  assert.deepEqual(
    broken((d) => (d.schema_version = '2.0.0')),
    ['error atdf/structure /schema_version'],
  );
  // Beyond the schema, as ATDF 1.x: input names and failure codes are unique.
  assert.deepEqual(
    broken((d) => (d.content.data.inputs[3].name = 'origin')),
    ['error atdf/duplicate-input /content/data/inputs/3/name'],
  );
  assert.deepEqual(
    broken((d) => (d.content.data.outputs.failure[1].code = 'NO_AVAILABILITY')),
    ['error atdf/duplicate-failure-code /content/data/outputs/failure/1/code'],
  );
});

test('an ARDF tool resource exports as the MCP tool it describes; another resource type is refused by name', () => {
  const tool = exportTool(flight, 'ardf');
  assert.equal(tool.name, 'flight_booking');
  assert.match(String(tool.description), /^Reserve commercial flights/);
  const schema = tool.inputSchema as { properties: Record<string, { type: string }>; required: string[] };
  assert.deepEqual(Object.keys(schema.properties), ['origin', 'destination', 'departure_date', 'return_date', 'passengers']);
  assert.equal(schema.properties.passengers.type, 'integer');
  assert.deepEqual(schema.required, ['origin', 'destination', 'departure_date', 'passengers']);
  const policy = JSON.parse(resources.find((r) => r.name === 'examples/policy_patient_privacy.json')!.text);
  assert.throws(
    () => exportTool(policy, 'ardf'),
    (err: unknown) => err instanceof McpInputError && /"policy", not a tool/.test(err.message),
  );
});
