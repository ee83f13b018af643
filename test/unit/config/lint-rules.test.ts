// The lint rules (issue 16) are rules of the registry like the others: a
// .atdfrc sets their severity by id or group, turns them off, and a
// suppression comment names them, through the same engine calls the CLI and
// the server make (loadConfig, configForFile, diagnose).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine, type AtdfConfig } from '../../../server/src/core/index';

const engine = createEngine();

/** A tool with a hidden zero-width space (security/invisible-characters) and a two-word description (quality/short-description). */
const TOOL = `tool:
  name: notes.search
  description: Finds\u200b notes.
  input:
    type: object
    properties:
      query: { type: string, description: Words to look for in the notes. }
    required: [query]
  examples:
    - input: { query: groceries }
`;

function config(yaml: string): AtdfConfig {
  const loaded = engine.loadConfig([{ file: '/p/.atdfrc.yaml', text: yaml }]);
  assert.ok(loaded?.config, JSON.stringify(loaded?.diagnostics));
  return loaded.config;
}

/** The lint findings of TOOL under a config, as `severity code`, sorted. */
function lintUnder(yaml: string | undefined, text = TOOL): string[] {
  const rules = yaml === undefined ? undefined : engine.configForFile(config(yaml), 'notes.atdf.yaml').rules;
  const [result] = engine.diagnose([{ uri: '/p/notes.atdf.yaml', language: 'yaml', content: text, rules }]);
  return result.diagnostics
    .filter((d) => /^(quality|security)\//.test(d.code))
    .map((d) => `${d.severity} ${d.code}`)
    .sort();
}

test('without a config the lint rules report at their default severities', () => {
  assert.deepEqual(lintUnder(undefined), [
    'error security/invisible-characters',
    'hint quality/no-failure-described',
    'hint quality/undescribed-output',
    'warning quality/short-description',
  ]);
});

test('a rule id sets its severity; a group turns all its rules off', () => {
  assert.deepEqual(lintUnder('rules:\n  security/invisible-characters: warning\n  quality: off\n'), [
    'warning security/invisible-characters',
  ]);
});

test('a suppression comment names a lint rule', () => {
  const text = TOOL.replace('  description:', '  # atdf-disable-next-line quality/short-description\n  description:');
  assert.deepEqual(lintUnder('rules: {}\n', text), [
    'error security/invisible-characters',
    'hint quality/no-failure-described',
    'hint quality/undescribed-output',
  ]);
});

test('every lint rule is in the registry, in its group, with its summary in each language', () => {
  for (const id of [
    'security/tool-shadowing',
    'security/tool-changed',
    'quality/inconsistent-tool-names',
    'quality/placeholder-text',
    'quality/generated-text',
  ]) {
    const rule = engine.rules.find((r) => r.id === id);
    assert.ok(rule, id);
    assert.equal(rule.group, id.split('/')[0]);
    assert.ok(rule.summary.en.length > 0 && rule.summary.es !== rule.summary.en && rule.summary.pt !== rule.summary.en, id);
  }
});
