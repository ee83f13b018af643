// An OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1, already parsed and bundled by the caller) -> one MCP
// tool per operation, with the failures and success sentence ATDF has a place for. Pure; the CLI reads files.
//
// Each tool's `_meta["atdf.dev/openapi"]` is its HTTP binding: method, path, operationId, servers, tags,
// security scheme names, where each input goes (`inputs`), the media types, every response's status and
// description, the success schema when it is not an object (MCP output schemas are objects), and the
// operation's `x-` extensions. The file keeps it under x-mcp; export-mcp gives it back.
//
// Annotations from the method's HTTP semantics (RFC 9110): GET, HEAD and OPTIONS are safe (readOnlyHint),
// PUT and DELETE idempotent, DELETE destructive. POST and PATCH get none: MCP's defaults then say "may change".
import { hasOwn, isObject, setOwn } from '../json-value';
import { jsonDepth } from '../mcp/json';
import { McpInputError, type McpTool } from '../mcp/types';
import { htmlToMarkdown } from './html-to-markdown';
import { operationInputs } from './inputs';
import { toolNames } from './names';
import { filtered, operationsOf, type Operation } from './operations';
import { RefError } from './refs';
import { operationResponses } from './responses';
import { SchemaConverter } from './schema';
import { BINDING_KEY, type JsonObject, type OpenApiFilter, type OpenApiImport, type OpenApiTool, type OpenApiVersion } from './types';

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

/** The document's OpenAPI version, or a problem naming what it is instead. */
export function openApiVersion(value: unknown, source: string): OpenApiVersion {
  if (!isObject(value)) throw new McpInputError(`${source}: is ${kindOf(value)}, not an OpenAPI or Swagger document`);
  if (value.swagger === '2.0') return '2.0';
  if (typeof value.openapi === 'string') {
    if (/^3\.0(\.|$)/.test(value.openapi)) return '3.0';
    if (/^3\.[12](\.|$)/.test(value.openapi)) return '3.1';
    throw new McpInputError(`${source}: "openapi" is "${value.openapi}"; the importer reads OpenAPI 3.0 and 3.1 (and Swagger 2.0)`);
  }
  if (hasOwn(value, 'swagger'))
    throw new McpInputError(`${source}: "swagger" is ${JSON.stringify(value.swagger)}; the importer reads Swagger "2.0"`);
  throw new McpInputError(`${source}: not an OpenAPI or Swagger document (it has no "openapi" nor "swagger" member)`);
}

/**
 * How deep a document may nest: the conversion walks schemas recursively, and an MCP tool may nest 200 levels
 * (MAX_TOOL_DEPTH), which a spec holds a few levels further down (paths, operation, content, schema).
 */
const MAX_SPEC_DEPTH = 256;

/**
 * Refuses a document (or a file one of its `$ref`s names) nested more than MAX_SPEC_DEPTH levels: checked before
 * anything walks it recursively (the `$ref` bundler overflowed the stack on 5,000 levels).
 */
export function checkOpenApiDepth(value: unknown, source: string): void {
  if (jsonDepth(value, MAX_SPEC_DEPTH) > MAX_SPEC_DEPTH)
    throw new McpInputError(`${source}: is nested more than ${MAX_SPEC_DEPTH} levels deep; refusing it`);
}

export function readOpenApi(value: unknown, source: string, filter: OpenApiFilter = {}): OpenApiImport {
  const version = openApiVersion(value, source);
  checkOpenApiDepth(value, source);
  const doc = value as JsonObject;
  try {
    return convert(doc, version, source, filter);
  } catch (err) {
    if (err instanceof RefError) throw new McpInputError(`${source}: ${err.message}`);
    throw err;
  }
}

function convert(doc: JsonObject, version: OpenApiVersion, source: string, filter: OpenApiFilter): OpenApiImport {
  const all = operationsOf(doc);
  if (all.length === 0)
    throw new McpInputError(`${source}: the ${version === '2.0' ? 'Swagger' : 'OpenAPI'} document has no operations under "paths"`);
  const kept = filtered(all, filter);
  if (kept.length === 0)
    throw new McpInputError(`${source}: none of its ${all.length} operations is kept by --include, --exclude and --tag`);
  const warnings = new Set<string>();
  let where = '';
  const converter = new SchemaConverter(doc, version, (m) => warnings.add(`${source}: ${where}: ${m}`));
  const names = toolNames(kept);
  const tools = kept.map((op, i): OpenApiTool => {
    where = op.at;
    return operationTool(op, names[i], doc, version, converter, warnings);
  });
  return { version, tools, operations: all.length, warnings: [...warnings] };
}

