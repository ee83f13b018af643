// The schema that describes a place in a document, for completion and hover:
// the dialect's meta-schema for ATDF keys, and inside examples the tool's own
// schemas (`tool.input`, the matching `tool.output` branch, or the schema
// derived from 2.x `how_to_use.inputs`), with the pointer where that schema is
// declared in the document.
import type { Dialect } from '../types';
import { getMetaSchema, LOCALE_KEY_PATTERN, type JsonSchema } from './meta';
import { getAt, joinTokens, splitPointer } from '../pointer';
import { isObject } from '../json-value';
import { jsonEqual } from '../schema/index';
import { branchStatuses } from './rules/examples-tool';
import { deriveInputsSchema } from './rules/inputs-v2';

const localeKey = new RegExp(LOCALE_KEY_PATTERN);
const INDEX = /^(0|[1-9][0-9]*)$/;

export interface SchemaLocation {
  /** Always an object schema: a boolean schema describes no keys or values. */
  schema: Record<string, unknown>;
  /** `meta` for ATDF's own keys; `example` for a value checked against the tool's own schema. */
  source: 'meta' | 'example';
  /** Inside an example: the pointer where the schema of that place is declared in the document. */
  declaredAt?: string;
}

/**
 * The sub-schema describing `pointer` in the document `value` of `dialect`, or
 * undefined when nothing describes it (e.g. inside `tool.input`, which is a
 * JSON Schema itself, or under an unknown key).
 */
export function schemaAtPointer(dialect: Dialect, value: unknown, pointer: string): JsonSchema | undefined {
  return locateSchema(dialect, value, splitPointer(pointer))?.schema;
}

/**
 * Like schemaAtPointer, from the pointer's tokens, and saying where the schema
 * comes from. Inside an example the tool's own schema wins when it describes
 * the place with an object schema; otherwise the meta-schema answers.
 */
export function locateSchema(dialect: Dialect, value: unknown, tokens: readonly string[]): SchemaLocation | undefined {
  const example = exampleSchema(dialect, value, tokens);
  if (example) return example;
  const meta = getMetaSchema(dialect);
  // localization's language entries (patternProperties upstream).
  const entry =
    dialect === 'atdf-2' && tokens[0] === 'localization' && tokens.length >= 2 && localeKey.test(tokens[1])
      ? { root: (meta.$defs as Record<string, JsonSchema>).localizedText, rest: tokens.slice(2) }
      : { root: meta, rest: tokens };
  const found = walk(entry.root, entry.root, entry.rest, undefined);
  return found && { schema: found.schema, source: 'meta' };
}

/** When the pointer is inside an example value: the tool's own schema there, if it has one. */
function exampleSchema(dialect: Dialect, value: unknown, tokens: readonly string[]): SchemaLocation | undefined {
  if (!isObject(value)) return undefined;
  if (dialect === 'tool' && tokens[0] === 'tool' && tokens[1] === 'examples' && INDEX.test(tokens[2] ?? '')) {
    const tool = isObject(value.tool) ? value.tool : {};
    if (tokens[3] === 'input') return asExample(walk(tool.input, tool.input, tokens.slice(4), '/tool/input'));
    if (tokens[3] === 'output' && isObject(tool.output)) {
      const output = tool.output;
      const exampleOutput = getAt(value, joinTokens('/tool/examples', tokens[2], 'output'));
      for (const name of outputBranches(output, exampleOutput)) {
        const found = walk(output[name], output[name], tokens.slice(4), `/tool/output/${name}`);
        if (found) return asExample(found);
      }
    }
    return undefined;
  }
  if (dialect === 'atdf-2' && tokens[0] === 'examples' && INDEX.test(tokens[1] ?? '') && tokens[2] === 'input_values') {
    const derived = deriveInputsSchema(value);
    const rest = tokens.slice(3);
    const found = walk(derived.schema, derived.schema, rest, undefined);
    if (!found) return undefined;
    const inputIndex = rest.length > 0 ? derived.index.get(rest[0]) : undefined;
    return {
      schema: found.schema,
      source: 'example',
      declaredAt: inputIndex === undefined ? '/how_to_use/inputs' : joinTokens('/how_to_use/inputs', inputIndex),
    };
  }
  return undefined;
}

function asExample(found: { schema: Record<string, unknown>; at: string | undefined } | undefined): SchemaLocation | undefined {
  return found && { schema: found.schema, source: 'example', declaredAt: found.at };
}

/**
 * The output branches an example output may belong to, in the order to try
 * them: those whose `status` it matches, else `success` then `error`.
 */
function outputBranches(output: Record<string, unknown>, exampleOutput: unknown): ('success' | 'error')[] {
  const branches = (['success', 'error'] as const).filter((name) => isObject(output[name]));
  if (isObject(exampleOutput) && Object.prototype.hasOwnProperty.call(exampleOutput, 'status')) {
    const status = exampleOutput.status;
    const matching = branches.filter((name) => branchStatuses(output[name] as JsonSchema)?.some((s) => jsonEqual(s, status)));
    if (matching.length > 0) return matching;
  }
  return branches;
}

/**
 * Follows properties / items / additionalProperties and local `$ref`s from
 * `start`; `at` tracks where the reached schema is declared (from
 * `declaredBase`, when given). Only object schemas describe a place.
 */
function walk(
  start: unknown,
  root: unknown,
  tokens: readonly string[],
  declaredBase: string | undefined,
): { schema: Record<string, unknown>; at: string | undefined } | undefined {
  let current = resolveRef(root, start);
  let at = declaredBase;
  for (const token of tokens) {
    if (!isObject(current)) return undefined;
    const props = current.properties;
    if (isObject(props) && Object.prototype.hasOwnProperty.call(props, token)) {
      current = props[token];
      at = at === undefined ? undefined : joinTokens(at, 'properties', token);
    } else if (INDEX.test(token) && isObject(current.items)) {
      current = current.items;
      at = at === undefined ? undefined : joinTokens(at, 'items');
    } else if (isObject(current.additionalProperties)) {
      current = current.additionalProperties;
      at = at === undefined ? undefined : joinTokens(at, 'additionalProperties');
    } else {
      return undefined;
    }
    current = resolveRef(root, current);
  }
  return isObject(current) ? { schema: current, at } : undefined;
}

function resolveRef(root: unknown, schema: unknown): unknown {
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
