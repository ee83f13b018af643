// The dialect a schema resource is written in: its draft (from `$schema`, or
// the caller's default) and, for 2020-12, the vocabularies its meta-schema
// turns on (`$vocabulary`). A schema without `$schema` is 2020-12 unless the
// caller says otherwise; 2019-09 maps to 2020-12 and draft-06/04/03 to
// draft-07, with a hint.
import type { Draft, Vocabulary } from './vocabulary';
import { isPlainObject } from './json';

export interface Dialect {
  draft: Draft;
  /** The vocabularies in force (draft-07: all of them). */
  vocabularies: ReadonlySet<Vocabulary>;
  /** Format mismatches are errors, not warnings (the meta-schema lists the format-assertion vocabulary). */
  formatAssertion: boolean;
}

const ALL: ReadonlySet<Vocabulary> = new Set<Vocabulary>([
  'core',
  'applicator',
  'unevaluated',
  'validation',
  'meta-data',
  'format',
  'content',
]);

export const DIALECT_2020: Dialect = { draft: '2020-12', vocabularies: ALL, formatAssertion: false };
export const DIALECT_07: Dialect = { draft: 'draft-07', vocabularies: ALL, formatAssertion: false };

export function defaultDialect(draft: Draft): Dialect {
  return draft === 'draft-07' ? DIALECT_07 : DIALECT_2020;
}

/** The official meta-schema URIs (any scheme, with or without the empty fragment) and the draft they name. */
const KNOWN: [RegExp, Draft, string | null][] = [
  [/^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, '2020-12', null],
  [/^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/, '2020-12', '2019-09'],
  [/^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, 'draft-07', null],
  [/^https?:\/\/json-schema\.org\/draft-0[3-6]\/schema#?$/, 'draft-07', 'older'],
];

export type DialectFound =
  | { kind: 'known'; draft: Draft; mappedFrom: string | null }
  /** Not an official meta-schema: look it up among the registered schemas for its `$vocabulary`. */
  | { kind: 'custom'; uri: string };

export function officialDialect(schemaUri: string): DialectFound {
  for (const [re, draft, mapped] of KNOWN) {
    if (re.test(schemaUri)) {
      const mappedFrom = mapped === 'older' ? /draft-0(\d)/.exec(schemaUri)![0] : mapped;
      return { kind: 'known', draft, mappedFrom };
    }
  }
  return { kind: 'custom', uri: schemaUri };
}

const VOCABULARY_URIS: ReadonlyMap<string, Vocabulary | 'format-assertion'> = new Map([
  ['https://json-schema.org/draft/2020-12/vocab/core', 'core'],
  ['https://json-schema.org/draft/2020-12/vocab/applicator', 'applicator'],
  ['https://json-schema.org/draft/2020-12/vocab/unevaluated', 'unevaluated'],
  ['https://json-schema.org/draft/2020-12/vocab/validation', 'validation'],
  ['https://json-schema.org/draft/2020-12/vocab/meta-data', 'meta-data'],
  ['https://json-schema.org/draft/2020-12/vocab/format-annotation', 'format'],
  ['https://json-schema.org/draft/2020-12/vocab/format-assertion', 'format-assertion'],
  ['https://json-schema.org/draft/2020-12/vocab/content', 'content'],
]);

export type VocabularyResult = { dialect: Dialect; unknownRequired: string[] };

/**
 * The dialect a custom meta-schema defines: its `$vocabulary` (only the
 * vocabularies it lists are in force; unknown optional ones are ignored,
 * unknown required ones are reported), or plain 2020-12 when it has none.
 */
export function dialectOfMetaSchema(meta: unknown, draft: Draft): VocabularyResult {
  const declared = isPlainObject(meta) ? meta.$vocabulary : undefined;
  if (draft !== '2020-12' || !isPlainObject(declared)) return { dialect: defaultDialect(draft), unknownRequired: [] };
  const vocabularies = new Set<Vocabulary>(['core']);
  const unknownRequired: string[] = [];
  let formatAssertion = false;
  for (const uri of Object.keys(declared)) {
    const v = VOCABULARY_URIS.get(uri);
    if (v === 'format-assertion') {
      // Known, so its true/false (what to do when not known) does not matter: formats are asserted.
      vocabularies.add('format');
      formatAssertion = true;
    } else if (v !== undefined) vocabularies.add(v);
    else if (declared[uri] === true) unknownRequired.push(uri);
  }
  return { dialect: { draft, vocabularies, formatAssertion }, unknownRequired };
}

export interface DialectAnswer {
  dialect: Dialect;
  /** The draft `$schema` names when it is mapped to the nearest one (`2019-09`, `draft-04`...). */
  mappedFrom: string | null;
  /** `$schema` names neither an official nor a registered meta-schema: `current` stays in force. */
  unknown: boolean;
  unknownRequired: string[];
}

/**
 * The dialect `$schema: schemaUri` puts in force, where `current` is the one
 * around it; a custom meta-schema is looked up with `findDocument` (registered
 * schemas only) and read for its own `$schema` and its `$vocabulary`.
 */
export function dialectFor(schemaUri: string, current: Dialect, findDocument: (uri: string) => unknown, hops = 0): DialectAnswer {
  const found = officialDialect(schemaUri);
  if (found.kind === 'known')
    return { dialect: defaultDialect(found.draft), mappedFrom: found.mappedFrom, unknown: false, unknownRequired: [] };
  const meta = hops < 8 ? findDocument(schemaUri.endsWith('#') ? schemaUri.slice(0, -1) : schemaUri) : undefined;
  if (!isPlainObject(meta)) return { dialect: current, mappedFrom: null, unknown: true, unknownRequired: [] };
  const outer =
    typeof meta.$schema === 'string' && meta.$schema !== schemaUri
      ? dialectFor(meta.$schema, current, findDocument, hops + 1).dialect
      : current;
  const { dialect, unknownRequired } = dialectOfMetaSchema(meta, outer.draft);
  return { dialect, mappedFrom: null, unknown: false, unknownRequired };
}
