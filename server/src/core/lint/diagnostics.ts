// Lint findings -> the engine's Diagnostics: severity from the rule table,
// message rendered in the user's language, range from the finding's span,
// and the quick fix in `data` (`lintFix`) for the editor.
import { showPointer } from '../atdf/messages';
import type { Locale } from '../locale';
import type { LineIndex } from '../text/line-index';
import type { Diagnostic } from '../types';
import { isLintMessageId, lintMessage, type LintMessageId } from '../messages/lint';
import { LINT_RULE_BY_ID } from './rules';
import type { LintFinding } from './types';

export function lintMessageOf(locale: Locale, finding: LintFinding): string {
  const variant = `lint.${finding.rule}.${finding.variant}`;
  const id = (finding.variant && isLintMessageId(variant) ? variant : `lint.${finding.rule}`) as LintMessageId;
  return lintMessage(locale, id, { at: showPointer(locale, finding.pointer), ...finding.args });
}

export function toLintDiagnostic(finding: LintFinding, document: number, lines: LineIndex, locale: Locale): Diagnostic {
  const data: Record<string, unknown> = { pointer: finding.pointer, keyword: finding.rule };
  if (finding.fix) data.lintFix = finding.fix;
  return {
    severity: LINT_RULE_BY_ID.get(finding.rule)?.defaultSeverity ?? 'warning',
    document,
    pointer: finding.pointer,
    code: finding.rule,
    message: lintMessageOf(locale, finding),
    range: lines.range(finding.span),
    data,
  };
}
