// The lint rules (rules.ts, the table the lint pipeline reads) as registry
// entries: the same id, group, default severity, fix and docs anchor, the
// summary in every language from the lint catalogs. One table, two readers.
import { lintMessage } from '../messages/lint';
import type { RuleMeta } from '../rules/types';
import { LINT_RULES } from './rules';

export const LINT_RULE_META: readonly RuleMeta[] = LINT_RULES.map((rule) => ({
  id: rule.id,
  group: rule.group,
  defaultSeverity: rule.defaultSeverity,
  summary: { en: lintMessage('en', rule.summary), es: lintMessage('es', rule.summary), pt: lintMessage('pt', rule.summary) },
  ...(rule.fixable ? { fixable: true } : {}),
  docs: rule.docs,
}));
