// The schema compiler the rules use: the schema layer's SchemaCache (compiled
// schemas reused by content), plus an identity map in front of it so the
// constant meta-schemas skip even the content key computation.
import { compileOptionsKey, SchemaCache } from '../schema/index';
import type { CompiledSchema, CompileOptions } from '../schema/types';
import type { SchemaCompiler } from './finding';

export function createCompiler(cache: SchemaCache = new SchemaCache()): SchemaCompiler {
  const byIdentity = new WeakMap<object, Map<string, CompiledSchema>>();
  return {
    compile(schema: unknown, options: CompileOptions = {}) {
      if (typeof schema !== 'object' || schema === null || !Object.isFrozen(schema)) return cache.compile(schema, options);
      const key = compileOptionsKey(options);
      if (key === undefined) return cache.compile(schema, options);
      let perOptions = byIdentity.get(schema);
      if (!perOptions) byIdentity.set(schema, (perOptions = new Map()));
      let compiled = perOptions.get(key);
      if (!compiled) perOptions.set(key, (compiled = cache.compile(schema, options)));
      return compiled;
    },
  };
}
