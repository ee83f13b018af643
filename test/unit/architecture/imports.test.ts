// The seams between the layers. The front ends (the language server, the CLI,
// the VS Code client) reach the engine only through its facade,
// server/src/core/index.ts; the engine imports nothing of theirs, nor any
// editor or protocol package. The message system (server/src/core/messages/:
// the catalogs and their one fill) sits at the bottom of the engine: every
// layer renders its texts with it, and it knows of the engine only its Locale.
// A failure names each offending import.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { importGraph, importSpecifiers } from './import-graph';

const FACADE = 'server/src/core/index.ts';
const FRONT_ENDS = [
  'server/src/features',
  'server/src/files',
  'server/src/session',
  'server/src/lsp',
  'server/src/cli',
  'server/src/config-files',
  'server/src/mcp-live',
  'server/src/proxy',
  'server/src/host',
  'server/src/language-server',
  'client/src',
];
const MESSAGES = 'server/src/core/messages/';
const LOCALE = 'server/src/core/locale.ts';
const isCore = (path: string) => path.startsWith('server/src/core/');

test('the server, the CLI and the client import the engine only through core/index.ts', () => {
  const graph = importGraph(['server/src', 'client/src']);
  const frontEnd = (file: string) => file === 'server/src/server.ts' || FRONT_ENDS.some((dir) => file.startsWith(`${dir}/`));
  const offending: string[] = [];
  for (const [file, targets] of graph) {
    if (!frontEnd(file)) continue;
    for (const target of targets) if (isCore(target) && target !== FACADE) offending.push(`${file} imports ${target}`);
  }
  assert.deepEqual(offending, [], `use ${FACADE} instead:\n  ${offending.join('\n  ')}`);
  assert.ok(graph.get('server/src/language-server/session.ts')?.includes(FACADE), 'control: the server session does import the facade');
});

test('the client imports nothing of the server but the request names of server/src/protocol', () => {
  const offending: string[] = [];
  for (const [file, targets] of importGraph(['client/src'])) {
    for (const target of targets)
      if (target.startsWith('server/') && !target.startsWith('server/src/protocol/')) offending.push(`${file} imports ${target}`);
  }
  assert.deepEqual(offending, []);
});

test('server/src/protocol imports nothing (the client bundles it)', () => {
  const imports = [...importSpecifiers(['server/src/protocol']).values()].flat();
  assert.deepEqual(imports, []);
});

test('the engine imports nothing outside server/src/core, and no editor or LSP package', () => {
  const graph = importGraph(['server/src/core']);
  const outside: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) if (!isCore(target)) outside.push(`${file} imports ${target}`);
  }
  for (const [file, specifiers] of importSpecifiers(['server/src/core'])) {
    for (const s of specifiers) if (/^vscode(-|$)/.test(s)) outside.push(`${file} imports ${s}`);
  }
  assert.deepEqual(outside, []);
});

test('the message system knows of the engine only its Locale', () => {
  const graph = importGraph(['server/src/core/messages']);
  const offending: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) if (!target.startsWith(MESSAGES) && target !== LOCALE) offending.push(`${file} imports ${target}`);
  }
  assert.deepEqual(offending, []);
  assert.ok(
    graph.get('server/src/core/messages/index.ts')?.includes('server/src/core/messages/fill.ts'),
    'control: t() fills through fill.ts',
  );
});

test('one {placeholder} fill: no catalog of the engine fills a template of its own', () => {
  const graph = importGraph(['server/src']);
  const own: string[] = [];
  for (const file of graph.keys()) {
    if (file === 'server/src/core/messages/fill.ts') continue;
    if (/replace\(\/\\\{\(\\w\+\)\\\}\/g/.test(readFileSync(file, 'utf8'))) own.push(file);
  }
  assert.deepEqual(own, [], 'use fillTemplate from core/messages/fill.ts');
});
