// The ATDF files a proxy serves, read once at its start: each tool's MCP form
// as the model gets it (engine.export.served: the export-mcp tool with
// when_to_use and failures in its description), its compiled input, output
// and error schemas (engine.contract.tools: the schemas `atdf test` checks),
// its x-mcp snapshot (what import-mcp kept of the server's tool, for drift)
// and, with a lockfile, whether it changed since `atdf pin`. A file with
// errors (or a security error, as `atdf export-mcp` refuses it) is not served.
import { FailureCodes, type AtdfEngine, type Lockfile, type McpTool, type ToolFailure } from '../core/index';
import { compileCheck, type SchemaCheck } from './schema-check';

export interface CatalogFile {
  /** The path as messages name it. */
  file: string;
  bytes: Uint8Array;
  language: 'yaml' | 'json';
}

export interface CatalogTool {
  name: string;
  file: string;
  document: number;
  /** The document's dialect (`tool`, `atdf-1`, `atdf-2`). */
  dialect: string;
  /** The tool as the proxy lists it. */
  served: McpTool;
  failures: ToolFailure[];
  /** Which of `failures` fits a refused input's problem (the registry's rule). */
  failureCodes: FailureCodes;
  /** The `x-mcp` member of the document (import-mcp's copy of the server's own tool), when it has one. */
  snapshot?: Record<string, unknown>;
  input: SchemaCheck;
  output?: SchemaCheck;
  /** The `tool:` form's `output.error`: an error result's structuredContent. */
  error?: SchemaCheck;
  /** With a lockfile: the parts changed since `atdf pin` (`never pinned` when it has no entry); undefined when unchanged. */
  changedSincePin?: string;
}

export interface Catalog {
  tools: Map<string, CatalogTool>;
  /** Why files or tools are not served, one line each. */
  problems: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function snapshotOf(value: unknown): Record<string, unknown> | undefined {
  if (!isObject(value)) return undefined;
  const holder = isObject(value.tool) ? value.tool : value;
  const extension = holder['x-mcp'];
  return isObject(extension) ? extension : undefined;
}

export function buildCatalog(engine: AtdfEngine, files: readonly CatalogFile[], lock?: Lockfile): Catalog {
  const tools = new Map<string, CatalogTool>();
  const problems: string[] = [];
  for (const { file, bytes, language } of files) {
    const report = engine.validateBytes(bytes, { language, formatWarnings: false });
    const blocking = report.diagnostics.filter((d) => engine.mcp.exportBlock(d) !== undefined);
    if (blocking.length > 0) {
      const first = blocking[0];
      const at = `${first.range.start.line + 1}:${first.range.start.character + 1}`;
      problems.push(`${file}: not served: ${blocking.length} error(s), the first at ${at}: ${first.message} (run "atdf validate ${file}")`);
      continue;
    }
    const contract = new Map(engine.contract.tools(report).map((t) => [t.document, t]));
    const pins = lock ? new Map(engine.pins.pinFile(report).map((p) => [p.document, p])) : undefined;
    for (const served of engine.export.served(report)) {
      if ('error' in served) {
        problems.push(`${file}: document ${served.document + 1} not served: ${served.error}`);
        continue;
      }
      const name = served.tool.name;
      const schemas = contract.get(served.document);
      if (!schemas) continue;
      if (tools.has(name)) {
        problems.push(`${file}: tool "${name}" not served: ${tools.get(name)!.file} defines it too`);
        continue;
      }
      const tool: CatalogTool = {
        name,
        file,
        document: served.document,
        dialect: report.documents.find((d) => d.index === served.document)?.dialect ?? 'tool',
        served: served.tool,
        failures: served.failures,
        failureCodes: new FailureCodes(served.failures),
        input: compileCheck(engine, schemas.inputSchema),
      };
      const snapshot = snapshotOf(report.parsed.documents[served.document]?.value);
      if (snapshot) tool.snapshot = snapshot;
      if (schemas.outputSchema) tool.output = compileCheck(engine, schemas.outputSchema);
      if (schemas.errorSchema) tool.error = compileCheck(engine, schemas.errorSchema);
      const pin = pins?.get(served.document);
      if (lock && pin) {
        const locked = Object.prototype.hasOwnProperty.call(lock.tools, name) ? lock.tools[name] : undefined;
        if (!locked) tool.changedSincePin = 'never pinned';
        else if (locked.sha256 !== pin.sha256) {
          const parts = Object.keys(pin.parts).filter(
            (p) => locked.parts?.[p as keyof typeof pin.parts] !== pin.parts[p as keyof typeof pin.parts],
          );
          tool.changedSincePin = `changed since it was pinned (${parts.join(', ')})`;
        }
      }
      tools.set(name, tool);
    }
  }
  return { tools, problems };
}
