// `--format sarif`: one SARIF 2.1.0 log with one run. tool.driver.rules lists
// every rule of the registry (id, summary as help text, default severity,
// group); each diagnostic is a result with its file, region (1-based, end
// column exclusive, UTF-16 columns as the run says) and its JSON pointer as a
// logical location. Streamed: results are written as files are validated.
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ruleDocs, type Diagnostic, type Range, type RuleMeta, type RuleSeverity, type Severity } from '../../core/index';
import { VERSION } from '../../version';
import type { OutputFormat } from './format';

const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
/** The base the relative file paths are resolved against: the folder `atdf` ran in. */
const SRCROOT = 'SRCROOT';

type Level = 'error' | 'warning' | 'note' | 'none';

const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', information: 'note', hint: 'note' };

/** `rules`: the engine's registry (every rule goes into tool.driver.rules, results point at theirs). */
export function sarifFormat(rules: readonly RuleMeta[], cwd: string = process.cwd()): OutputFormat {
  const index = new Map(rules.map((r, i) => [r.id, i]));
  let count = 0;
  return {
    start: () => {
      const run = {
        tool: { driver: { name: 'atdf', version: VERSION, semanticVersion: VERSION, rules: rules.map(reportingDescriptor) } },
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(cwd.endsWith('/') ? cwd : cwd + '/').href } },
        columnKind: 'utf16CodeUnits',
      };
      const head = JSON.stringify({ $schema: SARIF_SCHEMA, version: '2.1.0', runs: [run] });
      // Everything up to the end of the run object, which gets its `results` last.
      return head.slice(0, -3) + ',"results":[';
    },
    file: (result) =>
      result.diagnostics.map((d) => (count++ > 0 ? ',\n' : '\n') + JSON.stringify(toResult(result.file, d, index))).join(''),
    end: () => (count > 0 ? '\n' : '') + ']}]}\n',
    capped: false,
    summaryOnStderr: false,
  };
}

function reportingDescriptor(rule: RuleMeta) {
  return {
    id: rule.id,
    shortDescription: { text: rule.summary.en },
    help: { text: `${rule.summary.en} See docs/${ruleDocs(rule)}.` },
    defaultConfiguration: defaultConfiguration(rule.defaultSeverity),
    properties: { tags: [rule.group], group: rule.group, ...(rule.fixable ? { fixable: true } : {}) },
  };
}

function defaultConfiguration(severity: RuleSeverity) {
  return severity === 'off' ? { enabled: false, level: 'none' } : { level: LEVEL[severity] };
}

function toResult(file: string, d: Diagnostic, index: Map<string, number>) {
  const ruleIndex = index.get(d.code);
  const keyword = typeof d.data?.keyword === 'string' && d.data.keyword !== d.code ? d.data.keyword : undefined;
  return {
    ruleId: d.code,
    ...(ruleIndex === undefined ? {} : { ruleIndex }),
    level: LEVEL[d.severity],
    message: { text: d.message },
    locations: [
      {
        physicalLocation: { artifactLocation: artifact(file), region: region(d.range) },
        logicalLocations: [{ fullyQualifiedName: d.pointer }],
      },
    ],
    ...(d.related && d.related.length > 0
      ? {
          relatedLocations: d.related.map((r, id) => ({
            id,
            physicalLocation: { artifactLocation: artifact(r.file ?? file), region: region(r.range) },
            logicalLocations: [{ fullyQualifiedName: r.pointer }],
            message: { text: r.message },
          })),
        }
      : {}),
    properties: { document: d.document, ...(keyword === undefined ? {} : { keyword }) },
  };
}

function artifact(file: string) {
  if (isAbsolute(file)) return { uri: pathToFileURL(file).href };
  const uri = file.split(/[\\/]/).map(encodeURIComponent).join('/');
  return { uri, uriBaseId: SRCROOT };
}

function region(range: Range) {
  return {
    startLine: range.start.line + 1,
    startColumn: range.start.character + 1,
    endLine: range.end.line + 1,
    endColumn: range.end.character + 1,
  };
}
