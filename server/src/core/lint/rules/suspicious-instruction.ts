// security/suspicious-instruction: the second opinion. A trained detector
// (lint/detector/) scores each sentence of each prose string; a string whose
// most suspicious sentence scores at or above the threshold measured on the
// held-out split gets a warning naming that sentence. It reads what the rules
// cannot name (an order in words no lexicon holds, a language they do not
// speak), so it runs after them and stays silent on a string they already
// reported: one finding per problem. A warning, not an error: a score is not a
// reason a reviewer can read, so it does not stop an export on its own.
import type { LintContext } from '../context';
import { detectorScore } from '../detector/score';
import { DETECTOR_MODEL } from '../detector/weights';
import type { ProseSet } from '../phrases';

export const SUSPICIOUS_INSTRUCTION = 'security/suspicious-instruction';

/** Longest sentence quoted in the message. */
const SHOWN = 100;

export function checkSuspiciousInstructions(ctx: LintContext, prose: ProseSet): void {
  const reported = new Set(ctx.findings.filter((f) => f.rule.startsWith('security/')).map((f) => f.pointer));
  for (const item of prose.items) {
    const value = item.at.value;
    if (reported.has(item.at.pointer)) continue;
    const found = detectorScore(value);
    if (found.score < DETECTOR_MODEL.threshold) continue;
    const sentence = value.slice(found.from, found.to).replace(/\s+/g, ' ').trim();
    ctx.report(SUSPICIOUS_INSTRUCTION, item.at.pointer, ctx.stringSpan(item.at.pointer, value, found.from, found.to), {
      phrase: sentence.length > SHOWN ? sentence.slice(0, SHOWN - 3) + '...' : sentence,
      score: Math.round(found.score * 100),
    });
  }
}
