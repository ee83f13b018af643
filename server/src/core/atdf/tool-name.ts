// The name a document gives its tool, in every dialect: `tool.name` (the
// `tool:` form), then `tool_id`, then `id` (ATDF 1.x and 2.x), then an ARDF
// tool resource's `resource_id`. The reports, the outline and the workspace
// rules all read it here.
import { isObject } from '../json-value';

export function toolNameOf(value: unknown): { name: string; pointer: string } | undefined {
  if (!isObject(value)) return undefined;
  if (isObject(value.tool) && typeof value.tool.name === 'string') return { name: value.tool.name, pointer: '/tool/name' };
  if (typeof value.tool_id === 'string') return { name: value.tool_id, pointer: '/tool_id' };
  if (typeof value.id === 'string') return { name: value.id, pointer: '/id' };
  if (value.resource_type === 'tool' && typeof value.resource_id === 'string') return { name: value.resource_id, pointer: '/resource_id' };
  return undefined;
}
