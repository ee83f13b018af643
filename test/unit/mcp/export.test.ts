import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { exportTool } from '../../../server/src/core/mcp/from-atdf';
import { McpInputError } from '../../../server/src/core/mcp/types';
import { validateFile } from '../../../server/src/core/validate-file';

const VENDOR = resolve(__dirname, '../../vendor');
const official = (name: string) => JSON.parse(readFileSync(resolve(VENDOR, 'atdf-official', name), 'utf8'));

test('hand-written ATDF 2.x: inputs become properties, required and schema merged, informal types mapped', () => {
  const tool = exportTool(official('enhanced_hole_maker.json'), 'atdf-2');
  assert.equal(tool.name, 'enhanced_hole_maker_v1');
  assert.equal(tool.description, 'Creates holes in various surfaces');
  assert.deepEqual(tool.inputSchema, {
    type: 'object',
    properties: {
      diameter: { type: 'number', description: 'The diameter of the hole in millimeters' },
      surface_type: { type: 'string', description: 'Type of surface (e.g., wall, wood, metal)' },
      depth: { type: 'number', description: 'The depth of the hole in millimeters' },
      precision: {
        type: 'string',
        description: 'Level of precision required (standard, high, ultra)',
        enum: ['standard', 'high', 'ultra'],
      },
    },
  });
  const custom = exportTool(
    {
      id: 'x',
      description: 'd',
      how_to_use: {
        inputs: [
          { name: 'when', type: 'date', required: true },
          { name: 'n', type: 'int' },
          { name: 'blob', type: 'mystery' },
          { name: 's', type: 'string', schema: { type: ['string', 'null'] } },
        ],
        outputs: { success: 'ok', failure: [] },
      },
    },
    'atdf-2',
  );
  assert.deepEqual(custom.inputSchema, {
    type: 'object',
    properties: { when: { type: 'string', format: 'date' }, n: { type: 'integer' }, blob: {}, s: { type: ['string', 'null'] } },
    required: ['when'],
  });
});

test('ATDF 1.x: the same mapping, no required list', () => {
  const tool = exportTool(official('hole_maker.json'), 'atdf-1');
  assert.equal(tool.name, official('hole_maker.json').tool_id ?? official('hole_maker.json').id);
  assert.equal((tool.inputSchema as { type: string }).type, 'object');
  assert.ok(Object.keys((tool.inputSchema as { properties: object }).properties).length > 0);
  assert.equal((tool.inputSchema as { required?: unknown }).required, undefined);
});

test('the tool: form seed: input and output.success become inputSchema and outputSchema; output.error has no MCP place', () => {
  const text = readFileSync(resolve(VENDOR, 'atdf-seed/validar_rango_de_fechas.atdf.yaml'), 'utf8');
  const doc = parse(text);
  assert.equal(validateFile(text, { language: 'yaml' }).documents[0].dialect, 'tool');
  const tool = exportTool(doc, 'tool');
  assert.deepEqual(Object.keys(tool), ['name', 'description', 'inputSchema', 'outputSchema']);
  assert.deepEqual(tool.inputSchema, doc.tool.input);
  assert.deepEqual(tool.outputSchema, doc.tool.output.success);
});

test('documents that cannot be MCP tools are refused with a reason', () => {
  assert.throws(() => exportTool({ tool: { name: 'x', description: 'd', input: true } }, 'tool'), McpInputError);
  assert.throws(
    () => exportTool({ tool: { name: 'x', description: 'd', input: {}, output: { success: false } } }, 'tool'),
    /outputSchema must be an object/,
  );
  assert.throws(() => exportTool({ description: 'd' }, 'atdf-2'), /neither "tool_id" nor "id"/);
  assert.throws(() => exportTool([], 'atdf-2'), /is an array/);
});
