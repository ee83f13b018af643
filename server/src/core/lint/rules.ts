// The lint rules as data: one entry per rule id, with its group, default
// severity, whether it has a quick fix, the id of its one-line summary
// (server/src/core/messages/lint-en.ts and translations) and its section of
// docs/lint.md. The configuration's rule registry reads this table; the
// pipeline takes each finding's severity from it.
import type { LintMessageId } from '../messages/lint-en';
import type { Severity } from '../types';
import { ANNOTATION_MISMATCH } from './rules/annotations';
import { DESCRIPTION_REPEATS_NAME, LONG_DESCRIPTION, SHORT_DESCRIPTION } from './rules/description';
import { NO_EXAMPLES, REQUIRED_INPUT_WITHOUT_EXAMPLE } from './rules/examples';
import { MODEL_DIRECTIVE } from './rules/directive';
import { EXFILTRATION } from './rules/exfiltration';
import { CONCEAL_FROM_USER, HIDDEN_TAG, INSTRUCTION_OVERRIDE } from './rules/injection';
import { UNDOCUMENTED_ENUM, UNDOCUMENTED_INPUT } from './rules/inputs';
import { INVISIBLE_CHARACTERS } from './rules/invisible-characters';
import { CONFUSABLE_NAME } from './rules/confusable-name';
import { INCONSISTENT_NAMES } from './rules/names';
import { NO_FAILURE_DESCRIBED, UNDESCRIBED_OUTPUT } from './rules/outputs';
import { GENERATED_TEXT, PLACEHOLDER_TEXT } from './rules/placeholder-text';
import { PREFERENCE_MANIPULATION } from './rules/preference';
import { SENSITIVE_DATA } from './rules/secrets';
import { SUSPICIOUS_INSTRUCTION } from './rules/suspicious-instruction';
import { WEAK_WHEN_TO_USE } from './rules/when-to-use';

export type LintGroup = 'quality' | 'security';

export interface LintRule {
  id: string;
  group: LintGroup;
  defaultSeverity: Severity;
  /** The editor offers a quick fix for (some of) its findings. */
  fixable?: boolean;
  /** One-line summary, for rule tables, SARIF rule metadata and docs. */
  summary: LintMessageId;
  /** Page and anchor of its documentation, relative to docs/. */
  docs: string;
  /**
   * What it reads: one document (runs when the document changed), the
   * workspace's other tools, or the lockfile of `atdf pin` (`atdf validate --locked`).
   */
  scope: 'document' | 'workspace' | 'lock';
}

export const TOOL_SHADOWING = 'security/tool-shadowing';
export const TOOL_CHANGED = 'security/tool-changed';
export const INCONSISTENT_TOOL_NAMES = 'quality/inconsistent-tool-names';

const rule = (id: string, group: LintGroup, defaultSeverity: Severity, extra: Partial<LintRule> = {}): LintRule => ({
  id,
  group,
  defaultSeverity,
  summary: `lint.${id}.summary` as LintMessageId,
  // GitHub's anchor of the rule's heading (`### security/invisible-characters` -> #securityinvisible-characters).
  docs: `lint.md#${id.replace('/', '')}`,
  scope: 'document',
  ...extra,
});

export const LINT_RULES: readonly LintRule[] = [
  rule(INVISIBLE_CHARACTERS, 'security', 'error', { fixable: true }),
  rule(CONFUSABLE_NAME, 'security', 'error', { fixable: true }),
  rule(HIDDEN_TAG, 'security', 'error'),
  rule(INSTRUCTION_OVERRIDE, 'security', 'error'),
  rule(CONCEAL_FROM_USER, 'security', 'error'),
  rule(SENSITIVE_DATA, 'security', 'error'),
  rule(EXFILTRATION, 'security', 'error'),
  rule(MODEL_DIRECTIVE, 'security', 'error'),
  rule(PREFERENCE_MANIPULATION, 'security', 'error'),
  rule(ANNOTATION_MISMATCH, 'security', 'error'),
  rule(SUSPICIOUS_INSTRUCTION, 'security', 'warning'),
  rule(TOOL_SHADOWING, 'security', 'error', { scope: 'workspace' }),
  rule(TOOL_CHANGED, 'security', 'error', { scope: 'lock' }),
  rule(SHORT_DESCRIPTION, 'quality', 'warning'),
  rule(DESCRIPTION_REPEATS_NAME, 'quality', 'warning'),
  rule(LONG_DESCRIPTION, 'quality', 'hint'),
  rule(WEAK_WHEN_TO_USE, 'quality', 'warning'),
  rule(UNDOCUMENTED_INPUT, 'quality', 'warning'),
  rule(UNDOCUMENTED_ENUM, 'quality', 'hint'),
  rule(REQUIRED_INPUT_WITHOUT_EXAMPLE, 'quality', 'hint'),
  rule(NO_EXAMPLES, 'quality', 'hint'),
  rule(NO_FAILURE_DESCRIBED, 'quality', 'hint'),
  rule(UNDESCRIBED_OUTPUT, 'quality', 'hint'),
  rule(INCONSISTENT_NAMES, 'quality', 'warning'),
  rule(INCONSISTENT_TOOL_NAMES, 'quality', 'warning', { scope: 'workspace', fixable: true }),
  rule(PLACEHOLDER_TEXT, 'quality', 'warning'),
  rule(GENERATED_TEXT, 'quality', 'information'),
];

export const LINT_RULE_BY_ID: ReadonlyMap<string, LintRule> = new Map(LINT_RULES.map((r) => [r.id, r]));

/** Lint codes are rule ids of these groups (no ATDF or parse code starts so). */
export function isLintCode(code: string): boolean {
  return code.startsWith('quality/') || code.startsWith('security/');
}
