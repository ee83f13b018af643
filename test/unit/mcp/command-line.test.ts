import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitCommandLine } from '../../../server/src/core/mcp/command-line';

test('splits words, honouring single and double quotes and backslashes', () => {
  assert.deepEqual(splitCommandLine('npx -y @modelcontextprotocol/server-filesystem /tmp'), [
    'npx',
    '-y',
    '@modelcontextprotocol/server-filesystem',
    '/tmp',
  ]);
  assert.deepEqual(splitCommandLine(`node 'my server.js' "--root=My Files" a\\ b ""`), [
    'node',
    'my server.js',
    '--root=My Files',
    'a b',
    '',
  ]);
  assert.deepEqual(splitCommandLine(`echo "say \\"hi\\" \\n" 'it''s'`), ['echo', 'say "hi" \\n', 'its']);
  assert.deepEqual(splitCommandLine('  spaced\t\tout  '), ['spaced', 'out']);
  assert.deepEqual(splitCommandLine(`node "a|b" 'c > d'`), ['node', 'a|b', 'c > d']);
});

test('refuses what only a shell could do, unclosed quotes, and empty lines', () => {
  assert.throws(() => splitCommandLine('server | tee log'), /shell operator "\|"/);
  assert.throws(() => splitCommandLine('server > out'), /shell operator ">"/);
  assert.throws(() => splitCommandLine('a; rm -rf x'), /shell operator ";"/);
  assert.throws(() => splitCommandLine('node "unclosed'), /unclosed double quote/);
  assert.throws(() => splitCommandLine("node 'unclosed"), /unclosed single quote/);
  assert.throws(() => splitCommandLine('   '), /empty/);
  assert.throws(() => splitCommandLine('node \\'), /lone backslash/);
});
