// compileSchema: the one entry point that turns a schema into a validator.
import type { CompiledSchema, CompileOptions, SchemaIssue, ValidationResult } from './types';
import type { Locale } from './messages';
import { Compiler } from './compile';
import { Ctx, type QuickCheck } from './runtime';
import { fastValidAt, fastValidRoot } from './fast';
import { PATTERN_STEPS_PER_VALIDATION } from './pattern';

/** The two passes of one compiled schema, apart (the tests compare them). */
export interface TwoPasses {
  issues: readonly SchemaIssue[];
  /** Yes/no, no bookkeeping: true only when `full` would find no error and no warning. */
  fast(instance: unknown): boolean;
  /** Every error and warning, with messages and locations. */
  full(instance: unknown): ValidationResult;
}

export function compileTwoPasses(schema: unknown, options: CompileOptions = {}): TwoPasses {
  const locale: Locale = options.locale === 'es' || options.locale === 'pt' ? options.locale : 'en';
  const compiler = new Compiler(schema, {
    locale,
    formatWarnings: options.formatWarnings !== false,
    draft: options.draft === 'draft-07' ? 'draft-07' : '2020-12',
    registry: options.registry,
    baseUri: options.baseUri,
  });
  const root = compiler.compileRoot();
  const budget = root.fastPatternBudget;
  // With a run-time dynamic scope the fast path (which keeps none) cannot answer; once out of `$ref`
  // steps it cannot either (and asking would cost a throw each time).
  const run = root.fastRun;
  const quick: QuickCheck | null = root.dynamicScope
    ? null
    : (node, data, depth, soft) => (run.refSteps < 0 ? null : fastValidAt(node, data, depth, soft));
  compiler.quick = quick;
  const ctx = new Ctx(locale);
  return {
    issues: Object.freeze(compiler.issues),
    fast(instance) {
      if (quick === null) return false;
      budget.patternSteps = PATTERN_STEPS_PER_VALIDATION;
      return fastValidRoot(root.fast, root.fastRun, instance) === true;
    },
    full(instance: unknown): ValidationResult {
      ctx.reset();
      ctx.quick = quick;
      budget.patternSteps = PATTERN_STEPS_PER_VALIDATION;
      try {
        root.full(instance, ctx);
      } catch (e) {
        // Last line of defence: a stack overflow on some unforeseen shape ends as an error, not a crash.
        if (!(e instanceof RangeError)) throw e;
        ctx.reset();
        ctx.report('', 'depth', 'tooDeep', { limit: 'the stack' }, undefined, 'error');
      }
      if (ctx.errors.length === 0 && ctx.costly === null) return { valid: true, errors: [] };
      const errors = ctx.finish(instance);
      ctx.reset(); // hand the list over; nothing of this call stays behind
      return { valid: !errors.some((e) => e.severity === 'error'), errors };
    },
  };
}

/**
 * Compiles `schema` once. Pure: no I/O, no clock, no shared state; the same
 * input always gives the same result. Problems of the schema itself are in
 * `issues`; `validate` can be called any number of times.
 */
export function compileSchema(schema: unknown, options: CompileOptions = {}): CompiledSchema {
  const { issues, fast, full } = compileTwoPasses(schema, options);
  return {
    issues,
    // Most values are valid: a yes/no pass without any error bookkeeping first (fast.ts);
    // only when it says no does the full pass look for every error.
    validate: (instance: unknown): ValidationResult => (fast(instance) ? { valid: true, errors: [] } : full(instance)),
  };
}
