// The proxy over stdio, as an MCP client's config launches it: MCP on our
// stdin/stdout (nothing else may be written to stdout), the client gone when
// our stdin ends. `serveStdio` resolves then, and the caller stops the upstream.
import type { Proxy } from './proxy';
import { mcpServer, type Sdk } from './mcp-server';

/** A message on stdin larger than this closes the connection (the SDK's default is 10 MB; a 10 MB argument must pass). */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export async function serveStdio(sdk: Sdk, proxy: Proxy, onError: (message: string) => void): Promise<void> {
  const server = mcpServer(sdk, proxy);
  const transport = new sdk.StdioServerTransport(process.stdin, process.stdout, { maxBufferSize: MAX_MESSAGE_BYTES });
  const gone = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
    server.onclose = () => resolve();
  });
  server.onerror = (err) => onError(err.message);
  await server.connect(transport);
  await gone;
  await server.close().catch(() => undefined);
}
