// Gemini function declarations, in the request's `tools` member:
// `{"tools": [{"functionDeclarations": [{name, description, parameters}]}]}`.
// A tool without inputs has no `parameters` (an OBJECT must list properties).
import { isObject } from '../../json-value';
import { geminiParameters } from '../gemini-schema';
import { functionChecks } from './checks';
import type { JsonTarget } from './target';

export const geminiTarget: JsonTarget = {
  strictNames: true,
  tool(model, name) {
    const notes = functionChecks(model);
    const entry: Record<string, unknown> = { name };
    if (model.mcp.description !== undefined) entry.description = model.mcp.description;
    const schema = model.mcp.inputSchema;
    const noInputs = schema.type === 'object' && Object.keys(isObject(schema.properties) ? schema.properties : {}).length === 0;
    if (!noInputs) {
      const made = geminiParameters(schema);
      Object.assign(entry, made.value);
      notes.push(...made.notes);
    }
    return { entry, notes };
  },
  document: (declarations) => ({ tools: [{ functionDeclarations: declarations }] }),
};
