// Text edits that add, rename or replace members of a mapping in the file's own
// layout: block YAML gets new lines at the indentation of the existing keys,
// flow YAML and JSON get `, key: value` (or a new line when the object is
// written over several lines). Only the parse layer's locations are used, so
// comments and formatting elsewhere are left exactly as they were.
import type { ParsedDocument } from '../parse/types';
import { getAt, joinTokens, parentPointer } from '../pointer';
import { isObject } from '../json-value';
import type { Language } from '../types';
import { renderBlockMember, renderFlowValue, renderKey } from './render';
import type { OffsetEdit } from './text-edit';

export interface NewMember {
  name: string;
  value: unknown;
}

export interface EditContext {
  text: string;
  document: ParsedDocument;
  language: Language;
}

/**
 * Adds `members` to the mapping at `objectPointer`. `where: 'start'` puts them
 * before the existing members (used for `schema_version`). Undefined when the
 * node is not a mapping whose layout we can read.
 */
export function insertMembers(
  ctx: EditContext,
  objectPointer: string,
  members: readonly NewMember[],
  where: 'start' | 'end' = 'end',
): OffsetEdit | undefined {
  const value = getAt(ctx.document.value, objectPointer);
  const loc = ctx.document.locations.get(objectPointer);
  if (!isObject(value) || loc === undefined || members.length === 0) return undefined;
  const children = childLocations(ctx, objectPointer, value);
  const style = loc.style ?? (ctx.language === 'json' ? 'flow' : 'block');
  if (style === 'block' && children.length > 0 && ctx.language === 'yaml') {
    return insertIntoBlock(ctx, children, members, where);
  }
  return insertIntoFlow(ctx, loc.value, children, members, where);
}

/** Replaces the value at `pointer` with `value`, written in flow style. */
export function replaceValue(ctx: EditContext, pointer: string, value: unknown): OffsetEdit | undefined {
  const loc = ctx.document.locations.get(pointer);
  if (loc === undefined) return undefined;
  const { start, end } = trimmedSpan(ctx.text, loc.value.start, loc.value.end, loc.style === 'block');
  return { start, end, newText: renderFlowValue(value, ctx.language) };
}

/** Renames the key of the member at `pointer`, keeping its quoting when it was quoted. */
export function renameKey(ctx: EditContext, pointer: string, newName: string): OffsetEdit | undefined {
  const key = ctx.document.locations.get(pointer)?.key;
  if (key === undefined) return undefined;
  const first = ctx.text[key.start];
  const quoted = first === '"' || first === "'";
  return { start: key.start, end: key.end, newText: renderKey(newName, ctx.language, quoted) };
}

/**
 * Removes the member or list item at `pointer` with its separator: its lines
 * in block YAML (undefined when it shares its line with something else, such
 * as the `- ` of the item it opens), the node and one comma in flow YAML and
 * JSON.
 */
export function removeNode(ctx: EditContext, pointer: string): OffsetEdit | undefined {
  const loc = ctx.document.locations.get(pointer);
  if (loc === undefined || pointer === '') return undefined;
  const { text } = ctx;
  const start = loc.key?.start ?? loc.value.start;
  const end = Math.max(loc.key?.end ?? 0, trimmedSpan(text, loc.value.start, loc.value.end, loc.style === 'block').end);
  const parent = ctx.document.locations.get(parentPointer(pointer));
  if ((parent?.style ?? (ctx.language === 'json' ? 'flow' : 'block')) === 'block') {
    const first = lineStart(text, start);
    const lead = loc.key === undefined ? /^[ ]*-[ ]*$/ : /^[ ]*$/;
    if (!lead.test(text.slice(first, start))) return undefined;
    const last = lineEnd(text, end);
    const next = text.startsWith('\r\n', last) ? last + 2 : text[last] === '\n' ? last + 1 : last;
    return { start: first, end: next, newText: '' };
  }
  let after = end;
  while (after < text.length && /\s/.test(text[after])) after++;
  if (text[after] === ',') {
    let next = after + 1;
    while (next < text.length && /\s/.test(text[next])) next++;
    return { start, end: next, newText: '' };
  }
  let before = start;
  while (before > 0 && /\s/.test(text[before - 1])) before--;
  if (text[before - 1] === ',') return { start: before - 1, end, newText: '' };
  return { start, end, newText: '' };
}

interface ChildLocation {
  keyStart: number;
  end: number;
}

function childLocations(ctx: EditContext, objectPointer: string, value: Record<string, unknown>): ChildLocation[] {
  const out: ChildLocation[] = [];
  for (const name of Object.keys(value)) {
    const loc = ctx.document.locations.get(joinTokens(objectPointer, name));
    if (loc?.key === undefined) continue;
    const valueEnd = trimmedSpan(ctx.text, loc.value.start, loc.value.end, loc.style === 'block').end;
    out.push({ keyStart: loc.key.start, end: Math.max(loc.key.end, valueEnd) });
  }
  return out.sort((a, b) => a.keyStart - b.keyStart);
}

