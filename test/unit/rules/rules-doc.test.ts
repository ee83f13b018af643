// docs/rules.md lists every rule, as the registry says: regenerate it with `npm run docs:rules`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ALL_RULES, ruleAnchor } from '../../../server/src/core/rules/registry';
import { RULES_DOC, rulesMarkdown } from '../../../scripts/rules-doc';

test('docs/rules.md is up to date with the rule registry (npm run docs:rules)', () => {
  const page = readFileSync(RULES_DOC, 'utf8');
  assert.equal(page, rulesMarkdown(), 'docs/rules.md differs from the registry: run `npm run docs:rules`');
  for (const rule of ALL_RULES) assert.ok(page.includes(`<a id="${ruleAnchor(rule.id)}"></a>\`${rule.id}\``), rule.id);
});
