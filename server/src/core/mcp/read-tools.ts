// Reads MCP tools from the text of a JSON document: a `tools/list` result
// (`{tools: [...], nextCursor?}`), a JSON-RPC response wrapping one, a single
// tool, or an array of tools. Every problem becomes an McpInputError whose
// message names the source (and the tool) in one line per problem.
import { toolProblem } from './check-tool';
import { nameAdvice } from './mcp-rules';
import { cutLongStrings, MAX_TOOLS_INPUT_BYTES, type CutString } from './cut-strings';
import { hasOwn, isObject } from '../json-value';
import { kindOf, quotedName } from './json';
import { readJsonText } from './read-json';
import { McpInputError, type McpTool, type SkippedTool } from './types';
import { decodeUtf8 } from './utf8';

export interface ToolsDocument {
  tools: McpTool[];
  /** Set when the document is one page of a longer list (its other pages are not in it). */
  nextCursor?: string;
  /** With `skipInvalid`: the tools left out, each with its problems (else a bad tool throws). */
  skipped: SkippedTool[];
  /** Strings over MAX_IMPORTED_STRING_LENGTH, cut and marked in `tools` (the caller warns about each). */
  cut: CutString[];
}

export interface ReadOptions {
  /** Leave bad tools out (listed in `skipped`) instead of refusing the whole list. */
  skipInvalid?: boolean;
}

/** Decodes bytes (strict UTF-8) then reads them as readToolsText does. */
export function readToolsBytes(bytes: Uint8Array, source: string, options: ReadOptions = {}): ToolsDocument {
  return readToolsValue(readJsonBytes(bytes, source, TOOLS_AS_JSON), source, options);
}

export function readToolsText(text: string, source: string, options: ReadOptions = {}): ToolsDocument {
  return readToolsValue(readJsonValue(text, source, TOOLS_AS_JSON), source, options);
}

const TOOLS_AS_JSON = 'MCP tools as JSON (a tools/list result)';

/**
 * The value of a JSON file every importer reads (a tools/list dump, a platform's tool JSON): strict UTF-8, at most
 * MAX_TOOLS_INPUT_BYTES, a BOM dropped; empty, or not JSON, is an McpInputError naming the source (and the line and
 * column). `expected` says what the file should hold, for the empty case.
 */
export function readJsonBytes(bytes: Uint8Array, source: string, expected: string): unknown {
  if (bytes.length > MAX_TOOLS_INPUT_BYTES) throw tooLarge(source);
  return readJsonValue(readUtf8(bytes, source, 'JSON'), source, expected);
}

/** The text of an imported file's bytes, strict UTF-8: a file that is not is refused naming its first bad byte. */
export function readUtf8(bytes: Uint8Array, source: string, format: string): string {
  const decoded = decodeUtf8(bytes);
  if ('badOffset' in decoded) {
    throw new McpInputError(`${source}: is not valid UTF-8 text (bad byte at offset ${decoded.badOffset}); save it as UTF-8 ${format}`);
  }
  return decoded.text;
}

/** The same from a text already decoded. */
export function readJsonValue(text: string, source: string, expected: string): unknown {
  // A UTF-16 unit is at least one UTF-8 byte: a longer text is surely over the byte bound (a shorter one may be, by little).
  if (text.length > MAX_TOOLS_INPUT_BYTES) throw tooLarge(source);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new McpInputError(`${source}: is empty; expected ${expected}`);
  try {
    return JSON.parse(body); // the common case, and JSON's own reading of duplicate keys (the last one wins)
  } catch (e) {
    // Not JSON: the parse layer's reader says where and why; JSON.parse's words if it finds nothing (it should not happen).
    readJsonText(body, source, 'json');
    throw new McpInputError(`${source}: is not valid JSON: ${(e as Error).message}`, { cause: e });
  }
}

