// The lint of one document: every per-document rule of core/lint/rules/,
// over the document's value, locations and text. Pure: the parsed document
// in, findings with exact source spans out. Runs only for documents that
// changed (the pipeline moves an unchanged document's findings with it).
import { isObject } from '../json-value';
import type { ParsedDocument } from '../parse/types';
import type { SourceText } from '../text/source-text';
import type { Dialect, Language } from '../types';
import { LintContext } from './context';
import { maskQuoted, readProse } from './phrases';
import { checkAnnotations } from './rules/annotations';
import { checkConfusableNames } from './rules/confusable-name';
import { checkDescription } from './rules/description';
import { checkDirectives } from './rules/directive';
import { checkExamples } from './rules/examples';
import { checkExfiltration } from './rules/exfiltration';
import { checkInjection } from './rules/injection';
import { checkInputs } from './rules/inputs';
import { checkInvisibleCharacters } from './rules/invisible-characters';
import { checkNames } from './rules/names';
import { checkOutputs } from './rules/outputs';
import { checkPlaceholders } from './rules/placeholder-text';
import { checkPreference } from './rules/preference';
import { checkSensitiveData } from './rules/secrets';
import { checkSuspiciousInstructions } from './rules/suspicious-instruction';
import { findToolMentions, type ToolMention } from './rules/tool-mentions';
import { checkWhenToUse } from './rules/when-to-use';
import { documentStrings } from './strings';
import { toolView } from './tool-view';
import { ardfToolData } from '../atdf/ardf';
import type { LintFinding } from './types';

export type { LintFinding, LintFix } from './types';
export type { ToolMention } from './rules/tool-mentions';
export { LINT_RULES, LINT_RULE_BY_ID, isLintCode, type LintRule, type LintGroup } from './rules';

export interface LintResult {
  findings: LintFinding[];
  /** The other tools the document gives orders about (the workspace reports those that are tools: security/tool-shadowing). */
  mentions: ToolMention[];
}

export function lintDocument(doc: ParsedDocument, text: SourceText, language: Language, dialect: Dialect): LintResult {
  if (doc.unusable || !isObject(doc.value)) return { findings: [], mentions: [] };
  // An ARDF prompt, policy, workflow... is not a tool: the tool lint does not apply (ardf/not-a-tool says so).
  if (dialect === 'ardf' && !ardfToolData(doc.value)) return { findings: [], mentions: [] };
  const ctx = new LintContext(doc, doc.value, text, language, toolView(doc.value, dialect));
  const strings = documentStrings(doc.value, dialect);
  const prose = readProse(strings.values);
  // Security
  checkInvisibleCharacters(ctx, strings);
  checkConfusableNames(ctx);
  const masked = maskQuoted(prose.text);
  checkInjection(ctx, prose, masked);
  checkSensitiveData(ctx, prose);
  checkExfiltration(ctx, prose);
  checkDirectives(ctx, prose, masked);
  checkPreference(ctx, prose, masked);
  checkAnnotations(ctx);
  // The trained detector last: it speaks only where no rule has.
  checkSuspiciousInstructions(ctx, prose);
  // Quality
  checkDescription(ctx);
  checkWhenToUse(ctx);
  checkInputs(ctx);
  checkExamples(ctx);
  checkOutputs(ctx);
  checkNames(ctx);
  checkPlaceholders(ctx, prose);
  return { findings: ctx.findings, mentions: findToolMentions(ctx, prose) };
}
