// What a rule produces: a problem located by a JSON pointer only. The
// pipeline (validate-file.ts) turns findings into ranged Diagnostics.
import type { Locale } from '../locale';
import type { CompiledSchema, CompileOptions } from '../schema/types';
import type { Severity } from '../types';
import type { DialectInfo } from './dialect';

/** Where the range of a finding goes in the source. */
export type Anchor =
  /** the value node at the pointer (a wrong value) */
  | 'value'
  /** the key of the member at the pointer (an unknown or duplicate key) */
  | 'key'
  /** the pointer does not exist: the key of the enclosing object (first line for the root) */
  | 'missing';

export interface RelatedFinding {
  pointer: string;
  anchor: 'value' | 'key';
  message: string;
}

export interface Finding {
  severity: Severity;
  /** JSON pointer relative to the document. */
  pointer: string;
  /** Keyword or rule id. */
  code: string;
  message: string;
  anchor: Anchor;
  /** `{ pointer, keyword, expected?, missing?, allowed?, placeholder?, suggestion?, ... }` for quick fixes. */
  data: Record<string, unknown>;
  related?: RelatedFinding[];
}

/** Compiles schemas, normally through a cache so an unchanged schema is compiled once. */
export interface SchemaCompiler {
  compile(schema: unknown, options?: CompileOptions): CompiledSchema;
}

export interface RuleContext {
  doc: Record<string, unknown>;
  info: DialectInfo;
  locale: Locale;
  formatWarnings: boolean;
  compiler: SchemaCompiler;
}
