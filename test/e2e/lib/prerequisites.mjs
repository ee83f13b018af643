// The Debian packages the code-server run needs: chromium (the browser that
// runs the workbench) and libkrb5-dev (code-server's native modules compile
// against it). Installed with apt-get when we are root; otherwise a clear
// message says what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './paths.mjs';

const hasKrb5Headers = () => existsSync('/usr/include/gssapi/gssapi_krb5.h') || existsSync('/usr/include/krb5.h');

export function missingPackages({ needKrb5 }) {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (needKrb5 && !hasKrb5Headers()) missing.push('libkrb5-dev');
  return missing;
}

export function ensureDebianPackages({ needKrb5 }, log) {
  const missing = missingPackages({ needKrb5 });
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `the real-VS-Code tests need the Debian package(s) ${missing.join(' and ')}; install them with:\n` +
        `    sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        `(or set ATDF_E2E_CHROMIUM to a Chromium binary), then run the tests again.`,
    );
  }
  log(`installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`"apt-get ${args.join(' ')}" failed (exit ${r.status}); install ${missing.join(' ')} by hand`);
  }
  const still = missingPackages({ needKrb5 });
  if (still.length > 0) throw new Error(`after apt-get, still missing: ${still.join(', ')}`);
}
