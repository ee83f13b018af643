// Real MCP servers from npm, spawned over stdio: import in both dialects,
// validate clean, and check export(import(tool)) deep-equals every tool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
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

const BIN = resolve(__dirname, '../../../node_modules/.bin');
const scratch = mkdtempSync(join(tmpdir(), 'atdf-mcp-real-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

const servers: Record<string, { command: string; args: string[]; env?: Record<string, string>; atLeast: number }> = {
  everything: { command: join(BIN, 'mcp-server-everything'), args: ['stdio'], atLeast: 10 },
  filesystem: { command: join(BIN, 'mcp-server-filesystem'), args: [scratch], atLeast: 10 },
  memory: { command: join(BIN, 'mcp-server-memory'), args: [], env: { MEMORY_FILE_PATH: join(scratch, 'memory.jsonl') }, atLeast: 5 },
};

/** The SDK's own listTools(), as an independent oracle of what the server offers. */
async function sdkToolNames(spec: (typeof servers)[string]): Promise<string[]> {
  const client = new Client({ name: 'oracle', version: '0' });
  await client.connect(new StdioClientTransport({ command: spec.command, args: spec.args, env: spec.env, stderr: 'pipe' }));
  try {
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}

for (const [name, spec] of Object.entries(servers)) {
  test(`${name}: live import in both dialects validates clean and round-trips every tool`, async () => {
    let pid: number | undefined;
    const tools: McpTool[] = await listToolsFromCommand({ ...spec, timeoutMs: 30_000, onSpawn: (p) => (pid = p) });
    assert.ok(tools.length >= spec.atLeast, `${tools.length} tools`);
    assert.deepEqual(
      tools.map((t) => t.name),
      await sdkToolNames(spec),
    );
    assert.throws(() => process.kill(pid!, 0), 'the server was stopped after listing');

    for (const dialect of ['enhanced', 'tool'] as const) {
      const files = importToolsChecked(tools, { dialect, source: name });
      assert.equal(files.length, tools.length);
      files.forEach((file, i) => {
        const report = validateFile(file.text, { language: 'yaml' });
        const errors = report.diagnostics.filter((d) => d.severity === 'error');
        assert.deepEqual(errors, [], `${file.fileName}`);
        assert.equal(report.documents[0].dialect, dialect === 'tool' ? 'tool' : 'atdf-2');
        const back = exportTool(parse(file.text), report.documents[0].dialect!);
        assert.deepStrictEqual(back, tools[i], `${name}/${tools[i].name} in ${dialect}`);
      });
    }
  });
}
