// What a config means for one file: layers (base, then matching overrides),
// an id winning over its group in a layer, ignore globs, merged settings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_FILE_RULES, isIgnored, rulesForFile } from '../../../server/src/core/config/file-rules';
import { parseConfig } from '../../../server/src/core/config/parse-config';
import { configSchema } from '../../../server/src/core/config/schema';
import type { AtdfConfig } from '../../../server/src/core/config/types';
import { createCompiler } from '../../../server/src/core/atdf/compiler';

function config(yaml: string): AtdfConfig {
  const { config, diagnostics } = parseConfig(yaml, '.atdfrc.yaml');
  assert.ok(config, JSON.stringify(diagnostics));
  return config;
}

test('no rules in the config: the defaults, as one shared object', () => {
  assert.equal(rulesForFile(config('ignore: [x/]\n'), 'a.atdf.yaml'), DEFAULT_FILE_RULES);
  assert.equal(DEFAULT_FILE_RULES.severityOf('atdf/name-style', 'warning'), 'warning');
});

test('a rule id wins over its group in the same layer, whatever the order', () => {
  const c = config('rules:\n  atdf/name-style: error\n  style: off\n');
  const r = rulesForFile(c, 'a.atdf.yaml');
  assert.equal(r.severityOf('atdf/name-style', 'warning'), 'error');
  assert.equal(r.severityOf('atdf/structure', 'error'), 'error', 'other groups keep their severity');
  assert.equal(r.severityOf('not/registered', 'hint'), 'hint');
});

test('overrides apply in order on top of the base, to the files they match', () => {
  const c = config(
    [
      'rules: {atdf/name-style: error, examples: warning}',
      'overrides:',
      '  - files: ["legacy/**"]',
      '    rules: {style: off}',
      '  - files: ["legacy/keep/*.yaml"]',
      '    rules: {atdf/name-style: hint}',
      '',
    ].join('\n'),
  );
  const base = rulesForFile(c, 'tools/a.atdf.yaml');
  assert.equal(base.severityOf('atdf/name-style', 'warning'), 'error');
  assert.equal(base.severityOf('atdf/example-schema', 'error'), 'warning');
  const legacy = rulesForFile(c, 'legacy/a.atdf.yaml');
  assert.equal(legacy.severityOf('atdf/name-style', 'warning'), 'off', "a later layer's group beats an earlier layer's id");
  assert.equal(legacy.severityOf('atdf/example-schema', 'error'), 'warning');
  assert.equal(rulesForFile(c, 'legacy/keep/a.yaml').severityOf('atdf/name-style', 'warning'), 'hint');
  assert.notEqual(base.key, legacy.key);
  assert.equal(base.key, rulesForFile(c, 'other/b.atdf.yaml').key);
});

test('ignore globs are relative to the config folder', () => {
  const c = config('ignore: [generated/, "/drafts/*.atdf.yaml", "*.tmp.atdf.yaml"]\n');
  assert.equal(isIgnored(c, 'generated/a.atdf.yaml'), true);
  assert.equal(isIgnored(c, 'x/generated/a.atdf.yaml'), true);
  assert.equal(isIgnored(c, 'drafts/a.atdf.yaml'), true);
  assert.equal(isIgnored(c, 'x/drafts/a.atdf.yaml'), false);
  assert.equal(isIgnored(c, 'deep/b.tmp.atdf.yaml'), true);
  assert.equal(isIgnored(c, 'tools/a.atdf.yaml'), false);
});

test('targets and budget are carried for the rules that read them', () => {
  const r = rulesForFile(config('targets: [openai]\nbudget: {tokens: 100}\n'), 'a.atdf.yaml');
  assert.deepEqual(r.targets, ['openai']);
  assert.deepEqual(r.budget, { tokens: 100 });
});

test('the config schema made from the registry compiles without issues', () => {
  assert.deepEqual(createCompiler().compile(configSchema()).issues, []);
});

test('settings merge member by member across layers', () => {
  const c: AtdfConfig = {
    rules: {},
    ignore: [],
    overrides: [{ files: ['x/**'], rules: {}, settings: { 'quality/example': { b: 2 } } }],
    settings: { 'quality/example': { a: 1, b: 1 } },
  };
  assert.deepEqual(rulesForFile(c, 'x/a.atdf.yaml').settingsOf('quality/example'), { a: 1, b: 2 });
  assert.deepEqual(rulesForFile(c, 'a.atdf.yaml').settingsOf('quality/example'), { a: 1, b: 1 });
});
