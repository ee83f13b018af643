// Examples of a bad call: `invalid_input: true` on an example (tool: form and
// ATDF 2.x) says its input breaks the input schema on purpose, to document how
// the tool refuses it. Its schema errors are then not errors but information
// (atdf/invalid-input: where the input is invalid, as intended; no quick fix,
// so `--fix` never "repairs" it), and the marker is checked: the input must
// indeed be invalid, and the example must expect the failure (2.x: its
// expected_result names a code of how_to_use.outputs.failure; tool: form: its
// output, when given, is of the output.error branch). `atdf test` sends the
// call and expects the failure (core/contract/cases.ts, mcp-live/run-example.ts).
import type { Finding, RuleContext } from '../finding';
import { msg, showPointer } from '../messages';
import { joinTokens } from '../../pointer';
import { INVALID_INPUT_MARKER_RULE, INVALID_INPUT_RULE } from './rule-meta';

export const INVALID_INPUT_KEY = 'invalid_input';

export function marksInvalidInput(example: Record<string, unknown>): boolean {
  return example[INVALID_INPUT_KEY] === true;
}

/**
 * The findings of an example marked invalid_input, from those its input got against the schema: the errors become
 * information saying the input is invalid on purpose; none at all is an error at the marker.
 * `expected`: the failure the example expects (a 2.x code), for the message.
 */
export function deliberateInput(ctx: RuleContext, inputFindings: Finding[], examplePointer: string, expected?: string): Finding[] {
  if (!inputFindings.some((f) => f.severity === 'error')) {
    return [...inputFindings, markerFinding(ctx, joinTokens(examplePointer, INVALID_INPUT_KEY), 'atdf/invalid-input-marker.valid')];
  }
  const suffix = msg(ctx.locale, 'atdf/invalid-input.suffix', { expected: expected ?? msg(ctx.locale, 'atdf/invalid-input.an-error') });
  return inputFindings.map((f) =>
    f.severity !== 'error'
      ? f
      : {
          ...f,
          severity: 'information',
          code: INVALID_INPUT_RULE,
          message: f.message + suffix,
          // No `missing`, `expected`, `suggestion`...: nothing for a quick fix to "repair".
          data: { pointer: f.data.pointer, keyword: f.data.keyword, example: true, invalidInput: true },
        },
  );
}

export function markerFinding(
  ctx: RuleContext,
  pointer: string,
  id: 'atdf/invalid-input-marker.valid' | 'atdf/invalid-input-marker.no-failure' | 'atdf/invalid-input-marker.not-error',
  params: Record<string, unknown> = {},
): Finding {
  return {
    severity: 'error',
    pointer,
    code: INVALID_INPUT_MARKER_RULE,
    message: msg(ctx.locale, 'example.prefix') + msg(ctx.locale, id, { at: showPointer(ctx.locale, pointer), ...params }),
    anchor: 'value',
    data: { pointer, example: true },
  };
}
