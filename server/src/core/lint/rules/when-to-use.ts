// quality/weak-when-to-use: `when_to_use` blank, or a copy of the description.
// It is the one field that tells a model when to pick this tool over another;
// repeating what the tool does leaves that unsaid. (Missing or "" is already
// an error of the schema; the importer's generated sentence is placeholder text.)
import { isGeneratedText } from '../../mcp/generated-text';
import type { LintContext } from '../context';
import { textWords } from '../words';

export const WEAK_WHEN_TO_USE = 'quality/weak-when-to-use';

/** Word sets this similar (shared / all) are a copy. */
const COPY_SIMILARITY = 0.9;

export function checkWhenToUse(ctx: LintContext): void {
  const { whenToUse, description } = ctx.view;
  if (!whenToUse || whenToUse.value === '' || isGeneratedText(whenToUse.value)) return;
  if (whenToUse.value.trim() === '') {
    ctx.report(WEAK_WHEN_TO_USE, whenToUse.pointer, ctx.valueSpan(whenToUse.pointer), {}, { variant: 'blank' });
    return;
  }
  if (description && similarity(whenToUse.value, description.value) >= COPY_SIMILARITY) {
    ctx.report(WEAK_WHEN_TO_USE, whenToUse.pointer, ctx.valueSpan(whenToUse.pointer), {});
  }
}

/** Texts longer than this are compared as they are, not word by word. */
const MAX_COMPARED = 4000;

function similarity(a: string, b: string): number {
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return a.trim() === b.trim() ? 1 : 0;
  const left = new Set(textWords(a));
  const right = new Set(textWords(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const w of left) if (right.has(w)) shared++;
  return shared / (left.size + right.size - shared);
}
