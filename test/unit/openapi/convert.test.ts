// The engine's conversion on small documents written for one rule each: the OpenAPI 3.0 / Swagger 2.0 schema
// dialect to 2020-12, names, filters, HTML descriptions, and the messages for what is no spec.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BINDING_KEY, McpInputError, htmlToMarkdown } from '../../../server/src/core/index';
import { engine } from './spec-checks';

const spec30 = (schema: unknown, extra: Record<string, unknown> = {}) => ({
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'things/get-one',
        parameters: [{ name: 'id', in: 'path', required: true, schema }],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
  ...extra,
});
const firstInput = (doc: unknown) => {
  const { tools } = engine.mcp.readOpenApi(doc, 'spec.json');
  return (tools[0].tool.inputSchema.properties as Record<string, unknown>).id;
};

test('3.0 nullable becomes a null type (and a null in an enum); without a type, an anyOf with null', () => {
  assert.deepEqual(firstInput(spec30({ type: 'string', nullable: true, enum: ['a', 'b'] })), {
    type: ['string', 'null'],
    enum: ['a', 'b', null],
  });
  assert.deepEqual(firstInput(spec30({ nullable: true, allOf: [{ type: 'integer' }] })), {
    anyOf: [{ allOf: [{ type: 'integer' }] }, { type: 'null' }],
  });
  assert.deepEqual(firstInput(spec30({ type: 'string', nullable: false })), { type: 'string' });
});

test('3.0 boolean exclusiveMinimum/Maximum become the bound; example becomes examples', () => {
  assert.deepEqual(
    firstInput(spec30({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: false, example: 5 })),
    {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 10,
      examples: [5],
    },
  );
});

test('3.1 schemas are 2020-12 already: nullable and example stay as written', () => {
  const doc = { ...spec30({ type: ['string', 'null'], exclusiveMinimum: 3, example: 'x' }), openapi: '3.1.0' };
  assert.deepEqual(firstInput(doc), { type: ['string', 'null'], exclusiveMinimum: 3, example: 'x' });
});

test('Swagger 2.0: x-nullable, type file, and the parameter itself as the schema', () => {
  const doc = {
    swagger: '2.0',
    info: { title: 't', version: '1' },
    host: 'api.example.com',
    basePath: '/v1',
    paths: {
      '/up': {
        post: {
          consumes: ['multipart/form-data'],
          parameters: [
            { name: 'file', in: 'formData', type: 'file', required: true, description: 'The file' },
            { name: 'note', in: 'query', type: 'string', 'x-nullable': true, maxLength: 10 },
          ],
          responses: { '201': { description: 'Created' }, '413': { description: 'Too large' } },
        },
      },
    },
  };
  const [t] = engine.mcp.readOpenApi(doc, 's.json').tools;
  assert.equal(t.tool.name, 'post_up');
  assert.deepEqual(t.tool.inputSchema.properties, {
    note: { type: ['string', 'null'], maxLength: 10 },
    file: { description: 'The file', type: 'string', format: 'binary' },
  });
  const binding = (t.tool._meta as Record<string, Record<string, unknown>>)[BINDING_KEY];
  assert.deepEqual(binding.servers, ['https://api.example.com/v1']);
  assert.equal(binding.requestMediaType, 'multipart/form-data');
  assert.deepEqual(t.failures, [{ code: '413', description: 'Too large' }]);
});

test('names: the operationId made an MCP name, else method and path; repeats numbered', () => {
  const doc = spec30({ type: 'string' });
  (doc.paths as Record<string, unknown>)['/a/{b}'] = { get: { responses: {} }, put: { operationId: 'things/get-one', responses: {} } };
  assert.deepEqual(
    engine.mcp.readOpenApi(doc, 's.json').tools.map((t) => t.tool.name),
    ['things_get-one', 'get_a_b', 'things_get-one_2'],
  );
});

