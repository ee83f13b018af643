// The array keywords of the full pass that apply subschemas to items:
// `prefixItems` + `items` (draft-07: `items` as an array + `additionalItems`)
// and `contains` with `minContains`/`maxContains`. Items they evaluate are
// noted for `unevaluatedItems` when it asks.
import { INSTANCE_DEPTH_LIMIT } from './limits';
import { verdict, type Ctx, type Subschema, type Validate } from './runtime';

export interface ItemRule {
  validate: Validate;
  kwAbs: string;
}

/**
 * Items 0..n-1 against `prefix[i]`, the rest against `rest` (false: no more
 * items allowed; null: anything). `restKeyword` names the keyword of the
 * rest in errors (`items`, or draft-07's `additionalItems`).
 */
export function itemsCheck(
  prefix: readonly ItemRule[],
  rest: { validate: Validate | false; kwAbs: string } | null,
  restKeyword: string,
): Validate {
  return (data, ctx) => {
    const items = data as unknown[];
    const len = items.length;
    const ann = ctx.ann;
    if (ann !== null) {
      if (rest !== null) ann.allItems = true;
      else if (Math.min(len, prefix.length) > ann.items) ann.items = Math.min(len, prefix.length);
    }
    if (len === 0) return true;
    let ok = true;
    const p = Math.min(len, prefix.length);
    for (let i = 0; i < p; i++) if (!ctx.descend(i, items[i], prefix[i].validate, prefix[i].kwAbs)) ok = false;
    if (rest === null || len <= p) return ok;
    if (rest.validate === false) {
      for (let i = p; i < len; i++) {
        ctx.report(rest.kwAbs, restKeyword, 'itemNotAllowed', { index: i, limit: prefix.length }, prefix.length, 'error', i);
      }
      return false;
    }
    return eachItem(items, p, rest.validate, rest.kwAbs, ctx) && ok;
  };
}

/** `validate` on items from..end: ctx.descend, inlined (this loop runs for every item of every array). */
function eachItem(items: unknown[], from: number, validate: Validate, kwAbs: string, ctx: Ctx): boolean {
  if (ctx.depth >= INSTANCE_DEPTH_LIMIT) return ctx.descend(from, items[from], validate, kwAbs); // reports "too deep"
  let ok = true;
  const ann = ctx.ann;
  ctx.ann = null;
  ctx.depth++;
  for (let i = from; i < items.length; i++) {
    const mark = ctx.errors.length;
    if (!validate(items[i], ctx)) ok = false;
    if (ctx.errors.length !== mark) ctx.bubble(mark, i);
  }
  ctx.depth--;
  ctx.ann = ann;
  return ok;
}

/** `contains` with its bounds (`minContains` defaults to 1; 0 accepts any array). */
export function containsCheck(sub: Subschema, min: number, max: number, kwAbs: string, minAbs: string, maxAbs: string): Validate {
  return (data, ctx) => {
    const items = data as unknown[];
    const ann = ctx.ann;
    let matches = 0;
    ctx.depth++;
    for (let i = 0; i < items.length; i++) {
      if (!verdict(sub, items[i], ctx)) continue;
      matches++;
      if (ann !== null) ann.addItem(i);
    }
    ctx.depth--;
    if (matches < min) {
      ctx.report(
        min === 1 ? kwAbs : minAbs,
        min === 1 ? 'contains' : 'minContains',
        'containsMin',
        { limit: min, count: matches },
        min,
        'error',
      );
      return false;
    }
    if (max >= 0 && matches > max) {
      ctx.report(maxAbs, 'maxContains', 'containsMax', { limit: max, count: matches }, max, 'error');
      return false;
    }
    return true;
  };
}
