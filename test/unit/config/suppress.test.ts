// Inline suppression comments, applied after every finding is made: what they
// suppress, what they do not, and the warning for one that suppresses nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyConfig } from '../../../server/src/core/config/apply';
import { DEFAULT_FILE_RULES, rulesForFile } from '../../../server/src/core/config/file-rules';
import { parseConfig } from '../../../server/src/core/config/parse-config';
import { findSuppressions } from '../../../server/src/core/config/suppress';
import type { FileRules } from '../../../server/src/core/config/file-rules';
import type { Locale } from '../../../server/src/core/locale';
import type { Diagnostic } from '../../../server/src/core/types';
import { validateFile } from '../../../server/src/core/validate-file';

/** A tool: form document (a name that is not snake_case gets the atdf/name-style warning). */
const TOOL = (name: string) => `tool:\n  name: ${name}\n  description: d\n  input: true\n`;

/** Not the lint's findings on the fixtures' prose (lint.test.ts's business). */
const withoutLint = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => !/^(quality|security)\//.test(d.code));

/** The diagnostics left, as `line:character severity code`. */
function run(text: string, rules: FileRules = DEFAULT_FILE_RULES, locale: Locale = 'en') {
  const report = validateFile(text, { language: 'yaml' });
  return withoutLint(applyConfig(report.diagnostics, rules, findSuppressions(report), locale)).map(
    (d) => `${d.range.start.line}:${d.range.start.character} ${d.severity} ${d.code}`,
  );
}

test('without comments or config the diagnostics are the same array', () => {
  const report = validateFile(TOOL('BadName'), { language: 'yaml' });
  assert.equal(applyConfig(report.diagnostics, DEFAULT_FILE_RULES, findSuppressions(report), 'en'), report.diagnostics);
  assert.deepEqual(run(TOOL('BadName')), ['1:8 warning atdf/name-style']);
});

test('disable-next-line and disable-line suppress that line only, for the rules named', () => {
  assert.deepEqual(run('tool:\n  # atdf-disable-next-line atdf/name-style\n  name: BadName\n  description: d\n  input: true\n'), []);
  assert.deepEqual(run('tool:\n  name: BadName # atdf-disable-line atdf/name-style -- legacy name\n  description: d\n  input: true\n'), []);
  // Another rule named: the warning stays, and the comment suppressed nothing.
  assert.deepEqual(run('tool:\n  # atdf-disable-next-line atdf/structure\n  name: BadName\n  description: d\n  input: true\n'), [
    '1:27 warning config/unused-suppression',
    '2:8 warning atdf/name-style',
  ]);
  // Two lines down is not the next line.
  assert.deepEqual(run('# atdf-disable-next-line atdf/name-style\ntool:\n  name: BadName\n  description: d\n  input: true\n'), [
    '0:25 warning config/unused-suppression',
    '2:8 warning atdf/name-style',
  ]);
});

test('no rule id means every rule; several ids are separated by commas or spaces', () => {
  assert.deepEqual(run('tool:\n  # atdf-disable-next-line\n  name: BadName\n  description: d\n  input: true\n'), []);
  const text =
    'tool:\n  # atdf-disable-next-line atdf/structure, atdf/name-style\n  name: BadName\n  nmae: x\n  description: d\n  input: true\n';
  assert.deepEqual(run(text), ['1:27 warning config/unused-suppression', '3:2 error atdf/structure']);
});

test('disable / enable: a region, across documents, closed by enable of the same rule or a bare enable', () => {
  const stream = [
    '# atdf-disable atdf/name-style',
    TOOL('BadOne'),
    '---',
    TOOL('BadTwo'),
    '# atdf-enable atdf/name-style',
    '---',
    TOOL('BadThree'),
  ].join('\n');
  assert.deepEqual(run(stream), ['15:8 warning atdf/name-style']);
  const bare = ['# atdf-disable', TOOL('BadOne'), '# atdf-enable', '---', TOOL('BadTwo')].join('\n');
  assert.deepEqual(run(bare), ['9:8 warning atdf/name-style']);
  const toEnd = ['# atdf-disable atdf/name-style -- generated names', TOOL('BadOne'), '---', TOOL('BadTwo')].join('\n');
  assert.deepEqual(run(toEnd), []);
});

