// Writes a set of files into one folder all or nothing, through the small part
// of vscode.workspace.fs it is given (so a unit test can run it on a fake), the
// way the CLI's server/src/cli/write-files.ts does on disk:
// 1. stage: every file is written under its temporary name in the same folder;
// 2. commit: a file the user agreed to replace is renamed aside first, then
//    each staged file is renamed to its name without overwrite, so a file
//    another program created meanwhile is never replaced (FileExists);
// 3. on any failure, the files already moved are undone (removed, and the
//    replaced ones renamed back), the temporary files removed, and one message
//    names the path; the set aside copies are removed only once all is in place.
// No `vscode` import: the UI passes its fs, its l10n and how to show a path.

/** A file system error's kind, as vscode.FileSystemError gives it in `code`. */
const FILE_EXISTS = 'FileExists';
/** vscode.FileType.Directory (a bit: a link to a folder is Directory | SymbolicLink). */
const DIRECTORY = 2;

/** The part of vscode.workspace.fs used here (its methods return Thenables). */
export interface SmallFs<U> {
  stat(uri: U): PromiseLike<{ type: number }>;
  writeFile(uri: U, content: Uint8Array): PromiseLike<void>;
  rename(source: U, target: U, options: { overwrite: boolean }): PromiseLike<void>;
  delete(uri: U): PromiseLike<void>;
}

export interface Translator {
  t(message: string, ...args: (string | number)[]): string;
}

export interface WriteDeps<U> {
  fs: SmallFs<U>;
  l10n: Translator;
  /** How a path is named in messages (e.g. workspace.asRelativePath). */
  show(uri: U): string;
}

export interface FileToWrite<U> {
  target: U;
  /** Unused names in the target's folder: the staged file, and where a replaced file waits until the end. */
  temp: U;
  aside: U;
  content: Uint8Array;
  /** The user agreed to replace the file found at `target` when they were asked (and only that file). */
  replace: boolean;
}

/** Every file is in place, or none changed and this says why (its message names the path). */
export class WriteFailed extends Error {
  override name = 'WriteFailed';
}

interface Committed<U> {
  file: FileToWrite<U>;
  setAside: boolean;
  placed: boolean;
}

export async function writeAllOrNothing<U>(deps: WriteDeps<U>, files: readonly FileToWrite<U>[]): Promise<void> {
  const { fs } = deps;
  const staged: U[] = [];
  const committed: Committed<U>[] = [];
  let current: FileToWrite<U> | undefined;
  try {
    for (const file of files) {
      current = file;
      staged.push(file.temp);
      await fs.writeFile(file.temp, file.content);
    }
    for (const file of files) {
      current = file;
      // Recorded before each step, so that an undo knows what to put back.
      const entry: Committed<U> = { file, setAside: false, placed: false };
      committed.push(entry);
      if (file.replace) {
        const found = await statOrUndefined(fs, file.target);
        if (found && (found.type & DIRECTORY) !== 0) throw new IsAFolder();
        if (found) {
          await fs.rename(file.target, file.aside, { overwrite: false });
          entry.setAside = true;
        }
      }
      await fs.rename(file.temp, file.target, { overwrite: false });
      entry.placed = true;
    }
  } catch (err) {
    const kept = await undo(fs, committed);
    for (const temp of staged) await deleteQuietly(fs, temp); // the ones renamed into place are gone already
    throw new WriteFailed(failureText(deps, current as FileToWrite<U>, err, kept));
  }
  for (const entry of committed) if (entry.setAside) await deleteQuietly(fs, entry.file.aside);
}

/** Removes a file that may not be there; a failure to remove a leftover must not hide the outcome. */
async function deleteQuietly<U>(fs: SmallFs<U>, uri: U): Promise<void> {
  try {
    await fs.delete(uri);
  } catch {
    // left behind under its dot-name (.N-….atdf-tmp or .atdf-old)
  }
}

class IsAFolder extends Error {}

async function statOrUndefined<U>(fs: SmallFs<U>, uri: U): Promise<{ type: number } | undefined> {
  try {
    return await fs.stat(uri);
  } catch {
    return undefined;
  }
}

/** Undoes the commits, last first; returns the set-aside copies that could not be put back (they hold the old content). */
async function undo<U>(fs: SmallFs<U>, committed: readonly Committed<U>[]): Promise<FileToWrite<U>[]> {
  const kept: FileToWrite<U>[] = [];
  for (const entry of [...committed].reverse()) {
    try {
      if (entry.placed) await fs.delete(entry.file.target);
      if (entry.setAside) await fs.rename(entry.file.aside, entry.file.target, { overwrite: false });
    } catch {
      if (entry.setAside) kept.push(entry.file);
    }
  }
  return kept;
}

function failureText<U>(deps: WriteDeps<U>, file: FileToWrite<U>, err: unknown, kept: readonly FileToWrite<U>[]): string {
  const path = deps.show(file.target);
  const why =
    err instanceof IsAFolder
      ? deps.l10n.t('"{0}" is a folder, where a file is to be written; move or rename it (or choose another folder), then run again', path)
      : (err as { code?: unknown }).code === FILE_EXISTS
        ? deps.l10n.t('"{0}" was created by another program while the files were being written', path)
        : deps.l10n.t('Could not write "{0}": {1}', path, err instanceof Error ? err.message : String(err));
  if (kept.length === 0) return deps.l10n.t('{0}; nothing was changed.', why);
  const copies = kept.map((f) => deps.l10n.t('"{0}" in "{1}"', deps.show(f.target), deps.show(f.aside))).join(', ');
  return deps.l10n.t('{0}; the other files were put back, and the previous content of these is kept beside them: {1}.', why, copies);
}
