// The context budget of `.atdfrc` (`budget: {tokens, tools}`) as diagnostics
// of one file: its tools, in order, each with the tokens of its part of the
// export for a target; the first tool that brings the file over the token
// budget, and the first past the tool budget, get `context/over-budget` on
// its name. The tokenizer is the caller's (the engine loads nothing). A tool's
// text is kept per parsed document value (an unchanged document of a stream
// keeps its value across edits), so an edit exports only the tools it touched;
// the caller caches counts per text.
import { lineIndexOf } from '../parse/index';
import { locateFinding } from '../atdf/locate-finding';
import { fillTemplate } from '../messages/fill';
import type { ContextBudget } from '../config/types';
import type { Locale } from '../locale';
import { McpInputError } from '../mcp/types';
import type { Span } from '../parse/types';
import type { FileReport } from '../report';
import type { Diagnostic, Range } from '../types';
import { OVER_BUDGET_RULE } from './budget-rules';
import { exportTool } from './export-catalog';
import { toolModel } from './tool-model';
import type { ExportTarget } from './types';

export interface BudgetCheck {
  budget: ContextBudget;
  /** The target whose export is counted (the first configured one). */
  target: ExportTarget;
  countTokens: (text: string) => number;
  /** The tokenizer's name, for the message (`o200k_base`). */
  tokenizer: string;
  locale?: Locale;
}

const MESSAGES: Record<Locale, { tokens: string; tools: string }> = {
  en: {
    tokens: 'this tool brings the file to {tokens} tokens ({target}, {tokenizer}), over the budget of {budget}',
    tools: 'this is tool {count} of the file, over the budget of {budget} tools',
  },
  es: {
    tokens: 'esta herramienta lleva el archivo a {tokens} tokens ({target}, {tokenizer}), por encima del presupuesto de {budget}',
    tools: 'esta es la herramienta {count} del archivo, por encima del presupuesto de {budget} herramientas',
  },
  pt: {
    tokens: 'esta ferramenta leva o arquivo a {tokens} tokens ({target}, {tokenizer}), acima do orçamento de {budget}',
    tools: 'esta é a ferramenta {count} do arquivo, acima do orçamento de {budget} ferramentas',
  },
};

/** Parsed document value -> target -> its tool's text (null: not exportable). */
const texts = new WeakMap<object, Map<ExportTarget, string | null>>();

/** One document's tool as the target gets it, or null when it describes none the exporter can take. */
function toolText(value: object, dialect: NonNullable<FileReport['documents'][number]['dialect']>, target: ExportTarget): string | null {
  let byTarget = texts.get(value);
  if (!byTarget) texts.set(value, (byTarget = new Map()));
  let text = byTarget.get(target);
  if (text === undefined) {
    try {
      text = exportTool(toolModel(value, dialect), target).text;
    } catch (err) {
      if (!(err instanceof McpInputError)) throw err;
      text = null; // the structure rules say what is missing
    }
    byTarget.set(target, text);
  }
  return text;
}

/** A tool of one file as a target gets it. */
export interface FileTool {
  document: number;
  name: string;
  /** Its part of the export for the target. */
  text: string;
  /** Its name's value in the text (the document's start when it has none). */
  nameSpan: Span;
}

/** Each tool of the file in order. */
export function* fileTools(report: FileReport, target: ExportTarget): Generator<FileTool> {
  for (const doc of report.documents) {
    const parsed = report.parsed.documents[doc.index];
    if (doc.dialect === null || !parsed || typeof parsed.value !== 'object' || parsed.value === null) continue;
    const text = toolText(parsed.value, doc.dialect, target);
    const named = doc.toolNamePointer === undefined ? undefined : parsed.locations.get(doc.toolNamePointer);
    const nameSpan = named?.value ?? { start: parsed.span.start, end: parsed.span.start };
    if (text !== null) yield { document: doc.index, name: doc.toolName ?? '', text, nameSpan };
  }
}

export type BudgetKeyword = 'tokens' | 'tools';

/** Where a budget finding goes: the name of the document's tool (the document's start when it has none). */
export interface BudgetLocation {
  pointer: string;
  range: Range;
}

export function budgetLocation(report: FileReport, document: number): BudgetLocation {
  const pointer = report.documents[document].toolNamePointer ?? '';
  const range = locateFinding(report.parsed.documents[document], lineIndexOf(report.parsed), pointer, pointer === '' ? 'key' : 'value');
  return { pointer, range };
}

export function budgetFinding(at: BudgetLocation, code: string, document: number, keyword: BudgetKeyword, message: string): Diagnostic {
  const { pointer, range } = at;
  return { severity: 'warning', document, pointer, code, message, range, data: { pointer, keyword } };
}

export function budgetDiagnostics(report: FileReport, check: BudgetCheck): Diagnostic[] {
  const { budget, target, tokenizer } = check;
  const locale = check.locale ?? 'en';
  const found: Diagnostic[] = [];
  const at = (document: number, keyword: BudgetKeyword, message: string) =>
    budgetFinding(budgetLocation(report, document), OVER_BUDGET_RULE, document, keyword, message);
  let total = 0;
  let count = 0;
  // Tokens are counted only up to the first tool over the budget: the file costs no less past it.
  let counting = budget.tokens !== undefined;
  for (const tool of fileTools(report, target)) {
    count++;
    if (counting) {
      total += check.countTokens(tool.text);
      if (total > budget.tokens!) {
        counting = false;
        const args = { tokens: total, target, tokenizer, budget: budget.tokens };
        found.push(at(tool.document, 'tokens', fillTemplate(MESSAGES[locale].tokens, args)));
      }
    }
    if (budget.tools !== undefined && count === budget.tools + 1) {
      found.push(at(tool.document, 'tools', fillTemplate(MESSAGES[locale].tools, { count, budget: budget.tools })));
    }
    if (!counting && (budget.tools === undefined || count > budget.tools)) break;
  }
  return found;
}
