// One reading of a tool for the lint rules, whatever its dialect: where its
// name, description and when_to_use are, its inputs (at every depth of the
// input schema), its examples, how it describes success and failure, and the
// MCP annotations the importer keeps under `x-mcp`. The rules then need not
// know the layouts (an ARDF tool resource is read as 1.x under content.data).
import { isObject } from '../json-value';
import { joinPointer } from '../pointer';
import { ARDF_TOOL_DATA, ardfToolData } from '../atdf/ardf';
import type { Dialect } from '../types';

export interface TextAt {
  pointer: string;
  value: string;
}

export interface InputInfo {
  name: string;
  /** Where the name is written: an input entry's `name` value, or a property's key. */
  namePointer: string;
  nameIsKey: boolean;
  /** The input entry or the property schema. */
  pointer: string;
  description?: TextAt;
  /** It has a `description` that is not a string (a type error the schema reports). */
  descriptionNotText: boolean;
  required: boolean;
  /** 0 for a tool's own inputs, more for properties nested inside them. */
  depth: number;
  /** The schema that carries the input's type (`schema` of a 2.x entry, the property itself in the `tool:` form). */
  schema?: Record<string, unknown>;
  schemaPointer?: string;
}

export interface ToolView {
  dialect: Dialect;
  name?: TextAt;
  /** Pointer of the description, whether or not it is there. */
  descriptionPointer: string;
  description?: TextAt;
  /** Absent in the `tool:` form, which has no such field. */
  whenToUsePointer?: string;
  whenToUse?: TextAt;
  inputs: InputInfo[];
  /** Undefined where the dialect has no examples (1.x). */
  examples?: { pointer: string; inputNames: Set<string> }[];
  examplesPointer?: string;
  /** Whether failures are described, and the pointer to report at when not. */
  failure: { described: boolean; pointer: string };
  /** `text`: the 1.x/2.x success string, when it is one. */
  success: { described: boolean; pointer: string; text?: string };
  /** MCP annotations kept by the importer (`x-mcp.annotations`), when present. */
  annotations?: { pointer: string; value: Record<string, unknown> };
}

/** Nested properties are followed this deep (real tool schemas are far shallower). */
const MAX_PROPERTY_DEPTH = 8;

const textAt = (value: unknown, pointer: string): TextAt | undefined => (typeof value === 'string' ? { pointer, value } : undefined);

export function toolView(doc: Record<string, unknown>, dialect: Dialect): ToolView {
  if (dialect === 'tool') return toolFormView(doc);
  if (dialect === 'ardf') return ardfView(doc);
  return atdfView(doc, dialect, ATDF_LAYOUT);
}

/** Where an ATDF 1.x/2.x document, or an ARDF tool resource, keeps what the view reads. */
interface AtdfLayout {
  namePointer: (doc: Record<string, unknown>) => string;
  howToUse: (doc: Record<string, unknown>) => unknown;
  howToUsePointer: string;
  /** The member of an example that holds its input values; undefined where examples have none (1.x). */
  exampleInput?: string;
}

const ATDF_LAYOUT: AtdfLayout = {
  namePointer: (doc) => (typeof doc.tool_id === 'string' ? '/tool_id' : '/id'),
  howToUse: (doc) => doc.how_to_use,
  howToUsePointer: '/how_to_use',
  exampleInput: 'input_values',
};

/** An ARDF tool resource: 1.x's shape under content.data, examples with `input`. Other resources are not tools. */
function ardfView(doc: Record<string, unknown>): ToolView {
  return atdfView(doc, 'ardf', {
    namePointer: () => '/resource_id',
    howToUse: (d) => ardfToolData(d)?.data,
    howToUsePointer: ARDF_TOOL_DATA,
    exampleInput: 'input',
  });
}

function toolFormView(doc: Record<string, unknown>): ToolView {
  const tool = isObject(doc.tool) ? doc.tool : {};
  const input = isObject(tool.input) ? tool.input : undefined;
  const inputs: InputInfo[] = [];
  if (input) collectProperties(input, '/tool/input', 0, inputs);
  const output = isObject(tool.output) ? tool.output : undefined;
  const examples = Array.isArray(tool.examples) ? tool.examples : undefined;
  return {
    dialect: 'tool',
    name: textAt(tool.name, '/tool/name'),
    descriptionPointer: '/tool/description',
    description: textAt(tool.description, '/tool/description'),
    inputs,
    examplesPointer: '/tool/examples',
    examples: (examples ?? []).map((example, i) => ({
      pointer: `/tool/examples/${i}`,
      inputNames: new Set(isObject(example) && isObject(example.input) ? Object.keys(example.input) : []),
    })),
    failure: { described: output !== undefined && output.error !== undefined, pointer: '/tool/output/error' },
    success: { described: output !== undefined && describesSchema(output.success), pointer: '/tool/output/success' },
    annotations: annotationsAt(isObject(tool['x-mcp']) ? tool['x-mcp'].annotations : undefined, '/tool/x-mcp/annotations'),
  };
}

