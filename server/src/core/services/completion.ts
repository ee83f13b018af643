// Completion: the keys allowed at the cursor (ATDF's own keys from the
// dialect's meta-schema; inside examples the tool's own input/output schema),
// minus the keys already present and those that would conflict with one
// (`id` beside `tool_id`); values (enum/const members, true/false, null,
// JSON type names for a 2.x input's `type`); a whole-tool skeleton per dialect
// at an empty document, a new input/failure/example inside its list
// (skeleton-completion.ts). Works on half-typed YAML. The
// result is data (offsets, kinds, what each item is); the front end words it.
import { JSON_TYPE_NAMES } from '../atdf/rules/inputs-v2';
import { locateSchema } from '../atdf/schema-at-pointer';
import { renderFlowValue, renderKey } from '../edit/render';
import { isObject } from '../json-value';
import type { Span } from '../parse/types';
import type { FileReport } from '../report';
import type { Language } from '../types';
import { textOf } from '../text/source-text';
import type { CursorContext } from './cursor/cursor-context';
import { jsonCursorContext } from './cursor/cursor-context-json';
import { yamlCursorContext } from './cursor/cursor-context-yaml';
import { documentAt, textAround, type DocumentAt } from './document-at';
import { isEmbeddedSchemaObject, isEmbeddedTypeValue, SCHEMA_TYPE_NAMES, schemaKeywords } from './embedded-schema';
import { propertiesOf, requiredOf, typeLabel } from './schema-at-path';
import { documentSkeletons, listSnippets, type SnippetCandidate } from './skeleton-completion';

/** Members of the root of which a document has one or the other, never both (rule atdf/id-or-tool-id). */
const EXCLUSIVE_ROOT_KEYS: Record<string, string> = { id: 'tool_id', tool_id: 'id' };

export interface CompletionData {
  /** The text an accepted item replaces (the partial key or value, with its quotes in JSON). */
  replace: Span;
  items: CompletionCandidate[];
}

export type CompletionCandidate = KeyCandidate | SchemaKeywordCandidate | ValueCandidate | SnippetCandidate;

interface Candidate {
  label: string;
  /** What replaces `replace`. */
  insertText: string;
  /** What the editor matches the typed text against, when not the label. */
  filterText?: string;
}

/** An ATDF key (from the dialect's meta-schema) or an input of the tool (inside an example). */
export interface KeyCandidate extends Candidate {
  kind: 'key';
  source: 'meta' | 'example';
  /** JSON type of the member's schema, when it has one (`string`, `a | b`, `enum`...). */
  type?: string;
  required: boolean;
  /** Required keys sort first, then by name. */
  sortText: string;
  /**
   * What the key means: for an ATDF key, its tokens (documented in every
   * language, keyed by that path) and the meta-schema's English description;
   * for an input, the description its schema gives.
   */
  documentation?: { path: string[]; description?: string } | { description: string };
}

/** A keyword of the JSON Schemas a document embeds. */
export interface SchemaKeywordCandidate extends Candidate {
  kind: 'schema-keyword';
}

/** An allowed value (enum/const member, true/false, a type name). */
export interface ValueCandidate extends Candidate {
  kind: 'value';
  valueType: 'boolean' | 'other';
}

