// The contract of the parse layer: text -> plain JSON values per document, plus
// a map from JSON pointer to where each node sits in the text.
import type { Range, Severity } from '../types';

/** Half-open span of UTF-16 code-unit offsets into the file's text. */
export interface Span {
  start: number;
  end: number;
}

/** Where a node of the document is. */
export interface NodeLocation {
  /** The node's value (for a mapping or sequence: the whole collection). */
  value: Span;
  /** The key of the mapping pair whose value this node is (absent for the root and for sequence items). */
  key?: Span;
  /** `block` or `flow` style of a collection; absent for scalars. JSON collections are `flow`. */
  style?: 'block' | 'flow';
}

export interface ParseProblem {
  severity: Severity;
  /** `yaml/syntax`, `yaml/duplicate-key`, `yaml/alias-limit`, `yaml/depth-limit`, `json/syntax`, ... */
  code: string;
  message: string;
  span: Span;
  /** Pointer of the node concerned, when there is one ('' otherwise). */
  pointer: string;
}

export interface ParsedDocument {
  /** Position in the stream (0 for JSON and single-document YAML). */
  index: number;
  /** The document as plain JSON data (objects, arrays, strings, finite numbers, booleans, null). */
  value: unknown;
  /** The document's own text span (from its first content or `---` to its end). */
  span: Span;
  /** JSON pointer -> location, for every node of `value`. '' is the root. */
  locations: Map<string, NodeLocation>;
  /** Syntax errors, duplicate keys, limits hit... of this document. */
  problems: ParseProblem[];
  /** True when the value could not be built (fatal syntax error): ATDF checks are skipped. */
  unusable: boolean;
}

export interface ParsedFile {
  language: 'yaml' | 'json';
  text: string;
  documents: ParsedDocument[];
}

export interface ParseLimits {
  /** Max alias dereferences per document (billion-laughs guard). */
  maxAliasCount: number;
  /** Max nesting depth of collections. */
  maxDepth: number;
}

export type { Range };
