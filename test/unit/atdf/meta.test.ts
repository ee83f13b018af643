import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getMetaSchema, schemaAtPointer } from '../../../server/src/core/atdf/index';
import { locateSchema } from '../../../server/src/core/atdf/schema-at-pointer';
import { compileSchema } from '../../../server/src/core/schema/index';

const DIALECTS = ['tool', 'atdf-1', 'atdf-2'] as const;

/** Every key under `properties` in a schema, with its pointer. */
function* propertySchemas(schema: unknown, pointer = ''): Generator<[string, Record<string, unknown>]> {
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Record<string, unknown>;
  for (const [key, sub] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
    yield [`${pointer}/properties/${key}`, sub as Record<string, unknown>];
    yield* propertySchemas(sub, `${pointer}/properties/${key}`);
  }
  if (s.items) yield* propertySchemas(s.items, `${pointer}/items`);
  for (const [key, sub] of Object.entries((s.$defs ?? {}) as Record<string, unknown>)) {
    yield* propertySchemas(sub, `${pointer}/$defs/${key}`);
  }
}

test('the meta-schemas are clean schemas of our subset', () => {
  for (const dialect of DIALECTS) {
    assert.deepEqual(compileSchema(getMetaSchema(dialect)).issues, [], dialect);
  }
});

test('every key of every meta-schema has an English description', () => {
  for (const dialect of DIALECTS) {
    let count = 0;
    for (const [pointer, sub] of propertySchemas(getMetaSchema(dialect))) {
      // The input `schema` member mirrors two JSON Schema keywords of the official schema.
      if (/\/schema\/properties\/(properties|required)$/.test(pointer)) continue;
      assert.equal(typeof sub.description, 'string', `${dialect} ${pointer}`);
      assert.ok((sub.description as string).length > 10, `${dialect} ${pointer}`);
      count++;
    }
    assert.ok(count >= 6, `${dialect}: ${count} keys`);
  }
});

test('meta-schemas cannot be changed by callers', () => {
  assert.throws(() => {
    (getMetaSchema('atdf-1') as Record<string, unknown>).title = 'changed';
  });
});

test('schemaAtPointer walks properties, items and the localization entries', () => {
  const failureCode = schemaAtPointer('atdf-2', {}, '/how_to_use/outputs/failure/3/code') as Record<string, unknown>;
  assert.match(failureCode.description as string, /identifier of the error/i);
  const localized = schemaAtPointer('atdf-2', {}, '/localization/pt-BR') as Record<string, unknown>;
  assert.deepEqual(localized.required, ['description', 'when_to_use']);
  const name = schemaAtPointer('tool', {}, '/tool/name') as Record<string, unknown>;
  assert.match(name.description as string, /snake_case/);
  assert.equal(schemaAtPointer('atdf-1', {}, '/metadata'), undefined);
  assert.equal(schemaAtPointer('atdf-1', {}, ''), getMetaSchema('atdf-1'));
});

test('schemaAtPointer inside examples gives the tool’s own schemas', () => {
  const tool = {
    tool: {
      name: 'a',
      description: 'd',
      input: {
        type: 'object',
        properties: { End: { $ref: '#/$defs/when' } },
        $defs: { when: { type: 'string', description: 'End time' } },
      },
      output: {
        success: { properties: { status: { const: 'success' }, data: { type: 'object' } } },
        error: { properties: { status: { const: 'error' }, code: { type: 'integer' } } },
      },
      examples: [{ input: {}, output: { status: 'error' } }],
    },
  };
  assert.deepEqual(schemaAtPointer('tool', tool, '/tool/examples/0/input/End'), { type: 'string', description: 'End time' });
  assert.deepEqual(schemaAtPointer('tool', tool, '/tool/examples/0/output/code'), { type: 'integer' });
  assert.equal(schemaAtPointer('tool', tool, '/tool/examples/0/output/data'), undefined);
  const v2 = {
    how_to_use: { inputs: [{ name: 'precision', type: 'string', description: 'Level', schema: { enum: ['a', 'b'] } }] },
    examples: [{ input_values: {} }],
  };
  assert.deepEqual(schemaAtPointer('atdf-2', v2, '/examples/0/input_values/precision'), {
    description: 'Level',
    type: 'string',
    enum: ['a', 'b'],
  });
  const v2root = schemaAtPointer('atdf-2', v2, '/examples/0/input_values') as Record<string, unknown>;
  assert.equal(v2root.additionalProperties, false);
});

test('locateSchema says where an example’s schema is declared, and tries every output branch when the status matches none', () => {
  const tool = {
    tool: {
      name: 'a',
      description: 'd',
      input: { type: 'object', properties: { End: { $ref: '#/$defs/when' } }, $defs: { when: { type: 'string' } } },
      output: {
        success: { properties: { status: { const: 'success' }, data: { type: 'object' } } },
        error: { properties: { status: { enum: ['error', 'failed'] }, code: { type: 'integer' } } },
      },
      examples: [{ input: {}, output: {} }, { output: { status: 'failed' } }],
    },
  };
  assert.deepEqual(locateSchema('tool', tool, ['tool', 'examples', '0', 'input', 'End']), {
    schema: { type: 'string' },
    source: 'example',
    declaredAt: '/tool/input/properties/End',
  });
  // No status: `success` first, then `error`.
  assert.equal(locateSchema('tool', tool, ['tool', 'examples', '0', 'output', 'code'])?.declaredAt, '/tool/output/error/properties/code');
  // A status in the branch's enum picks that branch only.
  assert.equal(locateSchema('tool', tool, ['tool', 'examples', '1', 'output', 'code'])?.declaredAt, '/tool/output/error/properties/code');
  assert.equal(locateSchema('tool', tool, ['tool', 'examples', '1', 'output', 'data']), undefined);
  const v2 = {
    how_to_use: {
      inputs: [
        { name: 'x', type: 'string', description: 'X' },
        { name: 'precision', type: 'string', description: 'Level' },
      ],
    },
    examples: [{ input_values: {} }],
  };
  assert.equal(locateSchema('atdf-2', v2, ['examples', '0', 'input_values', 'precision'])?.declaredAt, '/how_to_use/inputs/1');
  assert.equal(locateSchema('atdf-2', v2, ['examples', '0', 'input_values'])?.declaredAt, '/how_to_use/inputs');
  // ATDF's own keys come from the meta-schema, without a declaration pointer.
  const meta = locateSchema('atdf-2', v2, ['examples', '0', 'goal']);
  assert.equal(meta?.source, 'meta');
  assert.equal(meta?.declaredAt, undefined);
});
