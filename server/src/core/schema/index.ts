// Public API of the schema layer: our own JSON Schema validator (2020-12 and draft-07).
export { compileSchema } from './compile-schema';
export type { CompiledSchema, CompileOptions, SchemaIssue, ValidationResult } from './types';
export { compileOptionsKey, SchemaCache } from './schema-cache';
export { SchemaRegistry, type RegistryOptions } from './registry';
export { INSTANCE_DEPTH_LIMIT, SCHEMA_DEPTH_LIMIT } from './limits';
export { jsonEqual } from './json';
export { closest } from './vocabulary';
