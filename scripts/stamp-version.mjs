// The version lives in one place, the root package.json. `npm version X`
// (its `version` script) runs this to copy it into server/package.json and
// the package action.yml runs; the build stamps it into the bundles
// (atdf --version, serverInfo.version).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const stamps = [
  ['server/package.json', /("version":\s*")[^"]*(")/],
  ['library/package.json', /("version":\s*")[^"]*(")/],
  // The release whose tarball the action downloads by default (docs/release.md).
  ['action.yml', /(ATDF_VERSION: )[^\s]*()/],
];
for (const [name, pattern] of stamps) {
  const file = join(root, name);
  const text = readFileSync(file, 'utf8');
  const stamped = text.replace(pattern, `$1${version}$2`);
  if (stamped !== text) {
    writeFileSync(file, stamped);
    console.log(`${name}: version ${version}`);
  }
}
