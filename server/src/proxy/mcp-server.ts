// The proxy as an MCP server: the SDK's low-level Server with a handler for
// tools/list and one for tools/call, both answered by Proxy. One per
// connection (an SDK Server serves one transport): stdio has one, Streamable
// HTTP one per session; all share the one upstream and catalog.
import type { loadSdk } from '../mcp-live/load-sdk';
import { VERSION } from '../version';
import { UpstreamRpcError, type Proxy } from './proxy';

export type Sdk = Awaited<ReturnType<typeof loadSdk>>;
export type McpServer = InstanceType<Sdk['Server']>;

export function mcpServer(sdk: Sdk, proxy: Proxy): McpServer {
  const server = new sdk.Server({ name: 'atdf-proxy', version: VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(sdk.ListToolsRequestSchema, () => proxy.listTools() as never);
  server.setRequestHandler(sdk.CallToolRequestSchema, async (request, extra) => {
    try {
      return (await proxy.call(request.params.name, request.params.arguments, extra.signal)) as never;
    } catch (err) {
      if (err instanceof UpstreamRpcError) throw new sdk.McpError(err.code, err.message);
      throw err;
    }
  });
  return server;
}
