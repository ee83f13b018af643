// Results:
//   quality/no-failure-described   no failure codes (1.x, 2.x) or no error schema (`tool:` form)
//   quality/undescribed-output     no description of what a success returns
// A model that does not know what comes back, or how a call fails, cannot
// read the result or recover from an error.
import { getAt } from '../../pointer';
import type { LintContext } from '../context';

export const NO_FAILURE_DESCRIBED = 'quality/no-failure-described';
export const UNDESCRIBED_OUTPUT = 'quality/undescribed-output';

export function checkOutputs(ctx: LintContext): void {
  const { failure, success, dialect } = ctx.view;
  const variant = dialect === 'tool' ? 'tool' : undefined;
  // In 1.x and 2.x `failure` and `success` are required (missing or "" is the schema's error): only `failure: []`
  // and a blank `success` are left to say here. The `tool:` form may leave both out.
  if (!failure.described && (dialect === 'tool' || ctx.doc.locations.has(failure.pointer))) {
    ctx.report(NO_FAILURE_DESCRIBED, failure.pointer, spanOf(ctx, failure.pointer), {}, { variant });
  }
  if (!success.described && (dialect === 'tool' || (success.text !== undefined && success.text !== ''))) {
    ctx.report(UNDESCRIBED_OUTPUT, success.pointer, spanOf(ctx, success.pointer), {}, { variant });
  }
}

/** A text or `[]` where it is; the key of a schema that is there; else where the member would go. */
function spanOf(ctx: LintContext, pointer: string) {
  if (!ctx.doc.locations.has(pointer)) return ctx.missingSpan(pointer);
  const value = getAt(ctx.value, pointer);
  return typeof value === 'string' || Array.isArray(value) ? ctx.valueSpan(pointer) : ctx.keySpan(pointer);
}
