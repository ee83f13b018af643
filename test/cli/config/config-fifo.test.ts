// A FIFO named like a config is refused, not read: the FIFO is made with the
// `mkfifo` program (Node has no call for it), so this case runs in the cli
// stage, beside test/unit/config/config-lookup.test.ts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ConfigLookup } from '../../../server/src/config-files/config-lookup';
import { diskFileSystem } from '../../../server/src/config-files/disk-config';
import { createEngine } from '../../../server/src/core/index';

const engine = createEngine();

const root = mkdtempSync(join(tmpdir(), 'atdf-lookup-fifo-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('a FIFO or a link to /dev/zero named .atdfrc.yaml is refused, not read (no hang, no endless read)', () => {
  mkdirSync(join(root, 'fifo'));
  execFileSync('mkfifo', [join(root, 'fifo/.atdfrc.yaml')]);
  mkdirSync(join(root, 'zero'));
  symlinkSync('/dev/zero', join(root, 'zero/.atdfrc.yaml'));
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem });
  for (const [dir, what] of [
    ['fifo', /not a regular file but a fifo/],
    ['zero', /not a regular file but a device/],
  ] as const) {
    const found = lookup.forFile(join(root, dir, 'a.atdf.yaml')).found;
    assert.equal(found?.config, undefined);
    assert.match(found!.diagnostics[0].message, what);
  }
});
