// The rules of the MCP spec revision 2026-07-28 that a tool's definition must
// follow and that the conversion does not already need: a name of 1 to 128 of
// A-Z a-z 0-9 _ - . (server/tools "Tool Names"; a SHOULD: a name that breaks it
// is imported kept exactly, with a warning, and refused only when the file
// could not show it), an object root for the
// inputSchema ("Tool arguments are always JSON objects, so `type: "object"` is
// required at the root", schema.ts `Tool.inputSchema`), and valid `x-mcp-header`
// annotations (server/tools "x-mcp-header", basic/transports/streamable-http
// "Custom Headers from Tool Parameters"). Each problem is one phrase.
import { hasOwn, isObject } from '../json-value';
import { MAX_IMPORTED_STRING_LENGTH } from './cut-strings';
import { kindOf } from './json';
import type { JsonObject } from './types';

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
/** RFC 9110 `token` (`1*tchar`). */
const HEADER_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_TYPES = ['string', 'integer', 'boolean'];
export const HEADER_KEY = 'x-mcp-header';
/** Keywords whose values are data, not schemas: an object there is no annotation. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

/** What in a name a reviewer cannot see, or that changes how the text around it reads: controls (NUL, line breaks, tabs), format characters (zero-width, direction, tags), line separators, lone surrogates. */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/**
 * Why a tool cannot be imported with its name kept exactly (the tool is refused, not the list with
 * --skip-invalid), or null: a name the file could not show (UNSEEN), or one past the import's string bound.
 * Any other name is kept as the server serves it; nameAdvice() says when it breaks the MCP naming rule.
 */
export function nameProblem(name: string): string | null {
  if (name.length > MAX_IMPORTED_STRING_LENGTH)
    return `"name" is ${name.length} characters long; a name is kept whole, and an import keeps strings of at most ${MAX_IMPORTED_STRING_LENGTH}`;
  const unseen = [...new Set([...name].filter((ch) => UNSEEN.test(ch)))].slice(0, 5);
  if (unseen.length === 0) return null;
  const codes = unseen.map((ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  return `"name" has ${codes.join(', ')}: control, invisible or lone surrogate characters, which the file could not show a reviewer; rename the tool on its server`;
}

/**
 * The 2026-07-28 naming rule ("SHOULD" be 1 to 128 of A-Z a-z 0-9 _ - .) that a kept name does not follow, with
 * the rename to make on the server, or null. Older servers do serve such names: they are imported, with this warning.
 */
export function nameAdvice(name: string): string | null {
  if (TOOL_NAME.test(name)) return null;
  const bad = [...new Set([...name].filter((ch) => !/[A-Za-z0-9_.-]/.test(ch)))].slice(0, 5);
  const why = name.length > 128 ? `is ${name.length} characters long` : `has ${bad.map((ch) => JSON.stringify(ch)).join(', ')}`;
  return `"name" ${why}; MCP tool names should be 1 to 128 of A-Z a-z 0-9 _ - . (spec 2026-07-28). Imported with the name kept exactly (its file name made safe), so export-mcp and atdf test still match the server; to follow the rule, rename the tool on its server, e.g. to ${JSON.stringify(suggestedName(name))}, and import it again`;
}

/** A name the rule allows, close to `name`: accents dropped, other runs of characters outside it as `_`, at most 128. */
export function suggestedName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 128);
  return ascii === '' ? 'tool' : ascii;
}

export function rootProblem(inputSchema: JsonObject): string | null {
  if (!hasOwn(inputSchema, 'type'))
    return '"inputSchema" has no "type"; MCP requires "type": "object" at its root (tool arguments are an object)';
  if (inputSchema.type === 'object') return null;
  return `"inputSchema.type" is ${JSON.stringify(inputSchema.type)}; MCP requires "object" at the root (tool arguments are an object)`;
}

/** The first broken `x-mcp-header` annotation of an inputSchema, or null. */
export function headerProblem(inputSchema: JsonObject): string | null {
  const seen = new Map<string, string>();
  // Depth is bounded by the tool check (MAX_TOOL_DEPTH) before this runs.
  const visit = (value: unknown, path: string, reachable: boolean): string | null => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const problem = visit(value[i], `${path}/${i}`, false);
        if (problem) return problem;
      }
      return null;
    }
    if (!isObject(value)) return null;
    if (hasOwn(value, HEADER_KEY)) {
      const problem = annotationProblem(value, path, reachable, seen);
      if (problem) return problem;
    }
    for (const key of Object.keys(value)) {
      if (key === HEADER_KEY || DATA_KEYWORDS.has(key)) continue;
      const child = value[key];
      if (key === 'properties' && isObject(child)) {
        for (const name of Object.keys(child)) {
          const problem = visit(child[name], `${path}/properties/${name}`, reachable);
          if (problem) return problem;
        }
      } else {
        const problem = visit(child, `${path}/${key}`, false);
        if (problem) return problem;
      }
    }
    return null;
  };
  return visit(inputSchema, '', true);
}

function annotationProblem(schema: JsonObject, path: string, reachable: boolean, seen: Map<string, string>): string | null {
  const header = schema[HEADER_KEY];
  const at = `"inputSchema${path.replace(/\//g, '.')}"`;
  if (path === '' || !reachable) {
    return `${at} has "${HEADER_KEY}", which MCP allows only on a property reached from the root through "properties" alone`;
  }
  if (typeof header !== 'string' || !HEADER_TOKEN.test(header)) {
    return `${at}: "${HEADER_KEY}" is ${typeof header === 'string' ? JSON.stringify(header) : kindOf(header)}; it must be an HTTP header name token (letters, digits, !#$%&'*+.^_\`|~-)`;
  }
  if (typeof schema.type !== 'string' || !HEADER_TYPES.includes(schema.type)) {
    return `${at} has "${HEADER_KEY}" but its "type" is ${JSON.stringify(schema.type) ?? 'missing'}; MCP allows it on string, integer and boolean parameters only`;
  }
  const lower = header.toLowerCase();
  const first = seen.get(lower);
  if (first !== undefined)
    return `${at}: "${HEADER_KEY}" ${JSON.stringify(header)} repeats the one of ${first} (they must differ, ignoring case)`;
  seen.set(lower, at);
  return null;
}
