// An OpenAPI description's bytes as a value: strict UTF-8, then JSON when it starts like JSON, else YAML.
// Used for the spec itself and for every file its `$ref`s bring in (bundle-openapi.ts), so both are read alike.
import { parse as parseYaml } from 'yaml';
import { createEngine, McpInputError } from '../core/index';

const engine = createEngine();

/** JSON when it starts like JSON, else YAML (a superset, but JSON.parse is many times faster on a 13 MB file). */
export function parseSpec(bytes: Uint8Array, source: string): unknown {
  const text = engine.mcp.readUtf8(bytes, source, 'JSON or YAML').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new McpInputError(`${source}: is empty, not an OpenAPI document`);
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new McpInputError(`${source}: not valid JSON (${(err as Error).message})`);
    }
  }
  try {
    return parseYaml(text, { maxAliasCount: 10_000, uniqueKeys: false });
  } catch (err) {
    throw new McpInputError(`${source}: not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
}
