// dist/server.js: starts the language server (dist/server-main.js) with its
// compiled code ready. A fresh process otherwise parses and compiles the
// 1.6 MB bundle, then each function again the first time it runs, while the
// editor waits for the first diagnostics. Two ways to skip that, in order:
// - dist/server-main.<V8 version>.cache, made by `npm run build`
//   (scripts/code-cache.mjs: a server run over the examples, the code cache
//   taken at its exit, so it holds the functions an open runs). Used only by
//   a Node with the same V8; V8 itself rejects a cache that does not fit the
//   bundle, and the bundle is then compiled as usual.
// - otherwise, on Node >= 22.1, Node's own compile cache
//   (module.enableCompileCache(), kept in the system's temporary folder).
// Only node: builtins here: this runs before the bundle is loaded.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

const bundle = join(__dirname, 'server-main.js');
const cacheFile = join(__dirname, `server-main.${process.versions.v8}.cache`);
/** Set by scripts/code-cache.mjs only: write the cache of this run when the process exits. */
const writing = process.env.ATDF_WRITE_CODE_CACHE === '1';
/** Set by tests: say on stderr which way the bundle was loaded. */
const report = process.env.ATDF_REPORT_CODE_CACHE === '1';

if (writing || existsSync(cacheFile)) runWithCodeCache();
else {
  const enable = (Module as { enableCompileCache?: () => unknown }).enableCompileCache;
  enable?.();
  if (report) process.stderr.write(`atdf code cache: ${enable ? 'node compile cache' : 'none'}\n`);
  require(bundle);
}

function runWithCodeCache(): void {
  const cachedData = writing ? undefined : readFileSync(cacheFile);
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), {
    filename: bundle,
    cachedData,
    // The bundle loads dist/sdk.js and dist/tokenizer.js with import() on first use.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (report) process.stderr.write(`atdf code cache: ${writing ? 'writing' : script.cachedDataRejected ? 'rejected' : 'used'}\n`);
  if (writing) process.on('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  const main = new Module(bundle, module);
  main.filename = bundle;
  main.paths = (Module as unknown as { _nodeModulePaths: (dir: string) => string[] })._nodeModulePaths(__dirname);
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(main.exports, main.exports, Module.createRequire(bundle), main, bundle, dirname(bundle));
}
