// Who may talk to the proxy over HTTP (MCP, "Streamable HTTP" security
// warning): it is bound to 127.0.0.1 unless told otherwise; a request whose
// Origin is not the proxy's own (or one --allow-origin names) is refused with
// 403, so a web page on another origin cannot reach it, also through DNS
// rebinding (a rebound name arrives with a foreign Host, refused too when the
// proxy listens on a loopback address); with --token-env, every request must
// carry `Authorization: Bearer <token>` (401 otherwise), compared in constant
// time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface HttpSecurity {
  /** Host header values accepted; undefined: any (the proxy listens on a non-loopback address, by choice). */
  hosts?: Set<string>;
  origins: Set<string>;
  token?: string;
}

export type Refused = { status: 401 | 403; reason: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function isLoopback(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The hosts and origins of a proxy listening at host:port, plus the origins the user allows. */
export function securityFor(host: string, port: number, allowOrigins: readonly string[], token?: string): HttpSecurity {
  const names = isLoopback(host) ? ['127.0.0.1', 'localhost', '[::1]'] : [host.includes(':') ? `[${host}]` : host];
  if (isLoopback(host) && !names.includes(host) && !host.includes(':')) names.push(host);
  const origins = new Set([...names.map((n) => `http://${n}:${port}`), ...allowOrigins.map((o) => o.replace(/\/+$/, ''))]);
  return {
    ...(isLoopback(host) ? { hosts: new Set(names.map((n) => `${n}:${port}`)) } : {}),
    origins,
    ...(token === undefined ? {} : { token }),
  };
}

/** Why a request is refused, or undefined when it may go on. The Origin and Host are checked before the token. */
export function refusal(req: IncomingMessage, security: HttpSecurity): Refused | undefined {
  const host = req.headers.host;
  if (security.hosts && (host === undefined || !security.hosts.has(host.toLowerCase())))
    return { status: 403, reason: `Host ${JSON.stringify(host ?? '')} is not this proxy's` };
  const origin = req.headers.origin;
  if (origin !== undefined && !security.origins.has(origin.toLowerCase()))
    return { status: 403, reason: `Origin ${JSON.stringify(origin)} is not allowed (see --allow-origin)` };
  if (security.token !== undefined) {
    const header = req.headers.authorization;
    const given = header === undefined ? undefined : /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (given === undefined) return { status: 401, reason: 'no bearer token' };
    if (!sameSecret(given.trim(), security.token)) return { status: 401, reason: 'wrong bearer token' };
  }
  return undefined;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
