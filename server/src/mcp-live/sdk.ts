// The parts of @modelcontextprotocol/sdk the live client uses. list-tools.ts
// loads this module on first use only (`await import('./sdk')`): evaluating
// the SDK (and zod with it) costs ~20 ms at every start of the CLI, and most
// commands never talk to a server. Static re-exports keep esbuild's tree
// shaking of the SDK as it was.
export { Client } from '@modelcontextprotocol/sdk/client/index.js';
export { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
export { ResultSchema, ListToolsRequestSchema, CallToolRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
// The server side, for `atdf proxy` (server/src/proxy/).
export { Server } from '@modelcontextprotocol/sdk/server/index.js';
export { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
export { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
