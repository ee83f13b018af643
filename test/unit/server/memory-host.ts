// A language-server host (server/src/host/host.ts) whose files are a map in
// memory and which starts no thread and no process: what a test of the server
// factory gives it instead of the disk. Reads are bounded like the disk's.
import type { BoundedRead, HostFiles, ServerHost } from '../../../server/src/host/host';

export function memoryHost(files: Record<string, string>): ServerHost & { unexpected: string[] } {
  const bytes = new Map(Object.entries(files).map(([path, text]) => [path, new TextEncoder().encode(text)]));
  const isDir = (path: string) => [...bytes.keys()].some((p) => p.startsWith(`${path.replace(/\/$/, '')}/`));
  const missing = (path: string) => Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  const readSync = (path: string, limit: number): BoundedRead => {
    const found = bytes.get(path);
    if (found === undefined) {
      if (isDir(path)) return { kind: 'not-a-file', what: 'folder' };
      throw missing(path);
    }
    return found.length > limit ? { kind: 'too-large', limit } : { kind: 'ok', bytes: found };
  };
  const memoryFiles: HostFiles = {
    readSync,
    read: async (path, limit) => readSync(path, limit),
    async stat(path) {
      const found = bytes.get(path);
      if (found) return { kind: 'file', size: found.length, mtimeMs: 0 };
      return isDir(path) ? { kind: 'directory', size: 0, mtimeMs: 0 } : undefined;
    },
    isFileSync: (path) => bytes.has(path),
    async readDirectory(path) {
      const prefix = `${path.replace(/\/$/, '')}/`;
      const names = new Map<string, 'file' | 'directory'>();
      for (const p of bytes.keys()) {
        if (!p.startsWith(prefix)) continue;
        const [name, ...rest] = p.slice(prefix.length).split('/');
        names.set(name, rest.length > 0 ? 'directory' : 'file');
      }
      return [...names].map(([name, kind]) => ({ name, kind }));
    },
    realpath: async (path) => path,
  };
  const unexpected: string[] = [];
  return {
    kind: 'node',
    files: memoryFiles,
    startTokenizer: () => {
      throw new Error('this test host has no tokenizer');
    },
    onUnexpectedError: () => undefined,
    unexpected,
  };
}
