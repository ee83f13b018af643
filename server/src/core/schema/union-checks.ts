// `anyOf` and `oneOf`, with errors a person can act on. When no alternative
// holds, one is often clearly meant: the only one whose `const`/`enum`
// discriminator matches (`"kind": "circle"`), else the only one whose `type`
// fits, else the one with the fewest errors. That one's errors are reported at
// their own places, the others summarised in one line at the union; when none
// stands out, the one line lists each alternative's first error. `oneOf`
// matching several names them.
import type { PendingError } from './error-order';
import { T_ANY, typeBits, constantsAllow, type FastNode } from './fast';
import { preview } from './json';
import { message, type Locale } from './messages';
import { escapeToken as escapeSegment } from '../pointer';
import { Annotations, type Ctx, type Subschema, type Validate } from './runtime';
import { typeNameOf } from './checks';

/** Alternatives listed at most in a summary line; the rest are counted. */
const SUMMARISED_AT_MOST = 4;
/** Characters of an alternative's first error kept in a summary line. */
const SUMMARY_CHARS = 100;

interface Outcome {
  ok: boolean;
  errors: PendingError[];
  ann: Annotations | null;
}

export function unionCheck(keyword: 'anyOf' | 'oneOf', subs: readonly Subschema[], kwAbs: string): Validate {
  let hints: BranchHint[] | undefined; // made on the first failure (compiling stays cheap)
  return (data, ctx) => {
    if (ctx.ann === null && ctx.quick !== null) {
      const quick = quickAnswer(keyword, subs, data, ctx);
      if (quick !== null) return quick;
    }
    const outcomes = evaluate(subs, data, ctx);
    const holding = outcomes.filter((o) => o.ok);
    const outer = ctx.ann;
    if (keyword === 'anyOf' ? holding.length > 0 : holding.length === 1) {
      // Warnings of a union that holds: none if an alternative holds cleanly, else those of the first that holds.
      if (!holding.some((o) => o.errors.length === 0)) ctx.errors.push(...holding[0].errors);
      if (outer !== null) for (const o of holding) outer.merge(o.ann!);
      return true;
    }
    if (holding.length > 1) {
      const indices = outcomes.flatMap((o, i) => (o.ok ? ['#' + i] : []));
      ctx.report(kwAbs, 'oneOf', 'oneOfMany', { count: holding.length, namesText: indices.join(', ') }, undefined, 'error');
      if (outer !== null) for (const o of holding) outer.merge(o.ann!);
      return false;
    }
    hints ??= subs.map((s) => hintOf(s.node));
    const chosen = choose(data, hints, outcomes, ctx.locale);
    const others = summary(outcomes, chosen === null ? -1 : chosen.index, ctx.locale);
    if (chosen === null) {
      ctx.report(kwAbs, keyword, 'unionNone', { keyword, count: subs.length, detail: others }, undefined, 'error');
      return false;
    }
    const meant = outcomes[chosen.index];
    const args = { keyword, count: subs.length, index: chosen.index, suggestion: chosen.reason, detail: others };
    ctx.report(kwAbs, keyword, 'unionClosest', args, undefined, 'error');
    ctx.errors.push(...meant.errors);
    if (outer !== null && meant.ann !== null) outer.merge(meant.ann);
    return false;
  };
}

/** The union's verdict from the fast pass alone, when it is certain and nothing needs reporting; else null. */
function quickAnswer(keyword: 'anyOf' | 'oneOf', subs: readonly Subschema[], data: unknown, ctx: Ctx): boolean | null {
  const quick = ctx.quick!;
  if (keyword === 'anyOf') {
    for (const s of subs) if (quick(s.node, data, ctx.depth, false) === true) return true;
    return null;
  }
  let clean = 0;
  for (const s of subs) {
    if (quick(s.node, data, ctx.depth, false) === true) clean++;
    else if (quick(s.node, data, ctx.depth, true) !== false) return null;
  }
  return clean === 1 ? true : null;
}

/** Every alternative in full, each with its own annotations; their errors are taken off the context. */
function evaluate(subs: readonly Subschema[], data: unknown, ctx: Ctx): Outcome[] {
  const outer = ctx.ann;
  const outcomes: Outcome[] = [];
  for (const s of subs) {
    const mark = ctx.errors.length;
    const ann = outer !== null ? new Annotations() : null;
    ctx.ann = ann;
    const ok = s.fn(data, ctx);
    ctx.ann = outer;
    outcomes.push({ ok, errors: ctx.errors.splice(mark), ann });
  }
  return outcomes;
}

