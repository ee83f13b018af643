// Applies a config to a file's findings, after every rule (the workspace ones
// too) has run: severities from the config, `off` rules dropped, findings
// under an `# atdf-disable...` comment dropped, and each suppression that
// suppressed nothing reported. Pure; without a config or comments it returns
// its input as it is (the editor's caches keep working on the same arrays).
import { closestKey } from '../atdf/from-validation-error';
import { ALL_RULES, isRuleId } from '../rules/registry';
import type { Locale } from '../locale';
import { positionBefore } from '../text/position';
import type { Diagnostic, Position, Range } from '../types';
import { compareDiagnostics } from '../validate-file';
import { DEFAULT_FILE_RULES, type FileRules } from './file-rules';
import { configMsg } from './messages';
import { CONFIG_INVALID_RULE, UNUSED_SUPPRESSION_RULE } from './rules';
import type { SuppressionComment } from './suppress';

export function applyConfig(
  diagnostics: readonly Diagnostic[],
  rules: FileRules,
  comments: readonly SuppressionComment[],
  locale: Locale,
): Diagnostic[] {
  if (rules === DEFAULT_FILE_RULES && comments.length === 0) return diagnostics as Diagnostic[];
  const kept: Diagnostic[] = [];
  for (const d of diagnostics) {
    const severity = rules.severityOf(d.code, d.severity);
    if (severity === 'off') continue;
    kept.push(severity === d.severity ? d : { ...d, severity });
  }
  return comments.length === 0 ? kept : suppress(kept, rules, comments, locale);
}

/** One rule id of one directive (`*`: the directive names none, so every rule). */
interface Entry {
  id: string;
  range: Range;
  comment: SuppressionComment;
  used: boolean;
}

interface Region {
  entry: Entry;
  /** Lines `fromLine..toLine`, or from `start` to `end` (a disable/enable region). */
  fromLine?: number;
  toLine?: number;
  start?: Position;
  end?: Position;
}

function suppress(diagnostics: Diagnostic[], rules: FileRules, comments: readonly SuppressionComment[], locale: Locale): Diagnostic[] {
  const entries: Entry[] = [];
  const regions: Region[] = [];
  const unusedEnables: { comment: SuppressionComment; range: Range }[] = [];
  let open: Region[] = [];
  for (const comment of comments) {
    if (comment.kind === 'enable') {
      const named = comment.rules.map((r) => r.id);
      const closing = named.length === 0 ? open : open.filter((r) => named.includes(r.entry.id));
      for (const region of closing) region.end = comment.range.start;
      open = open.filter((r) => !closing.includes(r));
      if (named.length === 0 && closing.length === 0) unusedEnables.push({ comment, range: comment.range });
      for (const r of comment.rules) if (!closing.some((c) => c.entry.id === r.id)) unusedEnables.push({ comment, range: r.range });
      continue;
    }
    const own: Entry[] =
      comment.rules.length === 0
        ? [{ id: '*', range: comment.range, comment, used: false }]
        : comment.rules.map((r) => ({ id: r.id, range: r.range, comment, used: false }));
    entries.push(...own);
    const line = comment.range.start.line;
    for (const entry of own) {
      if (comment.kind === 'disable-next-line') regions.push({ entry, fromLine: line + 1, toLine: line + 1 });
      else if (comment.kind === 'disable-line') regions.push({ entry, fromLine: line, toLine: line });
      else {
        const region: Region = { entry, start: comment.range.start };
        regions.push(region);
        open.push(region);
      }
    }
  }

  const kept: Diagnostic[] = [];
  for (const d of diagnostics) {
    let suppressed = false;
    if (d.code !== UNUSED_SUPPRESSION_RULE && d.code !== CONFIG_INVALID_RULE) {
      for (const region of regions) {
        if ((region.entry.id === '*' || region.entry.id === d.code) && covers(region, d.range.start)) {
          region.entry.used = true;
          suppressed = true;
        }
      }
    }
    if (!suppressed) kept.push(d);
  }

  const severity = rules.severityOf(UNUSED_SUPPRESSION_RULE, 'warning');
  if (severity === 'off') return kept;
  // `removes`: what the quick fix deletes, the whole comment or the one rule id of several (services/suppression-removal.ts).
  const unused = (comment: SuppressionComment, range: Range, message: string): Diagnostic => ({
    severity,
    document: comment.document,
    pointer: '',
    code: UNUSED_SUPPRESSION_RULE,
    message,
    range,
    data: {
      pointer: '',
      directive: comment.kind,
      removes: comment.rules.length > 1 && range !== comment.range ? 'rule' : 'comment',
      comment: comment.range,
    },
  });
  for (const entry of entries) {
    if (entry.used) continue;
    const directive = entry.comment.text;
    if (entry.id === '*') kept.push(unused(entry.comment, entry.range, configMsg(locale, 'suppress.unused-all', { directive })));
    else if (!isRuleId(entry.id)) {
      const suggestion = closestKey(
        entry.id,
        ALL_RULES.map((r) => r.id),
      );
      const hint = suggestion === undefined ? '' : configMsg(locale, 'suppress.unknown-hint', { suggestion });
      kept.push(unused(entry.comment, entry.range, configMsg(locale, 'suppress.unknown', { directive, rule: entry.id, hint })));
    } else kept.push(unused(entry.comment, entry.range, configMsg(locale, 'suppress.unused', { directive, rule: entry.id })));
  }
  for (const { comment, range } of unusedEnables) {
    kept.push(unused(comment, range, configMsg(locale, 'suppress.enable-unused', { directive: comment.text })));
  }
  return kept.sort(compareDiagnostics);
}

function covers(region: Region, at: Position): boolean {
  if (region.fromLine !== undefined) return at.line >= region.fromLine && at.line <= region.toLine!;
  return !positionBefore(at, region.start!) && (region.end === undefined || positionBefore(at, region.end));
}
