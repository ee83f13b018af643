// Per-target compatibility as diagnostics (engine option `targets`): the same
// notes as the exporters', located in the document, naming the targets; off
// (and free) with the default target mcp; the quick fix for a refused name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits } from '../../../server/src/core/edit/text-edit';
import type { ExportTarget } from '../../../server/src/core/index';
import { engine, ROOT } from './helpers';

const CREATE_EVENT = readFileSync(path.join(ROOT, 'examples/create-event.atdf.yaml'), 'utf8');
const HOLE_MAKER = readFileSync(path.join(ROOT, 'examples/hole-maker.atdf.yaml'), 'utf8');

const validate = (text: string, targets?: ExportTarget[]) => engine.validateFile(text, { language: 'yaml', targets });
const compat = (text: string, targets?: ExportTarget[]) => validate(text, targets).diagnostics.filter((d) => d.code.startsWith('export/'));

test('default (mcp), mcp and prompt: no compatibility diagnostics, the report as before', () => {
  assert.deepEqual(compat(CREATE_EVENT), []);
  assert.deepEqual(compat(CREATE_EVENT, ['mcp', 'prompt']), []);
  assert.deepEqual(validate(CREATE_EVENT, ['mcp']).diagnostics, validate(CREATE_EVENT).diagnostics);
});

test('a dotted name: one warning on the name naming every target that refuses it, and the fix to the mapped name', () => {
  const report = validate(CREATE_EVENT, ['openai', 'anthropic', 'gemini']);
  const [renamed] = report.diagnostics.filter((d) => d.code === 'export/renamed');
  assert.equal(renamed.severity, 'warning');
  assert.equal(renamed.pointer, '/tool/name');
  assert.equal(
    renamed.message,
    'openai, anthropic, gemini: tool names must match ^[a-zA-Z0-9_-]{1,64}$; "calendar.create_event" is exported as "calendar_create_event"',
  );
  assert.equal(renamed.range.start.line, 3);
  assert.equal(CREATE_EVENT.split('\n')[3].slice(renamed.range.start.character, renamed.range.end.character), 'calendar.create_event');
  const [fix] = engine.quickFixes(report, [renamed]);
  assert.deepEqual(fix.title, { action: 'replace-value', value: 'calendar_create_event' });
  const fixed = applyEdits(CREATE_EVENT, [fix.edit]);
  assert.ok(fixed.includes('  name: "calendar_create_event"\n'));
  const after = validate(fixed, ['openai', 'anthropic', 'gemini']);
  assert.deepEqual(
    after.diagnostics.filter((d) => d.code === 'export/renamed' || d.severity === 'error'),
    [],
    'the fixed file is clean for these targets',
  );
});

test('strict mode and Gemini: the keywords they refuse or ignore, at the schema where they are written', () => {
  const strict = compat(CREATE_EVENT, ['openai-strict']).filter((d) => d.code !== 'export/renamed');
  assert.deepEqual(
    strict.map((d) => [d.code, d.severity, d.pointer]),
    [
      ['export/strict-dropped', 'warning', '/tool/input/properties/title'],
      ['export/strict-dropped', 'warning', '/tool/input/properties/attendees'],
    ],
  );
  assert.match(strict[0].message, /^openai-strict: strict mode refuses "minLength" at \/properties\/title; it is left out$/);
  // ATDF 2.x: the note about an input lands on its entry of how_to_use.inputs (or its schema).
  const gemini = validate(
    HOLE_MAKER.replace('schema: { minimum: 1, maximum: 100 }', 'schema: { minimum: 1, maximum: 100, multipleOf: 2 }'),
    ['gemini'],
  ).diagnostics.filter((d) => d.code.startsWith('export/'));
  assert.deepEqual(
    gemini.map((d) => [d.code, d.severity, d.pointer]),
    [['export/gemini-json-schema', 'information', '/how_to_use/inputs/0']],
  );
});

test('a missing description, a non-object root: found for the function-calling targets, not for mcp', () => {
  const text = 'tool:\n  name: t\n  description: " "\n  input: { type: string }\n';
  assert.deepEqual(compat(text, ['mcp']), []);
  const found = compat(text, ['anthropic']);
  assert.deepEqual(
    found.map((d) => [d.code, d.severity, d.pointer]),
    [
      ['export/description-missing', 'warning', '/tool/description'],
      ['export/root-not-object', 'error', '/tool/input'],
    ],
  );
  const long = 'tool:\n  name: t\n  description: ' + 'x'.repeat(1100) + '\n  input: { type: object }\n';
  assert.deepEqual(
    compat(long, ['openai', 'anthropic']).map((d) => d.code),
    ['export/description-too-long'],
    'the 1,024 limit is OpenAI',
  );
});

test('a document with errors gets no compatibility diagnostics (its structure comes first); reports follow the targets', () => {
  const broken = CREATE_EVENT.replace('  input:\n', '  inptu:\n');
  assert.deepEqual(compat(broken, ['openai']), []);
  const first = validate(CREATE_EVENT);
  const again = engine.validateFile(CREATE_EVENT, { language: 'yaml', previous: first, targets: ['openai'] });
  assert.ok(
    again.diagnostics.some((d) => d.code === 'export/renamed'),
    'changed targets are not served from the previous report',
  );
});
