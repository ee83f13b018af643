// Property-based inputs for a tool (`atdf test --generate N`): N inputs its
// input schema accepts, and up to N that break one constraint each (taken in
// turn from every kind of break the schema allows, so each kind is tried). Every
// value is checked by our validator before it is returned: a "valid" one is
// accepted, an "invalid" one rejected; a schema the generator cannot satisfy
// gives fewer inputs, never wrong ones. Same schema + seed: same inputs.
import { breaksOf } from './break-constraint';
import { seededPrng } from './prng';
import { ValueGenerator } from './valid-value';

export interface GenerateOptions {
  /** Valid inputs wanted, and invalid ones at most. */
  count: number;
  seed: number;
  /** The input must stay an object (MCP arguments are one): no break of the root's type. */
  objectRoot?: boolean;
}

export interface GeneratedInput {
  kind: 'valid' | 'invalid';
  value: unknown;
  /** Invalid inputs: the one constraint broken. */
  broken?: { pointer: string; keyword: string };
}

/** Attempts per wanted input before giving up on it (the schema may be one the generator cannot satisfy). */
const ATTEMPTS = 20;

export function generateInputs(schema: unknown, options: GenerateOptions, accepts: (value: unknown) => boolean): GeneratedInput[] {
  const rng = seededPrng(options.seed);
  const generator = new ValueGenerator(schema, rng);
  const valid: unknown[] = [];
  for (let attempts = 0; valid.length < options.count && attempts < options.count * ATTEMPTS; attempts++) {
    const value = generator.value(schema);
    if (accepts(value)) valid.push(value);
  }
  const out: GeneratedInput[] = valid.map((value) => ({ kind: 'valid', value }));
  if (valid.length === 0) return out;
  const seen = new Set<string>();
  for (let i = 0, attempts = 0; out.length < valid.length * 2 && attempts < options.count * ATTEMPTS; attempts++) {
    const base = valid[i % valid.length];
    const breaks = breaksOf(generator, schema, base).filter((b) => !(options.objectRoot && b.pointer === '' && b.keyword === 'type'));
    if (breaks.length === 0) break;
    // One kind of break after the other (type, required, minimum, enum, ...), then any spot of that kind.
    const keywords = [...new Set(breaks.map((b) => b.keyword))];
    const keyword = keywords[i % keywords.length];
    const chosen = rng.pick(breaks.filter((b) => b.keyword === keyword));
    i++;
    const value = chosen.apply(base);
    const key = JSON.stringify(value) ?? '';
    if (seen.has(key) || accepts(value)) continue;
    seen.add(key);
    out.push({ kind: 'invalid', value, broken: { pointer: chosen.pointer, keyword: chosen.keyword } });
  }
  return out;
}
