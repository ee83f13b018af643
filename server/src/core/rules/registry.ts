// Every rule of the engine, by id. Each layer declares its own rules next to
// the code that reports them; this module only gathers them (a new module's
// rules are added to MODULE_RULES). Tests check that every code the engine
// emits is registered here, and docs/rules.md is generated from it.
import { ATDF_RULES } from '../atdf/rules/rule-meta';
import { CONFIG_RULES } from '../config/rules';
import { BUDGET_RULES } from '../export/budget-rules';
import { EXPORT_RULES } from '../export/rules';
import { LINT_RULE_META } from '../lint/rule-meta';
import { PARSE_RULES } from '../parse/rules';
import { SCHEMA_RULES } from '../schema/rules';
import { TEXT_RULES } from '../text/rules';
import type { RuleGroup, RuleMeta } from './types';

const MODULE_RULES: readonly (readonly RuleMeta[])[] = [
  TEXT_RULES,
  PARSE_RULES,
  ATDF_RULES,
  SCHEMA_RULES,
  CONFIG_RULES,
  LINT_RULE_META,
  EXPORT_RULES,
  BUDGET_RULES,
];

/** Rule ids are `prefix/kebab-name`; the same id twice is a programming error, caught when the module loads. */
export const RULE_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*\/[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Every rule, in declaration order. */
export const ALL_RULES: readonly RuleMeta[] = MODULE_RULES.flat();

const BY_ID: ReadonlyMap<string, RuleMeta> = indexById(ALL_RULES);

export function ruleMeta(id: string): RuleMeta | undefined {
  return BY_ID.get(id);
}

export function isRuleId(id: string): boolean {
  return BY_ID.has(id);
}

/** `atdf/name-style` -> `atdf-name-style`: the anchor of the rule's row in docs/rules.md. */
export function ruleAnchor(id: string): string {
  return id.replace(/\//g, '-');
}

/** Where a rule is documented, relative to docs/ (`rules.md#atdf-name-style`, or the rule's own `docs`). */
export function ruleDocs(rule: RuleMeta): string {
  return rule.docs ?? `rules.md#${ruleAnchor(rule.id)}`;
}

export function rulesInGroup(group: RuleGroup): RuleMeta[] {
  return ALL_RULES.filter((r) => r.group === group);
}

function indexById(rules: readonly RuleMeta[]): Map<string, RuleMeta> {
  const map = new Map<string, RuleMeta>();
  for (const rule of rules) {
    if (!RULE_ID_PATTERN.test(rule.id)) throw new Error(`rule id "${rule.id}" is not prefix/kebab-case`);
    if (map.has(rule.id)) throw new Error(`rule "${rule.id}" is declared twice`);
    map.set(rule.id, rule);
  }
  return map;
}
