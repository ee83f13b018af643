// One ATDF document (any dialect) -> one MCP tool. For documents written by
// the importer this is its exact inverse (x-mcp is read back); for hand-written
// ones it builds the natural MCP tool. What MCP has no member for is left out:
// when_to_use, outputs.success/failure prose, examples, metadata, localization,
// and the `tool:` form's `output.error` schema.
import type { Dialect } from '../types';
import { ardfAsAtdf } from '../atdf/ardf';
import { hasOwn, isObject, setOwn } from '../json-value';
import { kindOf } from './json';
import { schemaFromInputs } from './schema-from-inputs';
import { EXTENSION_KEY, McpInputError, type JsonObject, type McpTool } from './types';

/** The description the MCP tool gets: x-mcp's (null = none) wins over the ATDF one. */
function mcpDescription(atdfDescription: unknown, extension: JsonObject): { present: boolean; value?: unknown } {
  if (hasOwn(extension, 'description')) {
    const kept = extension.description;
    return kept === null ? { present: false } : { present: true, value: kept };
  }
  return typeof atdfDescription === 'string' ? { present: true, value: atdfDescription } : { present: false };
}

/**
 * Assembles the tool: `name`, then the x-mcp members in their order, with
 * `description` and the schemas placed where x-mcp lists one of the schemas,
 * else before the first member other than `title` (the usual MCP order).
 */
function assemble(name: string, description: ReturnType<typeof mcpDescription>, schemas: JsonObject, extension: JsonObject): McpTool {
  const tool: JsonObject = {};
  setOwn(tool, 'name', name);
  let placed = false;
  const placeCore = () => {
    if (placed) return;
    placed = true;
    if (description.present) setOwn(tool, 'description', description.value);
    for (const key of Object.keys(schemas)) setOwn(tool, key, schemas[key]);
  };
  const keys = Object.keys(extension).filter((k) => k !== 'description' && k !== 'name');
  for (const key of keys) {
    if (hasOwn(schemas, key)) {
      placeCore(); // inputSchema (2.x) sits where the original had it
      continue;
    }
    if (key !== 'title') placeCore();
    setOwn(tool, key, extension[key]);
  }
  placeCore();
  return tool as McpTool;
}

function extensionOf(holder: JsonObject): JsonObject {
  const extension = holder[EXTENSION_KEY];
  return isObject(extension) ? extension : {};
}

function exportToolForm(doc: JsonObject): McpTool {
  const tool = doc.tool;
  if (!isObject(tool)) throw new McpInputError(`"tool" is ${kindOf(tool)}, expected an object`);
  if (typeof tool.name !== 'string' || tool.name === '') throw new McpInputError('"tool.name" is missing or not a string');
  if (!isObject(tool.input)) {
    throw new McpInputError(`"tool.input" is ${kindOf(tool.input)}; an MCP inputSchema must be an object schema`);
  }
  const extension = extensionOf(tool);
  const schemas: JsonObject = { inputSchema: tool.input };
  const output = tool.output;
  if (isObject(output) && hasOwn(output, 'success')) {
    if (!isObject(output.success)) {
      throw new McpInputError(`"tool.output.success" is ${kindOf(output.success)}; an MCP outputSchema must be an object schema`);
    }
    schemas.outputSchema = output.success;
  }
  return assemble(tool.name, mcpDescription(tool.description, extension), schemas, without(extension, 'inputSchema', 'outputSchema'));
}

function exportAtdf(doc: JsonObject): McpTool {
  const name = typeof doc.tool_id === 'string' ? doc.tool_id : doc.id;
  if (typeof name !== 'string' || name === '') throw new McpInputError('neither "tool_id" nor "id" is a non-empty string');
  const extension = extensionOf(doc);
  const howToUse = isObject(doc.how_to_use) ? doc.how_to_use : {};
  const inputSchema = schemaFromInputs(howToUse.inputs, extension.inputSchema, doc);
  // assemble() puts inputSchema where x-mcp lists it, or after the description.
  return assemble(name, mcpDescription(doc.description, extension), { inputSchema }, extension);
}

function without(object: JsonObject, ...keys: string[]): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(object)) if (!keys.includes(key)) setOwn(out, key, object[key]);
  return out;
}

/**
 * ATDF document -> MCP tool. `dialect` is the document's dialect as the engine
 * detected it. Throws McpInputError (one phrase, no file name) when the
 * document lacks what an MCP tool needs.
 */
export function exportTool(value: unknown, dialect: Dialect): McpTool {
  if (!isObject(value)) throw new McpInputError(`the document is ${kindOf(value)}, expected an ATDF mapping`);
  if (dialect === 'tool') return exportToolForm(value);
  if (dialect === 'ardf') {
    const atdf = ardfAsAtdf(value);
    if (!atdf)
      throw new McpInputError(`the ARDF resource is a "${String(value.resource_type)}", not a tool; only tool resources become MCP tools`);
    return exportAtdf(atdf);
  }
  return exportAtdf(value);
}
