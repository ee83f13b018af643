// One ATDF document (any dialect) -> what a model can be told about the tool:
// the MCP tool (name, description, input and output schemas, as export-mcp
// builds it: core/mcp/from-atdf.ts) plus what MCP has no member for and a
// prompt or an example-aware platform can carry: when to use it, the failures,
// the error schema and the examples.
import { isObject } from '../json-value';
import { exportTool } from '../mcp/from-atdf';
import type { JsonObject, McpTool } from '../mcp/types';
import type { Dialect } from '../types';

export interface ToolExample {
  /** What the example shows (`description` in the `tool:` form, `goal` in ATDF 2.x). */
  title?: string;
  /** The arguments of the call. */
  input: JsonObject;
  /** The result: a JSON value (the `tool:` form) or prose (ATDF 2.x `expected_result`). */
  output?: unknown;
}

export interface ToolFailure {
  code: string;
  description?: string;
}

export interface ToolModel {
  mcp: McpTool;
  whenToUse?: string;
  /** ATDF 1.x/2.x `how_to_use.outputs.success`: the success in prose. */
  successText?: string;
  failures: ToolFailure[];
  /** The `tool:` form's `output.error` schema. */
  errorSchema?: JsonObject;
  examples: ToolExample[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function examplesOf(list: unknown, inputKey: string, titleKey: string, outputKey: string): ToolExample[] {
  if (!Array.isArray(list)) return [];
  const out: ToolExample[] = [];
  for (const item of list) {
    if (!isObject(item) || !isObject(item[inputKey])) continue;
    const example: ToolExample = { input: item[inputKey] };
    const title = text(item[titleKey]);
    if (title !== undefined) example.title = title;
    if (item[outputKey] !== undefined) example.output = item[outputKey];
    out.push(example);
  }
  return out;
}

function failuresOf(list: unknown): ToolFailure[] {
  if (!Array.isArray(list)) return [];
  const out: ToolFailure[] = [];
  for (const item of list) {
    if (!isObject(item) || typeof item.code !== 'string') continue;
    const description = text(item.description);
    out.push(description === undefined ? { code: item.code } : { code: item.code, description });
  }
  return out;
}

/** Throws McpInputError (one phrase) when the document lacks what a tool needs, as exportTool does. */
export function toolModel(value: unknown, dialect: Dialect): ToolModel {
  const mcp = exportTool(value, dialect);
  const doc = value as JsonObject; // exportTool checked it is an object
  if (dialect === 'tool') {
    const tool = doc.tool as JsonObject;
    const output = isObject(tool.output) ? tool.output : {};
    const model: ToolModel = { mcp, failures: [], examples: examplesOf(tool.examples, 'input', 'description', 'output') };
    if (isObject(output.error)) model.errorSchema = output.error;
    return model;
  }
  const howToUse = isObject(doc.how_to_use) ? doc.how_to_use : {};
  const outputs = isObject(howToUse.outputs) ? howToUse.outputs : {};
  const model: ToolModel = {
    mcp,
    failures: failuresOf(outputs.failure),
    examples: examplesOf(doc.examples, 'input_values', 'goal', 'expected_result'),
  };
  const whenToUse = text(doc.when_to_use);
  if (whenToUse !== undefined) model.whenToUse = whenToUse;
  const success = text(outputs.success);
  if (success !== undefined) model.successText = success;
  return model;
}
