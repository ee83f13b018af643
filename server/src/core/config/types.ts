// The `.atdfrc.yaml` / `.atdfrc.json` config, as read (parse-config.ts) and as
// it applies to one file (file-rules.ts). Plain data.
import type { RuleSeverity } from '../rules/types';
import type { ExportTarget } from '../export/types';

/** File names of a config, in the order they are looked for in a folder (two in one folder is an error). */
export const CONFIG_FILE_NAMES = ['.atdfrc.yaml', '.atdfrc.yml', '.atdfrc.json'] as const;

/** Severity as written in a config: the rule severities plus the short forms people type (`info`, `warn`). */
export const SEVERITY_WORDS = ['off', 'hint', 'info', 'information', 'warn', 'warning', 'error'] as const;
export type SeverityWord = (typeof SEVERITY_WORDS)[number];

/** Rule id (`atdf/name-style`) or group name (`security`) -> severity. An id wins over its group in the same layer. */
export type RuleLevels = Record<string, RuleSeverity>;

export interface ConfigOverride {
  /** Globs relative to the config's folder; the override applies to the files any of them matches. */
  files: string[];
  rules: RuleLevels;
  settings: Record<string, unknown>;
}

/** Context budget of a catalog (issue 15): crossing it is a diagnostic on the file that crosses it. */
export interface ContextBudget {
  tokens?: number;
  tools?: number;
}

export interface AtdfConfig {
  rules: RuleLevels;
  /** Globs relative to the config's folder: matching files are not validated (folders: everything under them). */
  ignore: string[];
  /** Applied in order on top of `rules`/`settings`, to the files they match. */
  overrides: ConfigOverride[];
  /** Rule id -> that rule's settings (validated against the rule's `settings` schema). */
  settings: Record<string, unknown>;
  /** Absent: the export issue's default (`[mcp]`). */
  targets?: ExportTarget[];
  budget?: ContextBudget;
  /** No config of a parent folder applies (configs cascade: each folder's on top of its parents', docs/configuration.md). */
  root?: boolean;
  /** Configs this one builds on, in order, as written: paths relative to its file, or presets (`atdf:strict`). */
  extends?: string[];
}

export const EMPTY_CONFIG: AtdfConfig = Object.freeze({ rules: {}, ignore: [], overrides: [], settings: {} }) as AtdfConfig;

export function severityOfWord(word: SeverityWord): RuleSeverity {
  return word === 'info' ? 'information' : word === 'warn' ? 'warning' : word;
}

export type SuppressionKind = 'disable-next-line' | 'disable-line' | 'disable' | 'enable';

/** An `# atdf-...` comment of a YAML document, offsets relative to the start of the document's extent. */
export interface DocumentSuppression {
  kind: SuppressionKind;
  /** The directive as written (`atdf-disable-next-line atdf/name-style`), for messages. */
  text: string;
  start: number;
  end: number;
  /** The rule ids named (none: every rule). */
  rules: { id: string; start: number; end: number }[];
}
