// The config of one folder, from the config files found in it (the reading is
// the caller's): none, one (parsed), two (an error: which one is meant?), or
// one that could not be read (an error saying why). Pure.
import type { Locale } from '../locale';
import type { Diagnostic } from '../types';
import { configMsg } from './messages';
import { parseConfig } from './parse-config';
import { CONFIG_INVALID_RULE } from './rules';
import type { AtdfConfig } from './types';

/** A config file found in a folder: its text, or why it could not be read. */
export interface ConfigFileText {
  file: string;
  text?: string;
  error?: string;
}

export interface LoadedConfig {
  /** The config file (the first of CONFIG_FILE_NAMES found). */
  file: string;
  /** Undefined when the file is broken: then none of it applies. */
  config?: AtdfConfig;
  /** Problems of the config file itself, located in it. */
  diagnostics: Diagnostic[];
}

/** `found`: the folder's config files, in the order of CONFIG_FILE_NAMES. */
export function loadConfig(found: readonly ConfigFileText[], locale: Locale = 'en'): LoadedConfig | undefined {
  if (found.length === 0) return undefined;
  const [first] = found;
  const unreadable = found.find((f) => f.error !== undefined);
  if (unreadable)
    return {
      file: unreadable.file,
      diagnostics: [fileProblem(locale, configMsg(locale, 'config.unreadable', { reason: unreadable.error }))],
    };
  if (found.length > 1) {
    const names = found.map((f) => f.file.replace(/^.*[\\/]/, '')).join(', ');
    return { file: first.file, diagnostics: [fileProblem(locale, configMsg(locale, 'config.two-files', { names }))] };
  }
  return { file: first.file, ...parseConfig(first.text ?? '', first.file, locale) };
}

/** A problem of the config file as a whole, at its start. */
function fileProblem(locale: Locale, message: string): Diagnostic {
  const zero = { line: 0, character: 0 };
  return {
    severity: 'error',
    document: 0,
    pointer: '',
    code: CONFIG_INVALID_RULE,
    message: message + configMsg(locale, 'config.not-applied'),
    range: { start: zero, end: zero },
  };
}
