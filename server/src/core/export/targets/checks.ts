// The checks the function-calling platforms share: a description (OpenAI caps
// it at 1,024 characters), and an input schema whose root is an object.
import { isObjectSchema } from '../openai-strict';
import { note, type ExportNote } from '../notes';
import type { ToolModel } from '../tool-model';

export const OPENAI_DESCRIPTION_MAX = 1024;

export function functionChecks(model: ToolModel, descriptionMax?: number): ExportNote[] {
  const notes: ExportNote[] = [];
  const description = model.mcp.description;
  if (typeof description !== 'string' || description.trim() === '') notes.push(note('export/description-missing', ''));
  else if (descriptionMax !== undefined && description.length > descriptionMax)
    notes.push(note('export/description-too-long', '', { length: description.length, limit: descriptionMax }));
  if (model.mcp.inputSchema.type !== 'object')
    notes.push(note('export/root-not-object', '', { type: describeType(model.mcp.inputSchema) }));
  return notes;
}

function describeType(schema: Record<string, unknown>): string {
  if (schema.type !== undefined) return JSON.stringify(schema.type);
  return isObjectSchema(schema) ? 'no "type" (has properties)' : 'no "type"';
}