test('filters: --include/--exclude globs over path or operationId, --tag', () => {
  const doc = {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {
      '/repos/{o}/issues': { get: { operationId: 'issues/list', tags: ['issues'], responses: {} } },
      '/repos/{o}/pulls': { get: { operationId: 'pulls/list', tags: ['pulls'], responses: {} } },
      '/user': { get: { operationId: 'users/me', tags: ['users'], responses: {} } },
    },
  };
  const names = (filter: object) => engine.mcp.readOpenApi(doc, 's', filter).tools.map((t) => t.tool.name);
  assert.deepEqual(names({ include: ['/repos/**'] }), ['issues_list', 'pulls_list']);
  assert.deepEqual(names({ include: ['/repos/*', 'users/*'] }), ['users_me'], 'one * stays within a segment');
  assert.deepEqual(names({ exclude: ['*/list'] }), ['users_me']);
  assert.deepEqual(names({ tags: ['pulls', 'users'] }), ['pulls_list', 'users_me']);
  assert.throws(() => names({ include: ['/nothing'] }), /s: none of its 3 operations is kept by --include, --exclude and --tag/);
});

test('bad documents: one message naming the file', () => {
  const msg = (value: unknown) => {
    try {
      engine.mcp.readOpenApi(value, 'in.yaml');
    } catch (err) {
      assert.ok(err instanceof McpInputError);
      return err.message;
    }
    return 'no error';
  };
  assert.equal(msg([1, 2]), 'in.yaml: is an array, not an OpenAPI or Swagger document');
  assert.equal(msg({ tools: [] }), 'in.yaml: not an OpenAPI or Swagger document (it has no "openapi" nor "swagger" member)');
  assert.equal(msg({ swagger: '1.2' }), 'in.yaml: "swagger" is "1.2"; the importer reads Swagger "2.0"');
  assert.equal(msg({ openapi: '3.0.0', paths: {} }), 'in.yaml: the OpenAPI document has no operations under "paths"');
  assert.equal(
    msg({ openapi: '3.0.0', paths: { '/a': { get: { parameters: [{ $ref: '#/components/parameters/nope' }], responses: {} } } } }),
    'in.yaml: /paths/~1a/get/parameters/0: $ref "#/components/parameters/nope" points to nothing in the document',
  );
  assert.equal(msg({ openapi: '3.0.0', paths: { '/a': { get: { responses: {} } } } }), 'no error');
});

test('a $ref left outside the document is never fetched: a warning, read as any value', () => {
  const doc = spec30({ $ref: 'https://example.com/schemas/id.json' });
  const imported = engine.mcp.readOpenApi(doc, 'spec.json');
  assert.deepEqual((imported.tools[0].tool.inputSchema.properties as Record<string, unknown>).id, {});
  assert.deepEqual(imported.warnings, [
    'spec.json: /paths/~1things~1{id}/get: $ref "https://example.com/schemas/id.json" points outside the document: not fetched, read as any value',
  ]);
});

test('a recursive schema stays a $ref into $defs: bounded', () => {
  const doc = spec30(
    { $ref: '#/components/schemas/Node' },
    { components: { schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } } },
  );
  const schema = engine.mcp.readOpenApi(doc, 's').tools[0].tool.inputSchema;
  assert.deepEqual(schema.$defs, { Node: { type: 'object', properties: { next: { $ref: '#/$defs/Node' } } } });
});

test('HTML descriptions become Markdown; a text without known tags (a <your_key> placeholder) is left as written', () => {
  assert.equal(
    htmlToMarkdown(
      '<p>Creates a <code>Bucket</code>. See <a href="https://x.test/doc">the guide</a>.</p><important><p>Deletes <b>all</b> data.</p></important><ul><li>one</li><li>two &amp; three</li></ul>',
    ),
    'Creates a `Bucket`. See [the guide](https://x.test/doc).\n\n**Important:** Deletes **all** data.\n\n- one\n- two & three',
  );
  assert.equal(htmlToMarkdown('GET https://api.test/v1?key=<your_key>'), 'GET https://api.test/v1?key=<your_key>');
});
