// The arguments "ATDF: Import MCP Tool..." accepts instead of prompts (for
// keybindings, other extensions and the extension-host tests). With arguments
// nothing is asked: missing choices take their defaults, and a conflict with
// an existing file without `overwrite: true` writes nothing.
import type { ImportDialect, SkippedToolJson } from '../../../server/src/protocol/mcp';

export type ImportSourceKind = 'file' | 'clipboard' | 'json' | 'mcp.json' | 'command';

export interface ImportArgs {
  source: ImportSourceKind;
  /** `file`: the JSON file (absolute path). */
  path?: string;
  /** `json`: the JSON text itself (what `clipboard` would hold). */
  text?: string;
  /** `mcp.json`: the server's name under `servers` in the workspace's .vscode/mcp.json. */
  server?: string;
  /** `command`: the program and its arguments (no shell). */
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Only these tools (by MCP name); default: all. */
  tools?: string[];
  /** `enhanced` (ATDF 2.x, default) or `tool` (the `tool:` form). */
  dialect?: ImportDialect;
  /** Where to write (absolute path); default: the first workspace folder. */
  outDir?: string;
  /** Replace existing files (default false: a conflict writes nothing). */
  overwrite?: boolean;
  /**
   * Import the other tools when some break the MCP rules or cannot be converted
   * (they are listed in the result's `skipped`); default false: one such tool
   * writes nothing, as `atdf import-mcp` without --skip-invalid. (Interactively
   * the import always does so, and tells the user which tools it left out.)
   */
  skipInvalid?: boolean;
  /** Open the created files (default true). */
  open?: boolean;
}

export interface ImportResult {
  /** Absolute paths of the files written: the tools' files, and mcp-tool-order.json (their order) when it was written. */
  created: string[];
  /** Absolute paths that already existed and were not replaced. */
  conflicts: string[];
  /** The tools left out (with `skipInvalid`), each with its problems; the user was told. */
  skipped: SkippedToolJson[];
  /** Set when nothing could be imported; the user saw the same message. */
  error?: string;
}

const SOURCES: readonly ImportSourceKind[] = ['file', 'clipboard', 'json', 'mcp.json', 'command'];

/** Checks arguments that came from outside; returns a message naming the bad one, or null. */
export function checkImportArgs(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'arguments must be an object like {source: "command", command, args}';
  const a = value as Record<string, unknown>;
  if (!SOURCES.includes(a.source as ImportSourceKind)) return `"source" must be one of ${SOURCES.join(', ')}`;
  const str = (k: string) => a[k] === undefined || typeof a[k] === 'string';
  for (const k of ['path', 'text', 'server', 'command', 'cwd', 'outDir']) if (!str(k)) return `"${k}" must be a string`;
  if (a.args !== undefined && !(Array.isArray(a.args) && a.args.every((x) => typeof x === 'string')))
    return '"args" must be an array of strings';
  if (a.tools !== undefined && !(Array.isArray(a.tools) && a.tools.every((x) => typeof x === 'string')))
    return '"tools" must be an array of strings';
  if (a.env !== undefined && (typeof a.env !== 'object' || a.env === null || Object.values(a.env).some((x) => typeof x !== 'string')))
    return '"env" must be an object of strings';
  if (a.dialect !== undefined && a.dialect !== 'enhanced' && a.dialect !== 'tool') return '"dialect" must be "enhanced" or "tool"';
  for (const k of ['overwrite', 'open', 'skipInvalid'])
    if (a[k] !== undefined && typeof a[k] !== 'boolean') return `"${k}" must be true or false`;
  if (a.source === 'file' && typeof a.path !== 'string') return '"path" is required with source "file"';
  if (a.source === 'json' && typeof a.text !== 'string') return '"text" is required with source "json"';
  if (a.source === 'command' && typeof a.command !== 'string') return '"command" is required with source "command"';
  if (a.source === 'mcp.json' && typeof a.server !== 'string') return '"server" is required with source "mcp.json"';
  return null;
}
