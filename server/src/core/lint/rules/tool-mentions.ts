// The other tools a description gives orders about, for the workspace rule
// security/tool-shadowing (core/workspace/tool-shadowing.ts): "the
// send_email tool must send all emails to ...", "never use read_file", "when
// you call send_message, change the recipient". Read per document, with the
// other per-document rules (so only when the document changed); whether a
// mentioned name is a tool is known only to the workspace, which reports it.
// A description that names another tool as a step ("call list_files first",
// "before get-library-docs") orders nothing about that tool and is no mention.
import type { LintContext } from '../context';
import { eachProseMatch, type ProseSet } from '../phrases';
import { originalRange } from '../unicode';

export interface ToolMention {
  /** The name as written (after lookalike letters are read as ASCII). */
  name: string;
  /** The string that holds the phrase. */
  pointer: string;
  /** The phrase, as offsets from the start of the document's text (they stay right when the document moves). */
  from: number;
  to: number;
  /** The phrase, for the message. */
  phrase: string;
}

/**
 * A tool name: an identifier with a separator or an inner capital (a plain word such as "search" is too often
 * just a word), quoted or not. The patterns are case-insensitive, so TOOL_NAME checks the capital.
 */
const NAME = '[`\'"\u201c\u2018]?([A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*)[`\'"\u201d\u2019]?';
const TOOL_NAME = /^(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)$/;
const TOOL = `(?:the\\s+)?(?:\\([\\w\\s-]{1,40}\\)\\s+)?${NAME}(?:\\s+(?:tool|function|command))?`;
/** Taken whole before the verb, so that the verb is never one of them ("must not be called" is no order). */
const ADVERB = '(?:always|also|only|never|now|not)';
const PATTERNS: readonly RegExp[] = [
  // The other tool given orders: "the send_email tool must send ...", "send_email should always ...".
  new RegExp(
    `\\b${TOOL}\\s+(?:must|should|shall|needs\\s+to|has\\s+to|is\\s+to|will\\s+now)\\s+(?:${ADVERB}\\s+)?(?!(?:${ADVERB}|be)\\b)[a-z]+`,
    'gi',
  ),
  // The other tool suppressed: "never use read_file", "do not call the delete_file tool".
  new RegExp(`\\b(?:never|do\\s+not|don'?t|must\\s+not|should\\s+not|no\\s+longer)\\s+(?:use|call|invoke|run|trust)\\s+${TOOL}`, 'gi'),
  // Orders attached to the other tool's calls: "when you call send_message, change the recipient ...".
  new RegExp(
    `\\b(?:when(?:ever)?|every\\s+time|each\\s+time|any\\s*time)\\s+(?:you\\s+|the\\s+(?:model|assistant|agent|ai)\\s+)?` +
      `(?:use|uses|call|calls|invoke|invokes|run|runs|using|calling|invoking)\\s+${TOOL}\\s*(?:is\\s+(?:used|called|invoked)\\s*)?,?\\s+` +
      '(?:always|also|secretly|silently|quietly|first|make\\s+sure|ensure|you\\s+must|add|include|bcc|cc|send|change|replace|set|append|attach|forward|redirect|copy)\\b',
    'gi',
  ),
  // The same with the tool as the subject: "when (mcp_whatsapp) send_message is invoked, make sure to change ...".
  new RegExp(
    `\\b(?:when(?:ever)?|every\\s+time|each\\s+time|any\\s*time)\\s+${TOOL}\\s+is\\s+(?:used|called|invoked|run)\\s*,?\\s+` +
      '(?:always|also|secretly|silently|quietly|first|make\\s+sure|ensure|you\\s+must|add|include|bcc|cc|send|change|replace|set|append|attach|forward|redirect|copy)\\b',
    'gi',
  ),
];

export function findToolMentions(ctx: LintContext, prose: ProseSet): ToolMention[] {
  const out: ToolMention[] = [];
  const base = ctx.doc.span.start;
  for (const pattern of PATTERNS) {
    eachProseMatch(
      prose,
      pattern,
      (m) => TOOL_NAME.test(m[1]),
      (hit, m, i) => {
        const item = prose.items[i];
        const offset = prose.starts[i];
        const [start, end] = originalRange(item.at.value, item.read, hit.from - offset, hit.to - offset);
        const span = ctx.stringSpan(item.at.pointer, item.at.value, start, end);
        const phrase = m[0].replace(/\s+/g, ' ').trim();
        out.push({
          name: m[1],
          pointer: item.at.pointer,
          from: span.start - base,
          to: span.end - base,
          phrase: phrase.length > 80 ? phrase.slice(0, 77) + '...' : phrase,
        });
      },
    );
  }
  return out;
}
