// `unevaluatedProperties` and `unevaluatedItems`: the members and items that
// no other keyword of the same schema evaluated (in place, through `allOf`,
// the branches of `anyOf`/`oneOf` that hold, `if`/`then`/`else`, `$ref`...),
// read from the annotations gathered while those ran (runtime.ts).
import type { Annotations, Ctx } from './runtime';
import type { Validate } from './runtime';

type Final = (data: unknown, ctx: Ctx, ann: Annotations) => boolean;

const hasOwn = Object.prototype.hasOwnProperty;

export function unevaluatedPropertiesCheck(validate: Validate | false, kwAbs: string): Final {
  return (data, ctx, ann) => {
    if (data === null || typeof data !== 'object' || Array.isArray(data) || ann.allProps) return true;
    const obj = data as Record<string, unknown>;
    let ok = true;
    for (const key in obj) {
      if (!hasOwn.call(obj, key) || ann.hasProp(key)) continue;
      if (validate === false) {
        ok = false;
        ctx.report(kwAbs, 'unevaluatedProperties', 'unevaluatedProperty', { name: key }, false, 'error', key);
      } else if (!ctx.descend(key, obj[key], validate, kwAbs)) ok = false;
    }
    ann.allProps = true;
    return ok;
  };
}

export function unevaluatedItemsCheck(validate: Validate | false, kwAbs: string): Final {
  return (data, ctx, ann) => {
    if (!Array.isArray(data) || ann.allItems) return true;
    let ok = true;
    for (let i = ann.items; i < data.length; i++) {
      if (ann.hasItem(i)) continue;
      if (validate === false) {
        ok = false;
        ctx.report(kwAbs, 'unevaluatedItems', 'unevaluatedItem', { index: i }, false, 'error', i);
      } else if (!ctx.descend(i, data[i], validate, kwAbs)) ok = false;
    }
    ann.allItems = true;
    return ok;
  };
}
