// Installs .e2e/node_modules from .e2e/package-lock.json: Node 24 (code-server
// needs it), code-server and playwright-core. `npm ci --ignore-scripts` first
// (Node 20's npm), then code-server's install scripts run under Node 24's own
// npm invocation with npm_config_nodedir pointing at Node 24's headers, so its
// native modules compile for the Node that will load them. A stamp (hash of
// the lockfile) skips all of it when nothing changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync, realpathSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { codeServerEntry, e2eDir, e2eModules, node24, node24Dir } from './paths.mjs';

const stampFile = join(e2eModules, '.atdf-e2e-stamp');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(e2eDir, 'package-lock.json')))
    .digest('hex');
}

export function runtimeIsInstalled() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash() && existsSync(codeServerEntry) && existsSync(node24);
}

function npmCli() {
  const candidates = [join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js')];
  const which = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' });
  if (which.status === 0) candidates.push(join(dirname(realpathSync(which.stdout.trim())), 'npm-cli.js'));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error('cannot find npm-cli.js next to this Node; is npm installed?');
  return found;
}

function run(cmd, args, options, what) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status ?? r.signal})`);
  return Date.now() - started;
}

export function ensureRuntime(log) {
  if (runtimeIsInstalled()) return;
  log('installing .e2e/node_modules (Node 24, code-server, playwright-core); takes ~2 min the first time');
  rmSync(e2eModules, { recursive: true, force: true });
  const cli = npmCli();
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  let ms = run(process.execPath, [cli, 'ci', '--ignore-scripts', ...quiet], { cwd: e2eDir }, 'npm ci in .e2e');
  log(`npm ci: ${(ms / 1000).toFixed(0)} s`);
  // Under `npm test` the outer npm (Node 20) exports npm_* variables; the inner
  // npm would take them as its own config, and code-server's postinstall reads
  // the Node version from npm_config_user_agent ("node/v20" -> refuses). So the
  // inner npm gets none of them, only what is set here.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const env = {
    ...inherited,
    PATH: `${join(node24Dir, 'bin')}:${process.env.PATH}`,
    npm_config_nodedir: node24Dir,
  };
  ms = run(
    node24,
    [cli, 'rebuild', 'code-server', ...quiet],
    { cwd: e2eDir, env },
    "code-server's install (native modules, under Node 24)",
  );
  log(`code-server install scripts: ${(ms / 1000).toFixed(0)} s`);
  writeFileSync(stampFile, lockHash());
}