function insertIntoBlock(ctx: EditContext, children: ChildLocation[], members: readonly NewMember[], where: 'start' | 'end'): OffsetEdit {
  const { text } = ctx;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const first = children[0];
  const firstLineStart = lineStart(text, first.keyStart);
  const indent = ' '.repeat(first.keyStart - firstLineStart);
  const unit = indentUnit(ctx);
  const lines = members.flatMap((m) => renderBlockMember(m.name, m.value, indent, unit));
  // Before the first key only when it starts its own line (not after `- `).
  if (where === 'start' && /^[ ]*$/.test(text.slice(firstLineStart, first.keyStart))) {
    return { start: firstLineStart, end: firstLineStart, newText: lines.join(eol) + eol };
  }
  const lastEnd = Math.max(...children.map((c) => c.end));
  const at = lineEnd(text, lastEnd);
  return { start: at, end: at, newText: eol + lines.join(eol) };
}

function insertIntoFlow(
  ctx: EditContext,
  span: { start: number; end: number },
  children: ChildLocation[],
  members: readonly NewMember[],
  where: 'start' | 'end',
): OffsetEdit | undefined {
  const { text, language } = ctx;
  const { start, end } = trimmedSpan(text, span.start, span.end, false);
  if (text[start] !== '{' || text[end - 1] !== '}') return undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const rendered = members.map((m) => `${renderKey(m.name, language)}: ${renderFlowValue(m.value, language)}`);
  const multiLine = text.slice(start, end).includes('\n');
  if (children.length === 0) {
    if (multiLine) {
      const indent = leadingSpaces(text, start) + indentUnit(ctx);
      return { start: start + 1, end: start + 1, newText: rendered.map((r) => eol + indent + r).join(',') };
    }
    const inner = language === 'json' ? rendered.join(', ') : ` ${rendered.join(', ')} `;
    return { start: start + 1, end: end - 1, newText: inner };
  }
  if (multiLine) {
    const anchor = where === 'start' ? children[0] : children[children.length - 1];
    const indent = ' '.repeat(Math.max(0, anchor.keyStart - lineStart(text, anchor.keyStart)));
    const onOwnLine = /^[ \t]*$/.test(text.slice(lineStart(text, anchor.keyStart), anchor.keyStart));
    const sep = onOwnLine ? eol + indent : ' ';
    if (where === 'start') {
      return { start: start + 1, end: start + 1, newText: rendered.map((r) => sep + r + ',').join('') };
    }
    const lastEnd = Math.max(...children.map((c) => c.end));
    return { start: lastEnd, end: lastEnd, newText: rendered.map((r) => ',' + sep + r).join('') };
  }
  if (where === 'start') {
    const pad = text[start + 1] === ' ' ? ' ' : '';
    return {
      start: start + 1,
      end: start + 1,
      newText:
        pad +
        rendered
          .map((r) => r + ', ')
          .join('')
          .trimEnd() +
        (pad ? '' : ' '),
    };
  }
  const lastEnd = Math.max(...children.map((c) => c.end));
  return { start: lastEnd, end: lastEnd, newText: rendered.map((r) => ', ' + r).join('') };
}

/** The indentation step of the file: the smallest positive indentation of a key line, else 2. */
function indentUnit(ctx: EditContext): string {
  let best = Infinity;
  const { text } = ctx;
  const span = ctx.document.span;
  for (const loc of ctx.document.locations.values()) {
    if (loc.key === undefined || loc.key.start < span.start || loc.key.start > span.end) continue;
    const col = loc.key.start - lineStart(text, loc.key.start);
    if (col > 0 && col < best && /^[ ]*$/.test(text.slice(lineStart(text, loc.key.start), loc.key.start))) best = col;
  }
  return ' '.repeat(Number.isFinite(best) && best <= 8 ? best : 2);
}

/**
 * A node span without the trailing whitespace the parser may include; for a
 * block collection also without trailing whole-line comments (never for
 * scalars: a `#` line can be the content of a block or quoted scalar).
 */
function trimmedSpan(text: string, start: number, end: number, blockCollection: boolean): { start: number; end: number } {
  let e = Math.min(end, text.length);
  for (;;) {
    while (e > start && /\s/.test(text[e - 1])) e--;
    const ls = lineStart(text, e);
    const line = text.slice(ls, e);
    if (blockCollection && ls > start && /^[ \t]*#/.test(line)) {
      e = ls;
      continue;
    }
    break;
  }
  return { start, end: e };
}

function lineStart(text: string, offset: number): number {
  const i = text.lastIndexOf('\n', offset - 1);
  return i + 1;
}

function lineEnd(text: string, offset: number): number {
  const i = text.indexOf('\n', offset);
  if (i === -1) return text.length;
  return i > 0 && text[i - 1] === '\r' ? i - 1 : i;
}

function leadingSpaces(text: string, offset: number): string {
  const ls = lineStart(text, offset);
  return /^[ ]*/.exec(text.slice(ls, offset))?.[0] ?? '';
}
