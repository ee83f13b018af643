// The schema that describes a place in an ATDF document: the dialect's
// meta-schema for ATDF's own keys, and inside examples the tool's own schema
// (`tool.input`, the output branches, or the 2.x inputs turned into a schema).
import { schemaAtPointer, type JsonSchema } from '../core/atdf/meta';
import { getAt, isObject, join } from '../core/atdf/pointer';
import { deriveInputsSchema } from '../core/atdf/rules/inputs-v2';
import type { Dialect } from '../core/types';

export interface SchemaAt {
  schema: Record<string, unknown>;
  /** `meta` for ATDF's own keys; `example` for a value checked against the tool's own schema. */
  source: 'meta' | 'example';
  /** Inside an example: the pointer where the schema of the part is declared in the document. */
  declaredAt?: string;
}

const INDEX = /^(0|[1-9][0-9]*)$/;

export function schemaAtPath(dialect: Dialect, doc: unknown, tokens: readonly string[]): SchemaAt | undefined {
  const example = exampleSchema(dialect, doc, tokens);
  if (example) return example;
  const schema = schemaAtPointer(dialect, doc, tokens.length === 0 ? '' : join('', ...tokens));
  return isObject(schema) ? { schema, source: 'meta' } : undefined;
}

function exampleSchema(dialect: Dialect, doc: unknown, tokens: readonly string[]): SchemaAt | undefined {
  if (!isObject(doc)) return undefined;
  if (dialect === 'tool' && tokens[0] === 'tool' && tokens[1] === 'examples' && INDEX.test(tokens[2] ?? '')) {
    const tool = isObject(doc.tool) ? doc.tool : {};
    if (tokens[3] === 'input' && tokens.length >= 4) {
      return walk(tool.input, tool.input, tokens.slice(4), '/tool/input');
    }
    if (tokens[3] === 'output' && tokens.length >= 4) {
      const output = isObject(tool.output) ? tool.output : {};
      const branches = (['success', 'error'] as const).filter((b) => isObject(output[b]));
      const status = getAt(doc, join('/tool/examples', tokens[2], 'output', 'status'));
      const matching = branches.filter((b) => {
        const c = getAt(output[b], '/properties/status/const');
        return c !== undefined && c === status;
      });
      for (const b of matching.length > 0 ? matching : branches) {
        const found = walk(output[b], output[b], tokens.slice(4), `/tool/output/${b}`);
        if (found) return found;
      }
    }
    return undefined;
  }
  if (dialect === 'atdf-2' && tokens[0] === 'examples' && INDEX.test(tokens[1] ?? '') && tokens[2] === 'input_values') {
    const derived = deriveInputsSchema(doc);
    const rest = tokens.slice(3);
    const found = walk(derived.schema, derived.schema, rest, undefined);
    if (!found) return undefined;
    const inputIndex = rest.length > 0 ? derived.index.get(rest[0]) : undefined;
    return { ...found, declaredAt: inputIndex === undefined ? '/how_to_use/inputs' : join('/how_to_use/inputs', inputIndex) };
  }
  return undefined;
}

/** Follows properties / items / additionalProperties and local `$ref`s through a tool's own schema. */
function walk(schema: unknown, root: unknown, tokens: readonly string[], declaredBase: string | undefined): SchemaAt | undefined {
  let current = resolve(schema, root);
  let at = declaredBase;
  for (const token of tokens) {
    if (!isObject(current)) return undefined;
    const props = current.properties;
    if (isObject(props) && Object.prototype.hasOwnProperty.call(props, token)) {
      current = props[token];
      at = at === undefined ? undefined : join(at, 'properties', token);
    } else if (INDEX.test(token) && isObject(current.items)) {
      current = current.items;
      at = at === undefined ? undefined : join(at, 'items');
    } else if (isObject(current.additionalProperties)) {
      current = current.additionalProperties;
      at = at === undefined ? undefined : join(at, 'additionalProperties');
    } else {
      return undefined;
    }
    current = resolve(current, root);
  }
  return isObject(current) ? { schema: current, source: 'example', declaredAt: at } : undefined;
}

function resolve(schema: unknown, root: unknown): unknown {
  let current = schema;
  for (let hops = 0; hops < 16 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#')) break;
    let target: unknown;
    try {
      target = getAt(root, decodeURIComponent(ref.slice(1)));
    } catch {
      break;
    }
    if (target === undefined) break;
    current = target;
  }
  return current;
}

/** Property names a schema allows, with their sub-schemas. */
export function propertiesOf(schema: Record<string, unknown>): [string, JsonSchema][] {
  return isObject(schema.properties) ? (Object.entries(schema.properties) as [string, JsonSchema][]) : [];
}

export function requiredOf(schema: Record<string, unknown>): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
}

export function typeLabel(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (Object.prototype.hasOwnProperty.call(schema, 'const')) return 'const';
  if (Array.isArray(schema.enum)) return 'enum';
  return undefined;
}
