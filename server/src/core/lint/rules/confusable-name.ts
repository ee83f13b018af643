// security/confusable-name: a tool or input name that reads as ASCII but holds
// letters of another script (Cyrillic "а", Greek "ο", fullwidth or
// mathematical letters). Such a name passes for another tool's name in a
// review (and in an allow-list) while being a different string. The range is
// the lookalike letters; the fix writes the name in ASCII.
import type { LintContext } from '../context';
import { asciiLookalike, codePointName, invisibleAt } from '../unicode';

export const CONFUSABLE_NAME = 'security/confusable-name';

export function checkConfusableNames(ctx: LintContext): void {
  const { view } = ctx;
  if (view.name) check(ctx, view.name.pointer, view.name.value, false, 'tool');
  for (const input of view.inputs) check(ctx, input.namePointer, input.name, input.nameIsKey, 'input');
}

function check(ctx: LintContext, pointer: string, name: string, key: boolean, kind: 'tool' | 'input'): void {
  if (/^[\x00-\x7f]*$/.test(name)) return;
  let ascii = '';
  let first = -1;
  let last = -1;
  const letters: string[] = [];
  for (let i = 0; i < name.length;) {
    const hidden = invisibleAt(name, i);
    if (hidden > 0) {
      // Invisible characters are the other rule's; they do not make a name any less ASCII-looking.
      i += hidden;
      continue;
    }
    const cp = name.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (cp < 0x80) ascii += name.charAt(i);
    else {
      const lookalike = asciiLookalike(cp);
      if (!lookalike) return; // a letter that imitates nothing: a name in another script, not a disguise
      ascii += lookalike;
      if (first < 0) first = i;
      last = i + width;
      if (letters.length < 3) letters.push(`"${String.fromCodePoint(cp)}" (${codePointName(String.fromCodePoint(cp))})`);
    }
    i += width;
  }
  if (first < 0) return;
  ctx.report(
    CONFUSABLE_NAME,
    pointer,
    ctx.stringSpan(pointer, name, first, last, key),
    { name, ascii, letters: letters.join(', ') },
    { variant: kind === 'input' ? 'input' : undefined, fix: key ? undefined : { kind: 'replace-value', value: ascii } },
  );
}
