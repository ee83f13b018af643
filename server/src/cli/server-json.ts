// `atdf server-json [FILE]` validates an MCP Registry `server.json` against the registry's own schema (vendored in
// ./registry/, with its license and origin); `atdf server-json --init` writes a skeleton the schema accepts, from
// the folder's catalog and `.vscode/mcp.json` (server-json-skeleton.ts). Validation is the engine's JSON Schema
// validator; each error names the file and the JSON pointer.
import * as os from 'node:os';
import * as path from 'node:path';
import { createEngine, McpInputError, type McpServerConfig } from '../core/index';
import { MCP_CONFIG_PATH } from './config-server';
import { exportPaths } from './export';
import { commandArgs } from './options';
import { readInputFile } from './read-input';
import registrySchema from './registry/server.schema.json';
import { serverJsonSkeleton } from './server-json-skeleton';
import { unknownOption, UsageError } from './usage-error';
import { writeFilesAtomically } from './write-files';

const SCHEMA_ID = registrySchema.$id;
/** The registry's limit on a server.json is far below this; a bound on what is read. */
const MAX_SERVER_JSON_BYTES = 4 * 1024 * 1024;

const HELP = `Usage: atdf server-json [FILE]
       atdf server-json --init [--name NAME] [--server KEY] [--out FILE] [--force] [PATH...]

Checks an MCP Registry server.json (default ./server.json) against the
registry's schema (${SCHEMA_ID}),
one line per problem with its JSON pointer.

With --init, writes a skeleton instead: the description and the tool names
from the ATDF files of PATH (default .), the package an npx or uvx command of
.vscode/mcp.json runs (npm or PyPI) with its environment variables' names
(never their values), the version from ./package.json; then checks it.

Options:
  --init          write a skeleton (to --out, default server.json)
  --name NAME     the server's registry name, reverse-DNS: io.github.you/weather
                  (default com.example/<the mcp.json server or folder name>)
  --server KEY    the server of .vscode/mcp.json to describe (default: the
                  only one)
  --out FILE      where --init writes (never over a file without --force)
  --force         overwrite --out
  -h, --help      show this help

Exit status: 0 valid (or written); 1 FILE breaks the schema, or --out exists;
2 usage error or unreadable FILE.
`;

const engine = createEngine();

interface Args {
  init: boolean;
  name?: string;
  server?: string;
  out?: string;
  force: boolean;
  positional: string[];
}

function parseArgs(argv: string[]): Args | 'help' {
  const args: Args = { init: false, force: false, positional: [] };
  for (const { arg, name, value } of commandArgs(argv, 'server-json')) {
    if (name === '-h' || name === '--help') return 'help';
    else if (name === '--init') args.init = true;
    else if (name === '--name') args.name = value();
    else if (name === '--server') args.server = value();
    else if (name === '--out') args.out = value();
    else if (name === '--force') args.force = true;
    else if (arg.startsWith('-')) throw unknownOption(arg, 'server-json', HELP);
    else args.positional.push(arg);
  }
  if (!args.init) {
    for (const option of ['name', 'server', 'out'] as const)
      if (args[option] !== undefined) throw new UsageError(`--${option} is for --init (writing a skeleton)`);
    if (args.positional.length > 1) throw new UsageError(`give one server.json to check; got ${args.positional.length}`);
  }
  return args;
}

/** The schema's problems with `value`, as `FILE: /pointer: message` lines. */
function problems(value: unknown, file: string): string[] {
  const compiled = engine.compileSchema(registrySchema, { formatWarnings: false });
  return compiled
    .validate(value)
    .errors.filter((e) => e.severity === 'error')
    .map((e) => `${file}: ${e.instanceLocation || '(root)'}: ${e.error}`);
}

