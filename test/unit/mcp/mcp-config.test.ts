import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readMcpConfig } from '../../../server/src/core/mcp/mcp-config';

const config = `{
  // VS Code writes comments and trailing commas in mcp.json
  "inputs": [{ "type": "promptString", "id": "token", "password": true }],
  "servers": {
    "fs": { "type": "stdio", "command": "npx", "args": ["-y", "server-fs", "\${workspaceFolder}/data", 3], "env": { "LEVEL": 2, "DROP": null } },
    "memory": { "command": "node", "args": ["m.js"], "cwd": "\${workspaceFolder}", "env": { "HOME_DIR": "\${userHome}", "P": "\${env:PATH_X}" }, },
    "remote": { "type": "http", "url": "https://example.com/mcp" },
    "sse": { "url": "https://example.com/sse" },
    "secret": { "command": "srv", "env": { "TOKEN": "\${input:token}" } },
    /* block comment */ "broken": { "args": [] },
    "odd": 5,
  },
}`;

test('stdio servers are read with variables substituted; others are listed with the reason they are skipped', () => {
  const servers = readMcpConfig(config, { workspaceFolder: '/ws', userHome: '/home/u', env: { PATH_X: '/bin' } });
  assert.deepEqual(
    servers.map((s) => [s.name, s.skipped ?? 'ok']),
    [
      ['fs', 'ok'],
      ['memory', 'ok'],
      ['remote', 'it is a "http" server; only stdio servers can be started to list their tools'],
      ['sse', 'it is a remote (url) server; only stdio servers can be started to list their tools'],
      ['secret', "uses ${input:token}, which only VS Code's own MCP support can ask for"],
      ['broken', 'it has no "command"'],
      ['odd', 'its entry is a number, expected an object'],
    ],
  );
  assert.deepEqual(servers[0], { name: 'fs', command: 'npx', args: ['-y', 'server-fs', '/ws/data', '3'], env: { LEVEL: '2' } });
  assert.deepEqual(servers[1], {
    name: 'memory',
    command: 'node',
    args: ['m.js'],
    env: { HOME_DIR: '/home/u', P: '/bin' },
    cwd: '/ws',
    // What came from the environment, to be shown as the variable (core/mcp/redact.ts).
    redact: [{ value: '/bin', as: '${env:PATH_X}' }],
  });
});

test('mcpServers (Claude Desktop spelling) is accepted', () => {
  const servers = readMcpConfig('{"mcpServers": {"x": {"command": "node", "args": ["s.js"]}}}');
  assert.deepEqual(servers, [{ name: 'x', command: 'node', args: ['s.js'], env: {} }]);
});

test('unusable files get one clear message naming the file', () => {
  assert.throws(
    () => readMcpConfig('{', { source: '.vscode/mcp.json' }),
    /\.vscode\/mcp\.json: line 1, column 2: JSON syntax error: expected a member name in double quotes, found the end of the file\. The text ends too early/,
  );
  assert.throws(
    () => readMcpConfig('{"servers": {"a": {"command": "x"}, "a": {"command": "y"}}}', { source: 'm.json' }),
    /m\.json: line 1, column 37: Duplicate key "a" \(first defined on line 1\)\. Keep one of them\./,
    'two servers of one name: VS Code would start the last, so neither is guessed',
  );
  assert.throws(() => readMcpConfig('[]', { source: 'm.json' }), /m.json: is an array, expected an object with "servers"/);
  assert.throws(() => readMcpConfig('{}', { source: 'm.json' }), /m.json: has no "servers" object/);
  assert.throws(() => readMcpConfig('{"servers": []}', { source: 'm.json' }), /"servers" is an array/);
});

test('a deeply nested mcp.json is refused with a message naming the limit, not a stack overflow', () => {
  const text = '{"servers": ' + '['.repeat(20_000) + ']'.repeat(20_000) + '}';
  assert.throws(() => readMcpConfig(text, { source: 'm.json' }), /m\.json: line 1, column 1012: Nesting deeper than 1000 levels/);
});

test('JSONC: comments and trailing commas go, strings with // and commas stay', () => {
  const text = '{"servers": {"s": {"command": "http://x, y", // c\n "args": [1, 2,], /* c, */ "cwd": "/* not */",},},}';
  assert.deepEqual(readMcpConfig(text), [{ name: 's', command: 'http://x, y', args: ['1', '2'], env: {}, cwd: '/* not */' }]);
  // An error after comments is placed in the text as written.
  assert.throws(
    () => readMcpConfig('// c\n/* d */ {"servers": {,}}', { source: 'm.json' }),
    /m\.json: line 2, column 22: JSON syntax error: expected a member name/,
  );
});
