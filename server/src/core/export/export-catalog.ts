// Validated ATDF files -> one export for a target: the text the platform's
// request takes (or the prompt section), each tool's part of it, and what the
// target made the exporter change. Pure: the caller reads and validates the
// files; a file with errors should not be given.
import type { FileReport } from '../report';
import { McpInputError, type McpTool } from '../mcp/types';
import { shapeForRevision, type RevisionNote } from './mcp-revision';
import { conformingName } from './names';
import { note } from './notes';
import { anthropicTarget } from './targets/anthropic';
import { geminiTarget } from './targets/gemini';
import { mcpTarget } from './targets/mcp';
import { openaiLaxTarget, openaiStrictTarget } from './targets/openai';
import { promptDocument, promptSection } from './targets/prompt';
import type { JsonTarget } from './targets/target';
import { toolModel, type ToolModel } from './tool-model';
import type { ExportedTool, ExportOptions, ExportProblem, ExportResult, ExportTarget, OpenAiApi } from './types';

export interface ExportFile {
  /** How the results name the file (a path). */
  file: string;
  report: FileReport;
}

const JSON_TARGETS: Record<Exclude<ExportTarget, 'prompt'>, JsonTarget> = {
  mcp: mcpTarget,
  openai: openaiLaxTarget,
  'openai-strict': openaiStrictTarget,
  anthropic: anthropicTarget,
  gemini: geminiTarget,
};

/** Whether a target takes only `^[a-zA-Z0-9_-]{1,64}$` names. */
export function hasStrictNames(target: ExportTarget): boolean {
  return target !== 'prompt' && JSON_TARGETS[target].strictNames;
}

/** One tool's entry for a JSON target, and what the target made the exporter change (the name mapping aside). */
export function targetTool(target: Exclude<ExportTarget, 'prompt'>, model: ToolModel, name: string, api: OpenAiApi = 'chat') {
  return JSON_TARGETS[target].tool(model, name, api);
}

/** One tool's part of an export for a target: its name there, its text (JSON entry or prompt section), the entry, the notes. */
export function exportTool(model: ToolModel, target: ExportTarget, api: OpenAiApi = 'chat', indent?: number) {
  const name = model.mcp.name;
  const exportedName = hasStrictNames(target) ? conformingName(name) : name;
  const notes = exportedName !== name ? [note('export/renamed', '', { name, exported: exportedName })] : [];
  if (target === 'prompt') return { exportedName, text: promptSection(model, exportedName), entry: undefined, notes };
  const made = targetTool(target, model, exportedName, api);
  notes.push(...made.notes);
  return { exportedName, text: JSON.stringify(made.entry, null, indent), entry: made.entry as unknown, notes };
}

interface Located {
  file: string;
  document: number;
  model: ToolModel;
}

function modelsOf(files: readonly ExportFile[], problems: ExportProblem[]): Located[] {
  const out: Located[] = [];
  for (const { file, report } of files) {
    for (const doc of report.documents) {
      const parsed = report.parsed.documents[doc.index];
      if (doc.dialect === null || !parsed) continue; // an empty document of a stream
      try {
        out.push({ file, document: doc.index, model: toolModel(parsed.value, doc.dialect) });
      } catch (err) {
        if (!(err instanceof McpInputError)) throw err;
        problems.push({ file, document: doc.index, code: 'export/cannot-export', args: { reason: err.message } });
      }
    }
  }
  return out;
}

export function exportCatalog(files: readonly ExportFile[], options: ExportOptions): ExportResult {
  const { target } = options;
  const api = options.openaiApi ?? 'chat';
  const indent = options.pretty ? 2 : undefined;
  const problems: ExportProblem[] = [];
  const tools: ExportedTool[] = [];
  const entries: unknown[] = [];
  const seen = new Map<string, ExportedTool>();
  for (const { file, document, model } of modelsOf(files, problems)) {
    const made = exportTool(model, target, api, indent);
    let revisionNotes: RevisionNote[] | undefined;
    if (options.protocol !== undefined && target === 'mcp') {
      const shaped = shapeForRevision(made.entry as McpTool, options.protocol);
      if (shaped.problem) {
        problems.push({ file, document, ...shaped.problem });
        continue;
      }
      made.entry = shaped.tool;
      made.text = JSON.stringify(shaped.tool, null, indent);
      revisionNotes = shaped.notes;
    }
    const first = seen.get(made.exportedName);
    if (first !== undefined) {
      problems.push({
        file,
        document,
        code: 'export/duplicate-name',
        args: { name: made.exportedName, first: first.file, firstName: first.name },
      });
      continue;
    }
    const tool: ExportedTool = {
      name: model.mcp.name,
      exportedName: made.exportedName,
      file,
      document,
      text: made.text,
      notes: made.notes,
      ...(revisionNotes ? { revisionNotes } : {}),
    };
    seen.set(made.exportedName, tool);
    if (made.entry !== undefined) entries.push(made.entry);
    tools.push(tool);
  }
  const text =
    target === 'prompt'
      ? promptDocument(tools.map((t) => t.text))
      : JSON.stringify(JSON_TARGETS[target].document(entries, api), null, indent) + '\n';
  return { target, text, tools, problems };
}
