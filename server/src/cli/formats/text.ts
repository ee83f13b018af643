// `--format text` (default): file:line:col: severity: message [pointer] (rule), the rule
// being what an .atdfrc or a `# atdf-disable-next-line` comment names.
import { moreProblemsText, oneLine, type OutputFormat, type ValidatedFile } from './format';

export function formatText(result: ValidatedFile): string {
  const lines = result.diagnostics
    .map(
      (d) =>
        `${result.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity}: ${oneLine(d.message)} [${d.pointer}] (${d.code})\n`,
    )
    .join('');
  return result.cut ? `${lines}${result.file}: information: ${moreProblemsText(result.cut)} (atdf/too-many-problems)\n` : lines;
}

export const textFormat: OutputFormat = {
  start: () => '',
  file: formatText,
  end: () => '',
  capped: true,
  summaryOnStderr: true,
};
