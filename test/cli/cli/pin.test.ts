// `atdf pin` and `atdf validate --locked`, run as the real CLI: a pinned folder
// validates clean; editing a description (or a schema) is reported at the
// tool's name in every output format; layout, comments and metadata are not
// changes; new and removed tools; bad lockfiles and clashing names.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
let cli: string;
before(async () => {
  cli = await bundledCli();
});

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of the bundled examples in a fresh folder, with the lockfile path inside it. */
function workspace(): { dir: string; lock: string; file: (name: string) => string; done: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'atdf-pin-'));
  cpSync(path.join(ROOT, 'examples'), dir, { recursive: true });
  return {
    dir,
    lock: path.join(dir, 'atdf.lock.json'),
    file: (name) => path.join(dir, name),
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${from} in ${file}`);
  writeFileSync(file, text.replace(from, to));
}

test('pin writes every tool with a hash per part; a pinned folder validates --locked clean', () => {
  const ws = workspace();
  try {
    const pinned = atdf('pin', '--lockfile', ws.lock, ws.dir);
    assert.equal(pinned.code, 0, pinned.stderr);
    assert.match(pinned.stderr, /pinned 4 tools of 4 files/);
    const lock = JSON.parse(readFileSync(ws.lock, 'utf8'));
    assert.equal(lock.lockfileVersion, 1);
    assert.deepEqual(Object.keys(lock.tools), ['calendar.create_event', 'hole_maker', 'send_email', 'text_translator']);
    assert.deepEqual(Object.keys(lock.tools.send_email.parts), ['description', 'input', 'output', 'examples', 'extension']);
    assert.match(lock.tools.send_email.sha256, /^[0-9a-f]{64}$/);
    assert.equal(lock.tools.send_email.file, 'send-email.atdf.yaml');
    const checked = atdf('validate', '--locked', '--lockfile', ws.lock, ws.dir);
    assert.equal(checked.code, 0, checked.stdout + checked.stderr);
    assert.equal(checked.stdout, '');
  } finally {
    ws.done();
  }
});

test('an edited description is reported at the tool name, in text and JSON, until it is pinned again', () => {
  const ws = workspace();
  try {
    atdf('pin', '--lockfile', ws.lock, ws.dir);
    const file = ws.file('send-email.atdf.yaml');
    edit(
      file,
      'description: Sends an email message to one recipient.',
      'description: Sends an email message to one recipient, and a copy to the author.',
    );
    const text = atdf('validate', '--locked', '--lockfile', ws.lock, ws.dir);
    assert.equal(text.code, 1);
    assert.equal(
      text.stdout,
      `${file}:3:10: error: /tool_id: the tool "send_email" changed since it was pinned (description): review the change, then run atdf pin again to accept it. [/tool_id] (security/tool-changed)\n`,
    );
    const json = JSON.parse(atdf('validate', '--locked', '--lockfile', ws.lock, '--format', 'json', file).stdout);
    assert.deepEqual(json[0].diagnostics, [
      {
        severity: 'error',
        document: 0,
        pointer: '/tool_id',
        code: 'security/tool-changed',
        message:
          '/tool_id: the tool "send_email" changed since it was pinned (description): review the change, then run atdf pin again to accept it.',
        range: { start: { line: 2, character: 9 }, end: { line: 2, character: 19 } },
      },
    ]);
    // Without --locked nothing is compared.
    assert.equal(atdf('validate', ws.dir).code, 0);
    // Pinning again accepts the change.
    assert.equal(atdf('pin', '--lockfile', ws.lock, ws.dir).code, 0);
    assert.equal(atdf('validate', '--locked', '--lockfile', ws.lock, ws.dir).code, 0);
  } finally {
    ws.done();
  }
});

test('a schema change names the part that changed; layout, comments, key order and metadata are no change', () => {
  const ws = workspace();
  try {
    atdf('pin', '--lockfile', ws.lock, ws.dir);
    const hole = ws.file('hole-maker.atdf.yaml');
    edit(hole, 'schema: { minimum: 1, maximum: 100 }', 'schema:\n        maximum: 100   # reordered, reformatted\n        minimum: 1');
    edit(hole, 'version: "1.1.0"', 'version: "1.2.0"');
    edit(hole, '# ATDF 2.x:', '# A new comment.\n# ATDF 2.x:');
    assert.equal(atdf('validate', '--locked', '--lockfile', ws.lock, hole).stdout, '');
    edit(hole, 'maximum: 100', 'maximum: 1000');
    const r = atdf('validate', '--locked', '--lockfile', ws.lock, hole);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /the tool "hole_maker" changed since it was pinned \(input\)/);
    const event = ws.file('create-event.atdf.yaml');
    edit(event, 'code: { enum: [invalid_range, calendar_full, forbidden] }', 'code: { enum: [invalid_range, forbidden] }');
    edit(event, 'description: A one-hour meeting', 'description: A one-hour review');
    assert.match(atdf('validate', '--locked', '--lockfile', ws.lock, event).stdout, /changed since it was pinned \(output, examples\)/);
  } finally {
    ws.done();
  }
});

test('a tool never pinned is reported; a pinned tool that is gone is only said; the same tool in JSON keeps its pin', () => {
  const ws = workspace();
  try {
    atdf('pin', '--lockfile', ws.lock, ws.file('send-email.atdf.yaml'), ws.file('translate-text.atdf.json'));
    rmSync(ws.file('translate-text.atdf.json'));
    const r = atdf('validate', '--locked', '--lockfile', ws.lock, ws.dir);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /create-event\.atdf\.yaml:4:9: error: \/tool\/name: the tool "calendar\.create_event" is not in the lockfile/);
    assert.match(r.stdout, /hole-maker\.atdf\.yaml:.*"hole_maker" is not in the lockfile/);
    assert.doesNotMatch(r.stdout, /send_email/);
    assert.match(r.stderr, /1 pinned tool\(s\) not found in these files: text_translator/);
    // The YAML tool written as JSON: same values, same pin.
    const yaml = readFileSync(ws.file('send-email.atdf.yaml'), 'utf8');
    rmSync(ws.file('send-email.atdf.yaml'));
    writeFileSync(ws.file('send-email.atdf.json'), JSON.stringify(parse(yaml)));
    assert.doesNotMatch(atdf('validate', '--locked', '--lockfile', ws.lock, ws.file('send-email.atdf.json')).stdout, /send_email/);
  } finally {
    ws.done();
  }
});

test('two tools with one name are not pinned; bad and missing lockfiles are one clear line, exit 2', () => {
  const ws = workspace();
  try {
    cpSync(ws.file('send-email.atdf.yaml'), ws.file('send-email-copy.atdf.yaml'));
    const clash = atdf('pin', '--lockfile', ws.lock, ws.dir);
    assert.equal(clash.code, 1);
    assert.match(
      clash.stderr,
      /defined twice \(nothing written\):\n {2}"send_email" in .*send-email-copy\.atdf\.yaml and .*send-email\.atdf\.yaml/,
    );
    assert.equal(existsSync(ws.lock), false);

    const missing = atdf('validate', '--locked', '--lockfile', ws.lock, ws.dir);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^atdf: no lockfile ".*atdf\.lock\.json": run "atdf pin PATH\.\.\." first to write it\n$/);
    writeFileSync(ws.lock, '{"lockfileVersion": 1, "tools": {"x": {}}}');
    const bad = atdf('validate', '--locked', '--lockfile', ws.lock, ws.dir);
    assert.equal(bad.code, 2);
    assert.match(
      bad.stderr,
      /^atdf: the lockfile ".*" has an entry for "x" without "sha256" and "parts"; run "atdf pin" to write it again\n$/,
    );
    writeFileSync(ws.lock, 'not json');
    assert.match(atdf('validate', '--locked', '--lockfile', ws.lock, ws.dir).stderr, /is not valid JSON/);
    assert.match(atdf('validate', '--lockfile', ws.lock, ws.dir).stderr, /--lockfile goes with --locked/);
    assert.doesNotMatch(missing.stderr + bad.stderr, /\n\s+at /);
  } finally {
    ws.done();
  }
});
