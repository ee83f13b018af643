// The values keywords must have (a non-negative integer, type names, a list
// of names, a regular expression, an array or a map of schemas): each check
// reports what is wrong at its pointer and says whether the keyword can be
// compiled.
import { escapeToken as escapeSegment } from '../pointer';
import { compilePattern, type CompiledPattern } from './pattern';
import { isPlainObject } from './json';
import { typeNameOf } from './checks';
import { TYPE_NAMES, suggestType, type TypeName } from './vocabulary';
import type { SchemaBuild } from './schema-build';

const TYPE_SET: ReadonlySet<string> = new Set(TYPE_NAMES);

export function isNonNegativeInteger(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

export function nonNegativeInteger(b: SchemaBuild, v: unknown, keyword: string, at: string): v is number {
  if (isNonNegativeInteger(v)) return true;
  b.issue(at, keyword, 'error', 'schema/bad-value', 'notNonNegativeInteger', { keyword, got: v });
  return false;
}

/** The names of `type`, or null when it cannot be checked (with an unknown name we cannot tell what was meant). */
export function typeNames(b: SchemaBuild, v: unknown, at: string): TypeName[] | null {
  if (typeof v === 'string' && TYPE_SET.has(v)) return [v as TypeName]; // the usual case, at once
  const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v : null;
  if (list === null || list.length === 0 || !list.every((n) => typeof n === 'string')) {
    b.issue(at, 'type', 'error', 'schema/bad-value', 'typeNotName', {});
    return null;
  }
  const names: TypeName[] = [];
  let ok = true;
  list.forEach((n: string, i) => {
    const where = typeof v === 'string' ? at : `${at}/${i}`;
    if (!(TYPE_NAMES as readonly string[]).includes(n)) {
      ok = false;
      b.issue(where, 'type', 'error', 'schema/unknown-type', 'unknownType', { name: n, suggestion: suggestType(n) });
    } else if (names.includes(n as TypeName)) {
      b.issue(where, 'type', 'warning', 'schema/duplicate-type', 'duplicateType', { name: n });
    } else names.push(n as TypeName);
  });
  return ok ? names : null;
}

/** A list of property names (`required`, a `dependentRequired` entry); duplicates are warnings. */
export function propertyNames(b: SchemaBuild, v: unknown, keyword: string, at: string): v is string[] {
  if (!Array.isArray(v)) {
    b.issue(at, keyword, 'error', 'schema/bad-value', 'requiredNotArray', {});
    return false;
  }
  let ok = true;
  const seen = new Set<string>();
  v.forEach((n, i) => {
    if (typeof n !== 'string') {
      ok = false;
      b.issue(`${at}/${i}`, keyword, 'error', 'schema/bad-value', 'requiredNotArray', {});
    } else if (seen.has(n)) {
      b.issue(`${at}/${i}`, keyword, 'warning', 'schema/duplicate-required', 'requiredDuplicate', { name: n });
    } else seen.add(n);
  });
  return ok;
}

export function pattern(b: SchemaBuild, v: unknown, keyword: string, at: string): Extract<CompiledPattern, { kind: 'ok' }> | null {
  if (typeof v !== 'string') {
    b.issue(at, keyword, 'error', 'schema/bad-value', 'notString', { keyword, got: v });
    return null;
  }
  const compiled = compilePattern(v);
  if (compiled.kind === 'invalid') {
    b.issue(at, keyword, 'error', 'schema/bad-regex', 'badRegex', { detail: compiled.reason });
    return null;
  }
  if (compiled.kind === 'too-costly') {
    b.issue(at, keyword, 'warning', 'schema/pattern-too-costly', 'patternTooCostly', {});
    return null;
  }
  return compiled;
}

/** An object of schemas (`properties`, `$defs`...): its [name, value, pointer] entries, or null. */
export function schemaMap(b: SchemaBuild, v: unknown, keyword: string, at: string): [string, unknown, string][] | null {
  if (!isPlainObject(v)) {
    b.issue(at, keyword, 'error', 'schema/bad-value', 'mustBeObjectOfSchemas', { keyword, got: typeNameOf(v) });
    return null;
  }
  return Object.keys(v).map((name) => [name, v[name], at + '/' + escapeSegment(name)]);
}

/** A non-empty array of schemas (`allOf`, `anyOf`, `oneOf`, `prefixItems`): its [value, pointer] entries, or null. */
export function schemaArray(b: SchemaBuild, v: unknown, keyword: string, at: string, allowEmpty = false): [unknown, string][] | null {
  if (!Array.isArray(v) || (v.length === 0 && !allowEmpty)) {
    b.issue(at, keyword, 'error', 'schema/bad-value', 'mustBeArrayOfSchemas', { keyword, got: Array.isArray(v) ? '[]' : typeNameOf(v) });
    return null;
  }
  return v.map((item, i) => [item, `${at}/${i}`]);
}

/** `$anchor`/`$dynamicAnchor`: a plain name. */
export function anchorName(b: SchemaBuild, v: unknown, keyword: string, at: string): boolean {
  if (typeof v === 'string' && /^[A-Za-z_][-A-Za-z0-9._]*$/.test(v)) return true;
  b.issue(at, keyword, 'error', 'schema/bad-value', 'notAnchor', { keyword, got: v });
  return false;
}
