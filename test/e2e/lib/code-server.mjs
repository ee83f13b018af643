// Runs code-server (VS Code 1.139 inside) on Node 24: installs a .vsix into a
// scratch extensions folder and serves the workbench on a free loopback port.
// The server gets its own process group, so stop() ends it and everything it
// started (extension hosts, our language server) by its PID.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { codeServerEntry, node24 } from './paths.mjs';

export function scratchEnv(base) {
  // XDG folders in the scratch area: code-server and Chromium would write under $HOME otherwise.
  const env = { ...process.env };
  for (const [k, sub] of [
    ['XDG_CONFIG_HOME', 'config'],
    ['XDG_DATA_HOME', 'data'],
    ['XDG_CACHE_HOME', 'cache'],
  ]) {
    env[k] = join(base, 'xdg', sub);
    mkdirSync(env[k], { recursive: true });
  }
  return env;
}

export function installExtension({ vsix, userDataDir, extensionsDir, env }) {
  const r = spawnSync(
    node24,
    [codeServerEntry, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir, '--install-extension', vsix],
    { env, encoding: 'utf8', timeout: 120_000 },
  );
  if (r.status !== 0) throw new Error(`code-server --install-extension failed (exit ${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout.trim();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** `trustWorkspace: false` leaves workspace trust on, so the opened folder is untrusted (restricted mode). */
export async function startCodeServer({ port, userDataDir, extensionsDir, env, logFile, trustWorkspace = true }) {
  const log = createWriteStream(logFile);
  const child = spawn(
    node24,
    [
      codeServerEntry,
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--auth',
      'none',
      '--disable-telemetry',
      '--disable-update-check',
      ...(trustWorkspace ? ['--disable-workspace-trust'] : []),
      '--user-data-dir',
      userDataDir,
      '--extensions-dir',
      extensionsDir,
      // Without it, the workbench ignores the test payload (extensionTestsPath).
      '--vscode-option',
      'enable-smoke-test-driver',
    ],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 200))]);
    if (early !== undefined) throw new Error(`code-server exited during start-up (${early}); see ${logFile}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, pid: child.pid, stop: () => stopGroup(child.pid, exited) };
    } catch {
      // Not listening yet.
    }
  }
  await stopGroup(child.pid, exited);
  throw new Error(`code-server did not answer ${url}/healthz within 60 s; see ${logFile}`);
}

async function stopGroup(pid, exited) {
  const signal = (sig) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 5000))]);
  if (done === 'timeout') signal('SIGKILL');
  signal('SIGKILL'); // Whatever of the group outlived its leader (extension host, language server).
}
