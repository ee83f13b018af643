// `--format text` (default): file:line:col: severity: message [pointer] (rule), the rule
// being what an .atdfrc or a `# atdf-disable-next-line` comment names.
import { oneLine, type OutputFormat, type ValidatedFile } from './format';

export function formatText(result: ValidatedFile): string {
  return result.diagnostics
    .map(
      (d) =>
        `${result.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity}: ${oneLine(d.message)} [${d.pointer}] (${d.code})\n`,
    )
    .join('');
}

export const textFormat: OutputFormat = {
  start: () => '',
  file: formatText,
  end: () => '',
  summaryOnStderr: true,
};
