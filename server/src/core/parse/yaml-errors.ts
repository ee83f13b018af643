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
  const [start, end] = err.pos;
  const span = { start: base + start, end: base + Math.max(start, end) };
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
  const repair = severity === 'error' ? yamlRepair(slice, message.id, err.message, start) : undefined;
  if (repair) problem.repair = repair;
  return problem;
}
