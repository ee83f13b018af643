// The importer's proof that a generated file is right, before anything is
// written: (1) the engine's own parser reads the YAML text back as exactly the
// value it was written from (same keys in the same order, same scalars), and
// (2) that value passes the ATDF rules of the expected dialect with no errors.
// Together these give what validateFile() on the text would give (the ATDF
// rules are pure functions of the parsed value), without building source
// ranges for diagnostics nobody will see.
import { checkDocument } from '../atdf/check-document';
import type { SchemaCompiler } from '../atdf/finding';
import { pointerFromTokens } from '../pointer';
import { DEFAULT_PARSE_LIMITS, lineIndexOf, parseFile } from '../parse/index';
import { problemText } from '../text/problem-text';
import { fastReadYaml } from '../parse/yaml-fast';
import type { Dialect } from '../types';
import { hasOwn, isObject } from '../json-value';
import type { ImportDialect } from './types';

export const DIALECT_OF: Record<ImportDialect, Dialect> = { enhanced: 'atdf-2', tool: 'tool' };

/** What is wrong with `text` as the file for `value`, one phrase each; [] when nothing is. */
export function outputProblems(text: string, value: Record<string, unknown>, dialect: ImportDialect, compiler: SchemaCompiler): string[] {
  const read = readBack(text);
  if ('problems' in read) return read.problems;
  const differs = firstDifference(read.value, value);
  if (differs !== null) return [`the generated YAML reads back differently at "${differs}" (a bug in the YAML writer)`];
  const check = checkDocument(value, compiler, { formatWarnings: false });
  const problems = check.findings.filter((f) => f.severity === 'error').map((f) => f.message);
  if (check.dialect !== DIALECT_OF[dialect])
    problems.unshift(`the generated file is read as ${check.dialect ?? 'no ATDF dialect'}, not ${DIALECT_OF[dialect]}`);
  return problems;
}

/** A line that starts or ends a YAML document, or a directive: the text may hold several documents. */
const STREAM_SYNTAX = /^(?:---|\.\.\.|%)/m;

/**
 * The value the engine's parser reads from `text` as its one document, or why
 * there is none. The importer writes one plain document (no `---`), which is
 * exactly what the parser's fast reader accepts, and it reads it as the full
 * parser would (parse/yaml-fast.ts); calling it on the whole text skips the
 * stream splitter, which costs as much again. Anything else (the reader
 * declines, or stream syntax) goes through parseFile, the full path.
 */
export function readBack(text: string): { value: unknown } | { problems: string[] } {
  if (!STREAM_SYNTAX.test(text)) {
    const fast = fastReadYaml(text, 0, text.length, DEFAULT_PARSE_LIMITS.maxDepth);
    if (fast) return { value: fast.value };
  }
  const parsed = parseFile(text, 'yaml');
  if (parsed.documents.length !== 1)
    return { problems: [`the generated YAML holds ${parsed.documents.length} documents instead of 1 (a bug in the YAML writer)`] };
  const doc = parsed.documents[0];
  const errors = doc.problems.filter((p) => p.severity === 'error');
  const lines = errors.length > 0 ? lineIndexOf(parsed) : undefined;
  const syntax = errors.map((p) => `the generated YAML does not parse: ${problemText(p, 'en', lines!)}`);
  if (syntax.length > 0 || doc.unusable) return { problems: syntax.length > 0 ? syntax : ['the generated YAML does not parse'] };
  return { value: doc.value };
}

/**
 * The JSON pointer of the first place where `a` and `b` differ, or null when
 * they are the same JSON data, with the same key order unless `anyKeyOrder`
 * (numbers compared with Object.is, so -0 and 0 differ too). Recursive: both
 * values come from the tool check (at most 200 levels) or the parser (at most 1,000).
 */
export function firstDifference(a: unknown, b: unknown, anyKeyOrder = false): string | null {
  const path: (string | number)[] = [];
  return same(a, b, path, anyKeyOrder) ? null : pointerFromTokens(path);
}

/** Leaves `path` at the first difference (pointers are built only when there is one). */
function same(x: unknown, y: unknown, path: (string | number)[], anyKeyOrder: boolean): boolean {
  if (Object.is(x, y)) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) {
      path.push(i);
      if (!same(x[i], y[i], path, anyKeyOrder)) return false;
      path.pop();
    }
    return true;
  }
  if (Array.isArray(y) || !isObject(x) || !isObject(y)) return false;
  const xk = Object.keys(x);
  const yk = Object.keys(y);
  for (let i = 0; i < xk.length; i++) {
    path.push(xk[i]);
    const key = anyKeyOrder ? hasOwn(y, xk[i]) : xk[i] === yk[i];
    if (!key || !same(x[xk[i]], y[xk[i]], path, anyKeyOrder)) return false;
    path.pop();
  }
  if (xk.length === yk.length) return true;
  path.push(yk.find((k) => !hasOwn(x, k)) ?? yk[xk.length]);
  return false;
}
