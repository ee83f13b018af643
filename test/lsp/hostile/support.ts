// Shared checks of the hostile-input LSP tests: "the server still answers"
// (another document gets its diagnostics, requests on it get answers, within a
// bound), the server's memory from /proc, and deadlines around requests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { type LspClient } from '../harness';
import { V2_TOOL, replaceOnce, unique } from '../fixtures';

/** How long the server may take to answer anything after a hostile document (generous for a loaded 2-core CI box). */
export const ANSWER_MS = 5_000;

let probes = 0;

/** Rejects when `promise` has not settled within `ms`, naming `what`. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
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
  const diagnostics = await within(ANSWER_MS, `${label}: diagnostics of another document`, client.diagnosticsFor(uri, 1, ANSWER_MS));
  const errors = diagnostics.filter((d) => d.severity === 1);
  assert.equal(errors.length, 1, `${label}: probe diagnostics ${JSON.stringify(diagnostics)}`);
  assert.equal(pointerOf(errors[0]), '/examples/0/input_values/retries', label);
  const symbols = await within(ANSWER_MS, `${label}: documentSymbol`, client.symbols(uri));
  assert.equal(symbols.length, 1, `${label}: one tool symbol`);
  const hover = await within(ANSWER_MS, `${label}: hover`, client.hover(uri, { line: 2, character: 2 }));
  assert.ok(hover !== null, `${label}: hover on "description" answers`);
  await within(ANSWER_MS, `${label}: completion`, client.completion(uri, { line: 2, character: 0 }));
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

/** Opens `text` and returns its first diagnostics, failing after `ms`. */
export async function openAndDiagnose(
  client: LspClient,
  uri: string,
  text: string,
  ms = ANSWER_MS,
  languageId = 'atdf',
): Promise<Diagnostic[]> {
  await client.open(uri, text, languageId);
  return within(ms, `diagnostics of ${uri}`, client.diagnosticsFor(uri, 1, ms));
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
