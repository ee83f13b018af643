// Hover on a key: what it means in ATDF (in the user's language); inside an
// example: the declared schema of that property, with where it is declared.
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver/node';
import type { ParsedDocument } from '../core/parse/types';
import { splitPointer } from '../core/pointer';
import { locateSchema } from '../core/atdf/schema-at-pointer';
import type { Locale } from '../core/locale';
import { t } from '../l10n';
import { keyDoc } from '../l10n/key-docs';
import type { Analysis } from './analysis';
import { documentAt } from './document-at';
import { requiredOf, typeLabel } from './schema-at-path';

export function hover(analysis: Analysis, position: Position, locale: Locale): Hover | null {
  const report = analysis.report;
  if (!report) return null;
  const offset = analysis.doc.offsetAt(position);
  const at = documentAt(report, offset, undefined);
  if (!at.parsed || at.parsed.unusable) return null;
  const found = keyAt(at.parsed, offset);
  if (!found) return null;
  const tokens = splitPointer(found.pointer);
  const name = tokens[tokens.length - 1];
  const target = locateSchema(at.dialect, at.value, tokens);
  if (!target) return null;
  const range = { start: analysis.doc.positionAt(found.start), end: analysis.doc.positionAt(found.end) };
  const parent = locateSchema(at.dialect, at.value, tokens.slice(0, -1));
  const required = parent ? requiredOf(parent.schema).has(name) : false;
  const type = typeLabel(target.schema);
  const header = [
    `**${name}**`,
    type ? `${t(locale, 'hover.type')}: \`${type}\`` : undefined,
    t(locale, required ? 'hover.required' : 'hover.optional'),
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = [header, ''];
  if (target.source === 'example') {
    lines.push(
      t(locale, 'hover.declaredSchema', { name }) +
        (target.declaredAt ? ` (${t(locale, 'hover.declaredAt', { pointer: target.declaredAt })})` : ''),
    );
    if (typeof target.schema.description === 'string') lines.push('', target.schema.description);
    lines.push('', '```json', JSON.stringify(target.schema, null, 2), '```');
  } else {
    const english = typeof target.schema.description === 'string' ? target.schema.description : undefined;
    const text = keyDoc(locale, tokens, english);
    if (text) lines.push(text);
    if (Array.isArray(target.schema.enum)) {
      lines.push('', `${t(locale, 'hover.allowed')}: ${target.schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
    }
  }
  return { contents: { kind: MarkupKind.Markdown, value: lines.join('\n') }, range };
}

/** The member whose key span contains the offset. */
function keyAt(doc: ParsedDocument, offset: number): { pointer: string; start: number; end: number } | undefined {
  for (const [pointer, loc] of doc.locations) {
    if (loc.key && loc.key.start <= offset && offset <= loc.key.end) return { pointer, start: loc.key.start, end: loc.key.end };
  }
  return undefined;
}
