// Bounds on what one MCP import reads, and the cut of over-long strings. A
// tool description is text for a model: the longest real ones are a few KB
// (GitHub's and Playwright's servers stay under 4 KB), and a model's context
// would not hold much more. 64 Ki characters (about 16,000 tokens) is far
// past any useful string and keeps every later step (the YAML writer, the
// output check, the editor) in milliseconds per tool; a 50 MB description
// used to take 13 s and 1.4 GB to import.
import { joinPointer } from '../pointer';
import { isObject, setOwn } from '../json-value';
import type { McpTool } from './types';

/** Longest string value (UTF-16 code units) kept whole in an imported tool; longer ones are cut and marked. */
export const MAX_IMPORTED_STRING_LENGTH = 64 * 1024;

/** Largest MCP tools file (or stdin) read by an import: the live importer's bound on one message (list-tools.ts). */
export const MAX_TOOLS_INPUT_BYTES = 16 * 1024 * 1024;

/** One string an import cut: the tool, where in it (a JSON pointer into the tool) and its length before the cut. */
export interface CutString {
  toolName: string;
  pointer: string;
  length: number;
}

/** What ends a cut string, so a reader of the file sees that it was cut and by how much. */
export function cutMarker(length: number): string {
  return ` [… cut by the ATDF importer: ${length} characters, the first ${MAX_IMPORTED_STRING_LENGTH} kept]`;
}

/**
 * The tool with every string value longer than MAX_IMPORTED_STRING_LENGTH cut
 * (never inside a surrogate pair) and marked, and the list of cuts. Copy on
 * write: the tool given is not changed, and is returned as is when nothing is
 * cut. Object keys are not cut. Depth is bounded by the tool check
 * (MAX_TOOL_DEPTH) before this runs.
 */
export function cutLongStrings(tool: McpTool): { tool: McpTool; cuts: CutString[] } {
  const cuts: CutString[] = [];
  const visit = (value: unknown, pointer: string): unknown => {
    if (typeof value === 'string') {
      if (value.length <= MAX_IMPORTED_STRING_LENGTH) return value;
      cuts.push({ toolName: tool.name, pointer, length: value.length });
      return cutString(value) + cutMarker(value.length);
    }
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      value.forEach((item, i) => {
        const next = visit(item, joinPointer(pointer, i));
        if (next !== item) (copy ??= [...value])[i] = next;
      });
      return copy ?? value;
    }
    if (!isObject(value)) return value;
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const next = visit(value[key], joinPointer(pointer, key));
      if (next !== value[key]) setOwn((copy ??= { ...value }), key, next);
    }
    return copy ?? value;
  };
  return { tool: visit(tool, '') as McpTool, cuts };
}

function cutString(text: string): string {
  const end = MAX_IMPORTED_STRING_LENGTH;
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}
