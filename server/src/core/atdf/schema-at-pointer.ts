// The schema that describes a place in a document, for completion and hover:
// the dialect's meta-schema for ATDF keys, and inside examples the tool's own
// schemas (`tool.input`, the matching `tool.output` branch, or the schema
// derived from 2.x `how_to_use.inputs`).
import type { Dialect } from '../types';
import { getMetaSchema, LOCALE_KEY_PATTERN, type JsonSchema } from './meta';
import { getAt, isObject, splitPointer } from './pointer';
import { branchStatuses, jsonEqual } from './rules/examples-tool';
import { deriveInputsSchema } from './rules/inputs-v2';

const localeKey = new RegExp(LOCALE_KEY_PATTERN);
const INDEX = /^(0|[1-9][0-9]*)$/;

/**
 * The sub-schema describing `pointer` in the document `value` of `dialect`, or
 * undefined when nothing describes it (e.g. inside `tool.input`, which is a
 * JSON Schema itself, or under an unknown key).
 */
export function schemaAtPointer(dialect: Dialect, value: unknown, pointer: string): JsonSchema | undefined {
  const tokens = splitPointer(pointer);
  const example = exampleSchema(dialect, value, tokens);
  if (example) return walk(example.root, example.root, example.rest);
  const meta = getMetaSchema(dialect);
  // localization's language entries (patternProperties upstream).
  if (dialect === 'atdf-2' && tokens[0] === 'localization' && tokens.length >= 2 && localeKey.test(tokens[1])) {
    const entry = (meta.$defs as Record<string, JsonSchema>).localizedText;
    return walk(entry, entry, tokens.slice(2));
  }
  return walk(meta, meta, tokens);
}

/** When the pointer is inside an example value: the tool's own schema and the tokens left to walk in it. */
function exampleSchema(
  dialect: Dialect,
  value: unknown,
  tokens: string[],
): { root: JsonSchema; rest: string[] } | undefined {
  if (!isObject(value)) return undefined;
  if (dialect === 'tool' && tokens.length >= 4 && tokens[0] === 'tool' && tokens[1] === 'examples' && INDEX.test(tokens[2])) {
    const tool = value.tool;
    if (!isObject(tool)) return undefined;
    if (tokens[3] === 'input' && (isObject(tool.input) || typeof tool.input === 'boolean')) {
      return { root: tool.input, rest: tokens.slice(4) };
    }
    if (tokens[3] === 'output' && isObject(tool.output)) {
      const branch = outputBranch(tool.output, getAt(value, `/tool/examples/${tokens[2]}/output`));
      return branch === undefined ? undefined : { root: branch, rest: tokens.slice(4) };
    }
    return undefined;
  }
  if (dialect === 'atdf-2' && tokens.length >= 3 && tokens[0] === 'examples' && INDEX.test(tokens[1]) && tokens[2] === 'input_values') {
    return { root: deriveInputsSchema(value).schema, rest: tokens.slice(3) };
  }
  return undefined;
}

/** The output branch an example output belongs to: by its status, else `success`, else `error`. */
function outputBranch(output: Record<string, unknown>, exampleOutput: unknown): JsonSchema | undefined {
  const branches = ['success', 'error']
    .map((name) => output[name])
    .filter((s): s is JsonSchema => isObject(s) || typeof s === 'boolean');
  if (isObject(exampleOutput) && Object.prototype.hasOwnProperty.call(exampleOutput, 'status')) {
    const match = branches.find((b) => branchStatuses(b)?.some((s) => jsonEqual(s, exampleOutput.status)));
    if (match !== undefined) return match;
  }
  return branches[0];
}

function walk(root: JsonSchema, start: JsonSchema, tokens: string[]): JsonSchema | undefined {
  let schema: JsonSchema | undefined = start;
  for (const token of tokens) {
    schema = resolveRef(root, schema as JsonSchema);
    if (!isObject(schema)) return schema === true ? true : undefined;
    const props = schema.properties;
    if (isObject(props) && Object.prototype.hasOwnProperty.call(props, token)) {
      schema = props[token] as JsonSchema;
    } else if (schema.items !== undefined && INDEX.test(token)) {
      schema = schema.items as JsonSchema;
    } else if (isObject(schema.additionalProperties) || schema.additionalProperties === true) {
      schema = schema.additionalProperties as JsonSchema;
    } else {
      return undefined;
    }
  }
  return schema === undefined ? undefined : resolveRef(root, schema);
}

function resolveRef(root: JsonSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 16 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#')) break;
    let target: unknown;
    try {
      target = getAt(root, decodeURIComponent(ref.slice(1)));
    } catch {
      break;
    }
    if (target === undefined) break;
    current = target as JsonSchema;
  }
  return current;
}
