// The `.atdfrc` configs of the session: which one governs each open document
// (its rules and whether it is ignored), read from disk or, while one is open
// in the editor, from its unsaved text, and dropped when a config changes
// (watched files, or an edit of the open config) so the next publish uses the
// new one. A config's own problems are published on the config file.
import { dirname } from 'node:path';
import type { Connection, Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { boundedFileSystem, ConfigLookup, type ConfigFileSystem } from '../config-files/config-lookup';
import { CONFIG_FILE_NAMES, DEFAULT_FILE_RULES, type AtdfEngine, type FileConfig, type Locale } from '../core/index';
import type { HostFiles } from '../host/host';
import { toLspDiagnostic } from '../lsp/convert';
import { pathToUri, uriToPath } from './uri-paths';

const DEFAULTS: FileConfig = { rules: DEFAULT_FILE_RULES, ignored: false };

export interface ProjectConfigDeps {
  engine: AtdfEngine;
  connection: Connection;
  files: HostFiles;
  folders: () => readonly string[];
  locale: () => Locale;
}

export class ProjectConfig {
  /** Path -> the unsaved text of a config open in the editor. */
  private readonly overlays = new Map<string, string>();
  private readonly lookup: ConfigLookup;
  /** What each document's config says, until a config changes (asked on every publish). */
  private readonly perUri = new Map<string, FileConfig>();
  /** Config file URI -> its diagnostics as last published (to send only changes, and clear them when fixed or gone). */
  private published = new Map<string, string>();
  /** The lookup's generation when they were last published. */
  private publishedGeneration = -1;

  constructor(private readonly deps: ProjectConfigDeps) {
    const overlays = this.overlays;
    const files = this.files();
    this.lookup = new ConfigLookup({
      engine: deps.engine,
      roots: deps.folders,
      locale: deps.locale,
      fs: { readText: (file) => overlays.get(file) ?? files.readText(file) },
    });
  }

  /** The host's files, read synchronously (the lookup asks on the publish path). */
  private files(): ConfigFileSystem {
    const readSync = this.deps.files.readSync;
    return readSync ? boundedFileSystem(readSync) : { readText: () => undefined };
  }

  /** The config of a document; the defaults for one that is not a file. */
  forUri(uri: string): FileConfig {
    const known = this.perUri.get(uri);
    if (known) return known;
    const path = uriToPath(uri);
    const config = path === undefined ? DEFAULTS : this.lookup.forFile(path);
    const result = { rules: config.rules, ignored: config.ignored };
    this.perUri.set(uri, result);
    return result;
  }

  /** The folder of the config that governs a file (its catalog, for the catalog budget) and whether it ignores it. */
  governing(uri: string): { dir: string; ignored: boolean } | undefined {
    const path = uriToPath(uri);
    const found = path === undefined ? undefined : this.lookup.forFile(path);
    return found?.found ? { dir: found.found.dir, ignored: found.ignored } : undefined;
  }

  /** `.atdfrc.yaml`, `.atdfrc.yml` or `.atdfrc.json`. */
  isConfigUri(uri: string): boolean {
    const path = uriToPath(uri);
    return (
      path !== undefined && (CONFIG_FILE_NAMES as readonly string[]).some((name) => path.endsWith(`/${name}`) || path.endsWith(`\\${name}`))
    );
  }

  /** A config open in the editor changed (or opened): its text is the config now. */
  edited(uri: string, text: string | undefined): void {
    const path = uriToPath(uri);
    if (path === undefined) return;
    if (text === undefined) this.overlays.delete(path);
    else this.overlays.set(path, text);
    this.changed();
    this.lookup.configIn(dirname(path));
  }

  /** A config file was created, changed or deleted on disk, or the workspace folders changed. */
  changed(): void {
    // The configs read so far are read again at once, so that their problems (or their absence) show without waiting for a document.
    const folders = this.lookup.loadedConfigs().map((c) => c.dir);
    this.lookup.clear();
    this.perUri.clear();
    for (const dir of folders) this.lookup.configIn(dir);
  }

  /** Publishes the problems of every config read (and clears those of configs fixed or gone), when they changed. */
  publishDiagnostics(): void {
    if (this.lookup.generation === this.publishedGeneration) return;
    this.publishedGeneration = this.lookup.generation;
    const locale = this.deps.locale();
    const now = new Map<string, string>();
    const send = new Map<string, LspDiagnostic[]>();
    for (const found of this.lookup.loadedConfigs()) {
      if (found.diagnostics.length === 0) continue;
      const uri = pathToUri(found.file);
      const diagnostics = found.diagnostics.map((d) => toLspDiagnostic(d, uri, locale));
      now.set(uri, JSON.stringify(diagnostics));
      send.set(uri, diagnostics);
    }
    for (const uri of new Set([...now.keys(), ...this.published.keys()])) {
      if (now.get(uri) !== this.published.get(uri)) void this.deps.connection.sendDiagnostics({ uri, diagnostics: send.get(uri) ?? [] });
    }
    this.published = now;
  }
}
