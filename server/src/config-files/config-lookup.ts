// Finding the `.atdfrc` files that govern a file: walking up from the file's
// folder, stopping at a config with `root: true`, at a root (a workspace
// folder) or at the filesystem root. They cascade: each folder's config on top
// of its parents' (cascadeFileRules), each one's globs relative to its own
// folder; a file is ignored when any of them ignores it. A broken one among
// them is reported and none of them applies. The CLI and the
// language server share this module; it does only the reading (through an
// injected file system: the disk for the CLI, disk-config.ts; the server's host
// with the editor's unsaved texts) and the caching, per folder until `clear()`. What a config
// means is the engine's (loadConfig, configForFile).
import path from 'node:path';
import {
  cascadeFileRules,
  CONFIG_FILE_NAMES,
  DEFAULT_FILE_RULES,
  type AtdfEngine,
  type ConfigFileText,
  type FileRules,
  type LoadedConfig,
  type Locale,
} from '../core/index';
import { refusalText, type BoundedRead } from '../files/bounded-read';

export interface ConfigFileSystem {
  /** The file's text; undefined when there is no such file. Other failures throw (their message is reported). */
  readText(file: string): string | undefined;
}

/** A config is a few lines: a larger one, like a FIFO or a link to /dev/zero named .atdfrc.yaml, is refused, not read on. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/** Configs read with a bounded reader (files/read-bounded.ts's contract): a missing file is no config. */
export function boundedFileSystem(readSync: (file: string, limit: number) => BoundedRead): ConfigFileSystem {
  return { readText: (file) => configText(file, () => readSync(file, MAX_CONFIG_BYTES)) };
}

/** A config's text from a bounded read; undefined when there is no such file, an error naming why it was refused. */
export function configText(file: string, read: () => BoundedRead): string | undefined {
  let result;
  try {
    result = read();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw err;
  }
  if (result.kind !== 'ok') throw new Error(refusalText(result));
  return new TextDecoder().decode(result.bytes);
}

/** A config as found on disk: the engine's reading of it, and its folder (globs are relative to it). */
export interface FoundConfig extends LoadedConfig {
  dir: string;
  /** The configs its `extends` names, resolved (theirs first), in the order they apply: under this one. */
  extended?: FoundConfig[];
}

/** `extends` chains deeper than this are refused (a cycle is refused before). */
const MAX_EXTENDS_DEPTH = 10;

export interface ConfigForFile {
  /** The config that governs the file; undefined when there is none (the defaults apply). */
  found?: FoundConfig;
  rules: FileRules;
  /** The config's `ignore` matches the file: it is not validated. */
  ignored: boolean;
}

export interface ConfigLookupOptions {
  engine: AtdfEngine;
  /** Where configs are read from: `diskFileSystem` (disk-config.ts) for the CLI, the server's host files for the server. */
  fs: ConfigFileSystem;
  /** Folders above which no config is looked for (the workspace folders); none: up to the filesystem root. */
  roots?: () => readonly string[];
  /** Language of the config's own diagnostics. */
  locale?: () => Locale;
}

export class ConfigLookup {
  private readonly engine: AtdfEngine;
  private readonly fs: ConfigFileSystem;
  private readonly roots: () => readonly string[];
  private readonly locale: () => Locale;
  /** Folder -> the config in that very folder (null: none). */
  private readonly inFolder = new Map<string, FoundConfig | null>();
  /** Folder -> the nearest config at or above it (null: none). */
  private readonly nearest = new Map<string, FoundConfig | null>();
  /** Changes whenever what was read changes (a folder read, or `clear()`): a caller can tell it has nothing new. */
  generation = 0;

  constructor(options: ConfigLookupOptions) {
    this.engine = options.engine;
    this.fs = options.fs;
    this.roots = options.roots ?? (() => []);
    this.locale = options.locale ?? (() => 'en');
  }

  forFile(file: string): ConfigForFile {
    const absolute = path.resolve(file);
    const chain = this.chainFrom(path.dirname(absolute));
    if (chain.length === 0) return { found: undefined, rules: DEFAULT_FILE_RULES, ignored: false };
    const broken = chain.find((c) => !c.config);
    if (broken) return { found: broken, rules: DEFAULT_FILE_RULES, ignored: false };
    let rules = DEFAULT_FILE_RULES;
    let ignored = false;
    for (const found of chain.reverse().flatMap((c) => [...(c.extended ?? []), c])) {
      const relative = path.relative(found.dir, absolute).split(path.sep).join('/');
      const own = this.engine.configForFile(found.config!, relative);
      rules = cascadeFileRules(rules, own.rules);
      ignored ||= own.ignored;
    }
    // `found`: the nearest, the one the file's folder names (its budget's catalog, its diagnostics).
    return { found: chain.at(-1), rules, ignored };
  }

