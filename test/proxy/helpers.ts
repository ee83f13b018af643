// `atdf proxy` as a real process of the CLI (bundled from the current
// sources, test/cli-bundle.ts), driven by the MCP SDK's own Client over stdio
// or Streamable HTTP, in front of real servers from npm or the fixtures of
// test/fixtures/proxy/. Every test checks that no process is left behind.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { descendantsOf, isAlive } from '../../server/src/mcp-live/process-tree';
import { bundledCli } from '../cli-bundle';

export const ROOT = path.resolve(__dirname, '../..');
export const FIXTURES = path.join(ROOT, 'test/fixtures/proxy');
export const EVERYTHING = `${process.execPath} ${path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;
export const TEE = `${process.execPath} ${path.join(FIXTURES, 'tee-stdin.mjs')}`;

export function scratchDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atdf-proxy-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface StdioProxy {
  client: Client;
  pid: number;
  stderr(): string;
  /** The proxy's processes now (itself and its tree), to check they are gone after close. */
  tree(): number[];
  close(): Promise<void>;
}

/** `atdf proxy ARGS` started by the SDK's StdioClientTransport, connected. */
export async function stdioProxy(args: string[]): Promise<StdioProxy> {
  const cli = await bundledCli();
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'proxy', ...args], cwd: ROOT, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const client = new Client({ name: 'proxy-test', version: '1' });
  try {
    await client.connect(transport);
  } catch (err) {
    throw new Error(`the proxy did not start: ${String(err)}\n${stderr}`, { cause: err });
  }
  const pid = transport.pid!;
  return {
    client,
    pid,
    stderr: () => stderr,
    tree: () => [pid, ...descendantsOf(pid)],
    close: () => client.close(),
  };
}

/** Waits (up to 10 s) until every PID is gone; fails naming the ones left. */
export async function assertGone(pids: readonly number[]): Promise<void> {
  for (let waited = 0; waited < 10_000 && pids.some(isAlive); waited += 50) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(pids.filter(isAlive), [], 'processes left behind');
}

/** The text of a tool result's text items. */
export function textOf(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((c) => c.text ?? '').join('\n');
}

/** `atdf ARGS` as a child process (for the HTTP proxy, replay); resolves when it exits. */
export function atdfProcess(args: string[], env: Record<string, string> = {}): Promise<ChildProcess> {
  return bundledCli().then((cli) => spawn(process.execPath, [cli, ...args], { cwd: ROOT, env: { ...process.env, ...env } }));
}

/** Runs `atdf ARGS` to its end. */
export async function atdf(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = await atdfProcess(args);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * `atdf proxy ARGS` spoken to in raw JSON-RPC lines, for calls the SDK's Client cannot send (its JSON.stringify
 * recurses: 10,000-deep arguments overflow its stack). `call` writes the line as given.
 */
export async function rawProxy(args: string[]): Promise<{
  call(id: number, line: string): Promise<Record<string, unknown>>;
  tree(): number[];
  stderr(): string;
  close(): Promise<void>;
}> {
  const child = await atdfProcess(['proxy', ...args]);
  const waiting = new Map<number, (message: Record<string, unknown>) => void>();
  let buffer = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    buffer += d;
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const message = JSON.parse(buffer.slice(0, at)) as Record<string, unknown>;
      buffer = buffer.slice(at + 1);
      if (typeof message.id === 'number') waiting.get(message.id)?.(message);
    }
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const call = (id: number, line: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      waiting.set(id, resolve);
      child.stdin!.write(line + '\n');
    });
  const init = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } };
  await call(0, JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: init }));
  child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
  return {
    call,
    tree: () => [child.pid!, ...descendantsOf(child.pid!)],
    stderr: () => stderr,
    close: async () => {
      child.stdin!.end();
      await exited;
    },
  };
}

/** A tools/call request line whose arguments are given as JSON text. */
export function toolsCallLine(id: number, name: string, argumentsJson: string): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":${JSON.stringify(name)},"arguments":${argumentsJson}}}`;
}
