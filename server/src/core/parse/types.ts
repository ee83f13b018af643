// The contract of the parse layer: text -> plain JSON values per document, plus
// a map from JSON pointer to where each node sits in the text.
import type { Range } from '../types';
import type { TextProblem } from '../text/problem';
import type { SourceText } from '../text/source-text';
import type { Span } from '../text/span';

/**
 * Spans in the parse layer are always absolute: offsets into `ParsedFile.text`
 * of the file the document belongs to, also for documents reused from a
 * previous parse (their spans are shifted when text before them changed).
 */
export type { Span };

/** Where a node of the document is. */
export interface NodeLocation {
  /** The node's value (for a mapping or sequence: the whole collection). */
  value: Span;
  /** The key of the mapping pair whose value this node is (absent for the root and for sequence items). */
  key?: Span;
  /** `block` or `flow` style of a collection; absent for scalars. JSON collections are `flow`. */
  style?: 'block' | 'flow';
}

/**
 * A problem of a document: a syntax error, a duplicate key, a limit hit... Its
 * message is an id and arguments (see TextProblem), rendered where it becomes
 * a diagnostic; `code` is `yaml/syntax`, `yaml/duplicate-key`,
 * `yaml/alias-limit`, `yaml/depth-limit`, `json/syntax`, `text/nul`, ...
 */
export interface ParseProblem extends TextProblem {
  /** Pointer of the node concerned, when there is one ('' otherwise). */
  pointer: string;
}

/** The codes of parse problems (`yaml/...`, `json/...`, `text/nul`); the ATDF rules never use these prefixes. */
export function isParseProblemCode(code: string): boolean {
  return code.startsWith('yaml/') || code.startsWith('json/') || code.startsWith('text/');
}

export interface ParsedDocument {
  /** Position in the stream (0 for JSON and single-document YAML). */
  index: number;
  /**
   * The document as plain JSON data (objects, arrays, strings, finite numbers, booleans, null).
   * Read-only: documents reused by an incremental parse share it with the previous parse.
   */
  value: unknown;
  /** The document's own text span (from its first content or `---` to its end). */
  span: Span;
  /**
   * The slice of the stream this document was parsed from (see
   * `splitYamlDocuments`): includes comments and directives above its `---`;
   * the extents of consecutive documents tile the file. Always set by
   * `parseFile` (optional only so that hand-made documents stay valid).
   */
  extent?: Span;
  /** JSON pointer -> location, for every node of `value`. '' is the root. */
  locations: Map<string, NodeLocation>;
  /** Syntax errors, duplicate keys, limits hit... of this document. */
  problems: ParseProblem[];
  /**
   * True when the document has a syntax error or hit a limit: ATDF checks are
   * skipped. After a limit (aliases, depth) `value` is null; after a syntax
   * error `value`/`locations` hold the yaml package's best-effort reading,
   * which completion/outline may still use.
   */
  unusable: boolean;
}

export interface ParsedFile {
  language: 'yaml' | 'json';
  /** The text parsed: a string, or the editor's PieceText (`textOf` gives it as one string). */
  text: SourceText;
  /**
   * The documents in stream order; [] for a YAML text with no document (empty,
   * or only comments). A JSON file always has exactly one.
   *
   * Incremental parsing: `parseFile(text, language, limits, previous)` reuses
   * every document of `previous` whose extent's text is byte-identical (same
   * object when it did not move; a copy with shifted spans and a new `index`
   * when it did), so unchanged documents can be recognised by identity
   * (`prev.documents.includes(doc)`) or by `extent` text.
   */
  documents: ParsedDocument[];
  /**
   * Set by an incremental parse: for each document, the index in `previous`
   * of the document it was reused from (a shifted copy or the same object),
   * -1 when it was parsed anew. Lets later stages reuse their own per-document
   * results without comparing texts.
   */
  reusedFrom?: number[];
  /**
   * Set by an incremental parse: the first this many documents lie wholly
   * before the change, so they are the previous documents themselves, at the
   * same place and on the same lines.
   */
  unchangedHead?: number;
  /**
   * Problems that belong to no document: only in a YAML text that holds no
   * document at all (only comments), where a NUL would otherwise go unreported.
   */
  problems?: ParseProblem[];
  /** The limits the file was parsed with (a previous parse is reused only under the same limits). */
  limits?: ParseLimits;
}

export interface ParseLimits {
  /** Max alias dereferences per document (billion-laughs guard). */
  maxAliasCount: number;
  /** Max nesting depth of collections (for YAML at most YAML_MAX_DEPTH, 500: see parse/index.ts). */
  maxDepth: number;
  /** Max nodes produced by expanding aliases, per document (default 100,000; optional for compatibility). */
  maxAliasNodes?: number;
  /**
   * Largest YAML document (UTF-16 units) handed to the yaml package, which reads what the fast readers leave
   * (anchors, duplicate keys, tags...) at 0.3-4 MB/s in one piece; a larger one gets `file/too-large` instead.
   * Unbounded by default (the CLI); the language server sets LIVE_MAX_GENERAL_YAML (see docs/hostile-input.md).
   */
  maxGeneralYaml?: number;
}

export type { Range };