function operationTool(
  op: Operation,
  name: string,
  doc: JsonObject,
  version: OpenApiVersion,
  converter: SchemaConverter,
  warnings: Set<string>,
): OpenApiTool {
  const inputReaches = new Set<string>();
  const inputs = operationInputs(op, doc, version, converter, inputReaches);
  for (const w of inputs.warnings) warnings.add(w);
  const inputDefs = converter.defsFor(inputReaches);
  const inputSchema = inputDefs === undefined ? inputs.schema : { ...inputs.schema, $defs: inputDefs };

  const outputReaches = new Set<string>();
  const responses = operationResponses(op, doc, version, converter, outputReaches);
  const outputDefs = converter.defsFor(outputReaches);
  const root = objectRoot(responses.schema, outputDefs);

  const binding: JsonObject = { method: op.method.toUpperCase(), path: op.path };
  if (op.operationId !== undefined) binding.operationId = op.operationId;
  const servers = serversOf(op, doc, version);
  if (servers.length > 0) binding.servers = servers;
  if (Array.isArray(op.operation.tags) && op.operation.tags.length > 0) binding.tags = op.operation.tags;
  if (op.operation.deprecated === true) binding.deprecated = true;
  const security = securityOf(op, doc);
  if (security !== undefined) binding.security = security;
  binding.inputs = inputs.bindings;
  if (inputs.mediaType !== undefined) binding.requestMediaType = inputs.mediaType;
  binding.responses = responseTexts(op);
  if (responses.mediaType !== undefined) binding.responseMediaType = responses.mediaType;
  if (responses.schema !== undefined && root === undefined)
    binding.responseSchema =
      outputDefs === undefined || !isObject(responses.schema) ? responses.schema : { ...responses.schema, $defs: outputDefs };
  for (const key of Object.keys(op.operation)) if (key.startsWith('x-')) setOwn(binding, key, op.operation[key]);

  const tool: McpTool = { name, description: descriptionOf(op), inputSchema };
  if (root !== undefined) tool.outputSchema = root;
  const annotations = annotationsOf(op.method);
  if (annotations !== undefined) tool.annotations = annotations;
  tool._meta = { [BINDING_KEY]: binding };
  return { tool, failures: responses.failures, success: responses.success };
}

function descriptionOf(op: Operation): string {
  const summary = typeof op.operation.summary === 'string' ? htmlToMarkdown(op.operation.summary).trim() : '';
  const description = typeof op.operation.description === 'string' ? htmlToMarkdown(op.operation.description).trim() : '';
  if (summary === '' && description === '') return `${op.method.toUpperCase()} ${op.path}`;
  if (summary === '' || description.startsWith(summary)) return description;
  if (description === '') return summary.endsWith('.') ? summary : summary + '.';
  return `${summary.endsWith('.') ? summary : summary + '.'}\n\n${description}`;
}

/** A success schema MCP can take as its outputSchema (an object at the root, `$refs` to one inlined), or undefined. */
function objectRoot(schema: unknown, defs: JsonObject | undefined): JsonObject | undefined {
  if (!isObject(schema)) return undefined;
  let root = schema;
  if (typeof root.$ref === 'string' && root.$ref.startsWith('#/$defs/') && defs !== undefined) {
    const name = root.$ref.slice('#/$defs/'.length).replace(/~1/g, '/').replace(/~0/g, '~');
    const target = defs[name];
    if (!isObject(target)) return undefined;
    const rest: JsonObject = {};
    for (const key of Object.keys(root)) if (key !== '$ref') setOwn(rest, key, root[key]);
    root = { ...target, ...rest };
  }
  if (root.type !== 'object') return undefined;
  return defs === undefined ? root : { ...root, $defs: defs };
}

function responseTexts(op: Operation): JsonObject {
  const out: JsonObject = {};
  const responses = op.operation.responses;
  if (!isObject(responses)) return out;
  for (const code of Object.keys(responses)) {
    if (code.startsWith('x-')) continue;
    const r = responses[code];
    setOwn(
      out,
      code,
      isObject(r) && typeof r.description === 'string' ? r.description : isObject(r) && typeof r.$ref === 'string' ? r.$ref : '',
    );
  }
  return out;
}

function serversOf(op: Operation, doc: JsonObject, version: OpenApiVersion): string[] {
  if (version === '2.0') {
    if (typeof doc.host !== 'string') return typeof doc.basePath === 'string' ? [doc.basePath] : [];
    const schemes = Array.isArray(doc.schemes) && doc.schemes.length > 0 ? doc.schemes : ['https'];
    return schemes.map((s) => `${String(s)}://${doc.host as string}${typeof doc.basePath === 'string' ? doc.basePath : ''}`);
  }
  for (const list of [op.operation.servers, op.pathItem.servers, doc.servers]) {
    if (Array.isArray(list) && list.length > 0) return list.filter(isObject).map((s) => String(s.url));
  }
  return [];
}

/** The names of the security schemes the operation accepts (its own `security`, else the document's). */
function securityOf(op: Operation, doc: JsonObject): string[] | undefined {
  const list = Array.isArray(op.operation.security) ? op.operation.security : Array.isArray(doc.security) ? doc.security : undefined;
  if (list === undefined) return undefined;
  return [...new Set(list.filter(isObject).flatMap((requirement) => Object.keys(requirement)))];
}

function annotationsOf(method: string): JsonObject | undefined {
  if (method === 'get' || method === 'head' || method === 'options') return { readOnlyHint: true };
  if (method === 'delete') return { destructiveHint: true, idempotentHint: true };
  if (method === 'put') return { idempotentHint: true };
  return undefined;
}
