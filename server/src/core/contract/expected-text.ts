// What an ATDF 2.x `expected_result` (free text) lets `atdf test` compare with
// a result, so that prose is never reported as passed without a comparison:
// - the whole text, when it is one literal answer (a JSON value, or one word);
// - the fragments it quotes ("..." or `...`), when it quotes any;
// - else the numbers and names it says (`3.5`, `2024-01-15`, `user_id`,
//   `report.pdf`, a URL) that the example's input does not already give (an
//   input echoed in the sentence is not what the tool computes).
// What remains is prose: the example is "not compared", and says why.

/** The fragments in "double quotes" or `backticks`, in order. */
export function quotedFragments(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/"([^"]+)"|`([^`]+)`/g)) out.push(match[1] ?? match[2]);
  return out;
}

const NUMBER = /^[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
/** Dates, times, versions: digit groups joined by - : / . (`2024-01-15`, `10:30`, `1.2.3`). */
const DIGIT_GROUPS = /^\d+(?:[-:/.]\d+)+$/;
const URL = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
/** snake_case, camelCase and dotted file names: words a person would not write in plain prose. */
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;
const FILE_NAME = /^[\w-]+(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,5}$/;

/** Whether `token` (punctuation trimmed) is a number or a name worth finding in the result. */
function isValueToken(token: string): boolean {
  if (NUMBER.test(token) || DIGIT_GROUPS.test(token) || URL.test(token) || EMAIL.test(token)) return true;
  if (FILE_NAME.test(token) && /[A-Za-z]/.test(token.slice(0, token.lastIndexOf('.')))) return true;
  return IDENTIFIER.test(token) && (/[A-Za-z0-9]_[A-Za-z0-9]/.test(token) || /[a-z][A-Z]/.test(token));
}

/** The leaves of the example's input as text (what the sentence may echo). */
function inputLeaves(input: unknown, out: Set<string>, depth = 0): Set<string> {
  if (depth > 64) return out;
  if (typeof input === 'string') out.add(input);
  else if (typeof input === 'number') out.add(String(input));
  else if (Array.isArray(input)) for (const item of input) inputLeaves(item, out, depth + 1);
  else if (typeof input === 'object' && input !== null) for (const value of Object.values(input)) inputLeaves(value, out, depth + 1);
  return out;
}

/** A JSON literal other than a string (`42`, `true`, `{"a": 1}`), or one word without quotes. */
export function isLiteralAnswer(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  try {
    if (typeof JSON.parse(trimmed) !== 'string') return true;
  } catch {
    // not JSON
  }
  return !/\s/.test(trimmed) && !/["`]/.test(trimmed);
}

/** Numbers and names of the text outside its quotes, without those the input gives or the failure codes. */
export function valueTokens(text: string, input: unknown, codes: readonly string[]): string[] {
  const echoed = inputLeaves(input, new Set());
  const echoedNumbers = new Set([...echoed].filter((v) => NUMBER.test(v)).map(Number));
  const out: string[] = [];
  const prose = text.replace(/"[^"]+"|`[^`]+`/g, ' ');
  for (const raw of prose.split(/\s+/)) {
    const token = raw.replace(/^[([{'"<]+/, '').replace(/[)\]}'">,;:!?.]+$/, '');
    if (token === '' || !isValueToken(token) || codes.includes(token) || echoed.has(token)) continue;
    if (NUMBER.test(token) && echoedNumbers.has(Number(token))) continue;
    if (!out.includes(token)) out.push(token);
  }
  return out;
}

/** Whether the (normalised) result text holds `value`: a number as a number (`3.50` is 3.5; past the decimals written, `0.30000000000000004` is 0.3), a name as written. */
export function holdsValue(haystack: string, value: string): boolean {
  if (!NUMBER.test(value)) return haystack.includes(value);
  const expected = Number(value);
  const decimals = /\.(\d+)/.exec(value.replace(/[eE].*$/, ''))?.[1].length ?? 0;
  for (const match of haystack.matchAll(/(?<![\w.])[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g)) {
    const actual = Number(match[0]);
    if (actual === expected) return true;
    if (decimals > 0 && !/[eE]/.test(value) && Number(actual.toFixed(decimals)) === expected) return true;
  }
  return false;
}
