// Finds where a text stops being JSON, for messages with a line and column
// (Node's JSON.parse often gives neither). Iterative: nesting depth costs no
// stack. Only called after JSON.parse has failed.

export interface JsonErrorSpot {
  offset: number;
  /** What was wrong there. */
  problem: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

export function locateJsonError(text: string): JsonErrorSpot {
  let i = 0;
  // Each entry: what the enclosing container expects next.
  const stack: Array<'object' | 'array'> = [];
  type Want = 'value' | 'key' | 'colon' | 'comma-or-close' | 'end' | 'first-key-or-close' | 'first-value-or-close';
  let want = 'value' as Want; // (cast: closures assign it, so TS must not narrow it)
  const skip = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };
  const describe = (ch: string | undefined) => (ch === undefined ? 'the end of the text' : `"${ch}"`);
  const afterValue = () => {
    want = stack.length === 0 ? 'end' : 'comma-or-close';
  };
  for (;;) {
    skip();
    const ch = text[i];
    if (ch === undefined && want !== 'end') return { offset: i, problem: 'the text ends too early (truncated file?)' };
    switch (want) {
      case 'end':
        if (ch === undefined) return { offset: i, problem: 'no error found' };
        return { offset: i, problem: `unexpected ${describe(ch)} after the end of the JSON value` };
      case 'colon':
        if (ch !== ':') return { offset: i, problem: `expected ":" after a property name, found ${describe(ch)}` };
        i++;
        want = 'value';
        continue;
      case 'comma-or-close': {
        const top = stack[stack.length - 1];
        if (ch === ',') {
          i++;
          want = top === 'object' ? 'key' : 'value';
        } else if ((top === 'object' && ch === '}') || (top === 'array' && ch === ']')) {
          i++;
          stack.pop();
          afterValue();
        } else return { offset: i, problem: `expected "," or "${top === 'object' ? '}' : ']'}", found ${describe(ch)}` };
        continue;
      }
      case 'key':
      case 'first-key-or-close':
        if (want === 'first-key-or-close' && ch === '}') {
          i++;
          stack.pop();
          afterValue();
          continue;
        }
        if (ch !== '"') return { offset: i, problem: `expected a property name in double quotes, found ${describe(ch)}` };
        {
          const end = skipString(text, i);
          if (end < 0)
            return {
              offset: -end - 1,
              problem:
                end === -(text.length + 1) ? 'the text ends too early (truncated file?)' : 'bad escape or control character in a string',
            };
          i = end;
        }
        want = 'colon';
        continue;
      case 'value':
      case 'first-value-or-close':
        if (want === 'first-value-or-close' && ch === ']') {
          i++;
          stack.pop();
          afterValue();
          continue;
        }
        if (ch === '{') {
          stack.push('object');
          i++;
          want = 'first-key-or-close';
        } else if (ch === '[') {
          stack.push('array');
          i++;
          want = 'first-value-or-close';
        } else if (ch === '"') {
          const end = skipString(text, i);
          if (end < 0)
            return {
              offset: -end - 1,
              problem:
                end === -(text.length + 1) ? 'the text ends too early (truncated file?)' : 'bad escape or control character in a string',
            };
          i = end;
          afterValue();
        } else {
          NUMBER.lastIndex = i;
          LITERAL.lastIndex = i;
          const m = NUMBER.exec(text) ?? LITERAL.exec(text);
          if (!m) return { offset: i, problem: `expected a value, found ${describe(ch)}` };
          i += m[0].length;
          afterValue();
        }
        continue;
    }
  }
}

/** Index after the closing quote, or -(offset of the problem) - 1. */
function skipString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return -i - 1;
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === undefined) return -(text.length + 1);
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return -i - 1;
        i += 6;
      } else if ('"\\/bfnrt'.includes(e)) i += 2;
      else return -i - 1;
    } else i++;
  }
  return -(text.length + 1);
}
