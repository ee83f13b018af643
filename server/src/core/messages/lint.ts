// Rendering of lint messages (ids and catalogs in lint-en/es/pt.ts).
import type { Locale } from '../locale';
import { fillTemplate } from './fill';
import { lintEn, type LintMessageId } from './lint-en';
import { lintEs } from './lint-es';
import { lintPt } from './lint-pt';

export type { LintMessageId };

const TABLES = { en: lintEn, es: lintEs, pt: lintPt } as const;

export function isLintMessageId(id: string): id is LintMessageId {
  return Object.prototype.hasOwnProperty.call(lintEn, id);
}

/** The message `id` in `locale` with its {placeholders} filled. */
export function lintMessage(locale: Locale, id: LintMessageId, args: Record<string, string | number> = {}): string {
  return fillTemplate(TABLES[locale][id] ?? lintEn[id], args);
}
