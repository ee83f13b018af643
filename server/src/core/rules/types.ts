// What a rule is, as data: every diagnostic code the engine can produce is the
// id of one RuleMeta. The registry (registry.ts) collects the declarations of
// every module; the config (core/config/) sets severities by id or by group,
// the docs table (docs/rules.md) and SARIF's tool.driver.rules are made from it.
import type { Locale } from '../locale';
import type { Severity } from '../types';

/** A rule's severity, or `off` (not reported). */
export type RuleSeverity = Severity | 'off';

/**
 * What a rule is about. A config may set a whole group at once
 * (`rules: {security: off}`); a rule id set in the same layer wins over its group.
 */
export type RuleGroup =
  /** the text cannot be read as YAML/JSON, or hits a reading limit */
  | 'syntax'
  /** bytes, encoding and size of the file */
  | 'encoding'
  /** the document against its dialect (required members, types, known keys, ids) */
  | 'structure'
  /** a JSON Schema written inside the document (input/output schemas) */
  | 'schema'
  /** examples against the tool's own schemas */
  | 'examples'
  /** naming and other conventions */
  | 'style'
  /** rules over several files (duplicate tools) */
  | 'workspace'
  /** the `.atdfrc` file and inline `# atdf-disable` comments themselves */
  | 'config'
  /** description quality for the model (issue 16) */
  | 'quality'
  /** tool poisoning and hidden instructions (issue 16) */
  | 'security'
  /** what an export target accepts (issue 15) */
  | 'target'
  /** the validator failed: a bug to report */
  | 'internal';

export const RULE_GROUPS: readonly RuleGroup[] = [
  'syntax',
  'encoding',
  'structure',
  'schema',
  'examples',
  'style',
  'workspace',
  'config',
  'quality',
  'security',
  'target',
  'internal',
];

export interface RuleMeta {
  /** `prefix/name`, lowercase, kebab-case name: the diagnostic's `code`. */
  id: string;
  group: RuleGroup;
  /** The severity its findings have when no config says otherwise. */
  defaultSeverity: RuleSeverity;
  /** One sentence saying what the rule reports, in every language (shown in docs/rules.md, SARIF help, hovers). */
  summary: Record<Locale, string>;
  /** A quick fix exists for (some of) its findings. */
  fixable?: boolean;
  /** Page and anchor of its documentation under docs/, when not its row of docs/rules.md (e.g. `lint.md#hidden-text`). */
  docs?: string;
  /**
   * JSON Schema of its entry under `settings:` in `.atdfrc` (e.g. `{type: object, properties: {minWords: ...}}`).
   * Absent: the rule takes no settings (a `settings` entry for it is an error).
   */
  settings?: Record<string, unknown>;
}
