// Bundles the three entry points with esbuild. One bundle per process kind:
// the extension (runs in VS Code's extension host), the language server
// (`node dist/server.js --stdio` works on its own) and the `atdf` CLI.
import { build } from 'esbuild';

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
};

await Promise.all([
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] }),
  build({ ...common, entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js' }),
  build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  }),
]);

// The dialects' JSON Schemas for other YAML/JSON tooling (manifest: yamlValidation/jsonValidation).
await import('./generate-schemas.mjs');
