// The bundles esbuild makes (scripts/build.mjs builds them all; the bundle
// test builds the extension's again to check what it holds). One bundle per
// process kind, plus the MCP SDK on its own:
// - dist/extension.js runs in VS Code's extension host: the UI and the LSP
//   client only, minified (it is loaded at every activation). No engine module
//   and no MCP SDK (test/cli/client/bundle.test.ts).
// - dist/extension-web.js is the same UI for VS Code for the Web (package.json
//   `browser`, client/src/web/), whose server is dist/web/server.js below.
// - dist/server.js is the language server (`node dist/server.js --stdio` works
//   on its own), dist/cli.js the `atdf` CLI.
// - dist/sdk.js is @modelcontextprotocol/sdk (with zod and ajv), which only a
//   live MCP server needs: server and CLI load it on first use (mcp-live/sdk.ts),
//   so it costs their start nothing.
// - dist/tokenizer.js is the o200k_base token counter, loaded the same way on
//   first use (tokens/load-tokenizer.ts) or as the server's worker thread; its
//   merge table (about 2.5 MB) is dist/web/tokenizer.js, which it requires: one
//   copy that the browser's worker server loads too (the .vsix budget).
// - dist/library/index.js is the engine (server/src/core/index.ts) as the npm
//   package `atdf` (library/, docs/library.md): an ES module for any platform,
//   with yaml and jsonc-parser inside and no Node built-in, so a browser bundle
//   can take it (test/package/library.test.ts); its types come from tsc
//   (library/tsconfig.json).
// - dist/web/server.js is the same language server for a browser's web worker
//   (server/src/web/server-main.ts; docs/web.md): a minified classic-worker
//   script with no Node built-in (node:path and node:url become the POSIX shims
//   of server/src/web/shims/, `setImmediate` is injected; test/cli/web/bundle.test.ts
//   fails on any Node built-in and on more than WEB_SERVER_MAX_BYTES).
//   dist/web/tokenizer.js is gpt-tokenizer's o200k_base for it, loaded with importScripts on first use; a
//   script that sets the global `atdfTokenizer` and, under Node, is also a CommonJS module (Node's dist/tokenizer.js requires it).
// Every bundle carries the version of the root package.json (server/src/version.ts).
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // A JSON file read at build time (meta-schemas) is inlined.
  loader: { '.json': 'json' },
  // jsonc-parser's `main` is a UMD file whose requires esbuild cannot follow
  // (the bundle then fails with "Cannot find module './impl/format'"): bundle its ES module build.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  define: { ATDF_VERSION: JSON.stringify(version) },
};

/** `await import('./sdk.js')` (mcp-live/list-tools.ts) and `import('./tokenizer.js')` (tokens/load-tokenizer.ts) stay runtime imports. */
const SDK_AT_RUNTIME = ['./sdk.js', './tokenizer.js'];

/** The web worker server's budget, minified (docs/web.md; asserted by test/cli/web/bundle.test.ts). */
export const WEB_SERVER_MAX_BYTES = 1.5 * 1024 * 1024;

const web = {
  ...common,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  mainFields: ['browser', 'module', 'main'],
  alias: {
    ...common.alias,
    'node:path': './server/src/web/shims/path.ts',
    'node:url': './server/src/web/shims/url.ts',
  },
};

/** Node's tokenizer takes o200k_base from dist/web/tokenizer.js at run time instead of holding a second copy. */
const o200kFromWebTokenizer = {
  name: 'o200k-from-web-tokenizer',
  setup(build) {
    build.onResolve({ filter: /^gpt-tokenizer\/encoding\/o200k_base$/ }, () => ({ path: './web/tokenizer.js', external: true }));
  },
};

export const bundles = {
  extension: { ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'], minify: true },
  // The extension in VS Code for the Web (package.json `browser`): CommonJS, as the web extension host loads it.
  extensionWeb: {
    ...web,
    format: 'cjs',
    entryPoints: ['client/src/web/extension-web.ts'],
    outfile: 'dist/extension-web.js',
    external: ['vscode'],
  },
  // `#!` so that the npm package can use it as its `atdf-language-server` bin.
  server: {
    ...common,
    entryPoints: ['server/src/server.ts'],
    outfile: 'dist/server.js',
    external: SDK_AT_RUNTIME,
    banner: { js: '#!/usr/bin/env node' },
  },
  cli: {
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    outfile: 'dist/cli.js',
    external: SDK_AT_RUNTIME,
    banner: { js: '#!/usr/bin/env node' },
  },
  sdk: { ...common, entryPoints: ['server/src/mcp-live/sdk.ts'], outfile: 'dist/sdk.js' },
  library: {
    ...common,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    mainFields: ['module', 'main'],
    entryPoints: ['server/src/core/index.ts'],
    outfile: 'dist/library/index.js',
    sourcemap: false,
  },
  webServer: {
    ...web,
    entryPoints: ['server/src/web/server-main.ts'],
    outfile: 'dist/web/server.js',
    inject: ['server/src/web/shims/set-immediate.ts'],
    // load-tokenizer.ts's `import('./tokenizer.js')` is Node's (the CLI's) and never runs here: web-host.ts loads the tokenizer.
    external: SDK_AT_RUNTIME,
  },
  // ATDF for a Monaco editor (server/src/web/monaco.ts, docs/web.md): an ES module that starts dist/web/server.js.
  webMonaco: { ...web, format: 'esm', entryPoints: ['server/src/web/monaco.ts'], outfile: 'dist/web/monaco.js' },
  webTokenizer: {
    ...web,
    entryPoints: ['server/src/web/tokenizer.ts'],
    outfile: 'dist/web/tokenizer.js',
    globalName: 'atdfTokenizer',
    footer: { js: 'typeof module=="object"&&module.exports&&(module.exports=atdfTokenizer);' },
  },
  tokenizer: {
    ...common,
    entryPoints: ['server/src/tokens/tokenizer.ts'],
    outfile: 'dist/tokenizer.js',
    sourcemap: false,
    plugins: [o200kFromWebTokenizer],
  },
};
