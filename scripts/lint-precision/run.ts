// Precision of the lint rules on real tools: starts real MCP servers from npm
// over stdio (none needs a credential or the network to list its tools; the
// few that want a token at start-up get a dummy one), imports every tool as
// atdf import-mcp does, lints it, and prints per server the number of tools,
// every security finding (each one to be read: on honest servers they are
// false positives) and the quality findings by rule. All the tools of all the
// servers are validated as one workspace, as a client that runs them all sees
// them (so the workspace rule security/tool-shadowing reads every other tool).
// docs/lint.md quotes it.
//   npm ci --prefix scripts/lint-precision --ignore-scripts
//   npx tsx scripts/lint-precision/run.ts [--bin DIR] [--markdown]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEngine, type McpTool, type WorkspaceFile } from '../../server/src/core/index';
import { listToolsFromCommand } from '../../server/src/mcp-live/list-tools';

const ROOT = path.resolve(__dirname, '../..');
const binArg = process.argv.indexOf('--bin');
const BIN = binArg > 0 ? path.resolve(process.argv[binArg + 1]) : path.join(__dirname, 'node_modules/.bin');
const ROOT_BIN = path.join(ROOT, 'node_modules/.bin');
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-lint-precision-'));

interface Server {
  name: string;
  command: string;
  args?: string[];
  env?: Record<string, string>;
}

const servers: Server[] = [
  { name: '@modelcontextprotocol/server-everything', command: path.join(ROOT_BIN, 'mcp-server-everything'), args: ['stdio'] },
  { name: '@modelcontextprotocol/server-filesystem', command: path.join(ROOT_BIN, 'mcp-server-filesystem'), args: [scratch] },
  {
    name: '@modelcontextprotocol/server-memory',
    command: path.join(ROOT_BIN, 'mcp-server-memory'),
    env: { MEMORY_FILE_PATH: path.join(scratch, 'm.jsonl') },
  },
  { name: '@modelcontextprotocol/server-sequential-thinking', command: path.join(BIN, 'mcp-server-sequential-thinking') },
  { name: '@modelcontextprotocol/server-github', command: path.join(BIN, 'mcp-server-github') },
  {
    name: '@modelcontextprotocol/server-gitlab',
    command: path.join(BIN, 'mcp-server-gitlab'),
    env: { GITLAB_PERSONAL_ACCESS_TOKEN: 'unused' },
  },
  {
    name: '@modelcontextprotocol/server-postgres',
    command: path.join(BIN, 'mcp-server-postgres'),
    args: ['postgresql://127.0.0.1:1/none'],
  },
  { name: '@modelcontextprotocol/server-puppeteer', command: path.join(BIN, 'mcp-server-puppeteer') },
  { name: '@modelcontextprotocol/server-pdf', command: path.join(BIN, 'mcp-pdf-server'), args: ['--stdio'] },
  { name: '@playwright/mcp', command: path.join(BIN, 'playwright-mcp') },
  { name: 'chrome-devtools-mcp', command: path.join(BIN, 'chrome-devtools-mcp') },
  { name: '@notionhq/notion-mcp-server', command: path.join(BIN, 'notion-mcp-server') },
  { name: '@upstash/context7-mcp', command: path.join(BIN, 'context7-mcp') },
  { name: '@cyanheads/git-mcp-server', command: path.join(BIN, 'git-mcp-server') },
  { name: '@wonderwhy-er/desktop-commander', command: path.join(BIN, 'desktop-commander') },
];

const engine = createEngine();

interface Row {
  server: string;
  tools: number;
  files: { text: string; name: string }[];
  security: string[];
  quality: Map<string, number>;
  note?: string;
}

/** The tools as ATDF 2.x files (the `tool:` form for a tool the 2.x import refuses). */
function imported(tools: McpTool[], source: string): { text: string; name: string }[] {
  return tools.map((tool) => {
    try {
      return { text: engine.mcp.importTools([tool], { dialect: 'enhanced', source })[0].text, name: tool.name };
    } catch {
      return { text: engine.mcp.importTools([tool], { dialect: 'tool', source })[0].text, name: tool.name };
    }
  });
}

async function measure(server: Server): Promise<Row> {
  const row: Row = { server: server.name, tools: 0, files: [], security: [], quality: new Map() };
  let tools: McpTool[];
  try {
    tools = await listToolsFromCommand({
      command: server.command,
      args: server.args ?? [],
      env: server.env,
      timeoutMs: 90_000,
      cwd: scratch,
    });
  } catch (error) {
    row.note = `not measured: ${(error as Error).message.split('\n')[0]}`;
    return row;
  }
  row.tools = tools.length;
  row.files = imported(tools, server.name);
  return row;
}

/** Every tool of every server as one workspace: the findings counted per server. */
function lint(rows: Row[]): void {
  const files: (WorkspaceFile & { row: Row; name: string })[] = rows.flatMap((row) =>
    row.files.map((file, i) => ({
      uri: `${row.server}/${i}.atdf.yaml`,
      language: 'yaml' as const,
      content: file.text,
      row,
      name: file.name,
    })),
  );
  const results = engine.diagnose(files);
  results.forEach((result, i) => {
    const { row, name } = files[i];
    for (const d of result.diagnostics) {
      if (d.code.startsWith('security/')) row.security.push(`${name}: ${d.code}: ${d.message}`);
      else if (d.code.startsWith('quality/')) row.quality.set(d.code, (row.quality.get(d.code) ?? 0) + 1);
    }
  });
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const server of servers) {
    rows.push(await measure(server));
    process.stderr.write(`${server.name}: ${rows[rows.length - 1].note ?? `${rows[rows.length - 1].tools} tools`}\n`);
  }
  lint(rows);
  const rules = [...new Set(rows.flatMap((r) => [...r.quality.keys()]))].sort();
  console.log(`| server | tools | security findings | ${rules.map((r) => r.replace('quality/', '')).join(' | ')} |`);
  console.log(`| --- | ---: | ---: | ${rules.map(() => '---:').join(' | ')} |`);
  for (const r of rows) {
    if (r.note) console.log(`| ${r.server} | ${r.note} |`);
    else console.log(`| ${r.server} | ${r.tools} | ${r.security.length} | ${rules.map((k) => r.quality.get(k) ?? 0).join(' | ')} |`);
  }
  const total = rows.reduce((n, r) => n + r.tools, 0);
  const findings = rows.flatMap((r) => r.security);
  console.log(`\n${total} tools from ${rows.filter((r) => !r.note).length} servers; ${findings.length} security findings.`);
  for (const f of findings) console.log(`- ${f}`);
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`lint-precision: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  })
  .finally(() => rmSync(scratch, { recursive: true, force: true }));
