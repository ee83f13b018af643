// Examples (2.x and the `tool:` form; 1.x has none):
//   quality/no-examples                        no example at all
//   quality/required-input-without-example     a required input that no example fills
// An example is the surest way to show a model a correct call.
import type { LintContext } from '../context';

export const NO_EXAMPLES = 'quality/no-examples';
export const REQUIRED_INPUT_WITHOUT_EXAMPLE = 'quality/required-input-without-example';

export function checkExamples(ctx: LintContext): void {
  const { examples, examplesPointer, inputs } = ctx.view;
  if (!examples || !examplesPointer) return;
  if (examples.length === 0) {
    ctx.report(NO_EXAMPLES, examplesPointer, ctx.missingSpan(examplesPointer), {});
    return;
  }
  for (const input of inputs) {
    if (input.depth > 0 || !input.required || examples.some((e) => e.inputNames.has(input.name))) continue;
    const span = ctx.nameSpan(input);
    ctx.report(REQUIRED_INPUT_WITHOUT_EXAMPLE, input.pointer, span, { name: input.name });
  }
}
