// What an ATDF key means, in the user's language. English is the meta-schema's
// own `description` (one source of truth); Spanish and Portuguese come from the
// tables next to this file, keyed by the key's pattern.
import type { Locale } from '../locale';
import { keyDocsEs } from './key-docs-es';
import { keyDocsPt } from './key-docs-pt';

const TABLES: Record<Locale, Record<string, string> | undefined> = { en: undefined, es: keyDocsEs, pt: keyDocsPt };

// ['how_to_use','inputs','0','name'] -> 'how_to_use/inputs/*/name' (indices and language codes become '*').
export function keyPattern(tokens: readonly string[]): string {
  return tokens.map((token, i) => (/^(0|[1-9][0-9]*)$/.test(token) || (i === 1 && tokens[0] === 'localization') ? '*' : token)).join('/');
}

export function keyDoc(locale: Locale, tokens: readonly string[], englishDescription: string | undefined): string | undefined {
  const table = TABLES[locale];
  return table?.[keyPattern(tokens)] ?? englishDescription;
}
