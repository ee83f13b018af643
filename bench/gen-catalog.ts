// The generated ATDF 2.x catalog every benchmark uses: one multi-document YAML
// stream of n tools, 45 lines each (1000 tools = 45,000 lines), valid for the
// official 2.x schema and for ours (no errors, no warnings). Deterministic.
//   npx tsx bench/gen-catalog.ts 1000 > catalog.atdf.yaml

const KINDS = ['string', 'integer', 'number', 'boolean'] as const;
const SAMPLE = { string: '"fast"', integer: '10', number: '2.5', boolean: 'true' } as const;

/** Tool number i (1-based) as one YAML document starting with `---`. */
export function catalogTool(i: number): string {
  const id = String(i).padStart(5, '0');
  const kind = KINDS[i % KINDS.length];
  return `---
schema_version: "2.0.0"
tool_id: catalog_tool_${id}
description: Looks up record ${i} of the catalog and returns its fields.
when_to_use: Use when an agent needs the fields of record ${i} from the catalog.
metadata:
  version: "1.0.${i % 10}"
  author: ATDF catalog generator
  tags: [catalog, lookup, generated]
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
    - name: option_${id}
      type: ${kind}
      description: A ${kind} option of tool ${i}.
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
      option_${id}: ${SAMPLE[kind]}
    expected_result: The fields of record ${i}.
  - goal: Read record ${i} with defaults
    input_values: { record_id: rec-${id} }
    expected_result: The fields of record ${i} with default options.
`;
}

/** A catalog of n tools (one YAML stream). */
export function generateCatalog(n: number): string {
  const parts: string[] = [];
  for (let i = 1; i <= n; i++) parts.push(catalogTool(i));
  return parts.join('');
}

if (require.main === module) {
  const n = Number(process.argv[2] ?? 1000);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write('usage: gen-catalog.ts N  (N >= 1 tools)\n');
    process.exit(2);
  }
  process.stdout.write(generateCatalog(n));
}
