// `multipleOf` without floating-point surprises: 0.0075 is a multiple of
// 0.0001 although 0.0075 / 0.0001 === 74.99999999999999 in binary floating
// point. Numbers are compared as the decimals they print as (their shortest
// round-trip form), scaled to BigInt integers.

interface Decimal {
  digits: bigint;
  exponent: number;
}

function toDecimal(x: number): Decimal {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(Math.abs(x).toString());
  if (!m) return { digits: 0n, exponent: 0 };
  const frac = m[2] ?? '';
  return { digits: BigInt(m[1] + frac), exponent: Number(m[3] ?? 0) - frac.length };
}

export function isMultipleOf(value: number, divisor: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(divisor) || divisor <= 0) return false;
  if (Number.isSafeInteger(value) && Number.isSafeInteger(divisor)) return value % divisor === 0;
  const a = toDecimal(value);
  const b = toDecimal(divisor);
  if (a.digits === 0n) return true;
  const e = Math.min(a.exponent, b.exponent);
  const an = a.digits * 10n ** BigInt(a.exponent - e);
  const bn = b.digits * 10n ** BigInt(b.exponent - e);
  return an % bn === 0n;
}
