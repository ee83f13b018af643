// Documents the LSP tests open. Built from the seed example and small ATDF
// 1.x / 2.x tools so each test can break exactly one thing.
import { readFileSync } from 'node:fs';
import { vendorPath } from '../vendor-dir';

export const SEED = readFileSync(vendorPath('atdf-seed', 'validar_rango_de_fechas.atdf.yaml'), 'utf8');

export const V2_TOOL = `schema_version: "2.0.0"
tool_id: files.copy
description: Copies a file.
when_to_use: When a file must exist in two places.
metadata:
  version: "1.0"
  tags: [files]
how_to_use:
  inputs:
    - name: source
      type: string
      description: Path to copy from.
      required: true
    - name: mode
      type: string
      description: "What to do when the target exists: overwrite it, or skip the copy."
      required: true
      schema:
        enum: [overwrite, skip]
    - name: retries
      type: integer
      description: How many times to retry a failed copy.
      required: true
  outputs:
    success: The file was copied.
    failure:
      - code: not_found
        description: The source does not exist.
      - { code: denied, description: Permission denied. }
examples:
  - goal: Copy a report
    input_values:
      source: /tmp/report.txt
      mode: overwrite
      retries: 1
    expected_result: The report is copied.
`;

export const V1_TOOL = `schema_version: "1.0.0"
tool_id: hole_maker_v1
description: Creates holes in various surfaces
when_to_use: Use when you need to make a hole.
how_to_use:
  inputs:
    - name: diameter
      type: number
      description: The diameter of the hole in millimeters
  outputs:
    success: The hole has been created.
    failure:
      - code: invalid_diameter
        description: The diameter must be between 1mm and 100mm.
`;

/** The tool: form with a local `$ref` used twice and URLs (in a description's text, and as a whole value). */
export const REF_TOOL = `tool:
  name: ref_tool
  description: Books a slot.
  input:
    type: object
    $defs:
      day:
        type: string
        format: date
        description: See https://example.com/days for the format.
    properties:
      from: { $ref: "#/$defs/day" }
      to:
        $ref: "#/$defs/day"
      docs:
        type: string
        default: https://example.com/docs
    required: [from]
  output:
    success: { type: object }
  examples:
    - input: { from: "2025-01-01" }
      output: {}
`;

export const V1_JSON = `{
  "tool_id": "text_translator_v1",
  "description": "Translates text between different languages",
  "when_to_use": "Use when you need to translate text.",
  "how_to_use": {
    "inputs": [
      { "name": "source_text", "type": "string", "description": "The text to be translated" }
    ],
    "outputs": {
      "success": "The text has been translated.",
      "failure": [{ "code": "empty_text", "description": "The source text cannot be empty." }]
    }
  }
}
`;

/** Removes the line containing `needle` (exactly one must exist). */
export function withoutLine(text: string, needle: string): string {
  const lines = text.split('\n');
  const hits = lines.filter((l) => l.includes(needle));
  if (hits.length !== 1) throw new Error(`expected one line with "${needle}", found ${hits.length}`);
  return lines.filter((l) => !l.includes(needle)).join('\n');
}

/** Replaces exactly one occurrence. */
export function replaceOnce(text: string, from: string, to: string): string {
  const i = text.indexOf(from);
  if (i === -1 || text.indexOf(from, i + 1) !== -1) throw new Error(`expected exactly one "${from}"`);
  return text.slice(0, i) + to + text.slice(i + from.length);
}

let counter = 0;
/**
 * The same document under a tool name no other test document uses (the
 * workspace registry rightly flags two open documents defining one tool).
 */
export function unique(text: string): string {
  // Letters only: a suffix with digits (a PID like 4213) could match a number a
  // test looks for in the text, e.g. positionOf(text, '42').
  const letters = (n: number) => n.toString(26).replace(/[0-9a-p]/g, (c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)]);
  const suffix = `_${letters(process.pid)}_${letters(++counter)}`;
  const out = text
    .replace(/^(tool_id|id): ([\w.]+)$/m, (_m, key: string, name: string) => `${key}: ${name}${suffix}`)
    .replace(/^ {2}name: ([\w.]+)$/m, (_m, name: string) => `  name: ${name}${suffix}`)
    .replace(/^ {2}"tool_id": "([\w.]+)"/m, (_m, name: string) => `  "tool_id": "${name}${suffix}"`);
  if (out === text) throw new Error('unique(): no tool name found to rename');
  return out;
}

/** The diagnostics of the ATDF, schema and parse rules: the lint rules (quality/, security/) are tested in lint.test.ts. */
export function withoutLint<T extends { code?: string | number }>(diagnostics: T[]): T[] {
  return diagnostics.filter((d) => !/^(quality|security)\//.test(String(d.code)));
}
