// Fills server/ with what the npm package atdf-language-server ships (its
// `prepack`, so `npm pack ./server` does it): the bundles `npm run build` made
// (the CLI, the server, and the MCP SDK they load on first use; they carry
// every dependency, so the package has none) and the dialect schemas, copied
// from dist/ into server/dist/, and the repository's LICENSE.
// All of it is build output, ignored by git.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const target = join(root, 'server', 'dist');
const needed = ['cli.js', 'server.js', 'sdk.js', 'tokenizer.js', 'web/tokenizer.js', 'schemas/atdf.schema.json'];
const missing = needed.filter((f) => !existsSync(join(dist, f)));
if (missing.length > 0) {
  console.error(`stage-server-package: missing dist/${missing.join(', dist/')}; run "npm run build" first.`);
  process.exit(1);
}
const rootVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const serverVersion = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8')).version;
if (rootVersion !== serverVersion) {
  console.error(
    `stage-server-package: server/package.json is ${serverVersion}, the root ${rootVersion}; run "node scripts/stamp-version.mjs".`,
  );
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
mkdirSync(join(target, 'web'));
// web/tokenizer.js: o200k_base, which tokenizer.js requires (scripts/bundles.mjs).
for (const file of ['cli.js', 'server.js', 'sdk.js', 'tokenizer.js', 'web/tokenizer.js'])
  copyFileSync(join(dist, file), join(target, file));
cpSync(join(dist, 'schemas'), join(target, 'schemas'), { recursive: true });
copyFileSync(join(root, 'LICENSE'), join(root, 'server', 'LICENSE'));
