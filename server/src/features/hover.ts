// textDocument/hover: the engine's hover data as Markdown, in the user's
// language (ATDF keys from core/messages/key-docs; an example's input shows its schema;
// a value its schema and allowed values; a $ref its target).
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import { type AtdfEngine, type KeyHover, type Locale, type RefHover, type ValueHover, t, type MessageId, keyDoc } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function hover(engine: AtdfEngine, analysis: Analysis, position: Position, locale: Locale): Hover | null {
  const data = analysis.report && engine.hover(analysis.report, analysis.doc.offsetAt(position));
  if (!data) return null;
  const lines = data.kind === 'key' ? keyLines(data, locale) : data.kind === 'value' ? valueLines(data, locale) : refLines(data, locale);
  return { contents: { kind: MarkupKind.Markdown, value: lines.join('\n') }, range: toRange(analysis.doc, data.span) };
}

function keyLines(data: KeyHover, locale: Locale): string[] {
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
    lines.push('', ...jsonBlock(schema));
  } else {
    const english = typeof schema.description === 'string' ? schema.description : undefined;
    const text = keyDoc(locale, data.path, english);
    if (text) lines.push(text);
    if (Array.isArray(schema.enum)) lines.push('', `${t(locale, 'hover.allowed')}: ${shownValues(schema.enum)}`);
  }
  return lines;
}

function valueLines(data: ValueHover, locale: Locale): string[] {
  const { schema } = data;
  const lines = [
    [`\`${JSON.stringify(data.value)}\``, data.type ? `${t(locale, 'hover.type')}: \`${data.type}\`` : undefined]
      .filter(Boolean)
      .join(' · '),
    '',
  ];
  if (data.typeName) lines.push(t(locale, `hover.typeName.${data.typeName}` as MessageId), '');
  const english = typeof schema.description === 'string' ? schema.description : undefined;
  // The description of what the value is for: an ATDF key's in the user's language, a tool's own as written.
  const description = data.source === 'meta' ? keyDoc(locale, data.path, english) : english;
  if (description) lines.push(description, '');
  if (data.allowed) lines.push(`${t(locale, 'hover.allowed')}: ${shownValues(data.allowed, data.value)}`, '');
  if (data.source === 'example') {
    lines.push(
      t(locale, 'hover.checkedAgainst') + (data.declaredAt ? ` (${t(locale, 'hover.declaredAt', { pointer: data.declaredAt })})` : ''),
      '',
      ...jsonBlock(schema),
    );
  }
  return lines;
}

function refLines(data: RefHover, locale: Locale): string[] {
  if (data.target === undefined) return [`\`$ref\`: \`${data.ref}\``, '', t(locale, 'hover.refUnresolved')];
  return [`\`$ref\`: \`${data.ref}\``, '', t(locale, 'hover.refTarget', { pointer: data.target }), '', ...jsonBlock(data.targetValue)];
}

/** The allowed values, the current one in bold. */
function shownValues(values: readonly unknown[], current?: unknown): string {
  return values
    .map((v) => (JSON.stringify(v) === JSON.stringify(current) ? `**\`${JSON.stringify(v)}\`**` : `\`${JSON.stringify(v)}\``))
    .join(', ');
}

function jsonBlock(value: unknown): string[] {
  return ['```json', JSON.stringify(value, null, 2), '```'];
}
