// `atdf replay`: the log of a real proxy run (server-everything, --log-values)
// checked against an edited ATDF file flags the call the edit would reject
// (exit 1), and not against the unchanged file (exit 0); --examples turns the
// accepted calls into examples, to stdout or a new file, never over one.
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { assertGone, atdf, EVERYTHING, FIXTURES, scratchDir, stdioProxy } from './helpers';

test('replay: a logged call an edited file would reject is flagged; --examples gives the accepted calls as examples', async () => {
  const dir = scratchDir();
  const file = path.join(dir, 'get-sum.atdf.yaml');
  const log = path.join(dir, 'calls.jsonl');
  copyFileSync(path.join(FIXTURES, 'get-sum.atdf.yaml'), file);
  const proxy = await stdioProxy(['--command', EVERYTHING, '--log', log, '--log-values', file]);
  const tree = proxy.tree();
  try {
    for (const args of [
      { a: 2, b: 3 },
      { a: 5, b: 0 },
      { a: -1, b: 2 },
    ])
      await proxy.client.callTool({ name: 'get-sum', arguments: args });
  } finally {
    await proxy.close();
  }
  await assertGone(tree);

  const unchanged = await atdf(['replay', log, file]);
  assert.equal(unchanged.code, 0, unchanged.stderr);
  assert.match(unchanged.stderr, /3 logged calls replayed .*: 0 accepted then, rejected now; 1 rejected then and now; 0 not checked/);

  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(
      'Second number, 0 or more.\n      required: true\n      schema: { minimum: 0 }',
      'Second number, 1 or more.\n      required: true\n      schema: { minimum: 1 }',
    ),
  );
  const edited = await atdf(['replay', log, file]);
  assert.equal(edited.code, 1, edited.stderr);
  assert.match(edited.stdout, /^BREAKS .*calls\.jsonl:\d+ get-sum \(.*, was ok; input now\)\n {6}\/b: expected a number >= 1, got 0$/m);
  assert.match(edited.stdout, /^STILL {2}.*get-sum .*was input-invalid; input now\)\n {6}\/a: expected a number >= 0, got -1$/m);
  assert.doesNotMatch(edited.stdout, /"a":2|a: 2/);
  assert.match(edited.stderr, /1 accepted then, rejected now; 1 rejected then and now/);

  const examples = await atdf(['replay', '--examples', log, file]);
  assert.equal(examples.code, 0, examples.stderr);
  assert.match(examples.stdout, /^# .*get-sum\.atdf\.yaml: get-sum: 1 logged call as examples/m);
  assert.match(examples.stdout, /^ {2}input_values: \{"a":2,"b":3\}$/m, 'the call the edited file still accepts');
  assert.doesNotMatch(examples.stdout, /"b":0/);
  const out = path.join(dir, 'examples.yaml');
  assert.equal((await atdf(['replay', '--examples', '--out', out, log, file])).code, 0);
  assert.equal(readFileSync(out, 'utf8'), examples.stdout);
  const again = await atdf(['replay', '--examples', '--out', out, log, file]);
  assert.equal(again.code, 2);
  assert.match(again.stderr, /examples\.yaml exists; it is never replaced/);
});
