// textDocument/hover: the engine's hover data as Markdown, in the user's
// language (ATDF keys from l10n/key-docs; an example's input shows its schema).
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver/node';
import type { AtdfEngine, Locale } from '../core/index';
import { t } from '../l10n';
import { keyDoc } from '../l10n/key-docs';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function hover(engine: AtdfEngine, analysis: Analysis, position: Position, locale: Locale): Hover | null {
  const data = analysis.report && engine.hover(analysis.report, analysis.doc.offsetAt(position));
  if (!data) return null;
  const { name, schema } = data;
  const header = [
    `**${name}**`,
    data.type ? `${t(locale, 'hover.type')}: \`${data.type}\`` : undefined,
    t(locale, data.required ? 'hover.required' : 'hover.optional'),
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = [header, ''];
  if (data.source === 'example') {
    lines.push(
      t(locale, 'hover.declaredSchema', { name }) +
        (data.declaredAt ? ` (${t(locale, 'hover.declaredAt', { pointer: data.declaredAt })})` : ''),
    );
    if (typeof schema.description === 'string') lines.push('', schema.description);
    lines.push('', '```json', JSON.stringify(schema, null, 2), '```');
  } else {
    const english = typeof schema.description === 'string' ? schema.description : undefined;
    const text = keyDoc(locale, data.path, english);
    if (text) lines.push(text);
    if (Array.isArray(schema.enum)) {
      lines.push('', `${t(locale, 'hover.allowed')}: ${schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
    }
  }
  return { contents: { kind: MarkupKind.Markdown, value: lines.join('\n') }, range: toRange(analysis.doc, data.span) };
}
