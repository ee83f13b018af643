// Public API of the ATDF layer (for the language server, the CLI, the MCP
// importer). Pure: no I/O, no globals.
export { detectDialect, declaredMajor, V2_ONLY_ROOT_KEYS, V2_ONLY_INPUT_KEYS, type DialectInfo } from './dialect';
export { getMetaSchema, LOCALE_KEY_PATTERN, type JsonSchema } from './meta';
export { schemaAtPointer } from './schema-at-pointer';
export { placeholderFor } from './placeholder';
export { checkDocument, type CheckOptions, type DocumentCheck } from './check-document';
export { createCompiler } from './compiler';
export type { Finding, SchemaCompiler, Anchor } from './finding';
export { closestKey } from './from-validation-error';
export { deriveInputsSchema, JSON_TYPE_NAMES } from './rules/inputs-v2';
export { isStyledName, suggestName } from './rules/name-style';
export { msg, type MessageId } from './messages';
export { ATDF_RULES, STRUCTURE_RULE, EXAMPLE_SCHEMA_RULE, EXAMPLE_FORMAT_RULE } from './rules/rule-meta';
