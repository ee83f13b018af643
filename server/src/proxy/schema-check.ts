// One JSON Schema of an ATDF file compiled once, at the proxy's start, with
// the engine's validator (bounded: catastrophic patterns run in linear time,
// $ref cycles and deep instances are cut, nothing is ever fetched), and the
// problems of a value against it as `pointer: message`.
import type { AtdfEngine } from '../core/index';
import { MAX_LISTED_PROBLEMS, type Problem } from './types';

/** A problem with the keyword that found it and what it expected, which pick the failure code that fits. */
export interface CheckedProblem extends Problem {
  keyword: string;
  expected?: unknown;
}

export interface SchemaCheck {
  /** The problems of `value` (at most MAX_LISTED_PROBLEMS, then one saying how many more); [] when it is valid. */
  problems(value: unknown, prefix?: string): CheckedProblem[];
}

export function compileCheck(engine: AtdfEngine, schema: unknown): SchemaCheck {
  const compiled = engine.compileSchema(schema, { formatWarnings: false });
  return {
    problems(value, prefix = '') {
      const result = compiled.validate(value);
      if (result.valid) return [];
      const errors = result.errors.filter((e) => e.severity === 'error');
      const listed = errors
        .slice(0, MAX_LISTED_PROBLEMS)
        .map((e): CheckedProblem => ({ pointer: prefix + e.instanceLocation, message: e.error, keyword: e.keyword, expected: e.expected }));
      if (errors.length > listed.length)
        listed.push({ pointer: prefix, message: `and ${errors.length - listed.length} more problems like these`, keyword: '' });
      return listed;
    },
  };
}

/** `pointer: message` lines (the root pointer shown as `/`). */
export function problemLines(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.pointer === '' ? '/' : p.pointer}: ${p.message}`).join('\n');
}
