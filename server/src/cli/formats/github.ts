// `--format github`: one GitHub Actions workflow command per diagnostic, which
// the runner turns into an annotation on the file:
//   ::error file=F,line=L,endLine=EL,col=C,endColumn=EC,title=RULE::message
// Escaping as the runner reads it back (actions/runner ActionCommand.cs, and
// @actions/core's command.ts): in the message `%`, CR and LF; in a property
// also `:` and `,` (they separate properties). Columns only for a one-line
// range (the runner drops them otherwise); endColumn is the 1-based column of
// the last character. `information` and `hint` become notices.
import type { Diagnostic, Severity } from '../../core/index';
import { moreProblemsText, type OutputFormat, type ValidatedFile } from './format';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = {
  error: 'error',
  warning: 'warning',
  information: 'notice',
  hint: 'notice',
};

export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function githubCommand(file: string, d: Diagnostic): string {
  const { start, end } = d.range;
  const props: [string, string][] = [
    ['file', file.replace(/\\/g, '/')],
    ['line', String(start.line + 1)],
    ['endLine', String(end.line + 1)],
  ];
  if (start.line === end.line) {
    props.push(['col', String(start.character + 1)], ['endColumn', String(Math.max(end.character, start.character + 1))]);
  }
  props.push(['title', d.code]);
  const message = d.pointer === '' ? d.message : `${d.message} [${d.pointer}]`;
  return `::${COMMAND[d.severity]} ${props.map(([k, v]) => `${k}=${escapeProperty(v)}`).join(',')}::${escapeData(message)}\n`;
}

export const githubFormat: OutputFormat = {
  start: () => '',
  file: (result: ValidatedFile) =>
    result.diagnostics.map((d) => githubCommand(result.file, d)).join('') +
    (result.cut
      ? `::notice file=${escapeProperty(result.file.replace(/\\/g, '/'))},title=atdf/too-many-problems::${escapeData(moreProblemsText(result.cut))}\n`
      : ''),
  end: () => '',
  capped: true,
  summaryOnStderr: true,
};
