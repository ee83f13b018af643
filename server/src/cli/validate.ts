// `atdf validate [--format text|json|sarif|github|junit] [--max-warnings N] [--max-problems N] [--no-format-warnings] [--locked] PATH...`
// Validates files and folders (recursively: *.atdf.yaml, *.atdf.yml,
// *.atdf.json) with every rule the editor applies, the workspace rules over
// all the files given included (no tool defined twice): the same files give
// the same diagnostics here and in the editor. Files are read one at a time
// and only their diagnostics kept; they are printed once every file is read
// (a later file can make an earlier one's tool a duplicate). Each file's
// nearest .atdfrc sets its rules' severities, whether it is ignored, the
// export targets whose rules apply and its context budget.
// Exit 0 without errors, 1 with errors (or more warnings than --max-warnings),
// 2 for usage or unreadable input.
import path from 'node:path';
import { ConfigLookup, type FoundConfig } from '../config-files/config-lookup';
import { diskFileSystem } from '../config-files/disk-config';
import {
  closest,
  createEngine,
  DEFAULT_MAX_PROBLEMS,
  languageOfFileName,
  type FileRules,
  type RuleMeta,
  type Severity,
  type WorkspaceFile,
} from '../core/index';
import { FORMAT_NAMES, oneLine, type FormatName, type OutputFormat } from './formats/format';
import { githubFormat } from './formats/github';
import { jsonFormat } from './formats/json';
import { junitFormat } from './formats/junit';
import { sarifFormat } from './formats/sarif';
import { textFormat } from './formats/text';
import { readInputFile } from './read-input';
import { collectFiles, collectMatchingFiles } from './collect-files';
import { fixedConfig, printedConfig, type ConfigSource } from './validate-config';
import { readStdinBounded } from './read-stdin';
import { MAX_INPUT_BYTES } from './read-input';
import { writeFilesAtomically } from './write-files';
import { setColourFlag } from './colour';
import { fixFiles } from './fix-files';

// Where the other commands have always imported it from.
export { collectFiles };
import { unknownOption, UsageError } from './usage-error';
import { DEFAULT_LOCKFILE, readLockfile } from './lockfile';
import { loadTokenCounter, TOKENIZER } from '../tokens/load-tokenizer';
import { watchValidate } from './validate-watch';

const HELP = `Usage: atdf validate [--format FORMAT] [--max-warnings N] [--max-problems N] [--no-format-warnings] [--locked [--lockfile FILE]] PATH...

Validates ATDF files (the tool: form, ATDF 1.x and 2.x, detected per document)
with the rules the editor applies, over all the files given together: a tool
defined twice (in two files, or in two documents of one stream) is an error.
PATH is a file, a folder or a quoted glob ('tools/**/*.yaml': any file it
matches); folders are searched recursively for *.atdf.yaml, *.atdf.yml and
*.atdf.json. A PATH that gives no file is an error (exit 2), as a mistyped
path in CI must not pass. Each file's nearest .atdfrc.yaml
(or .atdfrc.yml, .atdfrc.json) sets rule severities and ignored files, and
"# atdf-disable-next-line RULE" comments silence a line (docs/configuration.md).

Options:
  --format FORMAT        text (default): file:line:col: severity: message [pointer] (rule)
                         json: [{"file", "documents", "diagnostics"}] with 0-based ranges
                         sarif: a SARIF 2.1.0 log (GitHub code scanning, IDEs)
                         github: GitHub Actions annotations (::error file=...::message)
                         junit: JUnit XML, one test case per file
  --max-warnings N       also fail (exit 1) when there are more than N warnings
                         (hints and information never count)
  --quiet                show errors only (warnings still count for --max-warnings)
  --severity LEVEL       show problems of LEVEL and above: error, warning,
                         information or hint (default: all); the summary counts all
  --only RULE            show and count only the problems of RULE, a rule id
                         (quality/generated-text) or a group (quality); may be
                         repeated. After an import: atdf validate --only
                         quality/generated-text DIR lists the sentences to rewrite
  --no-error-on-unmatched-pattern
                         a PATH that gives no ATDF file is not an error
  --watch                validate again whenever an ATDF file or a config under
                         PATH changes (changes within 200 ms make one run; one
                         run at a time), until Ctrl+C
  --fix                  apply the preferred quick fix of every finding that has
                         one (the editor's "fix all"), until none is left, then
                         report what remains
  -c, --config FILE      use this config for every file (no .atdfrc lookup);
                         its globs are relative to its folder
  --print-config FILE    print the config that applies to FILE as JSON, and stop
  --stdin-filename NAME  with PATH "-" (stdin): the name to report and to find
                         the config by (default <stdin>, read as YAML)
  -o, --output-file FILE write the report to FILE instead of stdout (no colour);
                         missing folders of FILE are created, as ESLint's -o
                         creates them; a folder at FILE is an error (exit 2)
  --max-problems N       show at most N problems per file (default ${DEFAULT_MAX_PROBLEMS}) in the
                         text, json and github formats, then how many more there
                         are (json: "notShown"); sarif and junit show them all.
                         Errors past the limit still count for the exit status
  --no-format-warnings   do not report JSON Schema "format" mismatches
  --locked               also report (security/tool-changed) every tool that
                         changed since "atdf pin", or that it never pinned
  --lockfile FILE        the lockfile of --locked (default: ${DEFAULT_LOCKFILE})
  -h, --help             show this help

Exit status: 0 no errors, 1 errors found (or more than N warnings),
2 usage error, unreadable input or a broken config.
`;

