// Entry point of the `atdf` CLI: dispatches to one file per command. Every
// failure ends as one clear line on stderr and exit 2, never a stack trace.
import { runCheckSchema } from './check-schema';
import { runValidate } from './validate';
import { runImportMcp } from './import-mcp';
import { runImportPlatform } from './import-platform';
import { runImportOpenApi } from './import-openapi';
import { runExportMcp } from './export-mcp';
import { runPin } from './pin';
import { runExport } from './export';
import { runContext } from './context';
import { runTest } from './test-examples';
import { stopServersOnExit } from './stop-on-exit';
import { runProxy } from './proxy';
import { runReplay } from './replay';
import { runServerJson } from './server-json';
import { UsageError } from './usage-error';
import { setColourFlag } from './colour';
import { closest } from '../core/index';
import { VERSION } from '../version';

type Command = (args: string[]) => Promise<number>;

const commands: Record<string, { run: Command; summary: string }> = {
  validate: { run: runValidate, summary: 'validate ATDF files or folders' },
  pin: { run: runPin, summary: 'write a lockfile of tool hashes (atdf validate --locked reports changes)' },
  'check-schema': { run: runCheckSchema, summary: 'validate JSON instances against a JSON Schema (2020-12 or draft-07)' },
  import: { run: runImportPlatform, summary: 'convert OpenAI, Anthropic or Gemini tool JSON, or a UTCP manual, to ATDF files' },
  'import-mcp': { run: runImportMcp, summary: 'convert MCP tools (file, stdin or live server) to ATDF files' },
  'import-openapi': { run: runImportOpenApi, summary: 'convert an OpenAPI description (Swagger 2.0, OpenAPI 3.0, 3.1) to ATDF files' },
  'export-mcp': { run: runExportMcp, summary: 'print ATDF files as an MCP tools/list result' },
  export: { run: runExport, summary: 'print ATDF files as MCP, OpenAI, Anthropic or Gemini tools, or a TOOLS prompt' },
  'server-json': { run: runServerJson, summary: 'check an MCP Registry server.json, or write its skeleton (--init)' },
  context: { run: runContext, summary: 'count the tokens a catalog costs in a model context, per tool and in total' },
  test: { run: runTest, summary: 'run the examples of ATDF files against a live MCP server' },
  proxy: { run: runProxy, summary: "serve a live MCP server's tools as ATDF files describe them, checking every call" },
  replay: { run: runReplay, summary: 'check the calls of an atdf proxy log against the ATDF files as they are now' },
};

const HELP = `Usage: atdf <command> [options]

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`)
  .join('\n')}

Run "atdf help <command>" (or "atdf <command> --help") for the options of a command; "atdf --version" prints the
version. --color / --no-color force colour on or off (default: on a terminal only, off with NO_COLOR set).
`;

/** `--color` / `--no-color` anywhere on the line (before "--"): taken out here, so no command has to know them. */
function takeColourFlags(argv: string[]): string[] {
  const end = argv.indexOf('--');
  const out: string[] = [];
  argv.forEach((arg, i) => {
    if ((end === -1 || i < end) && (arg === '--color' || arg === '--no-color')) setColourFlag(arg === '--color');
    else out.push(arg);
  });
  return out;
}

function unknownCommand(name: string): UsageError {
  const near = closest(name, Object.keys(commands));
  return new UsageError(`unknown command "${name}"; ${near ? `did you mean "${near}"? ` : ''}run "atdf --help" for the list`);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = takeColourFlags(argv);
  if (name === 'help' && rest.length > 0) {
    // `atdf help validate` is `atdf validate --help`, as git and npm have it.
    const command = commands[rest[0]];
    if (!command) throw unknownCommand(rest[0]);
    return command.run(['--help']);
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(HELP);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const command = commands[name];
  if (!command) throw unknownCommand(name);
  return command.run(rest);
}

// A reader that stops early (`atdf validate ... | head`) closes the pipe: stop quietly, as Unix tools do.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') process.stderr.write(`atdf: cannot write the output: ${err.message}\n`);
  process.exit(err.code === 'EPIPE' ? (process.exitCode ?? 0) : 2);
});

stopServersOnExit();
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`atdf: ${message}\n`);
    process.exitCode = 2;
  },
);
