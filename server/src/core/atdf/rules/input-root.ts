// The root of an ATDF 2.x file's input schema. An input's `schema` is one
// property of the tool's input schema, so its `$ref: "#/$defs/x"` points into
// that schema's root. `atdf import-mcp` writes an MCP inputSchema's `$defs` and
// `definitions` as the document's root members; files imported before that
// kept them under `x-mcp.inputSchema`. Both places make the root: the
// document's own member first, `x-mcp.inputSchema`'s when it has none. Its
// `$schema` is not applied: the derived schema is ATDF's (an input's `type`
// beside its `schema`'s `$ref`, which draft-07 would ignore), checked as
// 2020-12, whose `$ref` reads `definitions` too.
import { isObject, setOwn } from '../../json-value';
import { pointerFromTokens } from '../../pointer';
import { EXTENSION_KEY } from '../../mcp/types';

/** Root members of a 2.x document that hold the shared definitions of its inputs' schemas. */
export const DEFINITION_KEYS = ['$defs', 'definitions'] as const;

function extensionInputSchema(doc: Record<string, unknown>): Record<string, unknown> | undefined {
  const extension = doc[EXTENSION_KEY];
  return isObject(extension) && isObject(extension.inputSchema) ? extension.inputSchema : undefined;
}

/** Where the input schema's root member `key` is held: the document's own, else `x-mcp.inputSchema`'s, else nowhere. */
function holderOf(doc: Record<string, unknown>, key: string): 'document' | 'extension' | undefined {
  if (isObject(doc[key])) return 'document';
  return isObject(extensionInputSchema(doc)?.[key]) ? 'extension' : undefined;
}

/** Adds the input schema's root members (the shared definitions) to `schema`. */
export function addInputRoot(schema: Record<string, unknown>, doc: Record<string, unknown>): void {
  for (const key of DEFINITION_KEYS) {
    const holder = holderOf(doc, key);
    if (holder !== undefined) setOwn(schema, key, holder === 'document' ? doc[key] : extensionInputSchema(doc)?.[key]);
  }
}

/** Whether a place of the input schema (its pointer's tokens) is in one of its root members. */
export function isInInputRoot(tokens: readonly string[]): boolean {
  return (DEFINITION_KEYS as readonly string[]).includes(tokens[0]);
}

/** Where a place in a root member (`/$defs/level/type`) is written: the document's own member, or `x-mcp.inputSchema`'s. */
export function inputRootPointer(doc: Record<string, unknown>, tokens: readonly string[]): string {
  return pointerFromTokens(holderOf(doc, tokens[0]) === 'extension' ? [EXTENSION_KEY, 'inputSchema', ...tokens] : tokens);
}
