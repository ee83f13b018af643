// Public API of the schema layer: our JSON Schema 2020-12 subset validator.
export { compileSchema } from './compile-schema';
export type { CompiledSchema, CompileOptions, SchemaIssue, ValidationResult } from './types';
export { SchemaCache } from './schema-cache';
export { INSTANCE_DEPTH_LIMIT } from './runtime';
export { SCHEMA_DEPTH_LIMIT } from './compile';
export { jsonEqual } from './json';
export { closest } from './vocabulary';