function atdfView(doc: Record<string, unknown>, dialect: Dialect, layout: AtdfLayout): ToolView {
  const namePointer = layout.namePointer(doc);
  const base = layout.howToUsePointer;
  const found = layout.howToUse(doc);
  const howToUse = isObject(found) ? found : {};
  const outputs = isObject(howToUse.outputs) ? howToUse.outputs : {};
  const entries = howToUse.inputs;
  const inputs: InputInfo[] = [];
  if (Array.isArray(entries)) {
    entries.forEach((entry, i) => {
      if (!isObject(entry) || typeof entry.name !== 'string') return;
      const pointer = `${base}/inputs/${i}`;
      const schema = isObject(entry.schema) ? entry.schema : undefined;
      inputs.push({
        name: entry.name,
        namePointer: `${pointer}/name`,
        nameIsKey: false,
        pointer,
        description: describedBy(entry, pointer),
        descriptionNotText: notText(entry.description),
        required: entry.required === true,
        depth: 0,
        schema,
        schemaPointer: schema ? `${pointer}/schema` : undefined,
      });
      if (schema) collectNested(schema, `${pointer}/schema`, 1, inputs);
    });
  }
  const failures = outputs.failure;
  const success = outputs.success;
  const exampleInput = dialect === 'atdf-1' ? undefined : layout.exampleInput;
  const examples = exampleInput ? (Array.isArray(doc.examples) ? doc.examples : []) : undefined;
  return {
    dialect,
    name: textAt(doc[namePointer.slice(1)], namePointer),
    descriptionPointer: '/description',
    description: textAt(doc.description, '/description'),
    whenToUsePointer: '/when_to_use',
    whenToUse: textAt(doc.when_to_use, '/when_to_use'),
    inputs,
    examplesPointer: examples ? '/examples' : undefined,
    examples: examples?.map((example, i) => ({
      pointer: `/examples/${i}`,
      inputNames: new Set(isObject(example) && exampleInput && isObject(example[exampleInput]) ? Object.keys(example[exampleInput]) : []),
    })),
    failure: { described: Array.isArray(failures) && failures.length > 0, pointer: `${base}/outputs/failure` },
    success: {
      described: typeof success === 'string' && success.trim() !== '',
      pointer: `${base}/outputs/success`,
      text: typeof success === 'string' ? success : undefined,
    },
    annotations: annotationsAt(isObject(doc['x-mcp']) ? doc['x-mcp'].annotations : undefined, '/x-mcp/annotations'),
  };
}

/** The properties of an object schema (and of the items of an array schema), with their own nested ones. */
function collectProperties(schema: Record<string, unknown>, pointer: string, depth: number, out: InputInfo[]): void {
  if (depth > MAX_PROPERTY_DEPTH) return;
  const properties = schema.properties;
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (isObject(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      const at = joinPointer(`${pointer}/properties`, name);
      const sub = isObject(property) ? property : undefined;
      out.push({
        name,
        namePointer: at,
        nameIsKey: true,
        pointer: at,
        description: sub ? describedBy(sub, at) : undefined,
        descriptionNotText: sub !== undefined && notText(sub.description),
        required: required.includes(name),
        depth,
        schema: sub,
        schemaPointer: sub ? at : undefined,
      });
      if (sub) collectNested(sub, at, depth + 1, out);
    }
  }
}

function collectNested(schema: Record<string, unknown>, pointer: string, depth: number, out: InputInfo[]): void {
  collectProperties(schema, pointer, depth, out);
  if (isObject(schema.items)) collectProperties(schema.items, `${pointer}/items`, depth, out);
}

const notText = (value: unknown): boolean => value !== undefined && typeof value !== 'string';

/** A node's own description, or its title when it has no description. */
function describedBy(node: Record<string, unknown>, pointer: string): TextAt | undefined {
  if (typeof node.description === 'string') return { pointer: `${pointer}/description`, value: node.description };
  if (typeof node.title === 'string') return { pointer: `${pointer}/title`, value: node.title };
  return undefined;
}

/** A schema that says something a model can read: a description or title, its own or a property's. */
function describesSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (isText(schema.description) || isText(schema.title)) return true;
  return isObject(schema.properties) && Object.values(schema.properties).some((p) => isObject(p) && isText(p.description));
}

const isText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

function annotationsAt(value: unknown, pointer: string): ToolView['annotations'] {
  return isObject(value) ? { pointer, value } : undefined;
}
