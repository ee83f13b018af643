// Where the official schemas allow any extra key (the 2.x root, metadata,
// prerequisites, feedback, examples...), a key one or two edits away from a
// known one is almost always a typo (`metdata`): a warning with the suggestion.
// `x-` extension keys are never flagged.
import type { Finding, RuleContext } from '../finding';
import { closestKey } from '../from-validation-error';
import type { JsonSchema } from '../meta';
import { msg } from '../messages';
import { joinTokens } from '../../pointer';
import { isObject } from '../../json-value';

export function checkNearMissKeys(ctx: RuleContext, meta: JsonSchema): Finding[] {
  const findings: Finding[] = [];
  visit(ctx, ctx.doc, meta, '', findings);
  return findings;
}

function visit(ctx: RuleContext, value: unknown, schema: JsonSchema, pointer: string, out: Finding[]): void {
  if (!isObject(schema)) return;
  if (Array.isArray(value) && isObject(schema.items)) {
    value.forEach((item, i) => visit(ctx, item, schema.items as JsonSchema, joinTokens(pointer, i), out));
    return;
  }
  if (!isObject(value) || !isObject(schema.properties)) return;
  const props = schema.properties;
  const known = Object.keys(props);
  for (const key of Object.keys(value)) {
    if (Object.prototype.hasOwnProperty.call(props, key)) {
      visit(ctx, value[key], props[key] as JsonSchema, joinTokens(pointer, key), out);
      continue;
    }
    if (schema.additionalProperties === false || key.startsWith('x-')) continue;
    const suggestion = closestKey(
      key,
      known.filter((k) => !Object.prototype.hasOwnProperty.call(value, k)),
    );
    if (suggestion === undefined) continue;
    const at = joinTokens(pointer, key);
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
