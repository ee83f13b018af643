// How every CLI command reads a file it was given: at most MAX_INPUT_BYTES
// actually read (a /proc file or a device named on the command line cannot
// make it read without end), regular files only; any failure is a UsageError
// naming the file (exit 2, "unreadable input").
import { MAX_INPUT_BYTES, readBoundedSync, refusalText } from '../files/read-bounded';
import { readStdinBounded } from './read-stdin';
import { UsageError } from './usage-error';

export { MAX_INPUT_BYTES };

/** Why a read threw, in the words the CLI's messages use ("no such file", "permission denied", else the code). */
export function readFailureText(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (code ?? String(err));
}

/** `limit`: a command's own lower bound (import-mcp: MAX_TOOLS_INPUT_BYTES). */
export function readInputFile(file: string, limit = MAX_INPUT_BYTES): Uint8Array {
  let read;
  try {
    read = readBoundedSync(file, limit);
  } catch (err) {
    throw new UsageError(`cannot read "${file}": ${readFailureText(err)}`);
  }
  if (read.kind !== 'ok') throw new UsageError(`cannot read "${file}": ${refusalText(read)}`);
  return read.bytes;
}

/**
 * An importer's SOURCE: a path, or `-` for standard input, read whole and bounded alike (at most `max` bytes),
 * with the name messages give it (`<stdin>` for `-`).
 */
export async function readSourceBytes(source: string, max: number): Promise<{ bytes: Uint8Array; name: string }> {
  if (source === '-') return { bytes: await readStdinBounded(max), name: '<stdin>' };
  return { bytes: readInputFile(source, max), name: source };
}
