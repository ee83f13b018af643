// `--format text` (default): file:line:col: severity: message [pointer] (rule), the rule
// being what an .atdfrc or a `# atdf-disable-next-line` comment names.
import { colourFor, paint, paintSeverity } from '../colour';
import { moreProblemsText, oneLine, type OutputFormat, type ValidatedFile } from './format';

/** One line per problem; the severity in colour where stdout is a terminal (colour.ts decides). */
export function formatText(result: ValidatedFile, colour = colourFor(process.stdout)): string {
  const lines = result.diagnostics
    .map(
      (d) =>
        `${result.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${paintSeverity(colour, d.severity)}: ${oneLine(d.message)} [${d.pointer}] ${paint(colour, 'dim', `(${d.code})`)}\n`,
    )
    .join('');
  return result.cut ? `${lines}${result.file}: information: ${moreProblemsText(result.cut)} (atdf/too-many-problems)\n` : lines;
}

export const textFormat: OutputFormat = {
  start: () => '',
  file: (result) => formatText(result),
  end: () => '',
  capped: true,
  summaryOnStderr: true,
};
