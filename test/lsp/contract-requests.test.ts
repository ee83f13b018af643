// The requests behind the Test Explorer (server/src/protocol/contract.ts), sent
// to the real server over stdio: it lists a document's examples with their
// ranges, and runs them against the real @modelcontextprotocol/server-everything
// it starts itself: a right example passes, a wrong one fails with a message
// at the member that differs, with the expected and the actual output.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { CONTRACT_REQUESTS, type ExamplesResult, type RunResult } from '../../server/src/protocol/contract';
import { LspClient } from './harness';

const ROOT = resolve(__dirname, '../..');
const TEXT = readFileSync(resolve(ROOT, 'test/fixtures/contract/everything-tool-form.atdf.yaml'), 'utf8');
const EVERYTHING = { command: resolve(ROOT, 'node_modules/.bin/mcp-server-everything'), args: ['stdio'] };

let client: LspClient;
before(async () => ({ client } = await LspClient.start()));
after(async () => client?.stop());

test('examples: one item per example, with its range in the file', async () => {
  const { examples } = (await client.connection.sendRequest(CONTRACT_REQUESTS.examples, {
    text: TEXT,
    language: 'yaml',
  })) as ExamplesResult;
  assert.deepEqual(
    examples.map((e) => [e.id, e.title, e.range.start.line]),
    [
      ['0/get-structured-content/0', 'New York (right)', 20],
      ['0/get-structured-content/1', 'Chicago (wrong output)', 23],
      ['1/echo/0', 'Echo hello (right)', 36],
      ['1/echo/1', 'A number as the message (wrong input)', 39],
      ['2/get-sum/0', 'A word is not a number (expects an error)', 59],
    ],
  );
  assert.ok(examples[1].range.end.line > examples[1].range.start.line, 'the range spans the whole example');
});

test('run: against server-everything, pass and fail with the message at the member that differs, expected and actual', async () => {
  const params = { text: TEXT, language: 'yaml', name: 'everything-tool-form.atdf.yaml', server: EVERYTHING, timeoutMs: 30_000 };
  const ids = ['0/get-structured-content/0', '0/get-structured-content/1'];
  const { results } = (await client.connection.sendRequest(CONTRACT_REQUESTS.run, { ...params, ids })) as RunResult;
  assert.deepEqual(
    results.map((r) => [r.id, r.status]),
    [
      [ids[0], 'pass'],
      [ids[1], 'fail'],
    ],
  );
  const [message] = results[1].messages;
  assert.match(message.message, /Expected "Sunny" at \/conditions, the result has "Light rain \/ drizzle"/);
  assert.deepEqual(message.range.start, { line: 25, character: 45 }); // `Sunny` in `output: { ..., conditions: Sunny, ... }`
  assert.match(message.expected ?? '', /"conditions": "Sunny"/);
  assert.match(message.actual ?? '', /"conditions": "Light rain \/ drizzle"/);
  const failed = (await client.connection.sendRequest(CONTRACT_REQUESTS.run, {
    ...params,
    server: { command: 'no-such-command-atdf', args: [] },
  })) as { error: string };
  assert.match(failed.error, /command not found/);
});

test('run: a 2.x sentence with a wrong sum fails with 2.5 shown; prose with nothing to compare is "not-compared", never "pass"', async () => {
  const text = readFileSync(resolve(ROOT, 'test/fixtures/contract-text/everything-sentences.atdf.yaml'), 'utf8');
  const params = { text, language: 'yaml', name: 'everything-sentences.atdf.yaml', server: EVERYTHING, timeoutMs: 30_000 };
  const { results } = (await client.connection.sendRequest(CONTRACT_REQUESTS.run, params)) as RunResult;
  assert.deepEqual(
    results.map((r) => r.status),
    ['fail', 'pass', 'pass', 'fail', 'not-compared'],
  );
  const [wrongSum] = results[0].messages;
  assert.match(wrongSum.message, /does not contain 3\.5, .*"The sum of -1\.5 and 4 is 2\.5\."/);
  assert.equal(wrongSum.expected, 'The sum of -1.5 and 4 is 3.5.');
  assert.equal(wrongSum.actual, 'The sum of -1.5 and 4 is 2.5.');
  const [prose] = results[4].messages;
  assert.match(prose.message, /^Not compared: expected_result is prose/);
  assert.equal(prose.range.start.line, 35); // its expected_result
});

test('run: a server that fails to start is reported with its ${env:...} values hidden, in the command line and its stderr', async () => {
  const secret = 'ghq-not-a-known-token-shape-4242';
  const script = `process.stderr.write("auth failed for " + process.argv[1] + "\\n"); process.exit(3)`;
  const failed = (await client.connection.sendRequest(CONTRACT_REQUESTS.run, {
    text: TEXT,
    language: 'yaml',
    name: 'everything-tool-form.atdf.yaml',
    server: { command: process.execPath, args: ['-e', script, secret], redact: [{ value: secret, as: '${env:API_KEY}' }] },
    timeoutMs: 30_000,
  })) as { error: string };
  assert.ok(failed.error, 'the run reports the failed start');
  assert.ok(!failed.error.includes(secret), `the secret is not shown: ${failed.error}`);
  assert.match(failed.error, /\$\{env:API_KEY\}/);
});

test('run: a timeout past what a Node timer holds is refused, not fired after 1 ms', async () => {
  const refused = (await client.connection.sendRequest(CONTRACT_REQUESTS.run, {
    text: TEXT,
    language: 'yaml',
    name: 'everything-tool-form.atdf.yaml',
    server: EVERYTHING,
    timeoutMs: 3_000_000_000,
  })) as { error: string };
  assert.equal(refused.error, 'timeout must be a positive number of ms up to 2147483647 (about 24 days), got 3000000000');
});
