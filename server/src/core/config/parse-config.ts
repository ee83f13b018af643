// `.atdfrc.yaml` / `.atdfrc.json` text -> the config, or the diagnostics that
// say why it is broken (then no config: a broken config never half-applies).
// Pure: read by our parser, checked against the config's JSON Schema by our
// validator, so every problem has a pointer and a range in the config file.
import { createCompiler } from '../atdf/compiler';
import { closestKey, fromValidationError } from '../atdf/from-validation-error';
import { locateFinding } from '../atdf/locate-finding';
import { showPointer } from '../atdf/messages';
import { isObject } from '../json-value';
import { languageOfFileName } from '../language-of';
import { joinTokens, lastToken, parentPointer } from '../pointer';
import { STRUCTURE_RULE } from '../atdf/rules/rule-meta';
import { lineIndexOf, parseFile } from '../parse/index';
import type { ParsedDocument } from '../parse/types';
import type { Locale } from '../locale';
import { ALL_RULES } from '../rules/registry';
import { RULE_GROUPS, type RuleSeverity } from '../rules/types';
import type { Diagnostic, Range } from '../types';
import { fromParseProblem } from '../validate-file';
import { compileGlob } from './glob';
import { configMsg } from './messages';
import { CONFIG_INVALID_RULE } from './rules';
import { configSchema } from './schema';
import { EMPTY_CONFIG, severityOfWord, type AtdfConfig, type ConfigOverride, type RuleLevels, type SeverityWord } from './types';

export interface ConfigParseResult {
  /** Undefined when the file has an error: nothing of it applies until it is fixed. */
  config?: AtdfConfig;
  /** Problems of the config file itself, located in it. */
  diagnostics: Diagnostic[];
}

/** One compiler for config files: the config schema is compiled once per process. */
const compiler = createCompiler();
const RULE_KEYS = [...RULE_GROUPS, ...ALL_RULES.map((r) => r.id)];

export function parseConfig(text: string, fileName: string, locale: Locale = 'en'): ConfigParseResult {
  const parsed = parseFile(text, languageOfFileName(fileName));
  const lines = () => lineIndexOf(parsed);
  const diagnostics: Diagnostic[] = [];
  for (const doc of parsed.documents) for (const p of doc.problems) diagnostics.push(fromParseProblem(p, doc.index, lines(), locale));
  for (const p of parsed.problems ?? []) diagnostics.push(fromParseProblem(p, 0, lines(), locale));
  if (parsed.documents.length > 1) {
    diagnostics.push(
      invalid(
        parsed.documents[1],
        '',
        lines().range(parsed.documents[1].span),
        configMsg(locale, 'config.multi-document', { count: parsed.documents.length }),
      ),
    );
  }
  const doc = parsed.documents[0];
  if (diagnostics.some((d) => d.severity === 'error')) return failed(diagnostics, locale);
  if (!doc || doc.value === null || doc.value === undefined) return { config: EMPTY_CONFIG, diagnostics };

  const schema = configSchema();
  for (const err of compiler.compile(schema, { locale }).validate(doc.value).errors) {
    const finding = fromValidationError(err, { locale, doc: doc.value, instanceBase: '', schema, rule: STRUCTURE_RULE });
    const message = unknownRuleMessage(locale, finding.pointer, err.keyword) ?? finding.message;
    diagnostics.push(invalid(doc, finding.pointer, locateFinding(doc, lines(), finding.pointer, finding.anchor), message, err.keyword));
  }
  if (diagnostics.some((d) => d.severity === 'error')) return failed(diagnostics, locale);

  const value = doc.value as Record<string, unknown>;
  for (const [pointer, pattern] of globsOf(value)) {
    const glob = compileGlob(pattern);
    if (!('error' in glob)) continue;
    const message = configMsg(locale, `glob.${glob.error}`, { at: showPointer(locale, pointer), detail: glob.detail ?? '' });
    diagnostics.push(invalid(doc, pointer, locateFinding(doc, lines(), pointer, 'value'), message, 'glob'));
  }
  if (diagnostics.some((d) => d.severity === 'error')) return failed(diagnostics, locale);
  return { config: toConfig(value), diagnostics };
}

/** A rule key that is neither a rule nor a group: say so briefly (the schema's message would list every rule). */
function unknownRuleMessage(locale: Locale, pointer: string, keyword: string): string | undefined {
  const parent = lastToken(parentPointer(pointer));
  if (keyword !== 'additionalProperties' || (parent !== 'rules' && parent !== 'settings')) return undefined;
  const name = lastToken(pointer) ?? '';
  const candidates = parent === 'rules' ? RULE_KEYS : ALL_RULES.filter((r) => r.settings).map((r) => r.id);
  const suggestion = closestKey(name, candidates);
  return configMsg(locale, parent === 'rules' ? 'config.unknown-rule' : 'config.no-settings', {
    at: showPointer(locale, pointer),
    name,
    hint: suggestion === undefined ? '' : configMsg(locale, 'suppress.unknown-hint', { suggestion }),
  });
}

function invalid(doc: ParsedDocument, pointer: string, range: Range, message: string, keyword?: string): Diagnostic {
  return {
    severity: 'error',
    document: doc.index,
    pointer,
    code: CONFIG_INVALID_RULE,
    message,
    range,
    data: { pointer, ...(keyword === undefined ? {} : { keyword }) },
  };
}

/** Every error says that the config does not apply until it is fixed. */
function failed(diagnostics: Diagnostic[], locale: Locale): ConfigParseResult {
  const suffix = configMsg(locale, 'config.not-applied');
  return { diagnostics: diagnostics.map((d) => (d.severity === 'error' ? { ...d, message: d.message + suffix } : d)) };
}

function globsOf(value: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const collect = (list: unknown, pointer: string) => {
    if (Array.isArray(list)) list.forEach((p, i) => typeof p === 'string' && out.push([joinTokens(pointer, i), p]));
  };
  collect(value.ignore, '/ignore');
  if (Array.isArray(value.overrides))
    value.overrides.forEach((o, i) => isObject(o) && collect(o.files, joinTokens('/overrides', i, 'files')));
  return out;
}

/** The validated value as an AtdfConfig (severity words normalised, defaults filled in). */
function toConfig(value: Record<string, unknown>): AtdfConfig {
  const levels = (raw: unknown): RuleLevels => {
    const out: RuleLevels = {};
    if (isObject(raw))
      for (const [key, word] of Object.entries(raw)) out[key] = severityOfWord(word as SeverityWord) satisfies RuleSeverity;
    return out;
  };
  const overrides: ConfigOverride[] = Array.isArray(value.overrides)
    ? value.overrides.map((o: Record<string, unknown>) => ({
        files: o.files as string[],
        rules: levels(o.rules),
        settings: isObject(o.settings) ? o.settings : {},
      }))
    : [];
  return {
    rules: levels(value.rules),
    ignore: Array.isArray(value.ignore) ? (value.ignore as string[]) : [],
    overrides,
    settings: isObject(value.settings) ? value.settings : {},
    ...(Array.isArray(value.targets) ? { targets: value.targets as AtdfConfig['targets'] } : {}),
    ...(isObject(value.budget) ? { budget: value.budget as AtdfConfig['budget'] } : {}),
    ...(value.root === true ? { root: true } : {}),
    ...(typeof value.extends === 'string'
      ? { extends: [value.extends] }
      : Array.isArray(value.extends)
        ? { extends: value.extends as string[] }
        : {}),
  };
}