export interface ValidateArgs {
  format: FormatName;
  formatWarnings: boolean;
  /** Problems shown per file in the text, json and github formats. */
  maxProblems: number;
  /** Fail past this many warnings (undefined: warnings never fail the run). */
  maxWarnings?: number;
  paths: string[];
  /** The lockfile to compare the tools with (`--locked`), if any. */
  lockfile?: string;
  /** The least severe problem shown (`--quiet`: error). */
  minSeverity: Severity;
  /** `--no-error-on-unmatched-pattern`. */
  allowUnmatched: boolean;
  /** `-c FILE`: this config for every file. */
  config?: string;
  /** `--print-config FILE`. */
  printConfig?: string;
  /** The name of stdin (`-`) in messages and for its config. */
  stdinFilename?: string;
  /** `-o FILE`. */
  outputFile?: string;
  /** `--fix`. */
  fix: boolean;
  /** `--only`: rule ids and groups whose problems alone are shown and counted (empty: all). */
  only: string[];
  /** `--watch`: validate again whenever an ATDF file or a config under the paths changes, until SIGINT. */
  watch: boolean;
}

/** `--name VALUE`, `--name=VALUE` (and a short alias): the value, or undefined when `arg` is another option. */
function optionValue(args: string[], i: number, names: readonly string[]): { value: string; next: number } | undefined {
  const arg = args[i];
  for (const name of names) {
    if (arg === name) {
      const value = args[i + 1];
      if (value === undefined || value === '') throw new UsageError(`${name} needs a file name`);
      return { value, next: i + 1 };
    }
    if (name.startsWith('--') && arg.startsWith(name + '=')) {
      const value = arg.slice(name.length + 1);
      if (value === '') throw new UsageError(`${name} needs a file name`);
      return { value, next: i };
    }
  }
  return undefined;
}

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'information', 'hint'];
const SHOWING: Record<Severity, string> = {
  error: 'errors only',
  warning: 'errors and warnings',
  information: 'all but hints',
  hint: 'all',
};

