// `atdf proxy (--command "CMD ARGS" | --server NAME) [options] PATH...`: an
// MCP server in front of a real one, serving its tools as the ATDF files under
// PATH describe them and checking every call against them (server/src/proxy/,
// docs/proxy.md). MCP on stdin/stdout, or Streamable HTTP with --listen.
// Exit 0 when the client went away (stdio); 2 for a usage error, unreadable
// input, or an upstream that does not start; a signal ends it as every command
// (cli/stop-on-exit.ts: the upstream's tree killed, then the signal raised again).
import { createEngine, languageOfFileName, McpInputError, type Redaction } from '../core/index';
import { displayCommand } from '../mcp-live/display-command';
import { McpServerError } from '../mcp-live/errors';
import { DEFAULT_TIMEOUT_MS, TIMEOUT_OPTION_HINT } from '../mcp-live/live-server';
import { loadSdk } from '../mcp-live/load-sdk';
import { CallLog } from '../proxy/call-log';
import { buildCatalog, type CatalogFile } from '../proxy/catalog';
import { serveHttp } from '../proxy/http';
import { isLoopback, securityFor } from '../proxy/http-security';
import { Proxy } from '../proxy/proxy';
import { servedList } from '../proxy/served-list';
import { serveStdio } from '../proxy/stdio';
import type { ProxyMode } from '../proxy/types';
import { Upstream } from '../proxy/upstream';
import { MCP_CONFIG_PATH } from './config-server';
import { readLockfile } from './lockfile';
import { readInputFile } from './read-input';
import { checkServerChoice, serverToStart, takeServerOption } from './server-command';
import { unknownOption, UsageError } from './usage-error';
import { commandArgs } from './options';
import { collectFiles } from './validate';

const HELP = `Usage: atdf proxy (--command "CMD ARGS..." | --server NAME) [options] PATH...

An MCP server in front of a real one (started over stdio, as atdf test starts
it): its tools are served as the ATDF files under PATH describe them (name,
description with when_to_use and failures, input and output schemas,
annotations), and every tools/call is checked: the arguments against the input
schema before the call (a call that breaks it never reaches the server: the
client gets an isError result listing "pointer: message" per problem), the
result against the declared output schema after it. MCP on stdin/stdout, or
Streamable HTTP at http://HOST:PORT/mcp with --listen. docs/proxy.md.

Options:
  --command "CMD ARGS..."   the MCP server to front (no shell: quotes are respected)
  --server NAME             the server of that name in ./.vscode/mcp.json
  --env NAME=VALUE          environment variable for the server (repeatable)
  --cwd DIR                 working directory of the server
  --listen HOST:PORT        serve Streamable HTTP at http://HOST:PORT/mcp (port 0: any free
                            port, printed on stderr); bind 127.0.0.1 unless you mean otherwise
  --token-env NAME          with --listen: every request must carry "Authorization: Bearer <the
                            value of the environment variable NAME>" (401 otherwise)
  --allow-origin ORIGIN     with --listen: a browser Origin allowed besides the proxy's own (repeatable)
  --mode enforce|report     enforce (default): refuse what breaks the ATDF files; report: pass
                            everything through and log what would have been refused
  --allow-undescribed       enforce: also serve the server's tools no ATDF file describes
  --lockfile FILE           the lockfile of "atdf pin": a tool changed since it was pinned is not served
  --log FILE                append one JSON line per call (and per tool left out, request refused)
  --log-values              also log argument values and structuredContent (never --env values)
  --timeout MS              deadline to start the server and list its tools, and of each call
                            (default ${DEFAULT_TIMEOUT_MS})
  -h, --help                show this help

Exit status: 0 when the client went away (stdio); 2 usage error, unreadable
input, or a server that does not start. SIGINT/SIGTERM/SIGHUP stop the server
and end the proxy by that signal.
`;

interface ProxyArgs {
  command?: string;
  server?: string;
  env: Record<string, string>;
  cwd?: string;
  listen?: { host: string; port: number };
  tokenEnv?: string;
  allowOrigins: string[];
  mode: ProxyMode;
  allowUndescribed: boolean;
  lockfile?: string;
  log?: string;
  logValues: boolean;
  timeoutMs: number;
  paths: string[];
}

function listenOption(text: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(text);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535) throw new UsageError(`--listen expects HOST:PORT (e.g. 127.0.0.1:8808; [::1]:8808), got "${text}"`);
  return { host: m[1] ?? m[2], port };
}

function parseArgs(args: string[]): ProxyArgs | 'help' {
  const parsed: ProxyArgs = {
    env: {},
    allowOrigins: [],
    mode: 'enforce',
    allowUndescribed: false,
    logValues: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    paths: [],
  };
  for (const { arg, name, value } of commandArgs(args, 'proxy')) {
    if (takeServerOption(parsed, name, value)) continue;
    switch (name) {
      case '-h':
      case '--help':
        return 'help';
      case '--listen':
        parsed.listen = listenOption(value());
        break;
      case '--token-env':
        parsed.tokenEnv = value();
        break;
      case '--allow-origin':
        parsed.allowOrigins.push(value().toLowerCase());
        break;
      case '--mode': {
        const mode = value();
        if (mode !== 'enforce' && mode !== 'report') throw new UsageError(`--mode must be "enforce" or "report", not "${mode}"`);
        parsed.mode = mode;
        break;
      }
      case '--allow-undescribed':
        parsed.allowUndescribed = true;
        break;
      case '--lockfile':
        parsed.lockfile = value();
        break;
      case '--log':
        parsed.log = value();
        break;
      case '--log-values':
        parsed.logValues = true;
        break;
      default:
        if (arg.startsWith('-')) throw unknownOption(arg, 'proxy', HELP);
        parsed.paths.push(arg);
    }
  }
  checkServerChoice(parsed, 'the MCP server to front');
  if (!parsed.listen && (parsed.tokenEnv !== undefined || parsed.allowOrigins.length > 0))
    throw new UsageError('--token-env and --allow-origin go with --listen');
  if (parsed.logValues && parsed.log === undefined) throw new UsageError('--log-values goes with --log FILE');
  if (parsed.paths.length === 0) throw new UsageError('no ATDF file or folder given; run "atdf proxy --help"');
  return parsed;
}

