// The contract of the schema layer: our own JSON Schema validator (2020-12 and draft-07).
import type { ValidationError } from '../types';
import type { SchemaRegistry } from './registry';

/** A problem of a schema itself (found when compiling it), located by a pointer into the schema. */
export interface SchemaIssue {
  /** Pointer into the schema document. */
  pointer: string;
  keyword: string;
  severity: 'error' | 'warning';
  /** `schema/unknown-type`, `schema/bad-regex`, `schema/unresolved-ref`, `schema/unregistered-ref`, `schema/ref-cycle`, ... */
  code: string;
  message: string;
  /** The closest valid word for a typo (`string` for `strng`, `required` for `requird`), for quick fixes. */
  suggestion?: string;
}

export interface ValidationResult {
  /** False iff at least one error has severity `error`. */
  valid: boolean;
  /** Every error and warning, in document order, de-duplicated. */
  errors: ValidationError[];
}

export interface CompileOptions {
  /** Report `format` mismatches as warnings (default true). Never changes validity. */
  formatWarnings?: boolean;
  /** Language of the messages (default `en`). */
  locale?: 'en' | 'es' | 'pt';
  /** The draft of a schema without `$schema` (default 2020-12). */
  draft?: '2020-12' | 'draft-07';
  /** The other schemas `$ref`s may point to, by URI (nothing is ever fetched). */
  registry?: SchemaRegistry;
  /** The URI of the schema itself (relative `$ref`s resolve against it; its own `$id` wins). */
  baseUri?: string;
}

export interface CompiledSchema {
  /** Problems of the schema itself, in schema order. */
  readonly issues: readonly SchemaIssue[];
  validate(instance: unknown): ValidationResult;
}
