// Issue 19: a 50 MB tool description took 13 s and 1.4 GB to import. Now an
// MCP import reads at most MAX_TOOLS_INPUT_BYTES, and cuts every string over
// MAX_IMPORTED_STRING_LENGTH with a visible marker and a warning naming the
// tool and the string (core/mcp/cut-strings.ts). The limits are on CPU time
// (test/cpu-time.ts): wall time on a shared machine measures the load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createEngine, MAX_IMPORTED_STRING_LENGTH, MAX_TOOLS_INPUT_BYTES, McpInputError } from '../../../server/src/core/index';
import { listToolsFromCommand } from '../../../server/src/mcp-live/list-tools';
import { cpuTimed } from '../../cpu-time';
import { assertOrderly, runCli, tempDir } from './cli-support';

const engine = createEngine();
/** Well under a second: the CLI's own start (about 0.1-0.3 s of CPU) plus reading and cutting. */
const CPU_BOUND_MS = 1000;
const MARKER = /\[… cut by the ATDF importer: (\d+) characters, the first 65536 kept\]$/;

const toolJson = (description: string, hint = 'Query.') =>
  JSON.stringify({
    tools: [{ name: 'verbose', description, inputSchema: { type: 'object', properties: { q: { type: 'string', description: hint } } } }],
  });

test('the engine cuts a long description and a long string deep in the schema, marks both and lists both', () => {
  const long = 'a'.repeat(200_000);
  const source = JSON.parse(toolJson(long, 'h'.repeat(MAX_IMPORTED_STRING_LENGTH + 1)));
  const doc = engine.mcp.readToolsValue(source, 'tools.json');
  assert.deepEqual(doc.cut, [
    { toolName: 'verbose', pointer: '/description', length: 200_000 },
    { toolName: 'verbose', pointer: '/inputSchema/properties/q/description', length: MAX_IMPORTED_STRING_LENGTH + 1 },
  ]);
  const tool = doc.tools[0];
  assert.match(tool.description!, MARKER);
  assert.equal(tool.description!.indexOf(' [… cut'), MAX_IMPORTED_STRING_LENGTH);
  assert.equal(source.tools[0].description.length, 200_000, 'the value given is not changed');
  // The cut tool imports (its files validate, and export gives the cut tool back); the file holds the two cut strings, the
  // description twice (when_to_use repeats it), so its size is a few times the bound.
  const [file] = engine.mcp.importTools(doc.tools, { source: 'tools.json' });
  assert.ok(file.text.length < 4 * MAX_IMPORTED_STRING_LENGTH, `a file of ${file.text.length} characters`);
  assert.match(file.text, /cut by the ATDF importer: 200000 characters/);
});

test('a cut never splits a surrogate pair, and strings at the bound are kept whole', () => {
  const emoji = 'x'.repeat(MAX_IMPORTED_STRING_LENGTH - 1) + '😀' + 'tail';
  const exact = 'e'.repeat(MAX_IMPORTED_STRING_LENGTH);
  const doc = engine.mcp.readTools(toolJson(emoji, exact), 'tools.json');
  assert.deepEqual(
    doc.cut.map((c) => c.pointer),
    ['/description'],
  );
  const kept = doc.tools[0].description!.slice(0, doc.tools[0].description!.indexOf(' [… cut'));
  assert.equal(kept, 'x'.repeat(MAX_IMPORTED_STRING_LENGTH - 1), 'the pair is dropped whole, not halved');
});

test('the engine refuses input over MAX_TOOLS_INPUT_BYTES with a message naming the bound', () => {
  const bytes = new Uint8Array(MAX_TOOLS_INPUT_BYTES + 1);
  const { value: error, cpuMs } = cpuTimed(() => {
    try {
      engine.mcp.readTools(bytes, 'big.json');
    } catch (e) {
      return e;
    }
  });
  assert.ok(error instanceof McpInputError, String(error));
  assert.match(error.message, new RegExp(`^big\\.json: is more than ${MAX_TOOLS_INPUT_BYTES} bytes`));
  assert.ok(cpuMs < 100, `${cpuMs} ms of CPU`);
});

test('atdf import-mcp: a 10 MB description is cut with a warning, in well under a second of CPU', async () => {
  const { dir, remove } = tempDir('cut');
  try {
    const file = join(dir, 'tools.json');
    writeFileSync(file, toolJson('d'.repeat(10_000_000)));
    const out = join(dir, 'out');
    const run = await runCli(['import-mcp', file, '--out', out]);
    assertOrderly(run, 'import-mcp');
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stderr,
      /^atdf: warning: .*tools\.json: tool "verbose": the string at "\/description" is 10000000 characters long; only its first 65536 are kept/m,
    );
    const text = readFileSync(join(out, 'verbose.atdf.yaml'), 'utf8');
    assert.match(text, /cut by the ATDF importer: 10000000 characters, the first 65536 kept/);
    assert.ok(text.length < 3 * MAX_IMPORTED_STRING_LENGTH, `a file of ${text.length} characters`);
    assert.ok(run.cpuMs < CPU_BOUND_MS, `${run.cpuMs} ms of CPU (was 13 s at 50 MB)`);
  } finally {
    remove();
  }
});

test('atdf import-mcp: a 50 MB file is refused at once and nothing is written', async () => {
  const { dir, remove } = tempDir('big');
  try {
    const file = join(dir, 'tools.json');
    writeFileSync(file, toolJson('d'.repeat(50 * 1024 * 1024)));
    const out = join(dir, 'out');
    const run = await runCli(['import-mcp', file, '--out', out]);
    assertOrderly(run, 'import-mcp');
    assert.equal(run.code, 2, run.stderr);
    assert.match(
      run.stderr,
      new RegExp(`tools\\.json": it is larger than ${MAX_TOOLS_INPUT_BYTES} bytes|more than ${MAX_TOOLS_INPUT_BYTES} bytes`),
    );
    assert.ok(!existsSync(out) || readdirSync(out).length === 0, 'nothing written');
    assert.ok(run.cpuMs < CPU_BOUND_MS, `${run.cpuMs} ms of CPU`);
  } finally {
    remove();
  }
});

test('a live server: the long description is cut and reported through onCut', async () => {
  const cuts: unknown[] = [];
  const fake = resolve(__dirname, '../../fixtures/mcp/fake-server.mjs');
  const tools = await listToolsFromCommand({ command: process.execPath, args: [fake, 'long-description'], onCut: (c) => cuts.push(...c) });
  assert.deepEqual(cuts, [{ toolName: 'verbose', pointer: '/description', length: 1_000_000 }]);
  assert.match(tools[0].description!, MARKER);
});
