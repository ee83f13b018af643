// What a lint rule produces: a finding at an exact source span, named by its
// rule id and the arguments of its message (rendered in the user's language
// by the pipeline, see lint/render.ts).
import type { Span } from '../parse/types';

export type LintArgs = Record<string, string | number>;

/** A quick fix the editor can apply from the diagnostic alone. */
export type LintFix =
  /** Delete the finding's range (e.g. invisible characters: the range holds nothing else). */
  | { kind: 'delete' }
  /** Replace the string value at the finding's pointer (e.g. a name with its lookalike letters made ASCII). */
  | { kind: 'replace-value'; value: string };

export interface LintFinding {
  /** Rule id from lint/rules.ts (`quality/...`, `security/...`). */
  rule: string;
  /** Message variant of the rule, when it has several (`lint.<rule>.<variant>`). */
  variant?: string;
  /** The node concerned (relative to its document). */
  pointer: string;
  /** Exact source span (absolute offsets into the file's text). */
  span: Span;
  args: LintArgs;
  fix?: LintFix;
}
