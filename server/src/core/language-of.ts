// Which syntax a file is read as, from its name alone: the one rule the CLI,
// the language server and the `.atdfrc` loader share.
import type { Language } from './types';

/** JSON when the name ends in `.json` (any case), else YAML (`.yaml`, `.yml`, and anything else). */
export function languageOfFileName(fileName: string): Language {
  return /\.json$/i.test(fileName) ? 'json' : 'yaml';
}
