// The in-place applicators of the full pass: `allOf`, `not`, `if`/`then`/
// `else`, and the scope step into another schema resource. (`anyOf` and
// `oneOf` have their own module: their errors need choosing.) Each applies
// subschemas to the same value; the annotations of the ones that hold are
// what `unevaluated*` reads.
import { preview } from './json';
import { message } from './messages';
import { Annotations, verdict, type ScopeResource, type Subschema, type Validate } from './runtime';

export function allOfCheck(subs: readonly Subschema[]): Validate {
  if (subs.length === 1) return subs[0].fn;
  return (data, ctx) => {
    let ok = true;
    for (let i = 0; i < subs.length; i++) if (!subs[i].fn(data, ctx)) ok = false;
    return ok;
  };
}

export function notCheck(sub: Subschema, kwAbs: string): Validate {
  let expectedText: string | undefined;
  return (data, ctx) => {
    if (!verdict(sub, data, ctx)) return true;
    expectedText ??= preview(sub.value);
    ctx.report(kwAbs, 'not', 'not', { expectedText, got: data }, undefined, 'error');
    return false;
  };
}

/**
 * `if`/`then`/`else`: what `if` reports is dropped, only its verdict counts;
 * errors of the branch that applies say why it applies (`because "kind" is
 * "a" (if/then)`), in words from `describe` when `if` is a simple condition.
 */
export function ifCheck(
  cond: Subschema,
  then: Subschema | null,
  otherwise: Subschema | null,
  describe: (locale: 'en' | 'es' | 'pt', holds: boolean) => string | null,
): Validate {
  const alone = then === null && otherwise === null;
  return (data, ctx) => {
    let holds: boolean;
    const outer = ctx.ann;
    if (alone && outer === null) return true;
    if (outer !== null) {
      // Its annotations count when it holds: evaluate it in full.
      const mine = new Annotations();
      const mark = ctx.errors.length;
      ctx.ann = mine;
      holds = cond.fn(data, ctx);
      ctx.ann = outer;
      ctx.errors.length = mark;
      if (holds) outer.merge(mine);
    } else holds = verdict(cond, data, ctx);
    const branch = holds ? then : otherwise;
    if (branch === null) return true;
    const mark = ctx.errors.length;
    if (branch.fn(data, ctx)) return true;
    let because: string | undefined;
    for (let i = mark; i < ctx.errors.length; i++) {
      const e = ctx.errors[i];
      if (e.severity !== 'error') continue;
      if (because === undefined) {
        const detail = describe(ctx.locale, holds) ?? message(ctx.locale, holds ? 'ifMatches' : 'ifFails');
        because = message(ctx.locale, holds ? 'becauseThen' : 'becauseElse', { detail });
      }
      e.error += ' ' + because;
    }
    return false;
  };
}

/** Enters schema resource `resource` (the dynamic scope of `$dynamicRef`) around `inner`. */
export function inResource(resource: ScopeResource, inner: Validate): Validate {
  return (data, ctx) => {
    ctx.scope.push(resource);
    const ok = inner(data, ctx);
    ctx.scope.pop();
    return ok;
  };
}

/** The `unevaluated*` keywords after the others of one schema: the others' annotations, then `finals`. */
export function withAnnotations(
  inner: Validate,
  finals: readonly ((data: unknown, ctx: Parameters<Validate>[1], ann: Annotations) => boolean)[],
): Validate {
  return (data, ctx) => {
    const outer = ctx.ann;
    const mine = new Annotations();
    ctx.ann = mine;
    let ok = inner(data, ctx);
    ctx.ann = outer;
    for (const f of finals) if (!f(data, ctx, mine)) ok = false;
    if (outer !== null) outer.merge(mine);
    return ok;
  };
}
