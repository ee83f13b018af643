// "Fix all": the preferred quick fix of every diagnostic given (all of one
// code, or all of a file), as one set of edits that do not overlap. Where two
// fixes touch the same text the first one wins; the next validation shows
// what is left.
import type { OffsetEdit } from '../edit/text-edit';
import type { FileReport } from '../report';
import type { Diagnostic } from '../types';
import { quickFixes } from './quick-fixes';

export interface FixAll {
  /** The code fixed, or undefined for every code. */
  code?: string;
  /** How many diagnostics the edits fix. */
  count: number;
  /** Non-overlapping edits, in text order. */
  edits: OffsetEdit[];
  diagnostics: Diagnostic[];
}

/** The preferred fixes of `diagnostics` (only those of `code` when given). Undefined when none has one. */
export function fixAll(report: FileReport, diagnostics: readonly Diagnostic[], code?: string): FixAll | undefined {
  const wanted = code === undefined ? diagnostics : diagnostics.filter((d) => d.code === code);
  const preferred = quickFixes(report, wanted).filter((fix) => fix.preferred);
  const chosen = new Map<Diagnostic, OffsetEdit>();
  for (const fix of preferred) if (!chosen.has(fix.diagnostic)) chosen.set(fix.diagnostic, fix.edit);
  const edits: OffsetEdit[] = [];
  const fixed: Diagnostic[] = [];
  const byStart = [...chosen].sort(([, a], [, b]) => a.start - b.start || a.end - b.end);
  for (const [d, edit] of byStart) {
    if (edits.some((e) => overlaps(e, edit))) continue;
    edits.push(edit);
    fixed.push(d);
  }
  if (edits.length === 0) return undefined;
  return { ...(code === undefined ? {} : { code }), count: fixed.length, edits, diagnostics: fixed };
}

/** Two edits conflict when their ranges overlap, or both insert at one offset (their order would be a guess). */
function overlaps(a: OffsetEdit, b: OffsetEdit): boolean {
  if (a.start === b.start) return true;
  return a.start < b.end && b.start < a.end;
}