/** What the heuristics read of an alternative: the types it accepts, its `const`/`enum` members. */
interface BranchHint {
  mask: number;
  discriminators: [string, FastNode][];
}

function hintOf(node: FastNode): BranchHint {
  const n = follow(node);
  let mask = n.mask;
  if (n.ref !== null) mask &= follow(n.ref).mask;
  const discriminators: [string, FastNode][] = [];
  const o = n.obj;
  if (o !== null) {
    for (let i = 0; i < o.names.length; i++) {
      const member = o.nodes[i];
      if (member === null) continue;
      const m = follow(member);
      if (m.hasConst || m.hasEnum) discriminators.push([o.names[i], m]);
    }
  }
  return { mask, discriminators };
}

/** Through nodes that are nothing but a `$ref` (a few hops: cycles are possible). */
function follow(node: FastNode): FastNode {
  let n = node;
  for (let hops = 0; n.refOnly && n.ref !== null && hops < 16; hops++) n = n.ref;
  return n;
}

function choose(data: unknown, hints: BranchHint[], outcomes: Outcome[], locale: Locale): { index: number; reason: string } | null {
  // 1. The only alternative whose discriminators (present in the value) all match.
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const obj = data as Record<string, unknown>;
    let found = -1;
    let reason = '';
    let count = 0;
    hints.forEach((h, i) => {
      let matched: string | null = null;
      for (const [name, node] of h.discriminators) {
        if (!Object.prototype.propertyIsEnumerable.call(obj, name)) continue;
        if (!constantsAllow(node, obj[name])) return;
        matched ??= name;
      }
      if (matched === null) return;
      count++;
      found = i;
      reason = message(locale, 'reasonDiscriminator', { name: matched, expectedText: preview(obj[matched]) });
    });
    if (count === 1 && outcomes[found].errors.some(isError)) return { index: found, reason };
  }
  // 2. The only alternative whose `type` fits.
  const bits = typeBits(data);
  const fitting = hints.flatMap((h, i) => ((h.mask & bits) !== 0 ? [i] : []));
  if (fitting.length === 1 && hints[fitting[0]].mask !== T_ANY && outcomes[fitting[0]].errors.some(isError)) {
    return { index: fitting[0], reason: message(locale, 'reasonType', { got: typeNameOf(data) }) };
  }
  // 3. Among those that fit, the one with strictly the fewest errors.
  const candidates = fitting.length > 0 ? fitting : hints.map((_h, i) => i);
  let best = -1;
  let bestCount = Infinity;
  let tie = false;
  for (const i of candidates) {
    const n = outcomes[i].errors.filter(isError).length;
    if (n === 0) continue;
    if (n < bestCount) {
      best = i;
      bestCount = n;
      tie = false;
    } else if (n === bestCount) tie = true;
  }
  if (best < 0 || tie || candidates.length < 2) return null;
  return { index: best, reason: message(locale, 'reasonFewest', { count: bestCount }) };
}

const isError = (e: PendingError) => e.severity === 'error';

/** One line about the alternatives other than `skip`: each one's first error, a few at most. */
function summary(outcomes: Outcome[], skip: number, locale: Locale): string {
  const parts: string[] = [];
  let left = 0;
  outcomes.forEach((o, i) => {
    if (i === skip) return;
    if (parts.length >= SUMMARISED_AT_MOST) {
      left++;
      return;
    }
    const errors = o.errors.filter(isError);
    const first = errors[0];
    if (first === undefined) return;
    let text = first.error.length > SUMMARY_CHARS ? first.error.slice(0, SUMMARY_CHARS - 1) + '…' : first.error;
    const at = relativePointer(first.segments);
    if (at !== '') text = `${at}: ${text}`;
    if (errors.length > 1) text += ` (${message(locale, 'moreErrors', { count: errors.length - 1 })})`;
    parts.push(`#${i} ${text}`);
  });
  if (left > 0) parts.push(message(locale, 'moreAlternatives', { count: left }));
  return parts.join('; ');
}

/** The place of an error below the union's value, from its segments (innermost first). */
function relativePointer(segments: readonly (string | number)[]): string {
  let out = '';
  for (let i = segments.length - 1; i >= 0; i--) out += '/' + escapeSegment(segments[i]);
  return out;
}
