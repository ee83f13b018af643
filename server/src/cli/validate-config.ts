// Which config governs each file of `atdf validate`: the nearest .atdfrc (ConfigLookup), or with `-c FILE` that
// one file for every file given (ESLint's --config: no lookup), its globs relative to its own folder as an
// .atdfrc's are; and `--print-config FILE`: what applies to one file, as JSON, to see why a rule fires or not.
import path from 'node:path';
import type { ConfigForFile, FoundConfig } from '../config-files/config-lookup';
import type { AtdfEngine } from '../core/index';
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
  const found: FoundConfig = { ...loaded!, dir: path.dirname(path.resolve(file)) };
  if (!found.config) throw new UsageError(broken(found));
  const config = found.config;
  return {
    forFile(target) {
      const relative = path.relative(found.dir, path.resolve(target)).split(path.sep).join('/');
      return { found, ...engine.configForFile(config, relative) };
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
