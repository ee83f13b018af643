// The bounds that keep every validation finite and small, whatever the schema
// or the instance: nesting, schema size, and the work one validation may do.

/** Instance nesting (plus `$ref` hops) beyond which we stop with an error instead of recursing. */
export const INSTANCE_DEPTH_LIMIT = 1000;

/** Schema nesting beyond which compilation stops with an error (no stack overflow). */
export const SCHEMA_DEPTH_LIMIT = 500;

/** Subschemas compiled at most: a value built from YAML aliases can expand exponentially. */
export const SCHEMA_NODE_LIMIT = 50_000;

/**
 * `$ref`/`$dynamicRef` hops one validation may take. Unions of references to
 * unions can take exponentially many (`anyOf: [{$ref: a1}, {$ref: a1}]`, a1
 * the same, 40 deep): past this budget the value is reported as too costly to
 * check, instead of blocking for hours (each hop costs ~50 ns).
 */
export const REF_STEPS_PER_VALIDATION = 2_000_000;
