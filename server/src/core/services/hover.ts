// Hover on a key: what it means in ATDF; inside an example, the declared schema
// of that property and where it is declared. On a value: the schema it is
// checked against (inside an example: the tool's own, and where it is
// declared), its allowed values (enum/const) with their description, what a
// JSON type name means; on a `$ref`, what it points to. The result is data;
// the front end words it (in the user's language) and renders it.
import { locateSchema } from '../atdf/schema-at-pointer';
import type { ParsedDocument, Span } from '../parse/types';
import { fragmentToTokens, getAt, pointerFromTokens, splitPointer } from '../pointer';
import type { FileReport } from '../report';
import { TYPE_NAMES } from '../schema/vocabulary';
import { documentAt, type DocumentAt } from './document-at';
import { isEmbeddedTypeValue, schemaRootLength } from './embedded-schema';
import { requiredOf, typeLabel } from './schema-at-path';

export type HoverData = KeyHover | ValueHover | RefHover;

export interface KeyHover {
  kind: 'key';
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

/** A scalar value, with the schema it is checked against. */
export interface ValueHover {
  kind: 'value';
  span: Span;
  value: unknown;
  /** Tokens of the value's pointer. */
  path: string[];
  /** `example`: a value of an example, checked against the tool's own schema; `meta`: checked against the dialect's. */
  source: 'meta' | 'example';
  schema: Record<string, unknown>;
  type?: string;
  /** The allowed values (enum members, or the const), when the schema restricts them. */
  allowed?: unknown[];
  /** `example`: the pointer where the tool declares that schema. */
  declaredAt?: string;
  /** A JSON type name written as the value of `type` (an embedded schema, a 2.x input). */
  typeName?: string;
}

/** A `$ref` and what it points to inside its schema. */
export interface RefHover {
  kind: 'ref';
  span: Span;
  ref: string;
  /** The target's pointer in the document, when the reference is local and resolves. */
  target?: string;
  /** The target schema itself. */
  targetValue?: unknown;
}

export function hover(report: FileReport, offset: number): HoverData | undefined {
  const at = documentAt(report, offset, undefined);
  if (!at.parsed || at.parsed.unusable) return undefined;
  const found = keyAt(at.parsed, offset);
  if (!found) return valueHover(at, offset);
  const path = splitPointer(found.pointer);
  const name = path[path.length - 1];
  const target = locateSchema(at.dialect, at.value, path);
  if (!target) return undefined;
  const parent = locateSchema(at.dialect, at.value, path.slice(0, -1));
  return {
    kind: 'key',
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

function valueHover(at: DocumentAt, offset: number): ValueHover | RefHover | undefined {
  const found = scalarAt(at.parsed!, offset);
  if (!found) return undefined;
  const path = splitPointer(found.pointer);
  const value = getAt(at.value, found.pointer);
  const span = { start: found.start, end: found.end };
  const last = path[path.length - 1];
  if (last === '$ref' && typeof value === 'string' && schemaRootLength(at.dialect, path) >= 0) {
    return refHover(at, path, value, span);
  }
  const typeName =
    last === 'type' &&
    typeof value === 'string' &&
    TYPE_NAMES.includes(value as never) &&
    (isEmbeddedTypeValue(at.dialect, path) || isInputType(at, path))
      ? value
      : undefined;
  const target = locateSchema(at.dialect, at.value, path);
  if (!target && typeName === undefined) return undefined;
  const schema = target?.schema ?? {};
  const allowed = Array.isArray(schema.enum)
    ? schema.enum
    : Object.prototype.hasOwnProperty.call(schema, 'const')
      ? [schema.const]
      : undefined;
  return {
    kind: 'value',
    span,
    value,
    path,
    source: target?.source === 'example' ? 'example' : 'meta',
    schema,
    type: typeLabel(schema),
    ...(allowed ? { allowed } : {}),
    ...(target?.declaredAt ? { declaredAt: target.declaredAt } : {}),
    ...(typeName ? { typeName } : {}),
  };
}

function isInputType(at: DocumentAt, path: readonly string[]): boolean {
  return at.dialect !== 'tool' && path.length === 4 && path[0] === 'how_to_use' && path[1] === 'inputs' && path[3] === 'type';
}

/** A local `$ref` (`#/$defs/x`) resolved inside the schema that holds it. */
function refHover(at: DocumentAt, path: string[], ref: string, span: Span): RefHover {
  const rootPointer = pointerFromTokens(path.slice(0, schemaRootLength(at.dialect, path)));
  const tokens = ref.startsWith('#') ? fragmentToTokens(ref.slice(1)) : null;
  if (tokens === null) return { kind: 'ref', span, ref };
  const target = rootPointer + pointerFromTokens(tokens);
  const targetValue = getAt(at.value, target);
  return targetValue === undefined ? { kind: 'ref', span, ref } : { kind: 'ref', span, ref, target, targetValue };
}

/** The scalar whose value span contains the offset (collections are not values one hovers). */
function scalarAt(doc: ParsedDocument, offset: number): { pointer: string; start: number; end: number } | undefined {
  for (const [pointer, loc] of doc.locations) {
    if (loc.style === undefined && pointer !== '' && loc.value.start <= offset && offset <= loc.value.end) {
      return { pointer, start: loc.value.start, end: loc.value.end };
    }
  }
  return undefined;
}