export function parseValidateArgs(args: string[]): ValidateArgs | 'help' {
  const out: ValidateArgs = {
    format: 'text',
    formatWarnings: true,
    maxProblems: DEFAULT_MAX_PROBLEMS,
    paths: [],
    minSeverity: 'hint',
    allowUnmatched: false,
    fix: false,
    only: [],
    watch: false,
  };
  let lockfile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return 'help';
    const fileOption = (
      [
        ['config', ['-c', '--config']],
        ['printConfig', ['--print-config']],
        ['stdinFilename', ['--stdin-filename']],
        ['outputFile', ['-o', '--output-file']],
      ] as const
    ).find(([, names]) => optionValue(args, i, names) !== undefined);
    if (fileOption) {
      const { value, next } = optionValue(args, i, fileOption[1])!;
      out[fileOption[0]] = value;
      i = next;
    } else if (arg === '--no-format-warnings') out.formatWarnings = false;
    else if (arg === '--fix') out.fix = true;
    else if (arg === '--watch') out.watch = true;
    else if (arg === '--quiet') out.minSeverity = 'error';
    else if (arg === '--no-error-on-unmatched-pattern') out.allowUnmatched = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? args[++i] : arg.slice('--only='.length);
      if (!value || value.startsWith('-')) throw new UsageError('--only needs a rule id or a group, e.g. --only quality/generated-text');
      out.only.push(value);
    } else if (arg === '--severity' || arg.startsWith('--severity=')) {
      const value = arg === '--severity' ? args[++i] : arg.slice('--severity='.length);
      if (!(SEVERITIES as readonly (string | undefined)[]).includes(value)) {
        throw new UsageError(`--severity must be one of error, warning, information, hint${value === undefined ? '' : `, not "${value}"`}`);
      }
      out.minSeverity = value as Severity;
    } else if (arg === '--locked') out.lockfile ??= DEFAULT_LOCKFILE;
    else if (arg === '--lockfile' || arg.startsWith('--lockfile=')) {
      const value = arg === '--lockfile' ? args[++i] : arg.slice('--lockfile='.length);
      if (!value) throw new UsageError('--lockfile needs a file name');
      lockfile = value;
    } else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? args[++i] : arg.slice('--format='.length);
      if (!(FORMAT_NAMES as readonly string[]).includes(value)) {
        const names = FORMAT_NAMES.map((n) => `"${n}"`).join(', ');
        throw new UsageError(`--format must be one of ${names}${value === undefined ? '' : `, not "${value}"`}`);
      }
      out.format = value as FormatName;
    } else if (arg === '--max-warnings' || arg.startsWith('--max-warnings=')) {
      const value = arg === '--max-warnings' ? args[++i] : arg.slice('--max-warnings='.length);
      if (value === undefined || !/^\d+$/.test(value)) {
        throw new UsageError(`--max-warnings needs a whole number of warnings${value === undefined ? '' : `, not "${value}"`}`);
      }
      out.maxWarnings = Number(value);
    } else if (arg === '--max-problems' || arg.startsWith('--max-problems=')) {
      const value = arg === '--max-problems' ? args[++i] : arg.slice('--max-problems='.length);
      if (value === undefined || !/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)) || Number(value) < 1) {
        throw new UsageError(`--max-problems needs a whole number of at least 1${value === undefined ? '' : `, not "${value}"`}`);
      }
      out.maxProblems = Number(value);
    } else if (arg === '--') {
      out.paths.push(...args.slice(i + 1));
      break;
    } else if (arg.startsWith('-') && arg !== '-') throw unknownOption(arg, 'validate', HELP);
    else out.paths.push(arg);
  }
  if (out.paths.length === 0 && out.printConfig === undefined) throw new UsageError('no file or folder given; run "atdf validate --help"');
  if (out.paths.filter((p) => p === '-').length > 1) throw new UsageError('"-" (stdin) can be given once');
  if (out.fix && out.paths.includes('-')) throw new UsageError('--fix writes files back: it cannot fix stdin ("-")');
  if (out.stdinFilename !== undefined && !out.paths.includes('-')) throw new UsageError('--stdin-filename goes with the PATH "-" (stdin)');
  if (out.watch) {
    // Each would loop or read once: stdin ends, a fix or a report file written under the paths is itself a change.
    const clash = out.paths.includes('-')
      ? 'stdin ("-")'
      : out.fix
        ? '--fix'
        : out.outputFile !== undefined
          ? '-o'
          : out.printConfig !== undefined
            ? '--print-config'
            : undefined;
    if (clash) throw new UsageError(`--watch does not go with ${clash}`);
  }
  if (lockfile !== undefined) {
    if (out.lockfile === undefined) throw new UsageError('--lockfile goes with --locked');
    out.lockfile = lockfile;
  }
  return out;
}

/** The files as the engine reads them: one at a time, named as given (which is also how messages name them). */
function* workspaceFiles(files: readonly ConfiguredFile[]): Generator<WorkspaceFile> {
  for (const { file, rules, catalog, content } of files) {
    yield {
      uri: file,
      language: languageOfFileName(file),
      content: content ?? readInputFile(file),
      rules,
      ...(catalog ? { catalog } : {}),
    };
  }
}

interface ConfiguredFile {
  file: string;
  rules: FileRules;
  /** Standard input's bytes (PATH "-"), already read. */
  content?: Uint8Array;
  /** With a config budget: the catalog it counts in (its config's folder) and its path there. */
  catalog?: WorkspaceFile['catalog'];
}

/** The catalog of a file whose config sets a budget: the config's folder (as messages name it: from here), the file's path in it. */
function catalogOf(file: string, found: FoundConfig | undefined, rules: FileRules): ConfiguredFile['catalog'] {
  if (!found || !rules.budget) return undefined;
  return { name: path.relative(process.cwd(), found.dir) || '.', path: path.relative(found.dir, file).split(path.sep).join('/') };
}

