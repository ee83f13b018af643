// OpenAI function tools, for Chat Completions (`{"type": "function",
// "function": {name, description, parameters, strict}}`) or the Responses API
// (`{"type": "function", name, description, parameters, strict}`), in the
// request's `tools` member. `openai-strict` sends the strict form of the
// schema (openai-strict.ts) with `strict: true`.
import { strictSchema } from '../openai-strict';
import type { ToolModel } from '../tool-model';
import type { OpenAiApi } from '../types';
import { functionChecks, OPENAI_DESCRIPTION_MAX } from './checks';
import type { JsonTarget } from './target';

function openaiTarget(strict: boolean): JsonTarget {
  return {
    strictNames: true,
    tool(model: ToolModel, name: string, api: OpenAiApi) {
      const notes = functionChecks(model, OPENAI_DESCRIPTION_MAX);
      let parameters = model.mcp.inputSchema;
      if (strict) {
        const made = strictSchema(parameters);
        parameters = made.schema;
        notes.push(...made.notes);
      }
      const fn: Record<string, unknown> = { name };
      if (model.mcp.description !== undefined) fn.description = model.mcp.description;
      fn.parameters = parameters;
      fn.strict = strict;
      return { entry: api === 'responses' ? { type: 'function', ...fn } : { type: 'function', function: fn }, notes };
    },
    document: (tools) => ({ tools }),
  };
}

export const openaiLaxTarget = openaiTarget(false);
export const openaiStrictTarget = openaiTarget(true);
