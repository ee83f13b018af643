// The contract of the schema layer: our own JSON Schema 2020-12 subset validator.
import type { ValidationError } from '../types';

/** A problem of a schema itself (found when compiling it), located by a pointer into the schema. */
export interface SchemaIssue {
  /** Pointer into the schema document. */
  pointer: string;
  keyword: string;
  severity: 'error' | 'warning';
  /** `schema/unknown-type`, `schema/bad-regex`, `schema/unresolved-ref`, `schema/not-checked`, `schema/ref-cycle`, ... */
  code: string;
  message: string;
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
}

export interface CompiledSchema {
  /** Problems of the schema itself, in schema order. */
  readonly issues: readonly SchemaIssue[];
  validate(instance: unknown): ValidationResult;
}
