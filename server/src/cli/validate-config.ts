// Which config governs each file of `atdf validate`: the nearest .atdfrc (ConfigLookup), or with `-c FILE` that
// one file for every file given (ESLint's --config: no lookup), its globs relative to its own folder as an
// .atdfrc's are; and `--print-config FILE`: what applies to one file, as JSON, to see why a rule fires or not.
import path from 'node:path';
import { ConfigLookup, type ConfigForFile, type FoundConfig } from '../config-files/config-lookup';
import { diskFileSystem } from '../config-files/disk-config';
import { cascadeFileRules, DEFAULT_FILE_RULES, type AtdfEngine } from '../core/index';
import { readInputFile } from './read-input';
import { UsageError } from './usage-error';

/** What the validate command asks of a config source (ConfigLookup is one). */
export interface ConfigSource {
  forFile(file: string): ConfigForFile;
}

/** `-c FILE`: that config for every file; a broken one stops the run (`broken` gives the message). */
export function fixedConfig(engine: AtdfEngine, file: string, broken: (found: FoundConfig) => string): ConfigSource {
  const text = Buffer.from(readInputFile(file)).toString('utf8');
  const loaded = engine.loadConfig([{ file, text }]);
  // Its `extends` followed as for an .atdfrc found by the lookup (presets, files relative to it, cycles refused).
  const found = new ConfigLookup({ engine, fs: diskFileSystem }).resolveExtends({ ...loaded!, dir: path.dirname(path.resolve(file)) });
  if (!found.config) throw new UsageError(broken(found));
  const layers = [...(found.extended ?? []), found];
  return {
    forFile(target) {
      let rules = DEFAULT_FILE_RULES;
      let ignored = false;
      for (const layer of layers) {
        const relative = path.relative(layer.dir, path.resolve(target)).split(path.sep).join('/');
        const own = engine.configForFile(layer.config!, relative);
        rules = cascadeFileRules(rules, own.rules);
        ignored ||= own.ignored;
      }
      return { found, rules, ignored };
    },
  };
}

/** `--print-config FILE`: the config file that governs it, whether it is ignored, every rule's severity there, the settings. */
export function printedConfig(engine: AtdfEngine, source: ConfigSource, file: string, broken: (found: FoundConfig) => string): string {
  const { found, rules, ignored } = source.forFile(file);
  if (found && !found.config) throw new UsageError(broken(found));
  const severities: Record<string, string> = {};
  const settings: Record<string, unknown> = {};
  for (const rule of engine.rules) {
    // (No rule is off by default: a default of 'off' would print as the config leaves it.)
    severities[rule.id] = rule.defaultSeverity === 'off' ? 'off' : rules.severityOf(rule.id, rule.defaultSeverity);
    const own = rules.settingsOf(rule.id);
    if (own !== undefined) settings[rule.id] = own;
  }
  const printed = {
    file,
    config: found ? path.relative(process.cwd(), found.file) || found.file : null,
    ignored,
    rules: severities,
    settings,
    ...(rules.targets ? { targets: rules.targets } : {}),
    ...(rules.budget ? { budget: rules.budget } : {}),
  };
  return JSON.stringify(printed, null, 2) + '\n';
}
