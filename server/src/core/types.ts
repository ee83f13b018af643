// Shared vocabulary of the engine. Everything here is plain data so that the
// language server, the CLI and the MCP importer can pass it around (and tests
// can compare it) without knowing where it came from.

/** 0-based LSP position; `character` counts UTF-16 code units. */
export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export type Severity = 'error' | 'warning' | 'information' | 'hint';

/** A link from a diagnostic to another place (e.g. where the violated schema is declared). */
export interface RelatedLocation {
  /** File (as given to the engine); absent means "the same file". */
  file?: string;
  /** Index of the YAML document in its stream. */
  document: number;
  pointer: string;
  range: Range;
  message: string;
}

/** One problem found in a file, located in the source. */
export interface Diagnostic {
  severity: Severity;
  /** Index of the document in a multi-document YAML stream (0 for JSON). */
  document: number;
  /** JSON pointer, relative to its document. For a missing member: the pointer the member would have. */
  pointer: string;
  /** Keyword (`type`, `required`...) or rule id (`atdf/duplicate-input`, `yaml/syntax`...). */
  code: string;
  message: string;
  range: Range;
  related?: RelatedLocation[];
  /** Machine-readable extras that quick fixes use (expected values, missing names, placeholders...). */
  data?: Record<string, unknown>;
}

/** One error produced by the schema validator (JSON Schema "basic" output unit, plus extras). */
export interface ValidationError {
  /** JSON pointer into the instance. For `required`: the pointer of the missing member. */
  instanceLocation: string;
  /** JSON pointer into the schema, through `$ref`s as followed (e.g. `/properties/a/$ref/type`). */
  keywordLocation: string;
  /** Pointer of the failing keyword inside the schema document itself (after resolving `$ref`s). */
  absoluteKeywordLocation: string;
  keyword: string;
  /** Human message: says what was expected and what was found. */
  error: string;
  /** `error` makes the instance invalid; `warning` does not (format mismatches, "pattern too costly"). */
  severity: 'error' | 'warning';
  /** Machine-readable expectation (allowed enum values, expected type names, the missing property...). */
  expected?: unknown;
}

export type Dialect = 'tool' | 'atdf-1' | 'atdf-2' | 'ardf';

/** The syntax a file is written in. */
export type Language = 'yaml' | 'json';
