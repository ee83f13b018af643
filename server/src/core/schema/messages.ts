// The messages of the validator, in English, Spanish and Portuguese (one
// catalog each). Messages say what was expected and what was found, and stay
// bounded: a long list of allowed values or names is summarised with a few
// examples, never written out whole.
import type { Locale } from '../locale';
import { en } from './messages-en';
import { es } from './messages-es';
import { pt } from './messages-pt';
import { list, type Catalog, type MessageArgs, type MessageId } from './message-parts';

export type { MessageArgs, MessageId } from './message-parts';
export type { Locale };

const catalogs: Record<Locale, Catalog> = { en, es, pt };

export function message(locale: Locale, id: MessageId, args: MessageArgs = {}): string {
  return (catalogs[locale] ?? en)[id](args);
}

/** Lists up to this many values or names in full; longer ones are summarised. */
export const LISTED_AT_MOST = 10;
/** How many a summary shows as examples. */
const EXAMPLES = 5;

const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };

/** A count as the locale writes it (2,000 / 2000 / 2.000). */
export function formatCount(locale: Locale, n: number): string {
  return n.toLocaleString(LOCALE_TAGS[locale] ?? 'en-US');
}

/** Allowed values for a message: all of them when few, else their number and a few examples. */
export function valueList(locale: Locale, values: readonly unknown[]): string {
  if (values.length <= LISTED_AT_MOST) return list(values);
  return message(locale, 'manyValues', { count: formatCount(locale, values.length), expectedText: list(values.slice(0, EXAMPLES)) });
}

/** Names for a message: all of them when few, else their number and a few examples. */
export function nameList(locale: Locale, names: readonly string[]): string {
  if (names.length <= LISTED_AT_MOST) return names.join(', ');
  return message(locale, 'manyNames', { count: formatCount(locale, names.length), namesText: names.slice(0, EXAMPLES).join(', ') });
}

/** What an error's `expected` carries for a list: the list when short, its first entries when long. */
export function boundedExpected<T>(values: readonly T[]): readonly T[] {
  return values.length <= LISTED_AT_MOST ? values : values.slice(0, LISTED_AT_MOST);
}

/** Short descriptions of the formats we warn about, per locale. */
export const FORMAT_HINTS: Record<Locale, Record<string, string>> = {
  en: {
    'date-time': 'RFC 3339 date-time, e.g. 2025-07-12T10:00:00Z',
    date: 'RFC 3339 full-date, e.g. 2025-07-12',
    time: 'RFC 3339 time with offset, e.g. 10:00:00Z',
    email: 'an e-mail address, e.g. name@example.com',
    uri: 'an absolute URI with a scheme, e.g. https://example.com/x',
    uuid: 'a UUID, e.g. 123e4567-e89b-12d3-a456-426614174000',
  },
  es: {
    'date-time': 'fecha y hora RFC 3339, p. ej. 2025-07-12T10:00:00Z',
    date: 'fecha RFC 3339, p. ej. 2025-07-12',
    time: 'hora RFC 3339 con zona, p. ej. 10:00:00Z',
    email: 'una dirección de correo, p. ej. nombre@example.com',
    uri: 'una URI absoluta con esquema, p. ej. https://example.com/x',
    uuid: 'un UUID, p. ej. 123e4567-e89b-12d3-a456-426614174000',
  },
  pt: {
    'date-time': 'data e hora RFC 3339, p. ex. 2025-07-12T10:00:00Z',
    date: 'data RFC 3339, p. ex. 2025-07-12',
    time: 'hora RFC 3339 com fuso, p. ex. 10:00:00Z',
    email: 'um endereço de e-mail, p. ex. nome@example.com',
    uri: 'uma URI absoluta com esquema, p. ex. https://example.com/x',
    uuid: 'um UUID, p. ex. 123e4567-e89b-12d3-a456-426614174000',
  },
};
