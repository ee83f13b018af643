// `--format junit`: a JUnit XML report (the shape Jenkins, GitLab and most CI
// test viewers read): one <testcase> per file, failed when the file has
// errors, the failure's text listing its diagnostics; warnings and notes go
// to the test case's <system-out>. Kept in memory until the end, because the
// suite's counts are attributes written before its test cases.
import type { Diagnostic } from '../../core/index';
import { oneLine, type OutputFormat, type RunSummary } from './format';
import { attr, text } from './xml';

export function junitFormat(): OutputFormat {
  const cases: string[] = [];
  let failures = 0;
  return {
    start: () => '',
    file: (result) => {
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      const others = result.diagnostics.filter((d) => d.severity !== 'error');
      const name = attr(result.file);
      let xml = `    <testcase classname="atdf.validate" name="${name}" file="${name}">\n`;
      if (errors.length > 0) {
        failures++;
        const summary = `${errors.length} error${errors.length === 1 ? '' : 's'}`;
        xml += `      <failure message="${attr(summary)}" type="${attr(errors[0].code)}">${text(lines(result.file, errors))}</failure>\n`;
      }
      if (others.length > 0) xml += `      <system-out>${text(lines(result.file, others))}</system-out>\n`;
      cases.push(xml + '    </testcase>\n');
      return '';
    },
    end: (summary: RunSummary) => {
      const counts = `tests="${summary.files}" failures="${failures}" errors="0"`;
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="atdf validate" ${counts}>\n` +
        `  <testsuite name="atdf validate" ${counts} skipped="0">\n` +
        cases.join('') +
        '  </testsuite>\n</testsuites>\n'
      );
    },
    capped: false,
    summaryOnStderr: false,
  };
}

function lines(file: string, diagnostics: Diagnostic[]): string {
  return diagnostics
    .map(
      (d) =>
        `${file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity} ${d.code}: ${oneLine(d.message)} [${d.pointer}]`,
    )
    .join('\n');
}
