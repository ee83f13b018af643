// The proxy over Streamable HTTP at http://HOST:PORT/mcp (`--listen`): one SDK
// transport and Server per MCP session, all in front of the one upstream.
// Every request passes http-security.ts first; a refused one gets 403/401, is
// logged, and never reaches a transport (so never the upstream).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { CallLog } from './call-log';
import { refusal, type HttpSecurity } from './http-security';
import { mcpServer, type Sdk } from './mcp-server';
import type { Proxy } from './proxy';

/** Sessions open at once at most (each holds a little state); past it a new one gets 503. */
const MAX_SESSIONS = 256;
export const MCP_PATH = '/mcp';

type Transport = InstanceType<Sdk['StreamableHTTPServerTransport']>;

export interface HttpProxy {
  /** `http://127.0.0.1:PORT/mcp` (the port the system chose for port 0). */
  url: string;
  close(): Promise<void>;
}

export async function serveHttp(
  sdk: Sdk,
  proxy: Proxy,
  listen: { host: string; port: number },
  security: (port: number) => HttpSecurity,
  log: CallLog | undefined,
  warn: (line: string) => void,
): Promise<HttpProxy> {
  const sessions = new Map<string, Transport>();
  // Known once the port is (port 0: the system chooses it); no request is handled before.
  const guard: { security?: HttpSecurity } = {};
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, reason: string) => {
    const record = { time: new Date().toISOString(), event: 'http-refused' as const, status, reason, method: req.method, path: req.url };
    log?.write(record);
    warn(`refused ${req.method} ${req.url}: ${status} ${reason}`);
    res.writeHead(status, {
      'content-type': 'application/json',
      ...(status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
    });
    res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: `${status}: ${reason}` }, id: null }));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const refused = refusal(req, guard.security!);
    if (refused) return refuse(req, res, refused.status, refused.reason);
    const path = (req.url ?? '').split('?')[0];
    if (path !== MCP_PATH) return refuse(req, res, 404, `no such path; MCP is at ${MCP_PATH}`);
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const transport = sessions.get(id);
      if (!transport) return refuse(req, res, 404, 'unknown or closed session; initialize again');
      return transport.handleRequest(req, res);
    }
    if (req.method !== 'POST') return refuse(req, res, 400, 'no Mcp-Session-Id; start with an initialize POST');
    if (sessions.size >= MAX_SESSIONS) return refuse(req, res, 503, `${MAX_SESSIONS} sessions are open; close one`);
    const transport: Transport = new sdk.StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId: string) => {
        sessions.set(sessionId, transport);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    const server = mcpServer(sdk, proxy);
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      warn(`HTTP request failed: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(listen.port, listen.host, () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  guard.security = security(port);
  const shownHost = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return {
    url: `http://${shownHost}:${port}${MCP_PATH}`,
    async close() {
      for (const transport of sessions.values()) await transport.close().catch(() => undefined);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
