// compileSchema: the one entry point that turns a schema into a validator.
import type { CompiledSchema, CompileOptions, ValidationResult } from './types';
import type { Locale } from './messages';
import { Compiler } from './compile';
import { Ctx } from './runtime';

/**
 * Compiles `schema` once. Pure: no I/O, no clock, no shared state; the same
 * input always gives the same result. Problems of the schema itself are in
 * `issues`; `validate` can be called any number of times.
 */
export function compileSchema(schema: unknown, options: CompileOptions = {}): CompiledSchema {
  const locale: Locale = options.locale === 'es' || options.locale === 'pt' ? options.locale : 'en';
  const formatWarnings = options.formatWarnings !== false;
  const compiler = new Compiler(schema, locale, formatWarnings);
  const root = compiler.compileRoot();
  const issues = Object.freeze(compiler.issues);
  const ctx = new Ctx(locale);
  return {
    issues,
    validate(instance: unknown): ValidationResult {
      ctx.reset();
      try {
        root(instance, ctx);
      } catch (e) {
        // Last line of defence: a stack overflow on some unforeseen shape ends as an error, not a crash.
        if (!(e instanceof RangeError)) throw e;
        ctx.reset();
        ctx.report('', 'depth', 'tooDeep', { limit: 'the stack' }, undefined, 'error');
      }
      if (ctx.errors.length === 0) return { valid: true, errors: [] };
      const errors = ctx.finish(instance);
      ctx.reset(); // hand the list over; nothing of this call stays behind
      return { valid: !errors.some((e) => e.severity === 'error'), errors };
    },
  };
}
