// Symbolic links under a folder given to `atdf validate` (the real CLI,
// bundled from the current sources): a link that stays inside the folder is
// followed, each real file and folder read once; one that points outside, a
// broken one and a cycle are skipped, each said on stderr (they were skipped
// in silence: `atdf validate FOLDER` said "0 files checked" of a folder of links).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-links-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let cli: string;
before(async () => (cli = await bundledCli()));

function validate(folder: string) {
  const r = spawnSync(process.execPath, [cli, 'validate', '--format', 'json', folder], { cwd: scratch, encoding: 'utf8' });
  const files = (JSON.parse(r.stdout) as { file: string; diagnostics: { code: string; severity: string }[] }[]).map((f) => ({
    file: f.file,
    errors: f.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
  }));
  return { code: r.status, files, stderr: r.stderr };
}

const posix = process.platform === 'win32' ? { skip: 'symbolic links need privileges on Windows' } : {};

test('links inside the folder are followed once; outside, broken and cyclic ones are skipped and said', posix, () => {
  const tools = path.join(scratch, 'tools');
  mkdirSync(path.join(tools, 'versions'), { recursive: true });
  mkdirSync(path.join(tools, 'nested'));
  mkdirSync(path.join(scratch, 'elsewhere'));
  copyFileSync(path.join(ROOT, 'examples/create-event.atdf.yaml'), path.join(tools, 'versions', 'event-v2.yaml'));
  copyFileSync(path.join(ROOT, 'examples/hole-maker.atdf.yaml'), path.join(tools, 'source.atdf.yaml'));
  copyFileSync(path.join(ROOT, 'examples/send-email.atdf.yaml'), path.join(scratch, 'elsewhere', 'mail.atdf.yaml'));
  writeFileSync(path.join(tools, 'versions', 'README.md'), 'not a tool\n');
  // Inside: a file link whose target is not named as an ATDF file (the link's name counts), a folder link, a second name of one file.
  symlinkSync(path.join('versions', 'event-v2.yaml'), path.join(tools, 'current.atdf.yaml'));
  symlinkSync('versions', path.join(tools, 'latest'));
  symlinkSync('../source.atdf.yaml', path.join(tools, 'nested', 'again.atdf.yaml'));
  // Skipped: outside the folder, broken, a cycle.
  symlinkSync(path.join(scratch, 'elsewhere', 'mail.atdf.yaml'), path.join(tools, 'mail.atdf.yaml'));
  symlinkSync(path.join(scratch, 'elsewhere'), path.join(tools, 'far'));
  symlinkSync('gone.atdf.yaml', path.join(tools, 'broken.atdf.yaml'));
  symlinkSync('..', path.join(tools, 'nested', 'up'));

  const r = validate('tools');
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.files, [
    { file: 'tools/current.atdf.yaml', errors: [] },
    { file: 'tools/nested/again.atdf.yaml', errors: [] },
  ]);
  assert.deepEqual(r.stderr.trim().split('\n'), [
    'atdf: skipped the link "tools/broken.atdf.yaml": it is broken (its target does not exist)',
    `atdf: skipped the link "tools/far": it points outside "tools" (to ${path.join(scratch, 'elsewhere')}); name it to read it`,
    `atdf: skipped the link "tools/mail.atdf.yaml": it points outside "tools" (to ${path.join(scratch, 'elsewhere', 'mail.atdf.yaml')}); name it to read it`,
    'atdf: skipped the link "tools/nested/up": it points to a folder that contains it (a cycle)',
  ]);
});
