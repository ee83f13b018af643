// Anthropic Messages API tools, in the request's `tools` member:
// `{name, description, input_schema, input_examples?}`. `input_examples` (the
// inputs of the ATDF examples, which the engine has checked against the input
// schema) shows the model well-formed calls.
import { functionChecks } from './checks';
import type { JsonTarget } from './target';

export const anthropicTarget: JsonTarget = {
  strictNames: true,
  tool(model, name) {
    const entry: Record<string, unknown> = { name };
    if (model.mcp.description !== undefined) entry.description = model.mcp.description;
    entry.input_schema = model.mcp.inputSchema;
    if (model.examples.length > 0) entry.input_examples = model.examples.map((e) => e.input);
    return { entry, notes: functionChecks(model) };
  },
  document: (tools) => ({ tools }),
};
