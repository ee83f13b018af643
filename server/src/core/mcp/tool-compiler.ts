// Schema compilation for the checked import. Three kinds of schemas:
//   - the meta-schemas of the ATDF rules (frozen): through the long-lived
//     shared compiler, compiled once for all tools;
//   - a tool's inputSchema, its own (names, descriptions): compiled directly,
//     remembered by identity for this tool only, so that the `tool:` form's
//     `input` (the very same object) is not compiled again by the rules;
//   - everything else (a 2.x input's `schema`, an outputSchema): remembered by
//     content across the tools of one import, because these repeat a lot
//     between the tools of one server (`{minLength: 1}`, a shared result
//     shape). The content key is JSON.stringify (native, several times faster
//     than the SchemaCache's canonical key; two values with the same JSON text
//     are the same schema with the same key order, so they compile alike).
// Nothing mutates a tool or its draft during the import, which is what makes
// remembering by identity sound.
import type { SchemaCompiler } from '../atdf/finding';
import { compileSchema } from '../schema/index';
import type { CompiledSchema, CompileOptions } from '../schema/types';

export interface ToolCompiler extends SchemaCompiler {
  /** Compiles a schema not expected to repeat in other tools (no content key), remembered by identity. */
  compileUnique(schema: unknown, options?: CompileOptions): CompiledSchema;
}

/** Distinct schemas remembered by content; beyond that the memo starts over (memory stays bounded). */
const MAX_REMEMBERED = 5000;

/** The compiler of one import run; `forTool()` gives the compiler for each tool in turn. */
export function importCompiler(shared: SchemaCompiler): { forTool(): ToolCompiler } {
  const byContent = new Map<string, CompiledSchema>();
  const compileByContent = (schema: unknown, options: CompileOptions): CompiledSchema => {
    const key = `${options.locale ?? 'en'}|${options.formatWarnings !== false}|${JSON.stringify(schema)}`;
    let compiled = byContent.get(key);
    if (!compiled) {
      if (byContent.size >= MAX_REMEMBERED) byContent.clear();
      byContent.set(key, (compiled = compileSchema(schema, options)));
    }
    return compiled;
  };
  return {
    forTool(): ToolCompiler {
      const byIdentity = new Map<object, Map<string, CompiledSchema>>();
      const remembered = (schema: object, options: CompileOptions, compile: (s: unknown, o: CompileOptions) => CompiledSchema) => {
        const key = `${options.locale ?? 'en'}|${options.formatWarnings !== false}`;
        let perOptions = byIdentity.get(schema);
        if (!perOptions) byIdentity.set(schema, (perOptions = new Map()));
        let compiled = perOptions.get(key);
        if (!compiled) perOptions.set(key, (compiled = compile(schema, options)));
        return compiled;
      };
      return {
        compile(schema, options = {}) {
          if (typeof schema !== 'object' || schema === null || Object.isFrozen(schema)) return shared.compile(schema, options);
          return remembered(schema, options, compileByContent);
        },
        compileUnique(schema, options = {}) {
          if (typeof schema !== 'object' || schema === null) return shared.compile(schema, options);
          return remembered(schema, options, compileSchema);
        },
      };
    },
  };
}