test('a suppression that suppresses nothing, an unknown rule, a stray enable: reported where they are written', () => {
  const report = validateFile('# atdf-disable-next-line atdf/nam-style\n# atdf-enable atdf/name-style\n' + TOOL('good.name'), {
    language: 'yaml',
  });
  const out = applyConfig(report.diagnostics, DEFAULT_FILE_RULES, findSuppressions(report), 'en');
  assert.deepEqual(
    withoutLint(out).map((d) => [d.code, d.severity, d.range.start.line, d.range.start.character, d.range.end.character, d.message]),
    [
      [
        'config/unused-suppression',
        'warning',
        0,
        25,
        39,
        '"atdf-disable-next-line atdf/nam-style": unknown rule "atdf/nam-style"; did you mean "atdf/name-style"?',
      ],
      ['config/unused-suppression', 'warning', 1, 14, 29, '"atdf-enable atdf/name-style" has no "atdf-disable" before it'],
    ],
  );
  const es = applyConfig(report.diagnostics, DEFAULT_FILE_RULES, findSuppressions(report), 'es');
  assert.match(es[0].message, /regla desconocida/);
});

test('a rule turned off by the config leaves its suppression unused; the unused-suppression rule can be turned off too', () => {
  const off = rulesForFile(parseConfig('rules: {atdf/name-style: off}\n', '.atdfrc.yaml').config!, 'a.atdf.yaml');
  const text = 'tool:\n  # atdf-disable-next-line atdf/name-style\n  name: BadName\n  description: d\n  input: true\n';
  assert.deepEqual(run(text, off), ['1:27 warning config/unused-suppression']);
  const quiet = rulesForFile(
    parseConfig('rules: {atdf/name-style: off, config/unused-suppression: off}\n', '.atdfrc.yaml').config!,
    'a.atdf.yaml',
  );
  assert.deepEqual(run(text, quiet), []);
});

test('config severities: raised, lowered, off', () => {
  const rules = rulesForFile(parseConfig('rules: {atdf/name-style: error, structure: hint}\n', '.atdfrc.yaml').config!, 'a.atdf.yaml');
  assert.deepEqual(run('tool:\n  name: BadName\n  nmae: x\n  description: d\n  input: true\n', rules), [
    '1:8 error atdf/name-style',
    '2:2 hint atdf/structure',
  ]);
});

test('"# atdf-disable" inside a string or a block scalar is text, not a comment', () => {
  const quoted = 'tool:\n  name: BadName\n  description: "see # atdf-disable atdf/name-style"\n  input: true\n';
  assert.deepEqual(run(quoted), ['1:8 warning atdf/name-style']);
  const block = 'tool:\n  description: |\n    # atdf-disable\n  name: BadName\n  input: true\n';
  assert.deepEqual(run(block), ['3:8 warning atdf/name-style']);
  const noSpace = 'tool:\n  name: BadName#atdf-disable-line\n  description: d\n  input: true\n';
  assert.equal(run(noSpace).length, 1);
});

test('comments are found again after an edit only in the documents it changed', () => {
  const docs = Array.from({ length: 50 }, (_, i) => TOOL(`tool_${i}`));
  docs[40] = '# atdf-disable-next-line atdf/name-style\n' + TOOL('Bad');
  const before = validateFile(docs.join('---\n'), { language: 'yaml' });
  const first = findSuppressions(before);
  assert.equal(first.length, 1);
  docs[3] = TOOL('tool_3b');
  const after = validateFile(docs.join('---\n'), { language: 'yaml', previous: before });
  const again = findSuppressions(after);
  assert.equal(again.length, 1);
  assert.equal(again[0].range.start.line, first[0].range.start.line, 'same line: the edit kept the line count');
  assert.equal(again[0].document, 40);
  // The document with the comment was not scanned again: its report (which holds the comments) is the same object.
  assert.equal(after.documents[40], before.documents[40]);
  assert.notEqual(after.documents[3], before.documents[3]);
});
