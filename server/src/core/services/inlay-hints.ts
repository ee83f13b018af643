// Inlay hints: at each document's start its dialect (what the document is read
// as: the tool: form, ATDF 1.x or 2.x), and after each example input value the
// type of the schema it is checked against (`retries: "3"  integer`), so a
// value of the wrong type stands out before the diagnostic is read. Only the
// documents in the requested range are looked at, and at most `limit` hints.
import { locateSchema } from '../atdf/schema-at-pointer';
import { isObject } from '../json-value';
import type { Span } from '../parse/types';
import { getAt, joinTokens, splitPointer } from '../pointer';
import type { FileReport } from '../report';
import type { Dialect } from '../types';
import { typeLabel } from './schema-at-path';

export type InlayHintData =
  | { kind: 'dialect'; offset: number; dialect: Dialect }
  /** `type`: the schema's type label (`integer`, `string | null`, `enum`...); `declaredAt`: where the tool declares it. */
  | { kind: 'type'; offset: number; type: string; declaredAt?: string };

/** Where a dialect's examples list their input values. */
const EXAMPLE_INPUTS: Partial<Record<Dialect, { list: string; members: readonly string[] }>> = {
  tool: { list: '/tool/examples', members: ['input'] },
  'atdf-2': { list: '/examples', members: ['input_values', 'inputs'] },
};

export function inlayHints(report: FileReport, range: Span, limit = 1000): InlayHintData[] {
  const out: InlayHintData[] = [];
  const inRange = (offset: number) => offset >= range.start && offset <= range.end;
  for (const doc of report.parsed.documents) {
    const extent = doc.extent ?? doc.span;
    if (extent.end < range.start) continue;
    if (extent.start > range.end || out.length >= limit) break;
    const dialect = report.documents[doc.index]?.dialect;
    if (!dialect || doc.unusable) continue;
    if (inRange(doc.span.start)) out.push({ kind: 'dialect', offset: doc.span.start, dialect });
    const where = EXAMPLE_INPUTS[dialect];
    const examples = where && getAt(doc.value, where.list);
    if (!where || !Array.isArray(examples)) continue;
    examples.forEach((example, i) => {
      if (!isObject(example)) return;
      for (const member of where.members) {
        const inputs = example[member];
        if (!isObject(inputs)) continue;
        for (const name of Object.keys(inputs)) {
          if (out.length >= limit) return;
          const pointer = joinTokens(where.list, i, member, name);
          const span = doc.locations.get(pointer)?.value;
          if (!span || !inRange(span.end)) continue;
          const found = locateSchema(dialect, doc.value, splitPointer(pointer));
          const type = found?.source === 'example' ? typeLabel(found.schema) : undefined;
          if (type) out.push({ kind: 'type', offset: span.end, type, ...(found?.declaredAt ? { declaredAt: found.declaredAt } : {}) });
        }
      }
    });
  }
  return out;
}
