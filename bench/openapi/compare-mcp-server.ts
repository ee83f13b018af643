// What an OpenAPI-to-MCP tool keeps beside `atdf import-openapi`, on the same descriptions: @ivotoby/openapi-mcp-server
// (an MCP server that serves one tool per operation) started over stdio and listed, against our import. Per
// description: operations, tools, parameters kept as inputs, success schemas kept (output schema, or the binding's
// responseSchema for a non-object one), error responses kept (ours as failures with codes; theirs: a status code
// written anywhere in the tool), and the HTTP binding. docs/import.md quotes it.
//   npm install --prefix /tmp/cmp @ivotoby/openapi-mcp-server@1.16.1
//   npx tsx bench/openapi/compare-mcp-server.ts --bin /tmp/cmp/node_modules/.bin
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { BINDING_KEY, createEngine, type McpTool } from '../../server/src/core/index';
import { listToolsFromCommand } from '../../server/src/mcp-live/list-tools';
import { specOperations } from '../../test/unit/openapi/spec-checks';

const ROOT = path.resolve(__dirname, '../..');
const binAt = process.argv.indexOf('--bin');
const SERVER = binAt > 0 ? path.join(path.resolve(process.argv[binAt + 1]), 'openapi-mcp-server') : undefined;
const engine = createEngine();

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.(json|ya?ml)$/.test(name) && !name.startsWith('LICENSE') ? [full] : [];
    });
}

const specs = [
  ...files(path.join(ROOT, 'test/fixtures/openapi/petstore')),
  ...files(path.join(ROOT, 'test/fixtures/openapi/apis-guru')),
  path.join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json'),
];

const props = (t: McpTool) => Object.keys((t.inputSchema.properties ?? {}) as object).length;
const CODE = /\b[45][0-9]{2}\b/;

interface Row {
  spec: string;
  operations: number;
  errorResponses: number;
  parameters: number;
  ours: string;
  theirs: string;
}

async function theirTools(spec: string): Promise<{ tools: McpTool[]; refused: string[] } | string> {
  const refused: string[] = [];
  try {
    const tools = await listToolsFromCommand({
      command: SERVER as string,
      args: ['--api-base-url', 'http://127.0.0.1:9', '--openapi-spec', spec],
      timeoutMs: 120_000,
      // Tools that break the MCP rules are counted apart (listed with their first problem on stderr).
      onSkipped: (skipped) => refused.push(...skipped.map((x) => `${x.toolName}: ${x.problems[0] ?? ''}`)),
    });
    return { tools, refused };
  } catch (error) {
    return `failed: ${(error as Error).message.split('\n')[0].slice(0, 80)}`;
  }
}

async function main(): Promise<void> {
  if (SERVER === undefined) {
    // bench/run-all.mjs runs every entry point: without the tool to compare, there is nothing to measure.
    process.stdout.write('compare-mcp-server: skipped (give --bin DIR, the folder of the openapi-mcp-server command)\n');
    return;
  }
  const rows: Row[] = [];
  for (const spec of specs) {
    const doc = parse(readFileSync(spec, 'utf8')) as Record<string, unknown>;
    const ops = specOperations(doc);
    const imported = engine.mcp.readOpenApi(doc, spec);
    const ourParams = imported.tools.reduce((n, t) => n + props(t.tool), 0);
    const ourSuccess = imported.tools.filter(
      (t) =>
        t.tool.outputSchema !== undefined ||
        ((t.tool._meta as Record<string, Record<string, unknown>>)[BINDING_KEY].responseSchema ?? null) !== null,
    ).length;
    const ourFailures = imported.tools.reduce((n, t) => n + t.failures.length, 0);
    const theirs = await theirTools(spec);
    let theirText: string;
    if (typeof theirs === 'string') theirText = theirs;
    else {
      const { tools, refused } = theirs;
      for (const r of refused.slice(0, 3)) process.stderr.write(`  refused: ${r.slice(-240)}\n`);
      theirText =
        `${tools.length} tools${refused.length > 0 ? ` (+${refused.length} refused by the MCP rules)` : ''}, ` +
        `${tools.reduce((n, t) => n + props(t), 0)} inputs, ${tools.filter((t) => t.outputSchema !== undefined).length} output schemas, ` +
        `${tools.filter((t) => CODE.test(JSON.stringify(t))).length} tools name a 4xx/5xx code`;
    }
    rows.push({
      spec: path.relative(ROOT, spec).replace(/^test\/fixtures\/openapi\/|^node_modules\/@octokit\/openapi\/generated\//, ''),
      operations: ops.length,
      errorResponses: ops.reduce((n, o) => n + o.errorCodes.length, 0),
      parameters: ops.reduce((n, o) => n + o.params.length, 0),
      ours: `${imported.tools.length} tools, ${ourParams} inputs, ${ourSuccess} success schemas, ${ourFailures} failures with codes`,
      theirs: theirText,
    });
    process.stderr.write(`${rows[rows.length - 1].spec}: done\n`);
  }
  process.stdout.write(
    '| description | operations (parameters, error responses) | atdf import-openapi | @ivotoby/openapi-mcp-server 1.16.1 |\n| --- | --- | --- | --- |\n',
  );
  for (const r of rows)
    process.stdout.write(`| ${r.spec} | ${r.operations} (${r.parameters}, ${r.errorResponses}) | ${r.ours} | ${r.theirs} |\n`);
}

void main();
