// Hover on a key: what it means in ATDF; inside an example, the declared schema
// of that property and where it is declared. The result is data; the front end
// words it (in the user's language) and renders it.
import { locateSchema } from '../atdf/schema-at-pointer';
import type { ParsedDocument, Span } from '../parse/types';
import { splitPointer } from '../pointer';
import type { FileReport } from '../report';
import { documentAt } from './document-at';
import { requiredOf, typeLabel } from './schema-at-path';

export interface HoverData {
  /** The key hovered. */
  span: Span;
  name: string;
  /** Tokens of the member's pointer (ATDF keys are documented per path). */
  path: string[];
  /** `meta`: an ATDF key, described by the dialect's meta-schema; `example`: an input of the tool, by its own schema. */
  source: 'meta' | 'example';
  /** The (object) schema that describes the member. */
  schema: Record<string, unknown>;
  /** Its JSON type, when it has one (`string`, `a | b`, `enum`...). */
  type?: string;
  required: boolean;
  /** `example`: the pointer where the tool declares that schema. */
  declaredAt?: string;
}

export function hover(report: FileReport, offset: number): HoverData | undefined {
  const at = documentAt(report, offset, undefined);
  if (!at.parsed || at.parsed.unusable) return undefined;
  const found = keyAt(at.parsed, offset);
  if (!found) return undefined;
  const path = splitPointer(found.pointer);
  const name = path[path.length - 1];
  const target = locateSchema(at.dialect, at.value, path);
  if (!target) return undefined;
  const parent = locateSchema(at.dialect, at.value, path.slice(0, -1));
  return {
    span: { start: found.start, end: found.end },
    name,
    path,
    source: target.source === 'example' ? 'example' : 'meta',
    schema: target.schema,
    type: typeLabel(target.schema),
    required: parent ? requiredOf(parent.schema).has(name) : false,
    declaredAt: target.declaredAt,
  };
}

/** The member whose key span contains the offset. */
function keyAt(doc: ParsedDocument, offset: number): { pointer: string; start: number; end: number } | undefined {
  for (const [pointer, loc] of doc.locations) {
    if (loc.key && loc.key.start <= offset && offset <= loc.key.end) return { pointer, start: loc.key.start, end: loc.key.end };
  }
  return undefined;
}
