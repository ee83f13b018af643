// The workflow end to end with a second real server from npm,
// @modelcontextprotocol/server-memory: `atdf import-mcp` writes its nine tools
// as ATDF files, and `atdf proxy` serves those files in front of the same
// server, driven by the SDK's Client. A valid call changes the server's graph
// (read back through the proxy, its result checked against the output schema
// import-mcp kept), a call missing a required member of an array item is
// refused at its pointer and never reaches the server, and nothing is left
// running.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { assertGone, atdf, ROOT, scratchDir, stdioProxy, TEE, textOf } from './helpers';

const MEMORY = `${process.execPath} ${path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js')}`;

test('server-memory: imported by import-mcp, served by the proxy from those files; valid calls reach it, a bad one is refused', async () => {
  const dir = scratchDir();
  const tools = path.join(dir, 'tools');
  const env = `MEMORY_FILE_PATH=${path.join(dir, 'memory.jsonl')}`;
  const imported = await atdf(['import-mcp', '--command', MEMORY, '--env', env, '--out', tools]);
  assert.equal(imported.code, 0, imported.stderr);
  const files = readdirSync(tools).filter((f) => f.endsWith('.atdf.yaml'));
  assert.equal(files.length, 9, files.join(', '));

  const record = path.join(dir, 'upstream-stdin.jsonl');
  const proxy = await stdioProxy(['--command', `${TEE} ${record} ${MEMORY}`, '--env', env, tools]);
  const tree = proxy.tree();
  try {
    const listed = (await proxy.client.listTools()).tools;
    assert.deepEqual(listed.map((t) => t.name).sort(), files.map((f) => f.replace('.atdf.yaml', '')).sort());
    const create = listed.find((t) => t.name === 'create_entities')!;
    assert.match(create.description ?? '', /^Create multiple new entities in the knowledge graph\nWhen to use: /);

    const entity = { name: 'Ada', entityType: 'person', observations: ['wrote the first program'] };
    const created = await proxy.client.callTool({ name: 'create_entities', arguments: { entities: [entity] } });
    assert.notEqual(created.isError, true, textOf(created));

    const missing = await proxy.client.callTool({
      name: 'create_entities',
      arguments: { entities: [{ name: 'Grace', observations: [] }] },
    });
    assert.equal(missing.isError, true);
    assert.match(textOf(missing), /the tool was not called/);
    assert.match(textOf(missing), /^\/entities\/0\/entityType: missing required property "entityType"$/m);

    const graph = await proxy.client.callTool({ name: 'read_graph', arguments: {} });
    assert.notEqual(graph.isError, true, textOf(graph));
    const names = (graph.structuredContent as { entities: { name: string }[] }).entities.map((e) => e.name);
    assert.deepEqual(names, ['Ada'], 'the valid call changed the graph, the refused one did not');

    const sent = readFileSync(record, 'utf8');
    assert.match(sent, /"name":"Ada"/, 'control: the valid call reached the server');
    assert.doesNotMatch(sent, /Grace/);
  } finally {
    await proxy.close();
  }
  await assertGone(tree);
});
