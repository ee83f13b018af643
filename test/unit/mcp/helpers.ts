// Shared helpers of the MCP tests: import -> YAML text -> parse -> export, and
// "validates with no errors" through the real engine.
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import { exportTool } from '../../../server/src/core/mcp/from-atdf';
import { importTools } from '../../../server/src/core/mcp/import-tools';
import type { ImportDialect, McpTool } from '../../../server/src/core/mcp/types';
import { validateFile } from '../../../server/src/core/validate-file';

export function importOne(tool: McpTool, dialect: ImportDialect = 'enhanced'): { text: string; value: Record<string, unknown> } {
  const [file] = importTools([tool], { dialect });
  return { text: file.text, value: parse(file.text) as Record<string, unknown> };
}

/** export(import(tool)) through the YAML text, in the given dialect. */
export function roundTrip(tool: McpTool, dialect: ImportDialect): McpTool {
  const { value } = importOne(tool, dialect);
  return exportTool(value, dialect === 'tool' ? 'tool' : 'atdf-2');
}

export function assertRoundTrip(tool: McpTool): void {
  for (const dialect of ['enhanced', 'tool'] as const) {
    assert.deepStrictEqual(roundTrip(tool, dialect), tool, `round trip in the ${dialect} dialect`);
  }
}

/** Error-level diagnostics of a generated file (warnings are allowed). */
export function errorsOf(text: string): string[] {
  const report = validateFile(text, { language: 'yaml' });
  return report.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.pointer}: ${d.message}`);
}

export function dialectOf(text: string): string | null {
  return validateFile(text, { language: 'yaml' }).documents[0]?.dialect ?? null;
}

export const sampleTool: McpTool = {
  name: 'search_notes',
  title: 'Search notes',
  description: 'Finds notes that match a query. Results are ranked.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Words to look for', minLength: 1 },
      limit: { type: ['integer', 'null'], description: 'Max results', default: 10, minimum: 1 },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      mode: { anyOf: [{ const: 'fast' }, { const: 'deep' }] },
    },
    required: ['query'],
    additionalProperties: false,
    $schema: 'http://json-schema.org/draft-07/schema#',
  },
  outputSchema: { type: 'object', description: 'The matching notes.', properties: { notes: { type: 'array' } } },
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  icons: [{ src: 'https://example.com/i.png', mimeType: 'image/png' }],
  execution: { taskSupport: 'optional' },
  _meta: { 'example.com/owner': 'docs' },
};

/**
 * Every error and warning of a generated file but the lint's quality findings
 * (docs/lint.md): those judge the server's own text (an input it left
 * undocumented, a sentence the import had to make up) and are counted per
 * server in docs/mcp.md, not held at 0. Security findings are kept.
 */
export function problemsOf(text: string): string[] {
  return validateFile(text, { language: 'yaml' })
    .diagnostics.filter((d) => (d.severity === 'error' || d.severity === 'warning') && !d.code.startsWith('quality/'))
    .map((d) => `${d.severity} ${d.code} ${d.pointer}: ${d.message}`);
}
