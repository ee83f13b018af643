// What a config says for one file: the severity of each rule (base `rules`,
// then every override whose `files` match, in order; in each layer a rule id
// wins over its group), the rules' settings, and whether the file is ignored.
import { rulesInGroup } from '../rules/registry';
import { RULE_GROUPS, type RuleGroup, type RuleSeverity } from '../rules/types';
import type { Severity } from '../types';
import { compileGlob, type Glob } from './glob';
import type { ExportTarget } from '../export/types';
import type { AtdfConfig, ContextBudget, RuleLevels } from './types';

export interface FileRules {
  /** The severity a finding of this rule gets in this file (`found`: its own, when the config says nothing). */
  severityOf(ruleId: string, found: Severity): RuleSeverity;
  /** The rule's settings for this file (base `settings`, then matching overrides, merged member by member). */
  settingsOf(ruleId: string): Record<string, unknown> | undefined;
  readonly targets?: readonly ExportTarget[];
  readonly budget?: ContextBudget;
  /** Equal keys, equal rules and settings (for caches and `optionsKey`). '' for the defaults. */
  readonly key: string;
}

/** No config: every finding keeps its severity. */
export const DEFAULT_FILE_RULES: FileRules = Object.freeze({
  severityOf: (_ruleId: string, found: Severity) => found,
  settingsOf: () => undefined,
  key: '',
});

interface CompiledConfig {
  ignore: Glob[];
  overrides: Glob[][];
}

const compiledConfigs = new WeakMap<AtdfConfig, CompiledConfig>();

function compiled(config: AtdfConfig): CompiledConfig {
  let c = compiledConfigs.get(config);
  if (!c) {
    // parseConfig has rejected every pattern that is not a glob; a hand-made config's bad pattern matches nothing.
    const globs = (patterns: string[]) => patterns.map(compileGlob).filter((g): g is Glob => !('error' in g));
    c = { ignore: globs(config.ignore), overrides: config.overrides.map((o) => globs(o.files)) };
    compiledConfigs.set(config, c);
  }
  return c;
}

/** `relativePath`: the file's path from the config's folder, `/`-separated. */
export function isIgnored(config: AtdfConfig, relativePath: string): boolean {
  return compiled(config).ignore.some((g) => g.matches(relativePath));
}

export function rulesForFile(config: AtdfConfig, relativePath: string): FileRules {
  const globs = compiled(config).overrides;
  const layers = [{ rules: config.rules, settings: config.settings }];
  config.overrides.forEach((o, i) => {
    if (globs[i].some((g) => g.matches(relativePath))) layers.push(o);
  });
  const levels = new Map<string, RuleSeverity>();
  const settings = new Map<string, Record<string, unknown>>();
  for (const layer of layers) {
    applyLayer(layer.rules, levels);
    for (const [id, value] of Object.entries(layer.settings))
      settings.set(id, { ...settings.get(id), ...(value as Record<string, unknown>) });
  }
  if (levels.size === 0 && settings.size === 0 && !config.targets && !config.budget) return DEFAULT_FILE_RULES;
  const key = JSON.stringify([[...levels].sort(), [...settings].sort(), config.targets ?? null, config.budget ?? null]);
  return {
    severityOf: (ruleId, found) => levels.get(ruleId) ?? found,
    settingsOf: (ruleId) => settings.get(ruleId),
    ...(config.targets ? { targets: config.targets } : {}),
    ...(config.budget ? { budget: config.budget } : {}),
    key,
  };
}

const GROUPS = new Set<string>(RULE_GROUPS);

/** One layer: its group entries first, then its rule entries (so an id wins over its group in the same layer). */
function applyLayer(rules: RuleLevels, levels: Map<string, RuleSeverity>): void {
  for (const [key, severity] of Object.entries(rules)) {
    if (GROUPS.has(key)) for (const rule of rulesOf(key as RuleGroup)) levels.set(rule, severity);
  }
  for (const [key, severity] of Object.entries(rules)) if (!GROUPS.has(key)) levels.set(key, severity);
}

const byGroup = new Map<RuleGroup, string[]>();

function rulesOf(group: RuleGroup): string[] {
  let ids = byGroup.get(group);
  if (!ids) byGroup.set(group, (ids = rulesInGroup(group).map((r) => r.id)));
  return ids;
}

/**
 * A folder's rules on top of its parent folder's (configs cascade, the nearest last): the child's severity where
 * it says one (a group in the child wins over an id in the parent: the nearer config is the more specific),
 * settings merged member by member, targets and budget the child's when it has them.
 */
export function cascadeFileRules(parent: FileRules, child: FileRules): FileRules {
  if (parent.key === '') return child;
  if (child.key === '') return parent;
  const targets = child.targets ?? parent.targets;
  const budget = child.budget ?? parent.budget;
  return {
    severityOf: (ruleId, found) => {
      const inherited = parent.severityOf(ruleId, found);
      if (inherited !== 'off') return child.severityOf(ruleId, inherited);
      // Turned off above: off unless the child names a severity (it answers the same whatever it is given).
      const own = child.severityOf(ruleId, 'hint');
      return own === child.severityOf(ruleId, 'error') ? own : 'off';
    },
    settingsOf: (ruleId) => {
      const [p, c] = [parent.settingsOf(ruleId), child.settingsOf(ruleId)];
      return p && c ? { ...p, ...c } : (c ?? p);
    },
    ...(targets ? { targets } : {}),
    ...(budget ? { budget } : {}),
    key: `${parent.key}>${child.key}`,
  };
}
