// Shared checks of the hostile-input LSP tests: "the server still answers"
// (another document gets its diagnostics, requests on it get answers, within a
// bound), the server's memory from /proc, and deadlines around requests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { type LspClient } from '../harness';
import { V2_TOOL, replaceOnce, unique } from '../fixtures';

/** How much of its CPU time the server may spend before it answers anything after a hostile document. */
export const ANSWER_MS = 5_000;
/** Wall time after which a wait counts as a hang (generous: on a loaded machine wall time mostly measures waits for a core). */
export const HANG_MS = 60_000;
/** The hostile document's diagnostics: at most this much of the server's CPU time, from the open. */
export const HOSTILE_MS = 3_000;
/** A hover on another document while the hostile one is being worked on (a single document is still validated in one piece: a 2 MB one takes about 1 s). */
export const HOVER_MS = 2_000;
const POLL_MS = 100;

let probes = 0;

/**
 * Resolves with what `promise` gives, or rejects naming `what` when the server spends more than `cpuMs` of CPU
 * time before it settles (its own work, a bound that means the same on a quiet or a loaded machine), or when
 * HANG_MS of wall time pass (a server that hangs without working).
 */
export async function within<T>(client: LspClient, cpuMs: number, what: string, promise: Promise<T>): Promise<T> {
  const start = client.cpuMs();
  const used = () => client.cpuMs() - start;
  let poll: NodeJS.Timeout | undefined;
  let hang: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    poll = setInterval(() => {
      if (client.alive && used() > cpuMs)
        reject(new Error(`${what}: no answer after ${used()} ms of the server's CPU time (limit ${cpuMs} ms)`));
    }, POLL_MS);
    hang = setTimeout(() => reject(new Error(`${what}: no answer within ${HANG_MS} ms (a hang?)`)), HANG_MS);
  });
  try {
    const value = await Promise.race([promise, limit]);
    const spent = client.alive ? used() : 0;
    assert.ok(spent <= cpuMs, `${what}: answered after ${spent} ms of the server's CPU time (limit ${cpuMs} ms)`);
    return value;
  } finally {
    clearInterval(poll);
    clearTimeout(hang);
  }
}

/**
 * Proves the server is alive and useful: the child has not exited, a freshly
 * opened ordinary document (with one known error) gets exactly its
 * diagnostics, and documentSymbol, hover and completion on it are answered.
 */
export async function assertServerAnswers(client: LspClient, label: string): Promise<void> {
  assert.ok(client.alive, `${label}: the server process exited`);
  const uri = `file:///ws/probe-${process.pid}-${++probes}.atdf.yaml`;
  const text = replaceOnce(unique(V2_TOOL), 'retries: 1', 'retries: "many"');
  await client.open(uri, text);
  const diagnostics = await within(client, ANSWER_MS, `${label}: diagnostics of another document`, client.diagnosticsFor(uri, 1, HANG_MS));
  const errors = diagnostics.filter((d) => d.severity === 1);
  assert.equal(errors.length, 1, `${label}: probe diagnostics ${JSON.stringify(diagnostics)}`);
  assert.equal(pointerOf(errors[0]), '/examples/0/input_values/retries', label);
  const symbols = await within(client, ANSWER_MS, `${label}: documentSymbol`, client.symbols(uri));
  assert.equal(symbols.length, 1, `${label}: one tool symbol`);
  const hover = await within(client, ANSWER_MS, `${label}: hover`, client.hover(uri, { line: 2, character: 2 }));
  assert.ok(hover !== null, `${label}: hover on "description" answers`);
  await within(client, ANSWER_MS, `${label}: completion`, client.completion(uri, { line: 2, character: 0 }));
  await client.close(uri);
  assert.ok(client.alive, `${label}: the server process exited`);
}

export function pointerOf(d: Diagnostic): string | undefined {
  return (d.data as { pointer?: string } | undefined)?.pointer;
}

/** Resident memory of a process, now and at its peak (VmHWM), in MB, from /proc/<pid>/status (Linux). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!m) throw new Error(`${field} missing in /proc/${pid}/status`);
    return Number(m[1]);
  };
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Opens `text` and returns its first diagnostics, failing when the server spends more than `ms` of CPU time on them. */
export async function openAndDiagnose(
  client: LspClient,
  uri: string,
  text: string,
  ms = ANSWER_MS,
  languageId = 'atdf',
): Promise<Diagnostic[]> {
  await client.open(uri, text, languageId);
  return within(client, ms, `diagnostics of ${uri}`, client.diagnosticsFor(uri, 1, HANG_MS));
}

/** A `tool:` form document whose input has one string property `v` with `pattern`, and one example giving `value`. */
export function patternTool(name: string, pattern: string, value: string): string {
  return [
    'tool:',
    `  name: ${name}`,
    '  description: A tool whose input pattern is hostile.',
    '  input:',
    '    type: object',
    '    properties:',
    `      v: { type: string, pattern: ${JSON.stringify(pattern)} }`,
    '  examples:',
    `    - input: { v: ${JSON.stringify(value)} }`,
    '',
  ].join('\n');
}

/** The diagnostic's message as plain text (LSP 3.18 allows MarkupContent). */
export function messageOf(d: Diagnostic): string {
  return typeof d.message === 'string' ? d.message : d.message.value;
}