const engine = createEngine();
const warn = (line: string) => process.stderr.write(`atdf proxy: ${line}\n`);

export async function runProxy(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  const files: CatalogFile[] = collectFiles(args.paths).map((file) => ({
    file,
    bytes: readInputFile(file),
    language: languageOfFileName(file),
  }));
  if (files.length === 0) throw new UsageError(`no ATDF file (*.atdf.yaml|yml|json) in ${args.paths.join(', ')}`);
  const lock = args.lockfile === undefined ? undefined : readLockfile(engine, args.lockfile);
  let token: string | undefined;
  if (args.tokenEnv !== undefined) {
    token = process.env[args.tokenEnv];
    if (token === undefined || token === '')
      throw new UsageError(`--token-env ${args.tokenEnv}: the environment variable ${args.tokenEnv} is not set`);
  }
  if (args.listen && !isLoopback(args.listen.host))
    warn(
      `listening on ${args.listen.host}, not a loopback address: other machines can reach it${token ? '' : ' (and no --token-env is set)'}`,
    );
  const { server: _label, ...spawn } = serverToStart(engine, args);
  const secrets: Redaction[] = [...spawn.redact, ...(token ? [{ value: token, as: `\${env:${args.tokenEnv}}` }] : [])];
  let log: CallLog | undefined;
  if (args.log !== undefined) {
    try {
      log = new CallLog(args.log, args.logValues, secrets);
    } catch (err) {
      throw new UsageError(`cannot open the log "${args.log}": ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    }
  }
  const now = () => new Date().toISOString();
  const catalog = buildCatalog(engine, files, lock);
  for (const problem of catalog.problems) {
    warn(problem);
    log?.write({ time: now(), event: 'not-served', detail: problem });
  }
  const shown = displayCommand(spawn.command, spawn.args, spawn.redact);
  let upstream: Upstream;
  try {
    upstream = await Upstream.start({ ...spawn, timeoutMs: args.timeoutMs, timeoutHint: TIMEOUT_OPTION_HINT }, (bad) => {
      for (const skipped of bad) {
        const detail = `the server's tool "${skipped.toolName}" breaks the MCP rules: ${skipped.problems.join('; ')}`;
        warn(`not served: ${detail}`);
        log?.write({ time: now(), event: 'not-served', tool: skipped.toolName, reason: 'invalid-upstream-tool', detail });
      }
    });
  } catch (err) {
    if (err instanceof McpServerError || err instanceof McpInputError) {
      log?.close();
      process.stderr.write(`atdf: ${err.message}\natdf: the proxy did not start\n`);
      return 2;
    }
    throw err;
  }
  const list = servedList(upstream.tools, catalog, { mode: args.mode, allowUndescribed: args.allowUndescribed });
  for (const note of list.notes) {
    warn(`${note.served ? 'served anyway (report mode)' : 'not served'}: "${note.tool}": ${note.detail}`);
    log?.write({ time: now(), event: 'not-served', tool: note.tool, reason: note.reason, detail: note.detail, served: note.served });
  }
  const server = args.server !== undefined ? `server "${args.server}" of ${MCP_CONFIG_PATH} (${shown})` : `server "${shown}"`;
  log?.write({ time: now(), event: 'start', upstream: server, mode: args.mode, tools: [...list.names] });
  // SIGINT/SIGTERM/SIGHUP end the proxy as they end every atdf command (cli/stop-on-exit.ts): the upstream's whole
  // process tree is killed, then the process ends by the signal. The log is written line by line: nothing is lost.
  try {
    const sdk = await loadSdk();
    const proxy = new Proxy(upstream, list, { mode: args.mode, timeoutMs: args.timeoutMs, ...(log ? { log } : {}) });
    const what = `${list.tools.length} tool${list.tools.length === 1 ? '' : 's'} of ${server} (${args.mode})`;
    if (args.listen) {
      const http = await serveHttp(
        sdk,
        proxy,
        args.listen,
        (port) => securityFor(args.listen!.host, port, args.allowOrigins, token),
        log,
        warn,
      );
      warn(`serving ${what} at ${http.url}`);
      await new Promise<never>(() => undefined); // until a signal: the HTTP server keeps the process alive
    } else {
      warn(`serving ${what} on stdio`);
      await serveStdio(sdk, proxy, (message) => warn(message));
      process.stdin.destroy(); // nothing more is read: let the process end
    }
  } finally {
    await upstream.stop();
    log?.write({ time: now(), event: 'stop', reason: 'the client went away' });
    log?.close();
  }
  return 0;
}
