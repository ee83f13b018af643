// Small helpers shared by the schema tests.
import { compileSchema } from '../../../server/src/core/schema';
import type { CompileOptions } from '../../../server/src/core/schema';

export function check(schema: unknown, instance: unknown, options: CompileOptions = {}) {
  return compileSchema(schema, options).validate(instance);
}

/** Only the errors (not warnings), reduced to what most assertions look at. */
export function errorsOf(schema: unknown, instance: unknown, options: CompileOptions = {}) {
  return check(schema, instance, options)
    .errors.filter((e) => e.severity === 'error')
    .map((e) => ({ at: e.instanceLocation, kw: e.keyword }));
}

export function issuesOf(schema: unknown) {
  return compileSchema(schema).issues.map((i) => ({ pointer: i.pointer, code: i.code, severity: i.severity }));
}
