// Server-side localization: message lookup with {placeholders}, and the
// mapping from a client's locale tag (`es-ES`, `pt-br`, `en`) to ours.
import type { Locale } from '../core/locale';
import { en, type MessageId } from './en';
import { es } from './es';
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
  const template = TABLES[locale][id] ?? en[id];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole,
  );
}
