// The one redaction helper behind every command line shown (core/mcp/redact.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactArgs, redactText } from '../../../server/src/core/mcp/redact';

const GITHUB = 'ghp_' + 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2';

test('tokens that say what they are are hidden wherever they appear', () => {
  const tokens = [
    GITHUB,
    'github_pat_' + '11ABCDEFG0123456789_abcdefghijklmnop',
    'glpat-' + 'abcdefghij0123456789',
    'xoxb-' + '1234567890-abcdefghij',
    'sk-' + 'proj-abcdefghijklmnop0123',
    'AKIA' + 'IOSFODNN7EXAMPLE',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  ];
  for (const token of tokens) assert.equal(redactText(`a ${token} b`), 'a *** b', token);
  assert.equal(redactText('skip-the-rest and ghp_short'), 'skip-the-rest and ghp_short', 'ordinary words stay');
});

test('values of secret options, headers and assignments are hidden; other arguments are kept', () => {
  assert.deepEqual(
    redactArgs([
      'npx',
      '-y',
      'srv',
      '--token',
      'abc',
      '--api-key=def',
      '--github-token',
      'x1',
      '--author',
      'me',
      '--verbose',
      '--root',
      '/data',
    ]),
    ['npx', '-y', 'srv', '--token', '***', '--api-key=***', '--github-token', '***', '--author', 'me', '--verbose', '--root', '/data'],
  );
  assert.deepEqual(redactArgs(['--header', 'Authorization: Bearer xyz', 'X-API-Key: k', 'API_KEY=v', 'DEBUG=1']), [
    '--header',
    'Authorization: ***',
    'X-API-Key: ***',
    'API_KEY=***',
    'DEBUG=1',
  ]);
  assert.deepEqual(redactArgs(['--token', '--verbose']), ['--token', '--verbose'], 'an option after it is no value');
});

test('known values (from ${env:...}) are shown as where they came from, in args and in running text', () => {
  const known = [
    { value: 's3cr3t-from-env', as: '${env:MY_SECRET}' },
    { value: '1', as: '${env:DEBUG}' },
  ];
  assert.deepEqual(redactArgs(['srv', '--key', 's3cr3t-from-env', '--level', '1'], known), [
    'srv',
    '--key',
    '${env:MY_SECRET}',
    '--level',
    '1',
  ]);
  assert.equal(redactText('failed: bad key s3cr3t-from-env', known), 'failed: bad key ${env:MY_SECRET}');
  assert.equal(
    redactText('sent Authorization: Bearer abc.def.ghi-123 and --password=hunter22'),
    'sent Authorization: Bearer *** and --password=***',
  );
});