/**
 * Each file with what its `.atdfrc` says, without the ignored ones. A broken
 * config stops the run (exit 2) with its first problem, located in it: the
 * run would not mean what its author wrote.
 */
function configuredFiles(
  files: readonly string[],
  lookup: ConfigSource,
  stdin?: { name: string; content: Uint8Array },
): { files: ConfiguredFile[]; ignored: number } {
  const out: ConfiguredFile[] = [];
  let ignored = 0;
  for (const file of files) {
    const { found, rules, ignored: skip } = lookup.forFile(file);
    if (found && !found.config) throw new UsageError(brokenConfig(found));
    if (skip) ignored++;
    else out.push({ file, rules, catalog: catalogOf(file, found, rules) });
  }
  if (stdin) {
    // Stdin takes the config of the file it stands for (ESLint's --stdin-filename); an ignored name is still read:
    // the text was given on purpose.
    const { found, rules } = lookup.forFile(stdin.name);
    if (found && !found.config) throw new UsageError(brokenConfig(found));
    out.push({ file: stdin.name, rules, content: stdin.content, catalog: catalogOf(stdin.name, found, rules) });
  }
  return { files: out, ignored };
}

export function brokenConfig(found: FoundConfig): string {
  const problems = found.diagnostics.filter((d) => d.severity === 'error');
  const [first] = problems;
  const where = `${path.relative(process.cwd(), found.file) || found.file}:${first.range.start.line + 1}:${first.range.start.character + 1}`;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''} in it)` : '';
  return `${where}: ${oneLine(first.message)}${more}`;
}

export async function runValidate(args: string[], stdout: NodeJS.WritableStream = process.stdout): Promise<number> {
  const parsed = parseValidateArgs(args);
  if (parsed === 'help') {
    stdout.write(HELP);
    return 0;
  }
  if (parsed.watch) return watchValidate(parsed.paths, () => validateOnce(parsed, stdout));
  return validateOnce(parsed, stdout);
}

/** One run over the paths as they are now: a fresh engine and config lookup, so an edited .atdfrc applies (--watch). */
async function validateOnce(parsed: ValidateArgs, stdout: NodeJS.WritableStream): Promise<number> {
  const engine = createEngine();
  const source: ConfigSource =
    parsed.config !== undefined ? fixedConfig(engine, parsed.config, brokenConfig) : new ConfigLookup({ engine, fs: diskFileSystem });
  if (parsed.printConfig !== undefined) {
    stdout.write(printedConfig(engine, source, parsed.printConfig, brokenConfig));
    return 0;
  }
  const stdin = parsed.paths.includes('-')
    ? { name: parsed.stdinFilename ?? '<stdin>', content: await readStdinBounded(MAX_INPUT_BYTES) }
    : undefined;
  const { files, ignored } = configuredFiles(
    collectMatchingFiles(
      parsed.paths.filter((p) => p !== '-'),
      parsed.allowUnmatched,
    ),
    source,
    stdin,
  );
  if (parsed.fix) {
    const fixed = fixFiles(engine, files, parsed.formatWarnings);
    for (const [file, count] of fixed) process.stderr.write(`atdf: fixed ${count} problem${count === 1 ? '' : 's'} in ${file}\n`);
  }
  // -o FILE: the report is kept and written at the end, atomically, never in colour (a file is not a terminal).
  const report: string[] = [];
  if (parsed.outputFile !== undefined) setColourFlag(false);
  const out = parsed.outputFile === undefined ? stdout : { write: (text: string) => report.push(text) };
  const lock = parsed.lockfile !== undefined ? readLockfile(engine, parsed.lockfile) : undefined;
  // The tokenizer is loaded only when a config sets a budget (context/over-budget).
  const tokens = files.some((f) => f.rules.budget) ? { countTokens: await loadTokenCounter(), tokenizer: TOKENIZER } : undefined;
  const selected = ruleSelection(parsed.only, engine.rules);
  const format = outputFormat(parsed.format, engine.rules);
  const maxProblems = format.capped ? parsed.maxProblems : Infinity;
  const results = engine.diagnose(workspaceFiles(files), { formatWarnings: parsed.formatWarnings, lock, tokens, maxProblems });
  const counts: Record<Severity, number> = { error: 0, warning: 0, information: 0, hint: 0 };
  const shownRank = SEVERITIES.indexOf(parsed.minSeverity);
  const shown = (d: { severity: Severity }) => SEVERITIES.indexOf(d.severity) <= shownRank;
  out.write(format.start());
  for (const result of results) {
    // --only: the other rules' problems are neither shown nor counted (as if only those rules ran).
    const counted = selected ? result.diagnostics.filter(selected) : result.diagnostics;
    for (const d of counted) counts[d.severity]++;
    // Filtered before the cap, so that hidden hints never take the places of shown errors.
    const visible = shownRank === SEVERITIES.length - 1 && !selected ? undefined : counted.filter(shown);
    const diagnostics = visible ? visible.slice(0, maxProblems) : result.shown;
    const notShown = visible ? visible.length - diagnostics.length : result.notShown;
    const cut = notShown > 0 ? { cut: { notShown, limit: result.limit } } : {};
    out.write(format.file({ file: result.uri, documents: result.documents, diagnostics, ...cut }));
  }
  const { error: errors, warning: warnings } = counts;
  if (lock) {
    // A pinned tool that is gone changed nothing a model reads; it is only said.
    const seen = new Set(results.flatMap((result) => result.documents.map((d) => d.toolName)));
    const gone = Object.keys(lock.tools).filter((name) => !seen.has(name));
    if (gone.length > 0) process.stderr.write(`atdf: ${gone.length} pinned tool(s) not found in these files: ${gone.join(', ')}\n`);
  }
  out.write(format.end({ files: files.length, errors, warnings }));
  if (parsed.outputFile !== undefined) {
    const dir = path.dirname(parsed.outputFile);
    writeFilesAtomically(dir, [{ name: path.basename(parsed.outputFile), text: report.join('') }], true);
  }
  const tooManyWarnings = parsed.maxWarnings !== undefined && warnings > parsed.maxWarnings;
  if (format.summaryOnStderr) {
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const over = tooManyWarnings ? ` (more than --max-warnings ${parsed.maxWarnings})` : '';
    const skipped = ignored > 0 ? `, ${ignored} ignored by the config` : '';
    // Hints and information are counted too (they are printed), but only when there are some, and never fail the run.
    const notes = [
      ...(counts.information > 0 ? [`${counts.information} information`] : []),
      ...(counts.hint > 0 ? [plural(counts.hint, 'hint')] : []),
    ];
    const hidden =
      (shownRank < SEVERITIES.length - 1 ? ` (showing ${SHOWING[parsed.minSeverity]})` : '') +
      (parsed.only.length > 0 ? ` (only ${parsed.only.join(', ')})` : '');
    process.stderr.write(
      `${plural(files.length, 'file')} checked${skipped}: ${[plural(errors, 'error'), plural(warnings, 'warning'), ...notes].join(', ')}${over}${hidden}\n`,
    );
  } else if (tooManyWarnings) {
    process.stderr.write(`atdf: ${warnings} warnings, more than --max-warnings ${parsed.maxWarnings}\n`);
  }
  return errors > 0 || tooManyWarnings ? 1 : 0;
}

/**
 * `--only`: which problems count. Each name must be a rule id or a group of the registry (a typo would silently
 * select nothing, and a CI job filtering on it would always pass): else a usage error with the closest name.
 */
function ruleSelection(only: readonly string[], rules: readonly RuleMeta[]): ((d: { code: string }) => boolean) | undefined {
  if (only.length === 0) return undefined;
  const ids = new Set(rules.map((r) => r.id));
  const groups = new Set<string>(rules.map((r) => r.group));
  for (const name of only) {
    if (ids.has(name) || groups.has(name)) continue;
    const suggestion = closest(name, [...ids, ...groups], 3);
    throw new UsageError(
      `--only: "${name}" is no rule id or group${suggestion ? `; did you mean "${suggestion}"?` : ' (docs/rules.md lists them)'}`,
    );
  }
  const groupOf = new Map(rules.map((r) => [r.id, r.group]));
  const wanted = new Set(only);
  return (d) => wanted.has(d.code) || wanted.has(groupOf.get(d.code) ?? '');
}

function outputFormat(name: FormatName, rules: readonly RuleMeta[]): OutputFormat {
  switch (name) {
    case 'json':
      return jsonFormat();
    case 'sarif':
      return sarifFormat(rules);
    case 'github':
      return githubFormat;
    case 'junit':
      return junitFormat();
    default:
      return textFormat;
  }
}
