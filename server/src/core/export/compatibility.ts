// Per-target compatibility of one document as findings: what the exporters
// would have to change for the configured targets (a name the target refuses,
// a missing or too long description, keywords strict mode or Gemini refuses
// or ignores, a root schema that is not an object), located in the document.
// The same notes as `atdf export` prints, so the editor warns of exactly what
// the export does. A note several targets share (the name mapping) is one
// finding naming them all. Only targets with rules count: MCP and the prompt
// take any document the engine accepts, so the default (`mcp`) adds nothing.
import type { Finding } from '../atdf/finding';
import { toolNameOf } from '../atdf/tool-name';
import { isObject } from '../json-value';
import type { Locale } from '../locale';
import { McpInputError } from '../mcp/types';
import { getAt, joinPointer, joinTokens, splitPointer } from '../pointer';
import type { Dialect, Severity } from '../types';
import { hasStrictNames, targetTool } from './export-catalog';
import { exportMessage } from './messages';
import { conformingName } from './names';
import { note, type ExportNote, type ExportNoteCode } from './notes';
import { toolModel } from './tool-model';
import type { ExportTarget } from './types';

/** The default severity of each compatibility rule (its registry entry, rules.ts, reads it). */
export const COMPATIBILITY_SEVERITY: Record<ExportNoteCode, Severity> = {
  'export/renamed': 'warning',
  'export/description-missing': 'warning',
  'export/description-too-long': 'error',
  'export/root-not-object': 'error',
  'export/strict-dropped': 'warning',
  'export/strict-closed': 'information',
  'export/strict-any': 'error',
  'export/gemini-dropped': 'information',
  'export/gemini-json-schema': 'information',
};

/** Whether any of the targets has compatibility rules (else the check is skipped, and costs nothing). */
export function hasCompatibilityRules(targets: readonly ExportTarget[] | undefined): boolean {
  return targets !== undefined && targets.some((t) => t !== 'mcp' && t !== 'prompt');
}

/** Where in the document a note's input-schema pointer is written. */
function schemaPointer(doc: Record<string, unknown>, dialect: Dialect, at: string): string {
  if (dialect === 'tool') return '/tool/input' + at;
  const inputs = isObject(doc.how_to_use) && Array.isArray(doc.how_to_use.inputs) ? doc.how_to_use.inputs : undefined;
  if (!inputs) return '/how_to_use';
  const [keyword, name, ...rest] = splitPointer(at);
  const index = keyword === 'properties' ? inputs.findIndex((i) => isObject(i) && i.name === name) : -1;
  if (index < 0) return '/how_to_use/inputs';
  const input = joinTokens('/how_to_use/inputs', index);
  const inSchema = joinTokens(joinPointer(input, 'schema'), ...rest);
  return rest.length > 0 && getAt(doc, inSchema) !== undefined ? inSchema : input;
}

function locate(doc: Record<string, unknown>, dialect: Dialect, n: ExportNote): { pointer: string; anchor: Finding['anchor'] } {
  switch (n.code) {
    case 'export/renamed':
      return { pointer: toolNameOf(doc)?.pointer ?? '', anchor: 'value' };
    case 'export/description-missing':
    case 'export/description-too-long': {
      const pointer = dialect === 'tool' ? '/tool/description' : '/description';
      return { pointer, anchor: getAt(doc, pointer) === undefined ? 'missing' : 'value' };
    }
    default: {
      // On the key of the schema (`input:`, `title:`) rather than over the whole schema, which may span many lines.
      const pointer = schemaPointer(doc, dialect, n.at);
      return { pointer, anchor: /\/\d+$/.test(pointer) ? 'value' : 'key' };
    }
  }
}

export function compatibilityFindings(value: unknown, dialect: Dialect, targets: readonly ExportTarget[], locale: Locale): Finding[] {
  let model;
  try {
    model = toolModel(value, dialect);
  } catch (err) {
    if (err instanceof McpInputError) return []; // the structure rules already say what is missing
    throw err;
  }
  const doc = value as Record<string, unknown>;
  // One entry per distinct note, with the targets that gave it.
  const grouped = new Map<string, { note: ExportNote; targets: ExportTarget[] }>();
  for (const target of new Set(targets)) {
    if (target === 'mcp' || target === 'prompt') continue; // no rules of their own
    const name = hasStrictNames(target) ? conformingName(model.mcp.name) : model.mcp.name;
    const notes = targetTool(target, model, name).notes;
    if (name !== model.mcp.name) notes.unshift(note('export/renamed', '', { name: model.mcp.name, exported: name }));
    for (const n of notes) {
      const key = JSON.stringify([n.code, n.at, n.args]);
      const entry = grouped.get(key);
      if (entry) entry.targets.push(target);
      else grouped.set(key, { note: n, targets: [target] });
    }
  }
  const findings: Finding[] = [];
  for (const { note: n, targets: named } of grouped.values()) {
    const { pointer, anchor } = locate(doc, dialect, n);
    const data: Record<string, unknown> = { pointer, keyword: n.code, targets: named };
    if (n.code === 'export/renamed') data.suggestion = n.args.exported;
    findings.push({
      severity: COMPATIBILITY_SEVERITY[n.code],
      pointer,
      code: n.code,
      message: exportMessage(named.join(', '), n, locale),
      anchor,
      data,
    });
  }
  return findings;
}
