// The checks every imported OpenAPI document must pass, written from the specification's side and not from the
// importer's code: its own walk over `paths` (path items and parameters followed by a small `$ref` reader of its
// own), so a tool lost, an input lost or a failure lost is seen whatever the importer did.
//   - one tool per operation (count of tools == count of operations);
//   - every path, query, header and cookie parameter is an input bound to that place and name (path ones required),
//     and there is no other parameter input; a body gives inputs bound to the body, and only then;
//   - every 4xx, 5xx, 4XX, 5XX and `default` response is a failure of the written file, with its status as the code;
//   - every written file validates with no error.
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import { BINDING_KEY, createEngine } from '../../../server/src/core/index';
import { cpuTimed } from '../../cpu-time';

export const engine = createEngine();

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function deref(doc: Obj, value: unknown): unknown {
  let node = value;
  for (let i = 0; i < 50 && isObj(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/'); i++) {
    node = node.$ref
      .slice(2)
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (isObj(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined), doc);
  }
  return node;
}

interface SpecOperation {
  label: string;
  params: { name: string; in: string }[];
  hasBody: boolean;
  errorCodes: string[];
}

/** The spec's operations, as the specification defines them. */
export function specOperations(doc: Obj): SpecOperation[] {
  const out: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as Obj)) {
    const item = deref(doc, rawItem) as Obj;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const params = new Map<string, { name: string; in: string }>();
      let hasBody = isObj(op.requestBody) && isObj((deref(doc, op.requestBody) as Obj).content);
      for (const list of [item.parameters, op.parameters]) {
        for (const raw of Array.isArray(list) ? list : []) {
          const p = deref(doc, raw) as Obj;
          if (p.in === 'body' || p.in === 'formData') hasBody = true;
          else params.set(`${String(p.in)} ${String(p.name)}`, { name: String(p.name), in: String(p.in) });
        }
      }
      const responses = isObj(op.responses) ? Object.keys(op.responses) : [];
      const errorCodes = responses.filter((c) => c === 'default' || /^[45]([0-9]{2}|XX)$/i.test(c));
      // A parameter of the same place and name twice is one (the operation's wins): a Map keeps one.
      out.push({ label: `${method.toUpperCase()} ${path}`, params: [...params.values()], hasBody, errorCodes });
    }
  }
  return out;
}

export interface SpecCounts {
  /** CPU time of the import itself (read, MCP rules, files made and checked), as `atdf import-openapi` spends it. */
  importCpuMs: number;
  operations: number;
  tools: number;
  parameters: number;
  failures: number;
  files: number;
  /** How many of the files were validated (every one, or the sample `validateEvery` asks for). */
  validated: number;
}

/**
 * Imports `doc` (already bundled) and asserts the checks above; the counts for the caller's message. Every tool is
 * checked against its operation; the written files are validated whole, or one in `validateEvery` (a big spec's
 * sample in the unit stage: `scripts/openapi-lint-precision.ts` validates all of them).
 */
export function checkSpec(doc: Obj, source: string, { validateEvery = 1 } = {}): SpecCounts {
  const { value, cpuMs: importCpuMs } = cpuTimed(() => {
    const imported = engine.mcp.readOpenApi(doc, source);
    const read = engine.mcp.readToolsValue({ tools: imported.tools.map((t) => t.tool) }, source);
    const files = engine.mcp.importTools(read.tools, {
      source,
      origin: { what: 'the OpenAPI operation', by: 'atdf import-openapi' },
      failures: imported.tools.map((t) => t.failures),
      success: imported.tools.map((t) => t.success),
    });
    return { imported, read, files };
  });
  const { imported, read, files } = value;
  const operations = specOperations(doc);
  assert.equal(imported.tools.length, operations.length, `${source}: one tool per operation`);
  let parameters = 0;
  let failures = 0;
  imported.tools.forEach(({ tool, failures: declared }, i) => {
    const op = operations[i];
    const binding = (tool._meta as Obj)[BINDING_KEY] as Obj;
    assert.equal(`${String(binding.method)} ${String(binding.path)}`, op.label, `${source}: tool ${i} is the operation ${i}`);
    const inputs = binding.inputs as Record<string, { in: string; name?: string }>;
    const properties = tool.inputSchema.properties as Obj;
    const required = (tool.inputSchema.required ?? []) as string[];
    for (const p of op.params) {
      const input = Object.keys(inputs).find((k) => inputs[k].in === p.in && inputs[k].name === p.name);
      assert.ok(input !== undefined, `${source}: ${op.label}: the ${p.in} parameter "${p.name}" is an input`);
      assert.ok(Object.prototype.hasOwnProperty.call(properties, input), `${source}: ${op.label}: input "${input}" in the schema`);
      if (p.in === 'path') assert.ok(required.includes(input), `${source}: ${op.label}: path parameter "${p.name}" required`);
    }
    const paramInputs = Object.values(inputs).filter((b) => b.in !== 'body');
    assert.equal(paramInputs.length, op.params.length, `${source}: ${op.label}: no other parameter input`);
    assert.equal(Object.keys(properties).length, Object.keys(inputs).length, `${source}: ${op.label}: every input is bound`);
    assert.equal(
      Object.values(inputs).some((b) => b.in === 'body'),
      op.hasBody && Object.keys(properties).length > op.params.length,
      `${source}: ${op.label}: body inputs only for a body`,
    );
    assert.deepEqual(
      declared.map((f) => f.code),
      [...op.errorCodes].sort((a, b) => rank(a) - rank(b)),
      `${source}: ${op.label}: every error response is a failure`,
    );
    parameters += op.params.length;
    failures += declared.length;
  });
  assert.equal(read.tools.length, imported.tools.length, `${source}: every tool passes the MCP rules`);
  let validated = 0;
  files.forEach((file, i) => {
    if (i % validateEvery !== 0) return;
    validated++;
    const report = engine.validateFile(file.text, { language: 'yaml' });
    const errors = report.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.message} (${d.code})`);
    assert.deepEqual(errors, [], `${source}: ${file.fileName} validates with no error`);
    const value = parse(file.text) as { how_to_use: { outputs: { failure: { code: string }[] } } };
    assert.deepEqual(
      value.how_to_use.outputs.failure.map((f) => f.code),
      imported.tools[i].failures.map((f) => f.code),
      `${source}: ${file.fileName} lists the failures`,
    );
  });
  return { importCpuMs, operations: operations.length, tools: imported.tools.length, parameters, failures, files: files.length, validated };
}

const rank = (code: string) => (code === 'default' ? 1000 : /XX$/i.test(code) ? Number(code[0]) * 100 + 99.5 : Number(code));