/** Reads tools out of an already parsed JSON value (a file's content or a live `tools/list` page). */
export function readToolsValue(value: unknown, source: string, options: ReadOptions = {}): ToolsDocument {
  if (Array.isArray(value)) return checkTools(value, source, '', options);
  if (!isObject(value)) {
    throw new McpInputError(`${source}: is ${kindOf(value)}; ${EXPECTED}`);
  }
  if (hasOwn(value, 'error') && (hasOwn(value, 'jsonrpc') || hasOwn(value, 'id'))) {
    throw new McpInputError(`${source}: is a JSON-RPC error response: ${describeRpcError(value.error)}`);
  }
  if (hasOwn(value, 'result') && (hasOwn(value, 'jsonrpc') || hasOwn(value, 'id'))) {
    if (!isObject(value.result) || !hasOwn(value.result, 'tools')) {
      throw new McpInputError(`${source}: is a JSON-RPC response whose "result" has no "tools" list (is it a tools/list response?)`);
    }
    return fromListResult(value.result, source, 'result.', options);
  }
  if (hasOwn(value, 'tools')) return fromListResult(value, source, '', options);
  if (hasOwn(value, 'name') || hasOwn(value, 'inputSchema')) return checkTools([value], source, null, options);
  throw new McpInputError(`${source}: has neither "tools" nor "name"; ${EXPECTED}`);
}

/** The one refusal of an input over MAX_TOOLS_INPUT_BYTES (the readers stop at that bound too). */
export function tooLarge(source: string): McpInputError {
  return new McpInputError(
    `${source}: is more than ${MAX_TOOLS_INPUT_BYTES} bytes, the most an MCP import reads (the bound of one live server's message too); import its tools in smaller files`,
  );
}

const EXPECTED = 'expected a tools/list result {"tools": [...]}, a JSON-RPC response holding one, a tool, or an array of tools';

/**
 * A tools/list result. What 2026-07-28 adds to it (`ttlMs`, `cacheScope`,
 * `resultType`, `_meta`) says how to cache or route the list, not what the
 * tools are: it is accepted and not kept.
 */
function fromListResult(result: Record<string, unknown>, source: string, prefix: string, options: ReadOptions): ToolsDocument {
  const tools = result.tools;
  if (!Array.isArray(tools)) throw new McpInputError(`${source}: "${prefix}tools" is ${kindOf(tools)}, expected an array of tools`);
  const doc = checkTools(tools, source, `${prefix}tools`, options);
  const cursor = result.nextCursor;
  if (typeof cursor === 'string' && cursor !== '') doc.nextCursor = cursor;
  return doc;
}

/**
 * Checks every tool (toolProblem, and names unique in the list): all problems
 * are reported together, one line each. Without `skipInvalid` nothing is
 * returned when any tool is bad (importing a partial list silently would hide
 * the bad tools); with it, the others are returned and the bad ones listed.
 */
function checkTools(values: unknown[], source: string, listName: string | null, options: ReadOptions): ToolsDocument {
  const tools: McpTool[] = [];
  const skipped: SkippedTool[] = [];
  const cut: CutString[] = [];
  const seen = new Map<string, number>();
  values.forEach((value, index) => {
    const where = listName === null ? 'the tool' : `${listName || 'tool'}[${index}]`;
    const name = isObject(value) && typeof value.name === 'string' ? value.name : undefined;
    const label = name === undefined ? where : `${where} ${quotedName(name)}`;
    let problem = toolProblem(value);
    const first = name === undefined ? undefined : seen.get(name);
    if (!problem && first !== undefined) problem = `has the same name as ${listName || 'tool'}[${first}]; tool names must be unique`;
    if (problem) {
      skipped.push({ toolName: name ?? where, problems: [`${source}: ${label} ${problem}`] });
      return;
    }
    seen.set(name as string, index);
    const bounded = cutLongStrings(value as McpTool);
    cut.push(...bounded.cuts);
    tools.push(bounded.tool);
  });
  if (skipped.length > 0 && !options.skipInvalid) throw new McpInputError(skipped.flatMap((s) => s.problems).join('\n'));
  return { tools, skipped, cut };
}

function describeRpcError(error: unknown): string {
  if (!isObject(error)) return `error is ${kindOf(error)}`;
  const code = typeof error.code === 'number' ? `${error.code} ` : '';
  const message = typeof error.message === 'string' ? error.message : '(no message)';
  return `${code}${message}`.trim();
}

/** One line per tool whose name breaks the MCP naming rule (mcp-rules.ts nameAdvice): imported as it is, with the rename to make. */
export function nameWarnings(tools: readonly McpTool[], source: string): string[] {
  return tools.flatMap((tool) => {
    const advice = nameAdvice(tool.name);
    return advice === null ? [] : [`${source}: tool ${quotedName(tool.name)} ${advice}`];
  });
}
