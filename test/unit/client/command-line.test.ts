// Command lines typed into "ATDF: Import MCP Tool..." and shown back before a server starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commandLine, splitCommandLine } from '../../../client/src/command-line';

test('splits words, honouring quotes and backslashes, without expansion', () => {
  assert.deepEqual(splitCommandLine('npx -y @modelcontextprotocol/server-everything stdio'), ['npx', '-y', '@modelcontextprotocol/server-everything', 'stdio']);
  assert.deepEqual(splitCommandLine(`node "my server.js" --name 'a b' x\\ y ""`), ['node', 'my server.js', '--name', 'a b', 'x y', '']);
  assert.deepEqual(splitCommandLine('echo $HOME `id` *'), ['echo', '$HOME', '`id`', '*']);
  assert.deepEqual(splitCommandLine('   '), []);
});

test('the shown command line quotes what a shell would read differently', () => {
  assert.equal(commandLine({ command: 'node', args: ['/srv/index.js', 'stdio'] }), 'node /srv/index.js stdio');
  assert.equal(commandLine({ command: 'node', args: ['my server.js', "it's", '$X'] }), `node 'my server.js' 'it'\\''s' '$X'`);
});

test('what is shown splits back into the same words', () => {
  const words = ['run', 'a b', "c'd", 'e"f', '$g', ''];
  assert.deepEqual(splitCommandLine(commandLine({ command: words[0], args: words.slice(1) })), words);
});