/** What can be typed at `offset`; undefined where nothing can. `lastUsable` stands in for documents that do not parse now. */
export function completion(report: FileReport, offset: number, lastUsable: FileReport | undefined): CompletionData | undefined {
  const language = report.parsed.language;
  const at = documentAt(report, offset, lastUsable);
  const context: CursorContext | undefined =
    language === 'json' ? jsonCursorContext(textOf(report.parsed.text), offset) : yamlContext(report, at, offset);
  // An empty document (comments aside): a whole tool in each dialect, before the keys.
  const blank = isBlank(language === 'json' ? textOf(report.parsed.text) : textAround(report, at.index, offset).text, language);
  const items: CompletionCandidate[] = blank ? documentSkeletons(language, at.dialectKnown ? at.dialect : undefined) : [];
  if (!context) return blank ? { replace: { start: offset, end: offset }, items } : undefined;

  if (context.kind === 'key') {
    // On a new line of a list, nothing typed yet: a whole new item.
    if (language === 'yaml' && context.replace.start === context.replace.end) items.push(...listSnippets(context, at.dialect));
    const target = locateSchema(at.dialect, at.value, context.objectPath);
    const candidates: [string, unknown][] = target ? propertiesOf(target.schema) : [];
    if (context.objectPath.length === 0 && !at.dialectKnown && !candidates.some(([k]) => k === 'tool')) {
      const toolForm = locateSchema('tool', {}, []);
      if (toolForm) candidates.unshift(...propertiesOf(toolForm.schema));
    }
    const required = target ? requiredOf(target.schema) : new Set<string>();
    const atRoot = context.objectPath.length === 0 && at.dialect !== 'tool';
    for (const [name, sub] of candidates) {
      if (context.present.has(name)) continue;
      if (atRoot && context.present.has(EXCLUSIVE_ROOT_KEYS[name])) continue;
      const key = renderKey(name, language);
      const description = isObject(sub) && typeof sub.description === 'string' ? sub.description : undefined;
      const source = target?.source === 'example' ? 'example' : 'meta';
      items.push({
        kind: 'key',
        label: name,
        source,
        type: typeLabel(sub),
        required: required.has(name),
        sortText: (required.has(name) ? '0' : '1') + name,
        filterText: language === 'json' ? key : name,
        insertText: `${key}: `,
        documentation:
          target?.source === 'meta'
            ? { path: [...context.objectPath, name], description }
            : description !== undefined
              ? { description }
              : undefined,
      });
    }
    if (!target && isEmbeddedSchemaObject(at.dialect, context.objectPath)) {
      for (const keyword of schemaKeywords()) {
        if (context.present.has(keyword)) continue;
        items.push({
          kind: 'schema-keyword',
          label: keyword,
          filterText: language === 'json' ? renderKey(keyword, 'json') : keyword,
          insertText: `${renderKey(keyword, language)}: `,
        });
      }
    }
    return { replace: context.replace, items };
  }

  const target = locateSchema(at.dialect, at.value, context.valuePath);
  const values: unknown[] = [];
  const schema = target?.schema;
  if (schema) {
    if (Object.prototype.hasOwnProperty.call(schema, 'const')) values.push(schema.const);
    if (Array.isArray(schema.enum)) values.push(...schema.enum);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (values.length === 0 && types.includes('boolean')) values.push(true, false);
    if (values.length === 0 && types.includes('null')) values.push(null);
  }
  const path = context.valuePath;
  if (at.dialect !== 'tool' && path.length === 4 && path[0] === 'how_to_use' && path[1] === 'inputs' && path[3] === 'type') {
    values.push(...JSON_TYPE_NAMES);
  }
  if (isEmbeddedTypeValue(at.dialect, path)) values.push(...SCHEMA_TYPE_NAMES);
  const seen = new Set<string>();
  for (const value of values) {
    const rendered = renderValue(value, language);
    if (seen.has(rendered)) continue;
    seen.add(rendered);
    items.push({ kind: 'value', label: rendered, insertText: rendered, valueType: typeof value === 'boolean' ? 'boolean' : 'other' });
  }
  return { replace: context.replace, items };
}

/** Only white space (and, in YAML, comments and a `---`): nothing written yet. */
function isBlank(text: string, language: Language): boolean {
  return (language === 'yaml' ? text.replace(/^[ \t]*(#.*|---[ \t]*)$/gm, '') : text).trim() === '';
}

/** A value as the user would type it: plain in YAML when it reads back the same, JSON otherwise. */
function renderValue(value: unknown, language: Language): string {
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
