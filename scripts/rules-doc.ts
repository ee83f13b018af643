// docs/rules.md, made from the rule registry: `npm run docs:rules` writes it,
// and a unit test (test/unit/rules/rules-doc.test.ts) fails when the page is
// not what this script would write.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_RULES, ruleAnchor, ruleDocs, rulesInGroup } from '../server/src/core/rules/registry';
import { RULE_GROUPS, type RuleGroup } from '../server/src/core/rules/types';

const GROUP_TITLES: Record<RuleGroup, string> = {
  syntax: 'Syntax: the text cannot be read as YAML or JSON',
  encoding: 'Encoding: bytes, encoding and size',
  structure: 'Structure: the document against its dialect',
  schema: 'Schema: JSON Schemas written inside a document',
  examples: "Examples: examples against the tool's own schemas",
  style: 'Style',
  workspace: 'Workspace: rules over several files',
  config: 'Config: the config file and suppression comments',
  quality: 'Quality: descriptions for the model',
  security: 'Security: tool poisoning and hidden instructions',
  target: 'Targets: what an export target accepts',
  internal: 'Internal',
};

export function rulesMarkdown(): string {
  const out: string[] = [
    '# Rules',
    '',
    '<!-- Generated from the rule registry (server/src/core/rules/) by `npm run docs:rules`; do not edit by hand. -->',
    '',
    `Every diagnostic the toolkit reports has a rule id as its code (the editor shows it beside the message; \`atdf validate\``,
    `prints it in every output format). ${ALL_RULES.length} rules in ${RULE_GROUPS.filter((g) => rulesInGroup(g).length > 0).length} groups. Change a rule's severity,`,
    "or a whole group's, in `.atdfrc.yaml`, and silence one place with a `# atdf-disable-next-line RULE_ID` comment:",
    'see [configuration](configuration.md). "Fix" marks rules with a quick fix in the editor.',
    '',
  ];
  for (const group of RULE_GROUPS) {
    const rules = rulesInGroup(group);
    if (rules.length === 0) continue;
    out.push(
      `## ${GROUP_TITLES[group]}`,
      '',
      `Group key: \`${group}\`.`,
      '',
      '| Rule | Default | Fix | What it reports |',
      '| --- | --- | --- | --- |',
    );
    for (const rule of rules) {
      const more = rule.docs ? ` [More](${ruleDocs(rule)}).` : '';
      const summary = rule.summary.en.replace(/[|*_\\]/g, (c) => `\\${c}`);
      out.push(
        `| <a id="${ruleAnchor(rule.id)}"></a>\`${rule.id}\` | ${rule.defaultSeverity} | ${rule.fixable ? 'yes' : ''} | ${summary}${more} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

export const RULES_DOC = join(__dirname, '..', 'docs', 'rules.md');

if (require.main === module) {
  writeFileSync(RULES_DOC, rulesMarkdown());
  console.log(`wrote ${RULES_DOC}: ${ALL_RULES.length} rules`);
}
