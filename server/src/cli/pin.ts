// `atdf pin [--lockfile FILE] PATH...`: writes the lockfile of the tools in
// the given files and folders (a hash of each part a rug pull would change,
// see core/lint/pin.ts), for `atdf validate --locked` to compare against.
// Running it again accepts the tools as they are now. The lockfile is
// replaced atomically; nothing is written when two tools share a name.
import path from 'node:path';
import { createEngine, languageOfFileName, type Lockfile } from '../core/index';
import { DEFAULT_LOCKFILE } from './lockfile';
import { unknownOption, UsageError } from './usage-error';
import { readInputFile } from './read-input';
import { collectFiles } from './collect-files';
import { requireFolder, writeFilesAtomically } from './write-files';

const HELP = `Usage: atdf pin [--lockfile FILE] PATH...

Pins the tools of the ATDF files found in PATH (files or folders, searched
recursively like atdf validate): writes a lockfile with a SHA-256 hash of
each tool's description, input, output, examples and x-mcp extension, so that
"atdf validate --locked" reports every tool that changed since (the "rug
pull"). Run it again to accept the tools as they are now.

Options:
  --lockfile FILE   the lockfile to write (default: ${DEFAULT_LOCKFILE})
  -h, --help        show this help

Exit status: 0 written; 1 two tools share a name (nothing written); 2 usage
error or unreadable input.
`;

export async function runPin(args: string[], out: NodeJS.WritableStream = process.stdout): Promise<number> {
  let lockfile = DEFAULT_LOCKFILE;
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') {
      out.write(HELP);
      return 0;
    }
    if (arg === '--lockfile' || arg.startsWith('--lockfile=')) {
      const value = arg === '--lockfile' ? args[++i] : arg.slice('--lockfile='.length);
      if (!value) throw new UsageError('--lockfile needs a file name');
      lockfile = value;
    } else if (arg === '--') {
      paths.push(...args.slice(i + 1));
      break;
    } else if (arg.startsWith('-') && arg !== '-') throw unknownOption(arg, 'pin', HELP);
    else paths.push(arg);
  }
  if (paths.length === 0) throw new UsageError('no file or folder given; run "atdf pin --help"');
  const files = collectFiles(paths);
  const lock: Lockfile = { lockfileVersion: 1, tools: {} };
  const where = new Map<string, string>();
  const clashes: string[] = [];
  const base = path.dirname(path.resolve(lockfile));
  const engine = createEngine();
  for (const file of files) {
    const report = engine.validateBytes(readInputFile(file), { language: languageOfFileName(file), formatWarnings: false });
    for (const { name, ...pin } of engine.pins.pinFile(report)) {
      const at = report.documents.length > 1 ? `${file} (document ${pin.document + 1})` : file;
      const first = where.get(name);
      if (first !== undefined) {
        clashes.push(`"${name}" in ${first} and ${at}`);
        continue;
      }
      where.set(name, at);
      lock.tools[name] = { file: path.relative(base, path.resolve(file)).split(path.sep).join('/'), ...pin };
    }
  }
  if (clashes.length > 0) {
    process.stderr.write(`atdf: the lockfile keys tools by name; these are defined twice (nothing written):\n  ${clashes.join('\n  ')}\n`);
    return 1;
  }
  requireFolder(path.dirname(lockfile) || '.', '--lockfile');
  writeFilesAtomically(path.dirname(lockfile) || '.', [{ name: path.basename(lockfile), text: engine.pins.writeLockfile(lock) }], true);
  const count = Object.keys(lock.tools).length;
  process.stderr.write(
    `atdf: pinned ${count} tool${count === 1 ? '' : 's'} of ${files.length} file${files.length === 1 ? '' : 's'} in ${lockfile}\n`,
  );
  return 0;
}
