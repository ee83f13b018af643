// Upstream drift: the server's own definition of a tool compared with the one
// the ATDF file was made from. `atdf import-mcp` keeps, under `x-mcp`, every
// member of the server's tool that ATDF has no field for, verbatim (title,
// annotations, outputSchema in ATDF 2.x, execution, icons, the inputSchema's
// root keywords, a missing description): each of those must still be what the
// server says. The parts ATDF does have a field for (description, inputs) are
// the author's to rewrite, so of them only the input names are compared: an
// input the server added or dropped is drift, a tightened schema is not.
// Files with no x-mcp (written by hand) are compared by input names only.
import type { McpTool } from '../core/index';
import type { CatalogTool } from './catalog';

/** Members of x-mcp compared whole with the server's (`_meta` is left out: servers put run-time data there). */
const SNAPSHOT_MEMBERS = ['title', 'description', 'annotations', 'outputSchema', 'execution', 'icons'] as const;
/** inputSchema members that import-mcp writes as ATDF inputs, not under x-mcp.inputSchema. */
const INPUT_PARTS = new Set(['properties', 'required', '$defs', 'definitions']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Key-order-insensitive JSON equality (bounded by the sizes import-mcp accepts). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/** What changed, one phrase each (`annotations changed`, `input "x" added by the server`); [] when nothing did. */
export function driftOf(tool: CatalogTool, upstream: McpTool): string[] {
  const changes: string[] = [];
  const server = upstream as unknown as Record<string, unknown>;
  const snapshot = tool.snapshot;
  if (snapshot) {
    for (const member of SNAPSHOT_MEMBERS) {
      if (!Object.prototype.hasOwnProperty.call(snapshot, member)) {
        // A member the server did not have at import time and has now (description: ATDF's own field, not compared).
        if (member !== 'description' && server[member] !== undefined) changes.push(`${member} added by the server`);
        continue;
      }
      const kept = member === 'description' && snapshot[member] === null ? undefined : snapshot[member];
      if (!sameJson(kept, server[member]))
        changes.push(server[member] === undefined ? `${member} removed by the server` : `${member} changed`);
    }
    const keptInput = snapshot.inputSchema;
    if (isObject(keptInput) && isObject(upstream.inputSchema)) {
      const keys = new Set([...Object.keys(keptInput), ...Object.keys(upstream.inputSchema)].filter((k) => !INPUT_PARTS.has(k)));
      for (const key of keys)
        if (!sameJson(keptInput[key], (upstream.inputSchema as Record<string, unknown>)[key])) changes.push(`inputSchema "${key}" changed`);
    }
  }
  const ours = inputNames(tool.served.inputSchema);
  const theirs = inputNames(upstream.inputSchema);
  for (const name of theirs) if (!ours.has(name)) changes.push(`input "${name}" added by the server`);
  for (const name of ours) if (!theirs.has(name)) changes.push(`input "${name}" removed by the server`);
  return changes;
}

function inputNames(schema: unknown): Set<string> {
  return new Set(isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : []);
}
