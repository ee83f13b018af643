// The yaml package's messages are precise but sometimes cryptic for someone
// writing a tool description; these say what to do. Any other message is
// kept as the package wrote it, inside our own (translated) framing.
import type { YAMLError } from 'yaml';
import type { MessageRef, ProblemMessageId } from '../text/problem';
import { yamlRepair } from './syntax-repair';
import type { ParseProblem } from './types';

const REWORDED: Array<[RegExp, ProblemMessageId]> = [
  [/^Nested mappings are not allowed in compact mappings/, 'parse.yaml.nestedCompact'],
  [/^Implicit keys need to be on a single line/, 'parse.yaml.keyOnOneLine'],
  [/^Implicit map keys need to be followed by map values/, 'parse.yaml.keyWithoutValue'],
  [/^Tabs are not allowed as indentation/, 'parse.yaml.tabs'],
  [/^All sequence items must start at the same column/, 'parse.yaml.itemColumn'],
  [/^Sequence item without - indicator/, 'parse.yaml.itemIndicator'],
  [/^Missing closing "quote/, 'parse.yaml.doubleQuote'],
  [/^Missing closing 'quote/, 'parse.yaml.singleQuote'],
  [/^Comments must be separated from other tokens by white space characters/, 'parse.yaml.commentSpace'],
  [/^Maximum call stack size exceeded/, 'parse.yaml.tooDeep'],
];

export function rewordYamlMessage(message: string): MessageRef {
  for (const [re, id] of REWORDED) if (re.test(message)) return { id };
  const clean = message.replace(/\s+at line \d+, column \d+[\s\S]*$/, '');
  return {
    id: 'parse.yaml.syntax',
    args: { detail: `${clean.charAt(0).toLowerCase()}${clean.slice(1)}${/[.!?]$/.test(clean) ? '' : '.'}` },
  };
}

/** Converts one of the yaml package's errors or warnings (offsets relative to `base`, the start of `slice`, the text it read). */
export function yamlProblem(err: YAMLError, base: number, severity: 'error' | 'warning', maxDepth: number, slice: string): ParseProblem {
  const [start, end] = insideSlice(err.pos, slice);
  const span = { start: base + start, end: base + end };
  if (/Maximum call stack size exceeded/.test(err.message)) {
    // Only reachable when the stack is smaller than measured (see YAML_MAX_DEPTH): say what happened, not a limit that was not reached.
    return {
      severity: 'error',
      code: 'yaml/depth-limit',
      pointer: '',
      span,
      message: { id: 'parse.yaml.stack', args: { limit: maxDepth } },
    };
  }
  const message = rewordYamlMessage(err.message);
  const problem: ParseProblem = { severity, code: severity === 'error' ? 'yaml/syntax' : 'yaml/warning', message, span, pointer: '' };
  // The repair is found from where the package reported the error, and kept relative to the span's start.
  const repair = severity === 'error' ? yamlRepair(slice, message.id, err.message, err.pos[0]) : undefined;
  if (repair) problem.repair = { ...repair, offset: repair.offset + err.pos[0] - start };
  return problem;
}

/**
 * The package puts an error found at the end of its input ("missing closing
 * quote", an unclosed `[`) one character past it: past the document, on the
 * next `---` or outside the text. It stays inside the slice, at the end of its
 * last line (before its final line break), where a fresh parse and an
 * incremental one (which may read the slice with more or less after it) agree.
 */
function insideSlice([from, to]: [number, number], slice: string): [number, number] {
  let last = slice.length;
  if (from < last) return [from, Math.min(Math.max(from, to), last)];
  if (slice.charCodeAt(last - 1) === 10) last--;
  if (slice.charCodeAt(last - 1) === 13) last--;
  return [last, last];
}
