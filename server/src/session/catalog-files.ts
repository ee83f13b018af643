// The ATDF files under a folder with their reports, for what is worked out
// over a whole catalog (the folder preview, the catalog budget): the files in
// the order `atdf validate`/`atdf export FOLDER` read them (a walk with the
// names sorted, node_modules and .git skipped), an open document as the
// editor has it now, a file on disk read bounded (as the workspace index
// reads it) and validated once per change of its size or time (stat-checked,
// kept least recently used first out). One folder or file per event-loop
// turn, so that a folder of thousands of files never holds up a keystroke.
import { isAbsolute, join, relative, sep } from 'node:path';
import { pathToUri } from './uri-paths';
import { languageOfFileName, type AtdfEngine, type ExportTarget, type FileReport } from '../core/index';
import type { HostFiles } from '../host/host';
import { isAtdfFileName } from './served-documents';
import { MAX_UNOPENED_YAML_BYTES } from './workspace-index';

/** Skipped as `atdf validate` skips them. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Stop walking after this many ATDF files: a huge tree must not keep a core busy. */
export const MAX_CATALOG_FILES = 5000;
/** Reports of unopened files kept (the rest is read and validated again when asked for). */
const MAX_KEPT_REPORTS = 500;

export type CatalogEntry =
  | { uri: string; path: string; rel: string; report: FileReport }
  /** Not read: too large for an unopened file, or not a regular file, or gone. */
  | { uri: string; path: string; rel: string; report?: undefined; notRead: string };

export interface CatalogFilesDeps {
  engine: AtdfEngine;
  files: HostFiles;
  /** The report of an open document now; undefined when it is not open. */
  openReport: (uri: string) => Promise<FileReport | undefined> | FileReport | undefined;
  maxFileSize: () => number;
}

/** Stop after this many directory entries, as the workspace scan does: a huge tree must not keep a core busy. */
const MAX_ENTRIES = 200_000;

/** The ATDF files under `folder` in walk order (at most `limit`), and how many more the walk found. */
export async function atdfFilesSorted(
  host: HostFiles,
  folder: string,
  limit = MAX_CATALOG_FILES,
): Promise<{ files: string[]; more: number }> {
  const files: string[] = [];
  let more = 0;
  let seen = 0;
  const walk = async (dir: string): Promise<void> => {
    if (seen > MAX_ENTRIES) return;
    let entries;
    try {
      entries = await host.readDirectory(dir);
    } catch {
      return; // unreadable or gone: nothing there
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) return;
      const path = join(dir, entry.name);
      if (entry.kind === 'directory') {
        if (!SKIPPED_DIRS.has(entry.name)) {
          await new Promise((resolve) => setImmediate(resolve));
          await walk(path);
        }
      } else if (entry.kind === 'file' && isAtdfFileName(entry.name)) {
        if (files.length < limit) files.push(path);
        else more++;
      }
    }
  };
  await walk(folder);
  return { files, more };
}

export class CatalogFiles {
  private readonly kept = new Map<string, { mtimeMs: number; size: number; report: FileReport }>();
  /** Path -> its tools' texts for a target (strings only; at most a catalog's files). */
  private readonly texts = new Map<string, { mtimeMs: number; size: number; target: ExportTarget; tools: FileToolText[] }>();

  constructor(private readonly deps: CatalogFilesDeps) {}

  /** Each file with its report (`rel`: from `folder`, `/`-separated), one per event-loop turn. */
  async *entries(folder: string, files: readonly string[]): AsyncGenerator<CatalogEntry> {
    for (const path of files) {
      const uri = pathToUri(path);
      const rel = relative(folder, path).split(sep).join('/');
      const open = await this.deps.openReport(uri);
      if (open) yield { uri, path, rel, report: open };
      else {
        const read = await this.fromDisk(path);
        yield typeof read === 'string' ? { uri, path, rel, notRead: read } : { uri, path, rel, report: read };
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Each file's tools as the target gets them (their parts of the export), for
   * the catalog budget: of an unopened file only the texts are kept (by size
   * and time), so a catalog larger than the reports kept is not validated
   * again on each count.
   */
  async *tools(
    folder: string,
    files: readonly string[],
    target: ExportTarget,
  ): AsyncGenerator<{ uri: string; rel: string; tools: FileToolText[] }> {
    for (const path of files) {
      const uri = pathToUri(path);
      const rel = relative(folder, path).split(sep).join('/');
      const open = await this.deps.openReport(uri);
      if (open) yield { uri, rel, tools: textsOf(this.deps.engine, open, target) };
      else {
        const stat = await this.deps.files.stat(path);
        const known = stat && this.texts.get(path);
        if (stat && known && known.mtimeMs === stat.mtimeMs && known.size === stat.size && known.target === target) {
          yield { uri, rel, tools: known.tools };
        } else {
          const read = await this.fromDisk(path);
          const tools = typeof read === 'string' ? [] : textsOf(this.deps.engine, read, target);
          if (stat) this.texts.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, target, tools });
          if (this.texts.size > 2 * MAX_CATALOG_FILES) this.texts.delete(this.texts.keys().next().value as string);
          yield { uri, rel, tools };
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The file's report, validated again only when its size or time changed; or why it was not read. */
  private async fromDisk(path: string): Promise<FileReport | string> {
    const stat = await this.deps.files.stat(path);
    if (!stat) {
      this.kept.delete(path);
      return 'ENOENT';
    }
    const known = this.kept.get(path);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) {
      this.kept.delete(path); // most recently used last
      this.kept.set(path, known);
      return known.report;
    }
    const language = languageOfFileName(path);
    const limit = language === 'yaml' ? Math.min(this.deps.maxFileSize(), MAX_UNOPENED_YAML_BYTES) : this.deps.maxFileSize();
    let read;
    try {
      read = await this.deps.files.read(path, limit);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code ?? String(error);
    }
    if (read.kind === 'too-large') return `larger than ${limit} bytes`;
    if (read.kind === 'not-a-file') return `a ${read.what}`;
    const report = this.deps.engine.validateBytes(read.bytes, { language, formatWarnings: false });
    this.kept.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, report });
    if (this.kept.size > MAX_KEPT_REPORTS) this.kept.delete(this.kept.keys().next().value as string);
    return report;
  }
}

export interface FileToolText {
  document: number;
  text: string;
}

function textsOf(engine: AtdfEngine, report: FileReport, target: ExportTarget): FileToolText[] {
  return engine.export.fileTools(report, target).map((tool) => ({ document: tool.document, text: tool.text }));
}

/** How messages name a folder: from its workspace folder ('.' for the folder itself, as the CLI names its current folder), else whole. */
export function folderLabel(folders: readonly string[], dir: string): string {
  for (const folder of folders) {
    const rel = relative(folder, dir);
    if (!rel.startsWith('..') && !isAbsolute(rel)) return rel === '' ? '.' : rel.split(sep).join('/');
  }
  return dir;
}