function check(file: string): number {
  let value: unknown;
  try {
    value = engine.mcp.readJson(readInputFile(file, MAX_SERVER_JSON_BYTES), file, 'a server.json object');
  } catch (err) {
    if (err instanceof McpInputError) throw new UsageError(err.message);
    throw err;
  }
  const found = problems(value, file);
  if (found.length > 0) {
    process.stderr.write(`${found.join('\n')}\natdf: ${file} is not a valid MCP Registry server.json (${SCHEMA_ID})\n`);
    return 1;
  }
  process.stderr.write(`atdf: ${file} is a valid MCP Registry server.json (${SCHEMA_ID})\n`);
  return 0;
}

/** The servers of ./.vscode/mcp.json, or none when there is no such file. */
function configuredServers(): McpServerConfig[] {
  const file = MCP_CONFIG_PATH;
  let bytes: Uint8Array;
  try {
    bytes = readInputFile(file, MAX_SERVER_JSON_BYTES);
  } catch {
    return [];
  }
  const text = new TextDecoder().decode(bytes);
  try {
    // No ${env:...} is resolved into values here: only the variables' names are written.
    return engine.mcp.readConfig(text, { workspaceFolder: process.cwd(), userHome: os.homedir(), env: {}, source: file });
  } catch (err) {
    if (err instanceof McpInputError) throw new UsageError(err.message);
    throw err;
  }
}

function chooseServer(servers: McpServerConfig[], key: string | undefined): McpServerConfig | undefined {
  if (key !== undefined) {
    const found = servers.find((s) => s.name === key);
    if (!found)
      throw new UsageError(`${MCP_CONFIG_PATH} has no server "${key}" (it has: ${servers.map((s) => `"${s.name}"`).join(', ') || 'none'})`);
    return found;
  }
  if (servers.length > 1)
    throw new UsageError(
      `${MCP_CONFIG_PATH} has ${servers.length} servers; choose one with --server (${servers.map((s) => s.name).join(', ')})`,
    );
  return servers[0];
}

function packageVersion(): string {
  try {
    const value = JSON.parse(new TextDecoder().decode(readInputFile('package.json', MAX_SERVER_JSON_BYTES))) as { version?: unknown };
    if (typeof value.version === 'string' && value.version !== '') return value.version;
  } catch {
    // no package.json, or not JSON: the default below
  }
  return '0.1.0';
}

function init(args: Args): number {
  const server = chooseServer(configuredServers(), args.server);
  const paths = args.positional.length > 0 ? args.positional : ['.'];
  const { result, problems: catalogProblems } = exportPaths(paths, { target: 'mcp', command: 'server-json' });
  if (result === undefined) {
    process.stderr.write(`${catalogProblems.join('\n')}\natdf: nothing was written\n`);
    return 1;
  }
  const base = (server?.name ?? path.basename(process.cwd())).replace(/[^a-zA-Z0-9._-]/g, '-') || 'server';
  const { value, notes } = serverJsonSkeleton({
    schemaId: SCHEMA_ID,
    name: args.name ?? `com.example/${base}`,
    version: packageVersion(),
    toolNames: result.tools.map((t) => t.name),
    server,
  });
  if (args.name === undefined) notes.unshift(`"name" is com.example/${base}: set your own namespace (--name io.github.you/${base})`);
  const out = args.out ?? 'server.json';
  const found = problems(value, out);
  if (found.length > 0) {
    // The name given with --name, or a catalog's text, can break the schema: said, and nothing written.
    process.stderr.write(`${found.join('\n')}\natdf: nothing was written\n`);
    return 1;
  }
  const outcome = writeFilesAtomically(
    path.dirname(out),
    [{ name: path.basename(out), text: JSON.stringify(value, null, 2) + '\n' }],
    args.force,
  );
  if ('conflicts' in outcome) {
    process.stderr.write(`atdf: ${out} already exists; nothing was written (--force overwrites it)\n`);
    return 1;
  }
  for (const note of notes) process.stderr.write(`atdf: note: ${note}\n`);
  process.stderr.write(`atdf: wrote ${out} (${result.tools.length} tools; valid against ${SCHEMA_ID})\n`);
  return 0;
}

export async function runServerJson(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  return args.init ? init(args) : check(args.positional[0] ?? 'server.json');
}
