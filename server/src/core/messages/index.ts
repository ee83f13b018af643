// The engine's message system (core/messages): the catalogs of each domain in
// en/es/pt beside each other (en.ts with problems-*.ts and contract-*.ts,
// lint-*.ts, key-docs-*.ts), one fill (fill.ts), and the mapping from a
// client's locale tag (`es-ES`, `pt-br`, `en`) to ours.
import type { Locale } from '../locale';
import { en, type MessageId } from './en';
import { es } from './es';
import { fillTemplate } from './fill';
import { pt } from './pt';

export type { MessageId, Locale };

const TABLES = { en, es, pt } as const;

/** Maps any BCP 47-ish tag to a locale we have; English when unknown. */
export function toLocale(tag: unknown): Locale {
  if (typeof tag !== 'string') return 'en';
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'es' || primary === 'pt' ? primary : 'en';
}

export function t(locale: Locale, id: MessageId, args: Record<string, string | number> = {}): string {
  return fillTemplate(TABLES[locale][id] ?? en[id], args);
}
