// Reading .atdfrc: a good config becomes data; a broken one is diagnostics on
// the config file (pointer, range, message in the user's language) and no
// config at all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseConfig } from '../../../server/src/core/config/parse-config';
import { EMPTY_CONFIG } from '../../../server/src/core/config/types';
import type { Diagnostic } from '../../../server/src/core/types';

const at = (d: Diagnostic) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`;

test('a full config is read, severity words normalised', () => {
  const text = [
    'rules:',
    '  atdf/name-style: off',
    '  security: warn',
    '  examples: info',
    'ignore: [generated/, "**/*.draft.atdf.yaml"]',
    'overrides:',
    '  - files: ["legacy/**"]',
    '    rules: {structure: warning}',
    'targets: [mcp, openai]',
    'budget: {tokens: 20000, tools: 40}',
    '',
  ].join('\n');
  const { config, diagnostics } = parseConfig(text, '.atdfrc.yaml');
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(config, {
    rules: { 'atdf/name-style': 'off', security: 'warning', examples: 'information' },
    ignore: ['generated/', '**/*.draft.atdf.yaml'],
    overrides: [{ files: ['legacy/**'], rules: { structure: 'warning' }, settings: {} }],
    settings: {},
    targets: ['mcp', 'openai'],
    budget: { tokens: 20000, tools: 40 },
  });
});

test('.atdfrc.json is read as JSON; an empty YAML file is the empty config', () => {
  assert.deepEqual(parseConfig('{"rules": {"atdf/name-style": "error"}}', '.atdfrc.json').config?.rules, { 'atdf/name-style': 'error' });
  assert.deepEqual(parseConfig('', '.atdfrc.yaml'), { config: EMPTY_CONFIG, diagnostics: [] });
  assert.deepEqual(parseConfig('# nothing yet\n', '.atdfrc.yml'), { config: EMPTY_CONFIG, diagnostics: [] });
});

test('an unknown rule: one error on its key, a suggestion, no config', () => {
  const r = parseConfig('rules:\n  atdf/nam-style: off\n', '.atdfrc.yaml');
  assert.equal(r.config, undefined);
  assert.equal(r.diagnostics.length, 1);
  const [d] = r.diagnostics;
  assert.equal(d.code, 'config/invalid');
  assert.equal(d.severity, 'error');
  assert.equal(d.pointer, '/rules/atdf~1nam-style');
  assert.equal(at(d), '1:2-1:16');
  assert.match(d.message, /"atdf\/nam-style" is neither a rule nor a group; did you mean "atdf\/name-style"\?/);
  assert.match(d.message, /not applied until it is fixed/);
});

test('a wrong severity, a misspelled top-level key, a bad budget: each at its place', () => {
  const text = 'rules:\n  atdf/name-style: of\nruls: {}\nbudget: {tokens: 0}\n';
  const r = parseConfig(text, '.atdfrc.yaml');
  assert.equal(r.config, undefined);
  assert.deepEqual(
    r.diagnostics.map((d) => [d.pointer, at(d), d.data?.keyword]),
    [
      ['/rules/atdf~1name-style', '1:19-1:21', 'enum'],
      ['/ruls', '2:0-2:4', 'additionalProperties'],
      ['/budget/tokens', '3:17-3:18', 'minimum'],
    ],
  );
  assert.match(r.diagnostics[1].message, /did you mean "rules"/);
});

test('globs that are not globs are errors at the pattern', () => {
  const r = parseConfig('ignore: ["a{b"]\noverrides:\n  - files: ["../x"]\n', '.atdfrc.yaml');
  assert.equal(r.config, undefined);
  assert.deepEqual(
    r.diagnostics.map((d) => [d.pointer, at(d)]),
    [
      ['/ignore/0', '0:9-0:14'],
      ['/overrides/0/files/0', '2:12-2:18'],
    ],
  );
  assert.match(r.diagnostics[1].message, /must not leave the folder/);
});

test('a YAML syntax error, two documents: the config is not applied', () => {
  const syntax = parseConfig('rules: [\n', '.atdfrc.yaml');
  assert.equal(syntax.config, undefined);
  assert.equal(syntax.diagnostics[0].code, 'yaml/syntax');
  assert.match(syntax.diagnostics[0].message, /not applied until it is fixed/);
  const two = parseConfig('rules: {}\n---\nrules: {}\n', '.atdfrc.yaml');
  assert.equal(two.config, undefined);
  assert.match(two.diagnostics[0].message, /holds one YAML document; this one has 2/);
});

test('messages follow the locale', () => {
  const es = parseConfig('rules:\n  atdf/nam-style: off\n', '.atdfrc.yaml', 'es').diagnostics[0].message;
  assert.match(es, /no es una regla ni un grupo; ¿quería decir "atdf\/name-style"\?/);
  assert.match(es, /no se aplica hasta que se corrija/);
  const pt = parseConfig('rules:\n  atdf/nam-style: off\n', '.atdfrc.yaml', 'pt').diagnostics[0].message;
  assert.match(pt, /não é uma regra nem um grupo/);
});

test('settings for a rule that takes none is an error', () => {
  const r = parseConfig('settings:\n  atdf/name-style: {x: 1}\n', '.atdfrc.yaml');
  assert.equal(r.config, undefined);
  assert.match(r.diagnostics[0].message, /the rule "atdf\/name-style" takes no settings/);
});
