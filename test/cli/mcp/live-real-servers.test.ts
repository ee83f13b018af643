// Real MCP servers from npm (devDependencies), spawned over stdio: the tools
// they list, imported in both dialects, validate with no errors and no
// warnings, and export(import(tool)) deep-equals every tool. The servers that
// have a vendored tools/list (test/fixtures/mcp/README.md) must still list
// exactly it, so the file tests (real-servers-files.test.ts) test what they serve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { exportTool } from '../../../server/src/core/mcp/from-atdf';
import { importToolsChecked } from '../../../server/src/core/mcp/import-tools';
import type { McpTool } from '../../../server/src/core/mcp/types';
import { validateFile } from '../../../server/src/core/validate-file';
import { listToolsFromCommand } from '../../../server/src/mcp-live/list-tools';
import { problemsOf } from '../../unit/mcp/helpers';

const ROOT = resolve(__dirname, '../../..');
const BIN = join(ROOT, 'node_modules/.bin');
const scratch = mkdtempSync(join(tmpdir(), 'atdf-mcp-real-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
// The servers' own state (caches, token stores) goes to an empty home, never the user's.
const HOME = { HOME: scratch };

interface Server {
  command: string;
  args: string[];
  env: Record<string, string>;
  atLeast: number;
  /** The vendored tools/list it must still give. */
  fixture?: string;
}

const servers: Record<string, Server> = {
  everything: { command: join(BIN, 'mcp-server-everything'), args: ['stdio'], env: HOME, atLeast: 10 },
  filesystem: { command: join(BIN, 'mcp-server-filesystem'), args: [scratch], env: HOME, atLeast: 10 },
  memory: {
    command: join(BIN, 'mcp-server-memory'),
    args: [],
    env: { ...HOME, MEMORY_FILE_PATH: join(scratch, 'memory.jsonl') },
    atLeast: 5,
  },
  notion: { command: join(BIN, 'notion-mcp-server'), args: [], env: HOME, atLeast: 20, fixture: 'notion-tools.json' },
  ms365: { command: join(BIN, 'ms-365-mcp-server'), args: [], env: HOME, atLeast: 150, fixture: 'ms365-tools.json' },
  firecrawl: { command: join(BIN, 'firecrawl-mcp'), args: [], env: HOME, atLeast: 20, fixture: 'firecrawl-tools.json' },
  playwright: { command: join(BIN, 'playwright-mcp'), args: [], env: HOME, atLeast: 20, fixture: 'playwright-tools.json' },
};

/** The SDK's own listTools(), as an independent oracle of what the server offers. */
async function sdkToolNames(spec: Server): Promise<string[]> {
  const client = new Client({ name: 'oracle', version: '0' });
  await client.connect(new StdioClientTransport({ command: spec.command, args: spec.args, env: spec.env, stderr: 'pipe' }));
  try {
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}

for (const [name, spec] of Object.entries(servers)) {
  test(`${name}: live import in both dialects validates with no errors and no warnings, and round-trips every tool`, async () => {
    let pid: number | undefined;
    const tools: McpTool[] = await listToolsFromCommand({ ...spec, timeoutMs: 60_000, onSpawn: (p) => (pid = p) });
    assert.ok(tools.length >= spec.atLeast, `${tools.length} tools`);
    assert.deepEqual(
      tools.map((t) => t.name),
      await sdkToolNames(spec),
    );
    assert.throws(() => process.kill(pid!, 0), 'the server was stopped after listing');
    if (spec.fixture) {
      const vendored = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/mcp', spec.fixture), 'utf8')).tools;
      assert.deepStrictEqual(tools, vendored, `${spec.fixture} is what the pinned server lists`);
    }

    for (const dialect of ['enhanced', 'tool'] as const) {
      const files = importToolsChecked(tools, { dialect, source: name });
      assert.deepEqual(
        files.map((f) => f.toolName),
        tools.map((t) => t.name),
        'one file per tool, in the server order',
      );
      files.forEach((file, i) => {
        assert.deepEqual(problemsOf(file.text), [], `${name}/${file.fileName} (${dialect})`);
        const report = validateFile(file.text, { language: 'yaml' });
        assert.equal(report.documents[0].dialect, dialect === 'tool' ? 'tool' : 'atdf-2');
        const back = exportTool(parse(file.text), report.documents[0].dialect!);
        assert.deepStrictEqual(back, tools[i], `${name}/${tools[i].name} in ${dialect}`);
      });
    }
  });
}
