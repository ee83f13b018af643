// Checks for the `format` values we warn about. `format` never changes
// validity (2020-12 treats it as an annotation); a mismatch only yields a
// warning. All expressions here are linear (no nested quantifiers).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const URI_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// Characters allowed in a URI (RFC 3986): unreserved, reserved, and '%' for escapes.
const URI_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const PERCENT = /%(?![0-9A-Fa-f]{2})/;

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Value of `n` ASCII digits at s[i..], or -1. Hand-written: date-times are checked on every keystroke. */
function digits(s: string, i: number, n: number): number {
  let v = 0;
  for (let k = 0; k < n; k++) {
    const c = s.charCodeAt(i + k) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** RFC 3339 full-date at s[i..i+10). */
function dateAt(s: string, i: number): boolean {
  const y = digits(s, i, 4);
  const mo = digits(s, i + 5, 2);
  const d = digits(s, i + 8, 2);
  if (y < 0 || mo < 1 || mo > 12 || d < 1 || s.charCodeAt(i + 4) !== 45 || s.charCodeAt(i + 7) !== 45) return false;
  const days = mo === 2 ? (isLeap(y) ? 29 : 28) : mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
  return d <= days;
}

/** RFC 3339 full-time (with fraction and offset) from s[i] to the end. */
function timeAt(s: string, i: number): boolean {
  const h = digits(s, i, 2);
  const m = digits(s, i + 3, 2);
  const sec = digits(s, i + 6, 2);
  if (h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 60) return false;
  if (s.charCodeAt(i + 2) !== 58 || s.charCodeAt(i + 5) !== 58) return false;
  let j = i + 8;
  if (s.charCodeAt(j) === 46) {
    j++;
    const start = j;
    while (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
    if (j === start) return false;
  }
  const z = s.charCodeAt(j);
  if ((z === 90 || z === 122) && j + 1 === s.length) return true;
  if ((z !== 43 && z !== 45) || j + 6 !== s.length) return false;
  const oh = digits(s, j + 1, 2);
  const om = digits(s, j + 4, 2);
  return oh >= 0 && oh <= 23 && om >= 0 && om <= 59 && s.charCodeAt(j + 3) === 58;
}

export function isDate(s: string): boolean {
  return s.length === 10 && dateAt(s, 0);
}

export function isTime(s: string): boolean {
  return timeAt(s, 0);
}

export function isDateTime(s: string): boolean {
  const t = s.charCodeAt(10);
  return s.length >= 20 && (t === 84 || t === 116) && dateAt(s, 0) && timeAt(s, 11);
}

export function isEmail(s: string): boolean {
  const at = s.lastIndexOf('@');
  if (at <= 0 || at === s.length - 1 || s.length > 320) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return false;
  if (domain.startsWith('[') && domain.endsWith(']')) return true; // address literal
  return domain.split('.').every((label) => HOST_LABEL.test(label));
}

export function isUri(s: string): boolean {
  return URI_SCHEME.test(s) && URI_CHARS.test(s) && !PERCENT.test(s);
}

export function isUuid(s: string): boolean {
  return UUID.test(s);
}

/** Format name -> checker, for the formats that produce warnings. */
export const FORMAT_CHECKERS: ReadonlyMap<string, (s: string) => boolean> = new Map([
  ['date-time', isDateTime],
  ['date', isDate],
  ['time', isTime],
  ['email', isEmail],
  ['uri', isUri],
  ['uuid', isUuid],
]);
