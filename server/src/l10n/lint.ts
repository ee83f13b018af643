// Rendering of lint messages (ids and catalogs in lint-en/es/pt.ts).
import type { Locale } from '../core/locale';
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
  const template = TABLES[locale][id] ?? lintEn[id];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole,
  );
}
