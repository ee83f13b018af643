// Where the official schemas allow any extra key (the 2.x root, metadata,
// prerequisites, feedback, examples...), a key one or two edits away from a
// known one is almost always a typo (`metdata`): a warning with the suggestion.
// `x-` extension keys are never flagged.
import type { Finding, RuleContext } from '../finding';
import { closestKey } from '../from-validation-error';
import type { JsonSchema } from '../meta';
import { msg } from '../messages';
import { pointerFromTokens } from '../../pointer';
import { isObject } from '../../json-value';

export function checkNearMissKeys(ctx: RuleContext, meta: JsonSchema): Finding[] {
  const findings: Finding[] = [];
  visit(ctx, ctx.doc, meta, [], findings);
  return findings;
}

// The path is a stack of tokens and the known keys are listed only when a key is not one of them: this runs over
// every key of every document of an open, nearly all of them known (pointers and lists made per key were ~40 μs a
// tool).
function visit(ctx: RuleContext, value: unknown, schema: JsonSchema, path: (string | number)[], out: Finding[]): void {
  if (!isObject(schema)) return;
  if (Array.isArray(value) && isObject(schema.items)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      visit(ctx, value[i], schema.items as JsonSchema, path, out);
      path.pop();
    }
    return;
  }
  if (!isObject(value) || !isObject(schema.properties)) return;
  const props = schema.properties;
  for (const key of Object.keys(value)) {
    if (Object.prototype.hasOwnProperty.call(props, key)) {
      path.push(key);
      visit(ctx, value[key], props[key] as JsonSchema, path, out);
      path.pop();
      continue;
    }
    if (schema.additionalProperties === false || key.startsWith('x-')) continue;
    const known = Object.keys(props);
    const suggestion = closestKey(
      key,
      known.filter((k) => !Object.prototype.hasOwnProperty.call(value, k)),
    );
    if (suggestion === undefined) continue;
    const at = pointerFromTokens([...path, key]);
    out.push({
      severity: 'warning',
      pointer: at,
      code: 'atdf/unknown-key',
      message: msg(ctx.locale, 'atdf/unknown-key', { at, name: key, suggestion }),
      anchor: 'key',
      data: { pointer: at, keyword: 'additionalProperties', suggestion, allowed: known },
    });
  }
}
