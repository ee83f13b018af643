// `atdf test --format junit`: JUnit XML, the format CI systems read (one
// testsuite per file, one testcase per example; a wrong result is a
// <failure>, a call that got no answer or was never made an <error>, an
// example with nothing of its expected result to compare <skipped>).
import type { ExampleResult } from '../mcp-live/example-result';
import { attr, text } from './formats/xml';

const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function writeJunit(results: ExampleResult[]): string {
  const byFile = new Map<string, ExampleResult[]>();
  for (const r of results) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r]);
  const count = (list: ExampleResult[], status: ExampleResult['status']) => list.filter((r) => r.status === status).length;
  const total = (list: ExampleResult[]) => seconds(list.reduce((ms, r) => ms + r.ms, 0));
  let out = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const counts = (list: ExampleResult[]) =>
    `tests="${list.length}" failures="${count(list, 'fail')}" errors="${count(list, 'error')}" skipped="${count(list, 'not-compared')}"`;
  out += `<testsuites name="atdf test" ${counts(results)} time="${total(results)}">\n`;
  for (const [file, list] of byFile) {
    out += `  <testsuite name="${attr(file)}" ${counts(list)} time="${total(list)}">\n`;
    for (const r of list) {
      const name = `${r.tool} › ${r.example.title}`;
      out += `    <testcase classname="${attr(file)}" name="${attr(name)}" time="${seconds(r.ms)}"`;
      if (r.status === 'pass') {
        out += '/>\n';
        continue;
      }
      if (r.status === 'not-compared') {
        out += `>\n      <skipped message="${attr(r.findings[0]?.message ?? 'not compared')}"/>\n    </testcase>\n`;
        continue;
      }
      const element = r.status === 'fail' ? 'failure' : 'error';
      const body = r.findings
        .map((f) => `${f.pointer}${f.resultPointer === undefined ? '' : ` [result ${f.resultPointer}]`}: ${f.message}`)
        .join('\n');
      out += `>\n      <${element} message="${attr(r.findings[0]?.message ?? r.status)}" type="${attr(r.findings[0]?.code ?? r.status)}">${text(body)}</${element}>\n    </testcase>\n`;
    }
    out += '  </testsuite>\n';
  }
  return out + '</testsuites>\n';
}
