// Keeps the engine's workspace rules fed with the ATDF files on disk that are
// not open (the open ones come from their live reports, see
// features/diagnostics.ts): built lazily (first scan once the first ATDF document opened has its diagnostics, in the
// background), then updated per file on close and on watched-file events.
import { isAbsolute, relative } from 'node:path';
import { Emitter, type TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { fileKey, languageOfFileName, LIVE_MAX_GENERAL_YAML, type Locale, type Workspace, t } from '../core/index';
import type { HostFiles } from '../host/host';
import { isAtdfFileName } from './served-documents';
import { pathToUri, uriToPath } from './uri-paths';
import { atdfFilesUnder } from './workspace-scan';

/**
 * Largest YAML file the index parses while nobody has it open. The scan runs on
 * the server's one thread: a 4.4 MB flow-style document kept the open document
 * waiting 6 s (the yaml package composing flow collections), so bigger unopened
 * YAML is left out (and logged); JSON has our own linear parser and keeps
 * maxFileSize. A 1,000-tool block-YAML catalog is about 1.4 MB.
 */
export const MAX_UNOPENED_YAML_BYTES = 2 * 1024 * 1024;

export interface WorkspaceIndexDeps {
  workspace: Workspace;
  documents: TextDocuments<TextDocument>;
  files: HostFiles;
  /** Workspace folder paths. */
  folders: () => readonly string[];
  /** Files over this size are not indexed. */
  maxFileSize: () => number;
  /** Files the `.atdfrc` ignores are not indexed (their tools are not the workspace's). */
  ignored: (uri: string) => boolean;
  log: (message: string) => void;
  locale: () => Locale;
}

export class WorkspaceIndex {
  private readonly filesChanged = new Emitter<Set<string>>();
  /** Fired with the file keys whose workspace-rule diagnostics (duplicates) may have changed. */
  readonly onDidChangeFiles = this.filesChanged.event;
  private started: Promise<void> | undefined;
  private rescanning: Promise<void> | undefined;
  private rescanWanted = false;

  constructor(private readonly deps: WorkspaceIndexDeps) {}

  /** Starts the background scan once; later calls return the same promise. */
  ensureStarted(): Promise<void> {
    this.started ??= this.scan();
    return this.started;
  }

  /**
   * A config changed: the files it now ignores leave the index, those it no
   * longer ignores come in (the others are not read again: their text did not
   * change). Calls while a rescan runs share one more rescan after it, so
   * typing in an open config does not queue a walk of the workspace per keystroke.
   */
  reindex(): Promise<void> {
    if (this.started === undefined) return Promise.resolve(); // nothing indexed yet: the first scan reads the new configs
    this.rescanWanted = true;
    this.rescanning ??= this.rescan();
    return this.rescanning;
  }

  private async rescan(): Promise<void> {
    try {
      while (this.rescanWanted) {
        this.rescanWanted = false;
        await this.started;
        this.started = this.scan(true);
        await this.started;
      }
    } finally {
      this.rescanning = undefined;
    }
  }

  /** A human name for a file in messages: relative to its workspace folder when inside one. */
  labelOf(uri: string): string {
    const path = uriToPath(uri);
    if (path === undefined) return uri;
    const folder = this.deps.folders().find((f) => isInside(f, path));
    return folder === undefined ? path : relative(folder, path);
  }

  /** A document was closed: its file on disk (if any) takes over in the index. */
  async closed(uri: string): Promise<void> {
    const path = uriToPath(uri);
    // No file behind it (an untitled or deleted document): its names leave the
    // workspace now, before the next message is handled, not after an async
    // stat. Otherwise a document opened right after it could be told its tools
    // are duplicates of a document that is gone.
    // (A host that cannot stat synchronously, a browser, asks the client: there the order is the client's.)
    const files = this.deps.files;
    if (path === undefined || !isAtdfFileName(path) || !(files.isFileSync?.(path) ?? (await files.stat(path))?.kind === 'file')) {
      this.filesChanged.fire(this.deps.workspace.remove(uri));
      return;
    }
    await this.indexFile(path, uri);
  }

  /** workspace/didChangeWatchedFiles. Type 3 is "deleted". */
  async watched(changes: readonly { uri: string; type: number }[]): Promise<void> {
    for (const change of changes) {
      const path = uriToPath(change.uri);
      if (path === undefined || !isAtdfFileName(path) || this.isOpen(change.uri)) continue;
      if (change.type === 3) this.filesChanged.fire(this.deps.workspace.remove(change.uri));
      else await this.indexFile(path, change.uri);
    }
  }

  /** Indexes the files not indexed yet; `configChanged`: also drops the indexed ones the config now ignores. */
  private async scan(configChanged = false): Promise<void> {
    const affected = new Set<string>();
    for await (const path of atdfFilesUnder(this.deps.files, this.deps.folders())) {
      const uri = pathToUri(path);
      if (this.isOpen(uri)) continue;
      if (this.deps.workspace.has(uri)) {
        if (configChanged && this.deps.ignored(uri)) for (const key of this.deps.workspace.remove(uri)) affected.add(key);
        continue;
      }
      for (const key of await this.indexFile(path, uri, false)) affected.add(key);
    }
    this.filesChanged.fire(affected);
  }

  /** Reads and indexes one file; returns (and, when `notify`, reports) the affected file keys. */
  private async indexFile(path: string, uri: string, notify = true): Promise<Set<string>> {
    let affected: Set<string>;
    try {
      // An ignored file is not read: it defines no tool for the workspace rules.
      const wanted = !this.deps.ignored(uri) && (await this.isInsideFolders(path));
      const yaml = languageOfFileName(path) === 'yaml';
      const limit = yaml ? Math.min(this.deps.maxFileSize(), MAX_UNOPENED_YAML_BYTES) : this.deps.maxFileSize();
      const read = wanted ? await this.deps.files.read(path, limit) : undefined;
      if (read?.kind !== 'ok') {
        // Not read, or read only up to the limit: whatever it defined before leaves the index.
        if (read?.kind === 'not-a-file') this.deps.log(t(this.deps.locale(), 'log.notIndexedSpecial', { path, what: read.what }));
        if (read?.kind === 'too-large' && limit < this.deps.maxFileSize())
          this.deps.log(t(this.deps.locale(), 'log.notIndexedLarge', { path, limit }));
        affected = this.deps.workspace.remove(uri);
      } else {
        const text = new TextDecoder().decode(read.bytes);
        if (this.isOpen(uri)) return new Set(); // opened meanwhile: the live document wins
        affected = this.deps.workspace.setText(uri, this.labelOf(uri), text, languageOfFileName(path), {
          maxGeneralYaml: LIVE_MAX_GENERAL_YAML,
        });
        affected.add(fileKey(uri));
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') this.deps.log(t(this.deps.locale(), 'log.scanFailed', { path, error: String(error) }));
      affected = this.deps.workspace.remove(uri);
    }
    if (notify) this.filesChanged.fire(affected);
    return affected;
  }

  /**
   * Only files inside a workspace folder are indexed, where they really are:
   * a link (named by a watched-file event, or a document closed) that leads
   * out of every folder is not followed. Logged when the name was inside.
   */
  private async isInsideFolders(path: string): Promise<boolean> {
    const real = await this.deps.files.realpath(path);
    const folders = await Promise.all(this.deps.folders().map((f) => this.deps.files.realpath(f).catch(() => f)));
    if (folders.some((folder) => isInside(folder, real))) return true;
    if (folders.some((folder) => isInside(folder, path))) this.deps.log(t(this.deps.locale(), 'log.notIndexedOutside', { path }));
    return false;
  }

  private isOpen(uri: string): boolean {
    const key = fileKey(uri);
    return this.deps.documents.all().some((d) => fileKey(d.uri) === key);
  }
}

function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
