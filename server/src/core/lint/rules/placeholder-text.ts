// quality/placeholder-text: text that was never written: TODO, TBD, FIXME,
// lorem ipsum, "description goes here". A model reads them as the tool's
// documentation.
// quality/generated-text: the sentences an importer writes where its source has
// nothing to say (marked for review in the file). Their own rule, information
// by default, so that a fresh import passes `--max-warnings 0` while they stay
// listed (`atdf validate --only quality/generated-text`); atdf:strict raises the
// quality group, these included, to warnings.
import { isGeneratedText } from '../../mcp/generated-text';
import type { LintContext } from '../context';
import { eachProseMatch, reportHits, type ProseSet } from '../phrases';

export const PLACEHOLDER_TEXT = 'quality/placeholder-text';
export const GENERATED_TEXT = 'quality/generated-text';

const PLACEHOLDER =
  /(?<![A-Za-z0-9])(?:TODO|TBD|FIXME)(?![A-Za-z0-9])|\blorem ipsum\b|\b(?:description goes here|(?:insert|add|write) (?:a |the |your )?description(?: here)?\b|your description here)/gi;
/** TODO/TBD/FIXME count only in capitals ("a todo list" is a thing a tool may manage). */
const CAPITALS = /^(?:TODO|TBD|FIXME)$/;
/**
 * ...and only where a note to oneself goes: first in a text, a line or a sentence, or before a colon. "Find
 * TODO comments" is a search tool speaking of its subject.
 */
const NOTE_BEFORE = /(?:^|[\n.!?:]\s*|^\s*[-*]\s*|\n\s*[-*]\s*)$/;

function placeholderWord(m: RegExpExecArray): boolean {
  if (!/^(?:todo|tbd|fixme)$/i.test(m[0])) return true;
  if (!CAPITALS.test(m[0])) return false;
  const after = m.input.charAt(m.index + m[0].length);
  return after === ':' || after === '' || after === '\n' || NOTE_BEFORE.test(m.input.slice(Math.max(0, m.index - 8), m.index));
}

export function checkPlaceholders(ctx: LintContext, prose: ProseSet): void {
  for (const p of prose.items) {
    if (isGeneratedText(p.at.value)) ctx.report(GENERATED_TEXT, p.at.pointer, ctx.valueSpan(p.at.pointer), {});
  }
  eachProseMatch(prose, PLACEHOLDER, placeholderWord, (hit) => reportHits(ctx, PLACEHOLDER_TEXT, prose, [hit]));
}
