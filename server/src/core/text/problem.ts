// A problem found in a file's text, as data: what it is (a code), where (a
// span) and what to say (a message id and its arguments). The text is made
// only where the problem becomes a diagnostic, in the user's language
// (problem-text.ts), so a problem kept across edits never holds words that
// could go stale, such as a line number.
import type { ProblemMessageId } from '../messages/problems-en';
import type { Severity } from '../types';
import type { Span } from './span';

export type { ProblemMessageId };

/** An argument of a message: a value shown as is, or another message (rendered in the same language). */
export type MessageArg = string | number | MessageRef;

/** A message of the problem catalogue (server/src/core/messages/problems-en.ts) and its arguments. */
export interface MessageRef {
  id: ProblemMessageId;
  args?: Record<string, MessageArg>;
}

export interface TextProblem {
  severity: Severity;
  /** The diagnostic code: `encoding/utf16`, `text/nul`, `yaml/syntax`, `json/duplicate-key`, ... */
  code: string;
  message: MessageRef;
  span: Span;
  /** Another place the problem refers to (the first definition of a duplicate key): its line is {relatedLine}. */
  related?: Span;
  /** The edit that obviously repairs it (a closing quote or bracket, a comma), when the reader knows the place. */
  repair?: TextRepair;
}

/**
 * An edit relative to the problem's span, so that it moves with the problem
 * when an edit above shifts it: replace `length` characters at
 * `span.start + offset` with `insert`.
 */
export interface TextRepair {
  offset: number;
  length: number;
  insert: string;
}
