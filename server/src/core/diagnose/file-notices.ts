// The diagnostics about a whole file rather than a place in it: too large to
// validate, the validator failed, more problems than are shown. At the start
// of the file (or at the first problem not shown), at the severity the file's
// config gives them (`off`: none). Their messages name no pointer: a front end
// shows them as they are (FILE_NOTICES).
import type { FileRules } from '../config/file-rules';
import { t } from '../messages';
import type { Locale } from '../locale';
import type { Diagnostic, Severity } from '../types';

export const TOO_LARGE_RULE = 'file/too-large';
export const INTERNAL_ERROR_RULE = 'atdf/internal-error';
export const TOO_MANY_PROBLEMS_RULE = 'atdf/too-many-problems';

/** The codes of the diagnostics about the whole file, whose message is complete without a pointer. */
export const FILE_NOTICES: ReadonlySet<string> = new Set([TOO_LARGE_RULE, INTERNAL_ERROR_RULE, TOO_MANY_PROBLEMS_RULE]);

const START = { line: 0, character: 0 };

function notice(code: string, fallback: Severity, rules: FileRules, message: string, range = { start: START, end: START }) {
  const severity = rules.severityOf(code, fallback);
  return severity === 'off' ? undefined : ({ severity, document: 0, pointer: '', code, message, range } satisfies Diagnostic);
}

export function tooLargeDiagnostic(tooLarge: { size: number; limit: number }, rules: FileRules, locale: Locale): Diagnostic | undefined {
  return notice(TOO_LARGE_RULE, 'information', rules, t(locale, 'diagnostic.tooLarge', { size: tooLarge.size, limit: tooLarge.limit }));
}

export function validatorFailedDiagnostic(error: string, rules: FileRules, locale: Locale): Diagnostic | undefined {
  return notice(INTERNAL_ERROR_RULE, 'error', rules, t(locale, 'diagnostic.validatorFailed', { error }));
}

/** The diagnostic past the first `max` (sorted) ones, at the first one not shown, saying how many more there are. */
export function tooManyDiagnostic(
  diagnostics: readonly Diagnostic[],
  max: number,
  rules: FileRules,
  locale: Locale,
): Diagnostic | undefined {
  const message = t(locale, 'diagnostic.moreProblems', { count: diagnostics.length - max, limit: max });
  return notice(TOO_MANY_PROBLEMS_RULE, 'information', rules, message, diagnostics[max].range);
}
