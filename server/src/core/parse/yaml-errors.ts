// The yaml package's messages are precise but sometimes cryptic for someone
// writing a tool description; these say what to do.
import type { YAMLError } from 'yaml';
import type { ParseProblem } from './types';

const REWORDED: Array<[RegExp, string]> = [
  [
    /^Nested mappings are not allowed in compact mappings/,
    'a mapping cannot start on the same line as a key (`a: b: c`). Put the inner key on its own, more indented line, or quote the value if it contains ": ".',
  ],
  [
    /^Implicit keys need to be on a single line/,
    'a key must fit on one line. Is the previous line missing its value or a closing quote, or is this line indented too far?',
  ],
  [
    /^Implicit map keys need to be followed by map values/,
    'this key has no ":" after it. Add ": value", or indent the line under the key it belongs to.',
  ],
  [/^Tabs are not allowed as indentation/, 'tabs are not allowed as indentation in YAML; indent with spaces.'],
  [/^All sequence items must start at the same column/, 'all items of a list ("- ...") must start at the same column.'],
  [/^Sequence item without - indicator/, 'this line continues a list but has no "- " in front of it.'],
  [/^Missing closing "quote/, 'a double-quoted string is not closed: add the missing ".'],
  [/^Missing closing 'quote/, "a single-quoted string is not closed: add the missing '."],
  [
    /^Comments must be separated from other tokens by white space characters/,
    'put a space before "#" to start a comment (or quote the value if "#" is part of it).',
  ],
  [/^Maximum call stack size exceeded/, 'the document is nested too deeply to be read.'],
];

export function rewordYamlMessage(message: string): string {
  for (const [re, text] of REWORDED) if (re.test(message)) return `YAML syntax error: ${text}`;
  const clean = message.replace(/\s+at line \d+, column \d+[\s\S]*$/, '');
  return `YAML syntax error: ${clean.charAt(0).toLowerCase()}${clean.slice(1)}${/[.!?]$/.test(clean) ? '' : '.'}`;
}

/** Converts one of the yaml package's errors or warnings (offsets relative to `base`). */
export function yamlProblem(err: YAMLError, base: number, severity: 'error' | 'warning', maxDepth: number): ParseProblem {
  const [start, end] = err.pos;
  const span = { start: base + start, end: base + Math.max(start, end) };
  if (/Maximum call stack size exceeded/.test(err.message)) {
    return {
      severity: 'error',
      code: 'yaml/depth-limit',
      pointer: '',
      span,
      // Only reachable when the stack is smaller than measured (see YAML_MAX_DEPTH): say what happened, not a limit that was not reached.
      message: `Nesting too deep to read: the YAML reader ran out of stack before the limit of ${maxDepth} levels. The document is not validated. Flatten the structure.`,
    };
  }
  return {
    severity,
    code: severity === 'error' ? 'yaml/syntax' : 'yaml/warning',
    message: rewordYamlMessage(err.message),
    span,
    pointer: '',
  };
}
