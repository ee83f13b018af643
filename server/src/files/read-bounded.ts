// Reads a file the user (or a workspace) named, never more than a limit of
// bytes actually read: `stat` cannot be trusted for the size (a /proc file says
// 0 and has no end, a device has no size), so the read itself stops one byte
// past the limit. Only regular files are read: folders, devices, FIFOs,
// sockets and the kernel's pseudo-files (/proc, /sys) are refused by what they
// are, before anything is read. Opened non-blocking, so that a FIFO is refused
// instead of waiting forever for a writer. Both front ends use it: the CLI
// (sync) and the language server (async, off the edit path).
import { closeSync, constants, fstatSync, openSync, promises as fs, readSync, realpathSync, type Stats } from 'node:fs';
import { sep } from 'node:path';

/** Caps what is read from one input file or stdin (a 2,000-tool list is ~5 MB; a 20 MB catalog validates in ~1 s). */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

export type BoundedRead =
  | { kind: 'ok'; bytes: Uint8Array }
  /** More than `limit` bytes are there (at least `limit + 1` were read). */
  | { kind: 'too-large'; limit: number }
  | { kind: 'not-a-file'; what: NotAFile };

export type NotAFile = 'folder' | 'device' | 'fifo' | 'socket' | 'kernel pseudo-file';

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const CHUNK = 1024 * 1024;
/** Pseudo-file systems whose files lie about their size (or never end). */
const KERNEL_ROOTS = ['/proc', '/sys'];

export function readBoundedSync(path: string, limit: number): BoundedRead {
  const kernel = kernelPseudoFile(realpathSync(path));
  if (kernel) return kernel;
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const refused = refusal(fstatSync(fd));
    if (refused) return refused;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) return { kind: 'ok', bytes: Buffer.concat(chunks, total) };
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > limit) return { kind: 'too-large', limit };
    }
  } finally {
    closeSync(fd);
  }
}

export async function readBounded(path: string, limit: number): Promise<BoundedRead> {
  const kernel = kernelPseudoFile(await fs.realpath(path));
  if (kernel) return kernel;
  const handle = await fs.open(path, OPEN_FLAGS);
  try {
    const refused = refusal(await handle.stat());
    if (refused) return refused;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, limit + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) return { kind: 'ok', bytes: Buffer.concat(chunks, total) };
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > limit) return { kind: 'too-large', limit };
    }
  } finally {
    await handle.close();
  }
}

/** Why a refused read was refused, in the words of a CLI message ("cannot read X: ..."). */
export function refusalText(read: Exclude<BoundedRead, { kind: 'ok' }>): string {
  if (read.kind === 'too-large') return `it is larger than ${read.limit} bytes (file/too-large)`;
  return read.what === 'folder' ? 'it is a folder' : `it is not a regular file but a ${read.what}`;
}

function refusal(stat: Stats): BoundedRead | undefined {
  if (stat.isFile()) return undefined;
  const what: NotAFile = stat.isDirectory() ? 'folder' : stat.isFIFO() ? 'fifo' : stat.isSocket() ? 'socket' : 'device';
  return { kind: 'not-a-file', what };
}

function kernelPseudoFile(realPath: string): BoundedRead | undefined {
  const inKernel = KERNEL_ROOTS.some((root) => realPath === root || realPath.startsWith(root + sep));
  return inKernel ? { kind: 'not-a-file', what: 'kernel pseudo-file' } : undefined;
}
