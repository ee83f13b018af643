// One exported MCP tool shaped for a chosen revision of the MCP specification (`atdf export --target mcp
// --protocol R`), from what the revisions' schemas (schema/R/schema.json of modelcontextprotocol) and tool pages
// say differently about a Tool:
//   2025-06-18  Tool has name, title, description, inputSchema, outputSchema, annotations, _meta; no icons, no
//               execution. outputSchema's root is `type: "object"`.
//   2025-11-25  adds icons and execution.taskSupport (tasks); outputSchema's root still `type: "object"`; names
//               SHOULD be 1-128 characters of A-Z a-z 0-9 _ - . (the tools page, "Tool Names").
//   2026-07-28  outputSchema may be any JSON Schema 2020-12 (SEP-2106); tasks moved to the
//               io.modelcontextprotocol/tasks extension, so a tool has no execution member; same name rule.
// What a revision has no place for is left out with a note; an outputSchema the revision cannot carry is a
// problem (the tool would promise structured results its clients cannot validate), so nothing is exported.
import { isObject } from '../json-value';
import type { McpTool } from '../mcp/types';

export const MCP_REVISIONS = ['2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type McpRevision = (typeof MCP_REVISIONS)[number];

export type RevisionNoteCode = 'mcp-revision/left-out' | 'mcp-revision/task-support' | 'mcp-revision/name';

/** What shaping a tool for a revision changed or warns of (rendered by messages.ts). */
export interface RevisionNote {
  code: RevisionNoteCode;
  args: Record<string, string | number>;
}

export interface RevisionProblem {
  code: 'export/output-schema-revision';
  args: Record<string, string | number>;
}

/** The SHOULD of "Tool Names" since 2025-11-25. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

const before = (revision: McpRevision, other: McpRevision) => revision < other; // ISO dates compare as text

export function shapeForRevision(
  tool: McpTool,
  revision: McpRevision,
): { tool: McpTool; notes: RevisionNote[]; problem?: RevisionProblem } {
  const shaped: McpTool = { ...tool };
  const notes: RevisionNote[] = [];
  const output = shaped.outputSchema;
  if (output !== undefined && before(revision, '2026-07-28') && !(isObject(output) && output.type === 'object')) {
    const type = isObject(output) ? JSON.stringify(output.type ?? null) : JSON.stringify(output);
    return { tool, notes, problem: { code: 'export/output-schema-revision', args: { revision, type } } };
  }
  if (before(revision, '2025-11-25')) {
    for (const key of ['icons', 'execution'] as const) {
      if (!(key in shaped)) continue;
      delete shaped[key];
      notes.push({ code: 'mcp-revision/left-out', args: { revision, key, since: '2025-11-25' } });
    }
  } else if (!before(revision, '2026-07-28') && 'execution' in shaped) {
    const execution = shaped.execution;
    delete shaped.execution;
    const taskSupport = isObject(execution) && typeof execution.taskSupport === 'string' ? execution.taskSupport : 'forbidden';
    notes.push({ code: 'mcp-revision/task-support', args: { revision, taskSupport } });
  }
  if (!before(revision, '2025-11-25') && !TOOL_NAME.test(shaped.name)) {
    notes.push({ code: 'mcp-revision/name', args: { revision, name: shaped.name } });
  }
  return { tool: shaped, notes };
}
