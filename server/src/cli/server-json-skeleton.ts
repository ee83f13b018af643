// The skeleton of an MCP Registry `server.json` for `atdf server-json --init`: what the folder already says of
// its server. The catalog (its ATDF files) gives the description and the tool names (kept under `_meta`'s
// publisher-provided member, the one place the schema leaves to the publisher); `.vscode/mcp.json` gives the
// package an npx/uvx command line runs (npm, PyPI) and the names of its environment variables, never their
// values (they are often secrets). What cannot be read from there is left out and named in a note.
import type { McpServerConfig } from '../core/index';

/** The registry's limit on `description`. */
const MAX_DESCRIPTION = 100;
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL/i;

export interface SkeletonInput {
  schemaId: string;
  name: string;
  version: string;
  toolNames: string[];
  server?: McpServerConfig;
}

export function serverJsonSkeleton(input: SkeletonInput): { value: Record<string, unknown>; notes: string[] } {
  const notes: string[] = [];
  const value: Record<string, unknown> = {
    $schema: input.schemaId,
    name: input.name,
    description: describe(input.toolNames),
    version: input.version,
  };
  if (input.server) {
    const made = packageOf(input.server, input.version);
    notes.push(...made.notes);
    if (made.package) value.packages = [made.package];
  } else notes.push('no server of .vscode/mcp.json was read: add "packages" or "remotes" by hand');
  if (input.toolNames.length > 0)
    value._meta = { 'io.modelcontextprotocol.registry/publisher-provided': { 'atdf.dev/tools': input.toolNames } };
  return { value, notes };
}

function describe(names: string[]): string {
  const text =
    names.length === 0 ? 'MCP server' : `MCP server with ${names.length} tool${names.length === 1 ? '' : 's'}: ${names.join(', ')}`;
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 3)}...`;
}

/** `pkg@1.2.3`, `@scope/pkg@1.2.3` (npm) or `pkg==1.2.3` (PyPI): the name and the version, if one is written. */
function splitSpec(spec: string, registry: 'npm' | 'pypi'): { identifier: string; version?: string } {
  if (registry === 'pypi') {
    const [identifier, version] = spec.split('==');
    return version ? { identifier, version } : { identifier };
  }
  const at = spec.lastIndexOf('@');
  return at > 0 ? { identifier: spec.slice(0, at), version: spec.slice(at + 1) } : { identifier: spec };
}

function packageOf(server: McpServerConfig, fallbackVersion: string): { package?: Record<string, unknown>; notes: string[] } {
  const runtime = server.command.split(/[\\/]/).pop() ?? '';
  const registry = runtime === 'npx' ? 'npm' : runtime === 'uvx' ? 'pypi' : undefined;
  if (!registry || server.skipped !== undefined) {
    const why = server.skipped ?? `"${server.command}" is not npx or uvx`;
    return { notes: [`server "${server.name}": ${why}; write its "packages" (or "remotes") by hand`] };
  }
  const at = server.args.findIndex((a) => !a.startsWith('-'));
  if (at < 0) return { notes: [`server "${server.name}": ${runtime} names no package; write "packages" by hand`] };
  const spec = splitSpec(server.args[at], registry);
  const notes: string[] = [];
  const version = spec.version && spec.version !== 'latest' ? spec.version : fallbackVersion;
  if (version !== spec.version)
    notes.push(`server "${server.name}": the package's version is not pinned on its command line; "${version}" written, check it`);
  const pkg: Record<string, unknown> = {
    registryType: registry,
    identifier: spec.identifier,
    version,
    runtimeHint: runtime,
    transport: { type: 'stdio' },
  };
  const rest = server.args.slice(at + 1);
  if (rest.length > 0) pkg.packageArguments = commandLineArguments(rest);
  const env = Object.keys(server.env);
  if (env.length > 0) pkg.environmentVariables = env.map((name) => ({ name, isRequired: true, isSecret: SECRET_NAME.test(name) }));
  return { package: pkg, notes };
}

/** `--flag value`, `--flag=value` and `--flag` as named arguments, anything else positional (the registry's Argument). */
function commandLineArguments(args: string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('-')) {
      out.push({ type: 'positional', value: arg });
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) out.push({ type: 'named', name: arg.slice(0, eq), value: arg.slice(eq + 1) });
    else if (i + 1 < args.length && !args[i + 1].startsWith('-')) out.push({ type: 'named', name: arg, value: args[++i] });
    else out.push({ type: 'named', name: arg });
  }
  return out;
}
