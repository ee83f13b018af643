// Finding the `.atdfrc` that governs a file: the nearest one walking up from
// the file's folder, stopping at a root (a workspace folder) or at the
// filesystem root; the nearest wins, configs are not merged. The CLI and the
// language server share this module; the reading itself goes through an
// injected file system (the disk by default; the server adds the editor's
// unsaved texts). Everything read is cached per folder until `clear()`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FILE_RULES, isIgnored, rulesForFile, type FileRules } from '../core/config/file-rules';
import { configMsg } from '../core/config/messages';
import { parseConfig } from '../core/config/parse-config';
import { CONFIG_INVALID_RULE } from '../core/config/rules';
import { CONFIG_FILE_NAMES, type AtdfConfig } from '../core/config/types';
import type { Locale } from '../core/report';
import type { Diagnostic } from '../core/types';

export interface ConfigFileSystem {
  /** The file's text; undefined when there is no such file. Other failures throw (their message is reported). */
  readText(file: string): string | undefined;
}

export const diskFileSystem: ConfigFileSystem = {
  readText(file) {
    try {
      return readFileSync(file, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw err;
    }
  },
};

export interface LoadedConfig {
  /** The config file. */
  file: string;
  /** Its folder: globs are relative to it. */
  dir: string;
  /** Undefined when the file is broken: then none of it applies. */
  config?: AtdfConfig;
  /** Problems of the config file itself, located in it. */
  diagnostics: Diagnostic[];
}

export interface ConfigForFile {
  /** The config that governs the file; undefined when there is none (the defaults apply). */
  loaded?: LoadedConfig;
  rules: FileRules;
  /** The config's `ignore` matches the file: it is not validated. */
  ignored: boolean;
}

export interface ConfigLookupOptions {
  fs?: ConfigFileSystem;
  /** Folders above which no config is looked for (the workspace folders); none: up to the filesystem root. */
  roots?: () => readonly string[];
  /** Language of the config's own diagnostics. */
  locale?: () => Locale;
}

export class ConfigLookup {
  private readonly fs: ConfigFileSystem;
  private readonly roots: () => readonly string[];
  private readonly locale: () => Locale;
  /** Folder -> the config file in that very folder (null: none). */
  private readonly inFolder = new Map<string, LoadedConfig | null>();
  /** Folder -> the nearest config at or above it (null: none). */
  private readonly nearest = new Map<string, LoadedConfig | null>();

  constructor(options: ConfigLookupOptions = {}) {
    this.fs = options.fs ?? diskFileSystem;
    this.roots = options.roots ?? (() => []);
    this.locale = options.locale ?? (() => 'en');
  }

  forFile(file: string): ConfigForFile {
    const absolute = path.resolve(file);
    const loaded = this.nearestTo(path.dirname(absolute)) ?? undefined;
    if (!loaded?.config) return { loaded, rules: DEFAULT_FILE_RULES, ignored: false };
    const relative = path.relative(loaded.dir, absolute).split(path.sep).join('/');
    return { loaded, rules: rulesForFile(loaded.config, relative), ignored: isIgnored(loaded.config, relative) };
  }

  /** Every config file read so far (the server publishes their diagnostics). */
  loadedConfigs(): LoadedConfig[] {
    return [...this.inFolder.values()].filter((c): c is LoadedConfig => c !== null);
  }

  /** A config file was created, changed or deleted: read again on the next question. */
  clear(): void {
    this.inFolder.clear();
    this.nearest.clear();
  }

  private nearestTo(dir: string): LoadedConfig | null {
    const visited: string[] = [];
    let found: LoadedConfig | null;
    const roots = new Set(this.roots().map((r) => path.resolve(r)));
    for (let at = dir; ;) {
      const known = this.nearest.get(at);
      if (known !== undefined) {
        found = known;
        break;
      }
      visited.push(at);
      found = this.configIn(at);
      const parent = path.dirname(at);
      if (found || roots.has(at) || parent === at) break;
      at = parent;
    }
    for (const v of visited) this.nearest.set(v, found);
    return found;
  }

  private configIn(dir: string): LoadedConfig | null {
    const known = this.inFolder.get(dir);
    if (known !== undefined) return known;
    const locale = this.locale();
    const present: { file: string; text: string }[] = [];
    const failures: Diagnostic[] = [];
    for (const name of CONFIG_FILE_NAMES) {
      const file = path.join(dir, name);
      try {
        const text = this.fs.readText(file);
        if (text !== undefined) present.push({ file, text });
      } catch (err) {
        present.push({ file, text: '' });
        failures.push(fileProblem(locale, configMsg(locale, 'config.unreadable', { reason: (err as Error).message })));
      }
    }
    let loaded: LoadedConfig | null = null;
    if (present.length > 0) {
      const { file, text } = present[0];
      if (failures.length > 0) loaded = { file, dir, diagnostics: failures };
      else if (present.length > 1) {
        const names = present.map((p) => path.basename(p.file)).join(', ');
        loaded = { file, dir, diagnostics: [fileProblem(locale, configMsg(locale, 'config.two-files', { names }))] };
      } else loaded = { file, dir, ...parseConfig(text, file, locale) };
    }
    this.inFolder.set(dir, loaded);
    return loaded;
  }
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
