// The root of an ATDF 2.x file's input schemas. An input's `schema` is one
// property of the tool's input schema, so its `$ref: "#/$defs/x"` points into
// that schema's root. `atdf import-mcp` keeps what the inputs cannot hold of
// the MCP `inputSchema` (its `$defs`, `definitions`, `$schema`) under
// `x-mcp.inputSchema`; those members are the root the inputs' `$ref`s and
// draft are read from.
import { hasOwn, isObject, setOwn } from '../../json-value';
import { EXTENSION_KEY } from '../../mcp/types';

/** The members of the input schema's root that subschemas depend on. */
const ROOT_MEMBERS = ['$schema', '$defs', 'definitions'];

/** Those members of `x-mcp.inputSchema`, or undefined when the document has none. */
export function inputRootMembers(doc: Record<string, unknown>): Record<string, unknown> | undefined {
  const extension = doc[EXTENSION_KEY];
  const inputSchema = isObject(extension) ? extension.inputSchema : undefined;
  if (!isObject(inputSchema)) return undefined;
  let members: Record<string, unknown> | undefined;
  for (const key of ROOT_MEMBERS) if (hasOwn(inputSchema, key)) setOwn((members ??= {}), key, inputSchema[key]);
  return members;
}
