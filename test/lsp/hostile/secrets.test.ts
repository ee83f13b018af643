// Secrets never reach what the user sees or a log keeps: a .vscode/mcp.json
// whose args take a token from `${env:...}`, a `--token ghp_...` argument and
// an `Authorization:` header, through the real server's requests (the command
// line the client shows in its dialog, progress title and output channel) and
// the error of a server that fails and prints its own arguments.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { MCP_REQUESTS } from '../../../server/src/protocol/mcp';
import { LspClient } from '../harness';

const FAKE = resolve(__dirname, '../../fixtures/mcp/fake-server.mjs');
const FROM_ENV = 'env-secret-7f3a9c2e1b';
const GITHUB = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const BEARER = 'opaque-bearer-value-42';

let client: LspClient;
let folder: string;
const ask = <R>(method: string, params: unknown) => client.connection.sendRequest(method, params) as Promise<R>;

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-secrets-'));
  mkdirSync(join(folder, '.vscode'));
  const args = [
    FAKE,
    'echo-args',
    '--api-key',
    '${env:ATDF_TEST_SECRET}',
    '--token',
    GITHUB,
    '--header',
    `Authorization: Bearer ${BEARER}`,
  ];
  writeFileSync(join(folder, '.vscode', 'mcp.json'), JSON.stringify({ servers: { gh: { command: process.execPath, args } } }));
  process.env.ATDF_TEST_SECRET = FROM_ENV; // the server inherits it, as it inherits VS Code's environment
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
});

function assertNoSecret(text: string, where: string): void {
  for (const secret of [FROM_ENV, GITHUB, BEARER]) assert.ok(!text.includes(secret), `${where} shows a secret: ${text}`);
}

type Server = { command: string; args: string[]; redact?: { value: string; as: string }[]; commandLine: string };

test('the command line of a .vscode/mcp.json server is shown with ${env:...} and *** for tokens, and run with the real values', async () => {
  const { servers } = await ask<{ servers: Server[] }>(MCP_REQUESTS.servers, {
    folders: [{ path: folder, configLabel: '.vscode/mcp.json' }],
  });
  const [server] = servers;
  assert.ok(server.args.includes(FROM_ENV), 'the process gets the real value');
  assertNoSecret(server.commandLine, 'servers.commandLine');
  assert.match(server.commandLine, /--api-key \$\{env:ATDF_TEST_SECRET\} --token \*\*\* --header "Authorization: \*\*\*"$/);

  // What the client shows in its dialog, progress title and output channel: asked again with the server's redactions.
  const { commandLine } = await ask<{ commandLine: string }>(MCP_REQUESTS.commandLine, {
    command: server.command,
    args: server.args,
    redact: server.redact,
  });
  assert.equal(commandLine, server.commandLine);

  // A failing server that prints its arguments: the error names the server without its secrets, and hides them in its stderr too.
  const listed = await ask<{ error?: string }>(MCP_REQUESTS.listTools, { source: 'server', server, timeoutMs: 60_000 });
  assert.ok(listed.error, 'the server fails');
  assert.match(listed.error, /bad arguments/);
  assertNoSecret(listed.error, 'listTools error');
  assertNoSecret(client.stderr.join(''), "the server's log");
});

test('a typed command line: tokens and secret options hidden without any mcp.json', async () => {
  const { commandLine } = await ask<{ commandLine: string }>(MCP_REQUESTS.commandLine, {
    line: `npx -y server-github --token=${GITHUB} --password hunter22 API_KEY=${BEARER}`,
  });
  assert.equal(commandLine, 'npx -y server-github --token=*** --password *** API_KEY=***');
});
