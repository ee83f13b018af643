// The Petstore in its three forms (Swagger 2.0 JSON, OpenAPI 3.0 YAML, 3.1 YAML; test/fixtures/openapi/petstore,
// from @readme/oas-examples, see its README): each imported by the engine with the spec-side checks of
// spec-checks.ts, and the same 20 tools, inputs and failures whatever the form.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { BINDING_KEY } from '../../../server/src/core/index';
import { checkSpec, engine } from './spec-checks';

const DIR = path.resolve(__dirname, '../../fixtures/openapi/petstore');
const FORMS = ['petstore-2.0.json', 'petstore-3.0.yaml', 'petstore-3.1.yaml'];
const load = (name: string) => parse(readFileSync(path.join(DIR, name), 'utf8')) as Record<string, unknown>;

for (const form of FORMS) {
  test(`${form}: one tool per operation, inputs and failures as declared, files valid`, () => {
    const counts = checkSpec(load(form), form);
    assert.deepEqual(
      { ...counts, importCpuMs: 0 },
      { importCpuMs: 0, operations: 20, tools: 20, parameters: 14, failures: counts.failures, files: 20, validated: 20 },
    );
    assert.ok(counts.failures >= 20, `${form}: ${counts.failures} failures`);
  });
}

test('the three forms give the same tools and inputs (3.1 uploads the image as a raw body, the others as a form)', () => {
  const shapes = FORMS.map((form) =>
    engine.mcp
      .readOpenApi(load(form), form)
      .tools.map((t) => `${t.tool.name}(${Object.keys(t.tool.inputSchema.properties as object).join(',')})`),
  );
  assert.deepEqual(shapes[1], shapes[0]);
  assert.deepEqual(
    shapes[2],
    shapes[0].map((s) => (s.startsWith('uploadFile(') ? 'uploadFile(petId,body)' : s)),
  );
  // The collision rule: the body's "username" meets the path parameter of the same name.
  assert.ok(shapes[0].includes('updateUser(username,id,body_username,firstName,lastName,email,password,phone,userStatus)'));
});

test('findPetsByStatus: a query input, the array success schema kept in the binding, the 400 a failure', () => {
  const { tools } = engine.mcp.readOpenApi(load('petstore-3.0.yaml'), 'p.yaml');
  const find = tools.find((t) => t.tool.name === 'findPetsByStatus');
  assert.ok(find);
  const binding = (find.tool._meta as Record<string, Record<string, unknown>>)[BINDING_KEY];
  assert.deepEqual(binding.inputs, { status: { in: 'query', name: 'status' } });
  assert.equal(binding.method, 'GET');
  assert.deepEqual(find.tool.annotations, { readOnlyHint: true });
  // An array is no MCP output schema (its root must be an object): it stays in the binding, with its $defs.
  assert.equal(find.tool.outputSchema, undefined);
  const response = binding.responseSchema as Record<string, unknown>;
  assert.equal(response.type, 'array');
  assert.deepEqual(response.items, { $ref: '#/$defs/Pet' });
  assert.deepEqual(Object.keys(response.$defs as object).sort(), ['Category', 'Pet', 'Tag']);
  assert.deepEqual(find.failures, [{ code: '400', description: 'Invalid status value' }]);
  assert.equal(find.success, 'HTTP 200: successful operation');
});

test('getPetById: an object success schema is the output schema, inlined from its $ref, its $defs beside it', () => {
  const { tools } = engine.mcp.readOpenApi(load('petstore-2.0.json'), 'p.json');
  const get = tools.find((t) => t.tool.name === 'getPetById');
  const out = get?.tool.outputSchema as Record<string, unknown>;
  assert.equal(out.type, 'object');
  assert.deepEqual(out.required, ['name', 'photoUrls']);
  assert.deepEqual((out.properties as Record<string, unknown>).category, { $ref: '#/$defs/Category' });
  assert.ok(Object.keys(out.$defs as object).includes('Category'));
});

test('addPet: the body object flattened into inputs bound to the body, required when the body is', () => {
  const { tools } = engine.mcp.readOpenApi(load('petstore-3.1.yaml'), 'p.yaml');
  const add = tools.find((t) => t.tool.name === 'addPet');
  assert.ok(add);
  const binding = (add.tool._meta as Record<string, Record<string, unknown>>)[BINDING_KEY];
  assert.deepEqual(Object.keys(add.tool.inputSchema.properties as object), ['id', 'category', 'name', 'photoUrls', 'tags', 'status']);
  assert.deepEqual(add.tool.inputSchema.required, ['name', 'photoUrls']);
  assert.deepEqual((binding.inputs as Record<string, unknown>).photoUrls, { in: 'body', name: 'photoUrls' });
  assert.equal(binding.requestMediaType, 'application/json');
});
