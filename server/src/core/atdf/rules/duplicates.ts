// ATDF 1.x/2.x (and an ARDF tool's `content.data`, which has 1.x's `how_to_use` shape): input names and
// failure codes are identifiers, so each may appear once. The second and later ones get an error linking to the
// first.
import type { Finding, RuleContext } from '../finding';
import { msg, showPointer } from '../messages';
import { joinTokens } from '../../pointer';
import { isObject } from '../../json-value';

/** `howToUse`: the object holding `inputs` and `outputs`, at `base`. */
export function checkDuplicates(ctx: RuleContext, howToUse: unknown = ctx.doc.how_to_use, base = '/how_to_use'): Finding[] {
  if (!isObject(howToUse)) return [];
  const findings: Finding[] = [];
  findings.push(...duplicatesIn(ctx, howToUse.inputs, `${base}/inputs`, 'name', 'atdf/duplicate-input'));
  const outputs = howToUse.outputs;
  if (isObject(outputs)) {
    findings.push(...duplicatesIn(ctx, outputs.failure, `${base}/outputs/failure`, 'code', 'atdf/duplicate-failure-code'));
  }
  return findings;
}

function duplicatesIn(
  ctx: RuleContext,
  list: unknown,
  listPointer: string,
  field: string,
  code: 'atdf/duplicate-input' | 'atdf/duplicate-failure-code',
): Finding[] {
  if (!Array.isArray(list)) return [];
  const first = new Map<string, string>();
  const findings: Finding[] = [];
  list.forEach((item, i) => {
    if (!isObject(item) || typeof item[field] !== 'string') return;
    const name = item[field] as string;
    const pointer = joinTokens(listPointer, i, field);
    const firstPointer = first.get(name);
    if (firstPointer === undefined) {
      first.set(name, pointer);
      return;
    }
    findings.push({
      severity: 'error',
      pointer,
      code,
      message: msg(ctx.locale, code, { at: showPointer(ctx.locale, pointer), name, first: firstPointer }),
      anchor: 'value',
      data: { pointer, keyword: code, duplicateOf: firstPointer, name },
      related: [{ pointer: firstPointer, anchor: 'value', message: msg(ctx.locale, 'related.first') }],
    });
  });
  return findings;
}
