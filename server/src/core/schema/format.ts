// Checks for the `format` values we warn about. `format` never changes
// validity (2020-12 treats it as an annotation); a mismatch only yields a
// warning. All expressions here are linear (no nested quantifiers).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(\.\d+)?(z|[+-](\d{2}):(\d{2}))$/i;
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

export function isDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return d <= days;
}

export function isTime(s: string): boolean {
  const m = TIME.exec(s);
  if (!m) return false;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const sec = Number(m[3]);
  if (h > 23 || min > 59 || sec > 60) return false;
  if (m[6] !== undefined && (Number(m[6]) > 23 || Number(m[7]) > 59)) return false;
  return true;
}

export function isDateTime(s: string): boolean {
  const t = s.search(/[Tt ]/);
  if (t !== 10) return false;
  return isDate(s.slice(0, 10)) && isTime(s.slice(11));
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
