// Shared by the ATDF tests: validate YAML/JSON text and pick diagnostics.
import { validateFile } from '../../../server/src/core/validate-file';
import type { FileReport } from '../../../server/src/core/report';
import type { Locale } from '../../../server/src/core/locale';
import type { Diagnostic } from '../../../server/src/core/types';
import { isLintCode } from '../../../server/src/core/lint/index';

export function validateYaml(text: string, locale: Locale = 'en'): FileReport {
  return validateFile(text, { language: 'yaml', locale });
}

export function validateJson(text: string): FileReport {
  return validateFile(text, { language: 'json' });
}

/** The one diagnostic with this code (and JSON Schema keyword, when given); fails loudly when there are none or several. */
export function only(report: FileReport, code: string, keyword?: string): Diagnostic {
  const found = report.diagnostics.filter((d) => d.code === code && (keyword === undefined || d.data?.keyword === keyword));
  if (found.length !== 1) {
    throw new Error(
      `expected one "${code}"${keyword === undefined ? '' : ` (${keyword})`}, got ${found.length}: ${JSON.stringify(report.diagnostics.map((d) => [d.code, d.pointer, d.message]))}`,
    );
  }
  return found[0];
}

/** The diagnostics of the ATDF, schema and parse rules: the lint rules (quality/, security/) have their own tests (test/unit/lint/). */
export function atdfDiagnostics(report: FileReport): Diagnostic[] {
  return report.diagnostics.filter((d) => !isLintCode(d.code));
}

/** `severity code pointer` of the ATDF, schema and parse diagnostics. */
export function codes(report: FileReport): string[] {
  return atdfDiagnostics(report).map((d) => `${d.severity} ${d.code} ${d.pointer}`);
}

/** The text covered by a range (single-line ranges). */
export function textAt(text: string, d: { range: Diagnostic['range'] }): string {
  const lines = text.split('\n');
  const { start, end } = d.range;
  if (start.line !== end.line) return lines.slice(start.line, end.line + 1).join('\n');
  return lines[start.line].slice(start.character, end.character);
}

export const ATDF1_OK = `schema_version: "1.0.0"
tool_id: send_email
description: Sends an email.
when_to_use: When the user asks to send an email.
how_to_use:
  inputs:
    - name: to
      type: string
      description: Recipient address.
    - name: body
      type: string
  outputs:
    success: The email was sent.
    failure:
      - code: bad_address
        description: The address is not valid.
`;

export const ATDF2_OK = `schema_version: "2.0.0"
tool_id: hole_maker
description: Creates holes in surfaces.
when_to_use: When a hole is needed.
how_to_use:
  inputs:
    - name: diameter
      type: number
      required: true
    - name: precision
      type: string
      schema:
        enum: [standard, high]
    - name: when
      type: date
  outputs:
    success: The hole is made.
    failure:
      - code: invalid_diameter
        description: Bad diameter.
examples:
  - goal: A shelf
    input_values:
      diameter: 8
      precision: standard
    expected_result: A hole.
`;
