// Every file the CLI is given is read with a bound on the bytes actually read,
// and only if it is a regular file: a link to /proc/self/pagemap (stat says 0
// bytes, the read never ends), /dev/zero or a FIFO gets one clear line and
// exit 2 at once, from each command that reads files.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { assertOrderly, runCli, tempDir } from './cli-support';

let dir: string;
let remove: () => void;
/** Wall time for a refusal: it reads nothing, so even a loaded machine answers well within this. */
const PROMPT_MS = 20_000;

before(() => {
  ({ dir, remove } = tempDir('reads'));
  symlinkSync('/proc/self/pagemap', join(dir, 'pagemap.atdf.yaml'));
  symlinkSync('/dev/zero', join(dir, 'zero.atdf.json'));
  execFileSync('mkfifo', [join(dir, 'fifo.atdf.yaml')]);
});
after(() => remove());

const cases: { file: string; why: RegExp }[] = [
  { file: 'pagemap.atdf.yaml', why: /it is not a regular file but a kernel pseudo-file; name a regular file/ },
  { file: 'zero.atdf.json', why: /it is not a regular file but a device; name a regular file/ },
  { file: 'fifo.atdf.yaml', why: /it is not a regular file but a fifo; name a regular file/ },
];

for (const { file, why } of cases) {
  for (const command of [['validate'], ['export-mcp'], ['import-mcp', '--out', 'never'], ['check-schema', '--schema']]) {
    test(`atdf ${command[0]} refuses ${file} at once`, async () => {
      const path = join(dir, file);
      const args = command[0] === 'check-schema' ? [...command, path, '--instances', path] : [...command, path];
      const run = await runCli(args, PROMPT_MS, dir);
      assertOrderly(run, `${command[0]} ${file}`);
      assert.equal(run.code, 2, run.stderr);
      const what = command[0] === 'check-schema' ? 'schema file ' : '';
      assert.equal(run.stderr, `atdf: cannot read ${what}"${path}": ${why.source.replace(/\\/g, '')}\n`);
    });
  }
}
