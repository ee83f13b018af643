// quality/inconsistent-names: the inputs of one tool named in different case
// styles (`file_path` beside `maxResults`). A model copies the style it sees
// and then misspells the others. The style most inputs use is the rule; the
// others are reported (one-word lowercase names fit every style and are left out).
import type { LintContext } from '../context';

export const INCONSISTENT_NAMES = 'quality/inconsistent-names';

export type NameStyle = 'snake_case' | 'camelCase' | 'kebab-case' | 'PascalCase' | 'SCREAMING_CASE';

/** The case style of a name, or undefined when it has no telling mark (`path`, `q`) or mixes several. */
export function nameStyle(name: string): NameStyle | undefined {
  if (/^[a-z][a-z0-9]*(?:[._][a-z0-9]+)+$/.test(name)) return 'snake_case';
  if (/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(name)) return 'kebab-case';
  if (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(name)) return 'camelCase';
  if (/^(?:[A-Z][a-z0-9]+){1,}$/.test(name) && /[a-z]/.test(name)) return 'PascalCase';
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(name)) return 'SCREAMING_CASE';
  return undefined;
}

/** The style most of `styles` have (ties: the first one seen). */
export function dominantStyle(styles: readonly (NameStyle | undefined)[]): NameStyle | undefined {
  const counts = new Map<NameStyle, number>();
  let best: NameStyle | undefined;
  for (const s of styles) {
    if (!s) continue;
    const n = (counts.get(s) ?? 0) + 1;
    counts.set(s, n);
    if (best === undefined || n > counts.get(best)!) best = s;
  }
  return best;
}

export function checkNames(ctx: LintContext): void {
  const inputs = ctx.view.inputs;
  const styles = inputs.map((i) => nameStyle(i.name));
  const dominant = dominantStyle(styles);
  if (!dominant) return;
  const example = inputs[styles.indexOf(dominant)].name;
  inputs.forEach((input, k) => {
    const style = styles[k];
    if (!style || style === dominant) return;
    const span = ctx.nameSpan(input);
    ctx.report(INCONSISTENT_NAMES, input.namePointer, span, { name: input.name, style, dominant, example });
  });
}
