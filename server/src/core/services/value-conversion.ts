// The obvious conversion of a value to the JSON type a schema expects: the
// text of a quoted number or boolean as the number or boolean ("8" -> 8,
// "true" -> true), a number or boolean as the string it was written as
// (8 -> "8", 2.10 -> "2.10"), a single value as a one-item list. Nothing is
// guessed: text that is not exactly a number, a boolean or null is left alone.

export interface Conversion {
  value: unknown;
  /** The type name it was converted to. */
  type: string;
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const PLAIN_SCALAR = /^[^"'[{\n]+$/;

/** `value` as the first of `expected` types it converts to; `source` is the text it was written as. */
export function convertValue(value: unknown, source: string, expected: readonly unknown[]): Conversion | undefined {
  for (const type of expected) {
    const converted = typeof type === 'string' ? convertTo(value, source.trim(), type) : undefined;
    if (converted !== undefined) return { value: converted.value, type: type as string };
  }
  return undefined;
}

function convertTo(value: unknown, source: string, type: string): { value: unknown } | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    if ((type === 'number' || type === 'integer') && JSON_NUMBER.test(text)) {
      const n = Number(text);
      if (Number.isFinite(n) && (type === 'number' || Number.isInteger(n))) return { value: n };
    }
    if (type === 'boolean' && (text === 'true' || text === 'false')) return { value: text === 'true' };
    if (type === 'null' && text === 'null') return { value: null };
  }
  if (type === 'string' && (typeof value === 'number' || typeof value === 'boolean' || value === null)) {
    // As written (`2.10` stays "2.10", not "2.1"), unless it was written in some other form.
    return { value: PLAIN_SCALAR.test(source) && source !== '' ? source : String(value) };
  }
  if (type === 'array' && value !== null && typeof value !== 'object') return { value: [value] };
  return undefined;
}
