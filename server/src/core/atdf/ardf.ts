// ARDF (Agent Resource Description Format, https://ardf.io/schema/v1), the ATDF project's successor format: one
// resource per document, `resource_type` saying what it is. A `tool` resource's `content.data` has ATDF 1.x's
// `how_to_use` shape (inputs with name/type/description/required, outputs with success and failure codes), so
// the engine reads it as that 1.x tool: the rules, the lint and the MCP export see `tool_id`, `description`,
// `when_to_use` and `how_to_use` where ARDF writes `resource_id`, `description`, `when_to_use` and
// `content.data`. The other resource types (prompt, policy, workflow...) are not tools.
import { isObject } from '../json-value';

/** Where an ARDF tool keeps what ATDF 1.x keeps under `how_to_use`. */
export const ARDF_TOOL_DATA = '/content/data';

/** The `content.data` of an ARDF `tool` resource (any value there), or undefined when the resource is not a tool. */
export function ardfToolData(doc: Record<string, unknown>): { data: unknown } | undefined {
  if (doc.resource_type !== 'tool') return undefined;
  return { data: isObject(doc.content) ? doc.content.data : undefined };
}

/** An ARDF `tool` resource as the ATDF 1.x document it reads as; undefined for the other resource types. */
export function ardfAsAtdf(doc: Record<string, unknown>): Record<string, unknown> | undefined {
  const tool = ardfToolData(doc);
  if (!tool) return undefined;
  const atdf: Record<string, unknown> = { tool_id: doc.resource_id, description: doc.description };
  if (doc.when_to_use !== undefined) atdf.when_to_use = doc.when_to_use;
  atdf.how_to_use = tool.data;
  if (doc['x-mcp'] !== undefined) atdf['x-mcp'] = doc['x-mcp'];
  return atdf;
}