  /** The configs that apply at `dir`, the nearest first, up to a `root: true` one or a root folder. */
  private chainFrom(dir: string): FoundConfig[] {
    const roots = new Set(this.roots().map((r) => path.resolve(r)));
    const chain: FoundConfig[] = [];
    for (let found = this.nearestTo(dir); found;) {
      chain.push(found);
      const parent = path.dirname(found.dir);
      if (!found.config || found.config.root || roots.has(found.dir) || parent === found.dir) break;
      found = this.nearestTo(parent);
    }
    return chain;
  }

  /** The config in this very folder (read now if not yet), e.g. one the editor has open. */
  configIn(dir: string): FoundConfig | undefined {
    return this.readFolder(path.resolve(dir)) ?? undefined;
  }

  /** Every config file read so far (the server publishes their diagnostics). */
  loadedConfigs(): FoundConfig[] {
    return [...this.inFolder.values()].filter((c): c is FoundConfig => c !== null);
  }

  /** A config file was created, changed or deleted: read again on the next question. */
  clear(): void {
    this.inFolder.clear();
    this.nearest.clear();
    this.generation++;
  }

  private nearestTo(dir: string): FoundConfig | null {
    const visited: string[] = [];
    let found: FoundConfig | null;
    const roots = new Set(this.roots().map((r) => path.resolve(r)));
    for (let at = dir; ;) {
      const known = this.nearest.get(at);
      if (known !== undefined) {
        found = known;
        break;
      }
      visited.push(at);
      found = this.readFolder(at);
      const parent = path.dirname(at);
      if (found || roots.has(at) || parent === at) break;
      at = parent;
    }
    for (const v of visited) this.nearest.set(v, found);
    return found;
  }

  /**
   * The config with what its `extends` names (presets, and files relative to it, read through the same file
   * system and their own `extends` followed); a name that cannot be read or a cycle makes it a broken config,
   * reported on the file that names it.
   */
  /** A config read from elsewhere (`atdf validate -c FILE`) with its `extends` followed as a found one's are. */
  resolveExtends(found: FoundConfig): FoundConfig {
    return this.withExtends(found, [found.file]);
  }

  private withExtends(found: FoundConfig, seen: readonly string[]): FoundConfig {
    const names = found.config?.extends;
    if (!names || names.length === 0) return found;
    const broken = (why: string): FoundConfig => ({
      ...this.engine.loadConfig([{ file: found.file, error: why }], this.locale())!,
      dir: found.dir,
    });
    const layers: FoundConfig[] = [];
    for (const name of names) {
      if (name.startsWith('atdf:')) {
        const preset = this.engine.configPreset(name);
        if (!preset) return broken(`extends "${name}": no such preset (atdf:recommended, atdf:strict)`);
        layers.push({ file: found.file, dir: found.dir, config: preset, diagnostics: [] });
        continue;
      }
      const file = path.resolve(found.dir, name);
      if (seen.includes(file)) return broken(`extends "${name}", which extends this config again (a cycle)`);
      if (seen.length > MAX_EXTENDS_DEPTH) return broken(`extends "${name}": more than ${MAX_EXTENDS_DEPTH} configs deep`);
      let text: string | undefined;
      try {
        text = this.fs.readText(file);
      } catch (err) {
        return broken(`extends "${name}", which cannot be read: ${(err as Error).message}`);
      }
      if (text === undefined) return broken(`extends "${name}", which does not exist`);
      const base = this.withExtends({ ...this.engine.loadConfig([{ file, text }], this.locale())!, dir: path.dirname(file) }, [
        ...seen,
        file,
      ]);
      if (!base.config) return base; // reported on the extended file itself
      layers.push(...(base.extended ?? []), { ...base, extended: undefined });
    }
    return { ...found, extended: layers };
  }

  private readFolder(dir: string): FoundConfig | null {
    const known = this.inFolder.get(dir);
    if (known !== undefined) return known;
    const present: ConfigFileText[] = [];
    for (const name of CONFIG_FILE_NAMES) {
      const file = path.join(dir, name);
      try {
        const text = this.fs.readText(file);
        if (text !== undefined) present.push({ file, text });
      } catch (err) {
        present.push({ file, error: (err as Error).message });
      }
    }
    const loaded = this.engine.loadConfig(present, this.locale());
    const found = loaded ? this.withExtends({ ...loaded, dir }, [loaded.file]) : null;
    this.inFolder.set(dir, found);
    this.generation++;
    return found;
  }
}
