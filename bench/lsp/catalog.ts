// The ATDF 2.x catalog the LSP benchmark opens: one multi-document YAML stream
// of n tools. The team's shared generator (bench/gen-catalog.ts, exporting
// generateCatalog(n)) is preferred when it exists so that every benchmark
// measures the same file; this module carries its own generator so the LSP
// benchmark never depends on another helper's progress.
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface Catalog {
  text: string;
  lines: number;
  source: 'bench/gen-catalog.ts' | 'bench/lsp/catalog.ts';
}

const INPUT_KINDS = ['string', 'integer', 'number', 'boolean'] as const;

/** One valid ATDF 2.x tool (for the official schema and for ours), 45 lines. */
export function toolDocument(i: number): string {
  const id = String(i).padStart(5, '0');
  const secondType = INPUT_KINDS[i % INPUT_KINDS.length];
  const secondValue = { string: '"fast"', integer: '10', number: '2.5', boolean: 'true' }[secondType];
  return `---
schema_version: "2.0.0"
tool_id: bench_tool_${id}
description: Looks up record ${i} of the bench catalog and returns its fields.
when_to_use: Use when an agent needs the fields of record ${i} from the bench catalog.
metadata:
  version: "1.0.${i % 10}"
  author: ATDF bench
  tags: [bench, lookup, generated]
localization:
  es:
    description: Lee el registro ${i} del catálogo.
    when_to_use: Úsala cuando necesites el registro ${i}.
prerequisites:
  conditions: [network_available]
  permissions: [read_records]
how_to_use:
  inputs:
    - name: record_id
      type: string
      description: Identifier of the record to read.
      required: true
    - name: mode_${id}
      type: ${secondType}
      description: A ${secondType} option of tool ${i}.
      required: false
  outputs:
    success: The fields of the record are returned.
    failure:
      - code: not_found
        description: No record has this identifier.
      - code: forbidden
        description: The caller may not read this record.
feedback:
  progress_indicators: [query sent]
  completion_signals: [fields returned]
examples:
  - goal: Read record ${i}
    input_values:
      record_id: rec-${id}
      mode_${id}: ${secondValue}
    expected_result: The fields of record ${i}.
  - goal: Read record ${i} with defaults
    input_values: { record_id: rec-${id} }
    expected_result: The fields of record ${i} with default options.
`;
}

export function generateOwnCatalog(n: number): string {
  const parts: string[] = [];
  for (let i = 1; i <= n; i++) parts.push(toolDocument(i));
  return parts.join('');
}

export function countLines(text: string): number {
  let lines = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The shared generator when present (and working), else ours. */
export async function loadCatalog(n: number, prefer: 'shared' | 'own' = 'shared'): Promise<Catalog> {
  const sharedPath = path.resolve(__dirname, '..', 'gen-catalog.ts');
  if (prefer === 'shared' && existsSync(sharedPath)) {
    try {
      const mod = (await import(sharedPath)) as { generateCatalog?: (n: number) => string };
      const generate = mod.generateCatalog;
      if (typeof generate === 'function') {
        const text = generate(n);
        if (typeof text === 'string' && text.length > 0) {
          return { text, lines: countLines(text), source: 'bench/gen-catalog.ts' };
        }
      }
    } catch (err) {
      process.stderr.write(`bench/gen-catalog.ts could not be used (${String(err)}); using bench/lsp/catalog.ts\n`);
    }
  }
  const text = generateOwnCatalog(n);
  return { text, lines: countLines(text), source: 'bench/lsp/catalog.ts' };
}

export interface EditTarget {
  /** 0-based line of the `type: string` line that the edits break and mend. */
  line: number;
  /** Column range of the word `string` on that line. */
  startCharacter: number;
  endCharacter: number;
}

/**
 * The `type: string` line nearest to the middle of the file: an input's type,
 * which both the official schema and ours require to be a string, so writing
 * `type: 12345` there is an error for both servers.
 */
export function findMiddleTypeLine(text: string): EditTarget {
  const lines = text.split('\n');
  const middle = Math.floor(lines.length / 2);
  const pattern = /^(\s+(?:- )?type: )string\s*$/;
  for (let distance = 0; distance < lines.length; distance++) {
    for (const candidate of [middle + distance, middle - distance]) {
      const match = candidate >= 0 && candidate < lines.length ? pattern.exec(lines[candidate]) : null;
      if (match) {
        const start = match[1].length;
        return { line: candidate, startCharacter: start, endCharacter: start + 'string'.length };
      }
    }
  }
  throw new Error('the catalog has no "type: string" line to edit');
}
