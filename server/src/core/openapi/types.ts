// Vocabulary of `atdf import-openapi`: an OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1) read as MCP tools,
// the importer's one intermediate form, plus what MCP has no member for and ATDF has: the failures (the error
// responses with their status codes) and the success sentence.
import type { JsonObject, McpTool } from '../mcp/types';

export type OpenApiVersion = '2.0' | '3.0' | '3.1';

/** Where the HTTP binding goes in the MCP tool: `_meta`, which export-mcp gives back and x-mcp keeps in the file. */
export const BINDING_KEY = 'atdf.dev/openapi';

export interface OpenApiFilter {
  /** Globs over the path (`/repos/**`) or the operationId: an operation is kept when one matches (none given: all). */
  include?: readonly string[];
  /** Globs as for include: an operation one matches is left out. */
  exclude?: readonly string[];
  /** Tags: an operation is kept when it has one of them (none given: all). */
  tags?: readonly string[];
}

export interface OpenApiFailure {
  code: string;
  description: string;
}

export interface OpenApiTool {
  tool: McpTool;
  /** Each 4xx, 5xx and `default` response: the ATDF failures. */
  failures: OpenApiFailure[];
  /** The success sentence: the first 2xx response's status and description. */
  success: string;
}

export interface OpenApiImport {
  version: OpenApiVersion;
  /** One per operation kept, in the document's order of paths and methods. */
  tools: OpenApiTool[];
  /** Operations in the document before the filters. */
  operations: number;
  /** Things kept otherwise than written (a remote `$ref`, a renamed input), one line each. */
  warnings: string[];
}

/** One input's place in the HTTP request: `{in: "query", name: "per_page"}`; a whole body has no name. */
export interface InputBinding {
  in: 'path' | 'query' | 'header' | 'cookie' | 'body';
  name?: string;
}

export type { JsonObject };
