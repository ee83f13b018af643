// security/invisible-characters: code points a reviewer does not see but a
// model reads (zero-width and direction controls, Unicode tag characters that
// spell hidden ASCII text), in any string or key of the document. One finding
// per run of them, on the run itself; the fix deletes it.
import type { LintContext } from '../context';
import type { ScalarMap } from '../scalar-map';
import type { DocumentStrings } from '../strings';
import { codePointName, invisibleAt, MAY_HIDE, tagText } from '../unicode';

export const INVISIBLE_CHARACTERS = 'security/invisible-characters';

/** Code points named in a message (the count says how many more). */
const NAMED = 3;
/** Hidden tag text quoted in a message, at most. */
const QUOTED = 80;

export function checkInvisibleCharacters(ctx: LintContext, strings: DocumentStrings): void {
  for (const s of strings.values) if (MAY_HIDE.test(s.value)) reportRuns(ctx, s.pointer, s.value, false);
  for (const k of strings.unusualKeys) if (MAY_HIDE.test(k.key)) reportRuns(ctx, k.pointer, k.key, true);
}

function reportRuns(ctx: LintContext, pointer: string, value: string, key: boolean): void {
  const loc = ctx.doc.locations.get(pointer);
  const whole = key ? loc?.key : loc?.value;
  for (let i = 0; i < value.length;) {
    const width = invisibleAt(value, i);
    if (width === 0) {
      i++;
      continue;
    }
    let end = i + width;
    for (let w = invisibleAt(value, end); w > 0; w = invisibleAt(value, end)) end += w;
    const run = value.slice(i, end);
    if (/^\0+$/.test(run) && nulWritten(ctx, whole)) {
      i = end; // a NUL written as such is the parse layer's text/nul error already
      continue;
    }
    const points = [...run];
    const hidden = tagText(run);
    const map = whole && ctx.mapOf(pointer, value, whole, key);
    ctx.report(
      INVISIBLE_CHARACTERS,
      pointer,
      ctx.stringSpan(pointer, value, i, end, key),
      {
        count: points.length,
        codes: points.slice(0, NAMED).map(codePointName).join(', ') + (points.length > NAMED ? ', ...' : ''),
        hidden: hidden.length > QUOTED ? hidden.slice(0, QUOTED) + '...' : hidden,
      },
      {
        variant: hidden !== '' ? 'tags' : undefined,
        // Deleting a whole plain value would leave no value at all: only runs inside a text get the fix.
        fix: map && run !== value && contiguous(map, i, end) ? { kind: 'delete' } : undefined,
      },
    );
    i = end;
  }
}

function nulWritten(ctx: LintContext, whole: { start: number; end: number } | undefined): boolean {
  return whole !== undefined && ctx.text.slice(whole.start, whole.end).includes('\0');
}

/** The run's source holds nothing but the run (raw or escaped): deleting its range removes exactly it. */
function contiguous(map: ScalarMap, from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) {
    const sameEscape = map.starts[k] === map.starts[k - 1] && map.ends[k] === map.ends[k - 1];
    if (!sameEscape && map.starts[k] !== map.ends[k - 1]) return false;
  }
  return true;
}
