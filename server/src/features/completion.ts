// Completion: the keys allowed at the cursor (ATDF's own keys from the
// dialect's meta-schema; inside examples the tool's own input/output schema),
// minus the keys already present; and values (enum/const members, true/false,
// JSON type names for a 2.x input's `type`). Works on half-typed YAML.
import { CompletionItemKind, MarkupKind, type CompletionItem, type CompletionList, type Position } from 'vscode-languageserver/node';
import { JSON_TYPE_NAMES } from '../core/atdf/rules/inputs-v2';
import { isObject } from '../core/json-value';
import { locateSchema } from '../core/atdf/schema-at-pointer';
import { renderFlowValue, renderKey } from '../core/edit/render';
import type { FileReport } from '../core/report';
import type { Locale } from '../core/locale';
import { t } from '../l10n';
import { keyDoc } from '../l10n/key-docs';
import type { Analysis } from './analysis';
import type { CursorContext } from './cursor-context';
import { jsonCursorContext } from './cursor-context-json';
import { yamlCursorContext } from './cursor-context-yaml';
import { documentAt, textAround, type DocumentAt } from './document-at';
import { isEmbeddedSchemaObject, isEmbeddedTypeValue, SCHEMA_TYPE_NAMES, schemaKeywords } from './embedded-schema';
import { propertiesOf, requiredOf, typeLabel } from './schema-at-path';
import { textOf } from '../core/text/source-text';

export function completion(analysis: Analysis, position: Position, lastUsable: FileReport | undefined, locale: Locale): CompletionList {
  const empty: CompletionList = { isIncomplete: false, items: [] };
  const report = analysis.report;
  if (!report) return empty;
  const doc = analysis.doc;
  const offset = doc.offsetAt(position);
  const at = documentAt(report, offset, lastUsable);
  const context: CursorContext | undefined =
    analysis.language === 'json' ? jsonCursorContext(textOf(report.parsed.text), offset) : yamlContext(report, at, offset);
  if (!context) return empty;
  const range = { start: doc.positionAt(context.replace.start), end: doc.positionAt(context.replace.end) };
  const items: CompletionItem[] = [];

  if (context.kind === 'key') {
    const target = locateSchema(at.dialect, at.value, context.objectPath);
    const candidates: [string, unknown][] = target ? propertiesOf(target.schema) : [];
    if (context.objectPath.length === 0 && !at.dialectKnown && !candidates.some(([k]) => k === 'tool')) {
      const toolForm = locateSchema('tool', {}, []);
      if (toolForm) candidates.unshift(...propertiesOf(toolForm.schema));
    }
    const required = target ? requiredOf(target.schema) : new Set<string>();
    for (const [name, sub] of candidates) {
      if (context.present.has(name)) continue;
      const key = renderKey(name, analysis.language);
      const description = isObject(sub) && typeof sub.description === 'string' ? sub.description : undefined;
      const docText = target?.source === 'meta' ? keyDoc(locale, [...context.objectPath, name], description) : description;
      const type = typeLabel(sub);
      const detailParts = [target?.source === 'example' ? t(locale, 'completion.exampleInput') : t(locale, 'completion.key')];
      if (type) detailParts.push(type);
      if (required.has(name)) detailParts.push(t(locale, 'completion.required'));
      items.push({
        label: name,
        kind: CompletionItemKind.Property,
        detail: detailParts.join(' · '),
        documentation: docText ? { kind: MarkupKind.Markdown, value: docText } : undefined,
        sortText: (required.has(name) ? '0' : '1') + name,
        filterText: analysis.language === 'json' ? key : name,
        textEdit: { range, newText: `${key}: ` },
      });
    }
    if (!target && isEmbeddedSchemaObject(at.dialect, context.objectPath)) {
      for (const keyword of schemaKeywords()) {
        if (context.present.has(keyword)) continue;
        items.push({
          label: keyword,
          kind: CompletionItemKind.Keyword,
          detail: t(locale, 'completion.schemaKeyword'),
          filterText: analysis.language === 'json' ? renderKey(keyword, 'json') : keyword,
          textEdit: { range, newText: `${renderKey(keyword, analysis.language)}: ` },
        });
      }
    }
    return { isIncomplete: false, items };
  }

  const target = locateSchema(at.dialect, at.value, context.valuePath);
  const values: unknown[] = [];
  const schema = target?.schema;
  if (schema) {
    if (Object.prototype.hasOwnProperty.call(schema, 'const')) values.push(schema.const);
    if (Array.isArray(schema.enum)) values.push(...schema.enum);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (values.length === 0 && types.includes('boolean')) values.push(true, false);
  }
  const path = context.valuePath;
  if (at.dialect !== 'tool' && path.length === 4 && path[0] === 'how_to_use' && path[1] === 'inputs' && path[3] === 'type') {
    values.push(...JSON_TYPE_NAMES);
  }
  if (isEmbeddedTypeValue(at.dialect, path)) values.push(...SCHEMA_TYPE_NAMES);
  const seen = new Set<string>();
  for (const value of values) {
    const rendered = renderValue(value, analysis.language);
    if (seen.has(rendered)) continue;
    seen.add(rendered);
    items.push({
      label: rendered,
      kind: typeof value === 'boolean' ? CompletionItemKind.Keyword : CompletionItemKind.EnumMember,
      detail: t(locale, 'completion.value'),
      textEdit: { range, newText: rendered },
    });
  }
  return { isIncomplete: false, items };
}

/** A value as the user would type it: plain in YAML when it reads back the same, JSON otherwise. */
function renderValue(value: unknown, language: 'yaml' | 'json'): string {
  if (
    language === 'yaml' &&
    typeof value === 'string' &&
    /^[A-Za-z_][A-Za-z0-9_ .-]*$/.test(value) &&
    !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value) &&
    !/\s$/.test(value)
  ) {
    return value;
  }
  return renderFlowValue(value, language);
}

/** The YAML cursor context, read from the text around the cursor only (a 7 MB stream is never joined into one string). */
function yamlContext(report: FileReport, at: DocumentAt, offset: number): CursorContext | undefined {
  const { text, base } = textAround(report, at.index, offset);
  const context = yamlCursorContext(text, Math.max(0, at.start - base), offset - base);
  if (context) context.replace = { start: context.replace.start + base, end: context.replace.end + base };
  return context;
}
