// Schema compilation during one tool's import. The tool's inputSchema and
// outputSchema are compiled first (to refuse invalid JSON Schemas with a clear
// message); they are unique to the tool, so they are compiled directly,
// without the content key of the shared SchemaCache (a canonical JSON string
// of the whole schema: more work than compiling it). Then the ATDF rules
// compile the schemas of the generated document: the very same objects in the
// `tool:` form (`input` IS the inputSchema), which an identity memo gives back;
// everything else (e.g. each 2.x input's `schema`) goes through the shared
// compiler, whose content cache pays off because property schemas repeat a lot
// between the tools of one server. The memo lives for one tool only (memory
// stays bounded however many tools are imported), and nothing mutates the tool
// or its draft while it lives.
import type { SchemaCompiler } from '../atdf/finding';
import { compileSchema } from '../schema/index';
import type { CompiledSchema, CompileOptions } from '../schema/types';

export interface ToolCompiler extends SchemaCompiler {
  /** Compiles a schema not expected to repeat in other tools (no content key), remembered by identity. */
  compileUnique(schema: unknown, options?: CompileOptions): CompiledSchema;
}

export function toolCompiler(shared: SchemaCompiler): ToolCompiler {
  const memo = new Map<object, Map<string, CompiledSchema>>();
  const through = (schema: unknown, options: CompileOptions, compile: (s: unknown, o: CompileOptions) => CompiledSchema) => {
    if (typeof schema !== 'object' || schema === null) return compile(schema, options);
    const key = `${options.locale ?? 'en'}|${options.formatWarnings !== false}`;
    let perOptions = memo.get(schema);
    if (!perOptions) memo.set(schema, (perOptions = new Map()));
    let compiled = perOptions.get(key);
    if (!compiled) perOptions.set(key, (compiled = compile(schema, options)));
    return compiled;
  };
  return {
    compile: (schema, options = {}) => through(schema, options, (s, o) => shared.compile(s, o)),
    compileUnique: (schema, options = {}) => through(schema, options, compileSchema),
  };
}
