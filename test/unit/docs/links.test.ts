// Every relative link of the documentation points to a file that exists, and
// every #anchor to a heading of its page; the README's links also resolve
// inside the .vsix, where the README is the extension's page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { headingAnchors, headingSlug, markdownLinks } from './markdown';

const root = resolve(__dirname, '..', '..', '..');

const DOCUMENTATION = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'bench/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** The relative links of one file, each with the file (relative to the root) and anchor it points to. */
function relativeLinks(file: string) {
  return markdownLinks(readFileSync(join(root, file), 'utf8'))
    .filter((link) => !isExternal(link.target))
    .map((link) => {
      const hash = link.target.indexOf('#');
      const path = decodeURIComponent(hash < 0 ? link.target : link.target.slice(0, hash));
      const anchor = hash < 0 ? undefined : decodeURIComponent(link.target.slice(hash + 1));
      const to = path === '' ? file : relative(root, resolve(dirname(join(root, file)), path));
      return { ...link, to, anchor };
    });
}

test('every relative link in the documentation points to an existing file and heading', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of DOCUMENTATION) {
    for (const link of relativeLinks(file)) {
      checked++;
      const where = `${file}:${link.line}: ${link.target}`;
      if (link.to.startsWith('..') || !existsSync(join(root, link.to))) {
        broken.push(`${where}: no file ${link.to}`);
      } else if (link.anchor !== undefined && link.to.endsWith('.md')) {
        if (!headingAnchors(readFileSync(join(root, link.to), 'utf8')).has(link.anchor)) {
          broken.push(`${where}: no heading #${link.anchor} in ${link.to}`);
        }
      }
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(checked > 100, `only ${checked} links found: is the link reader broken?`);
});

/** The files `.vscodeignore` lets into the .vsix: everything is excluded, then `!pattern` lines re-include. */
function packagedPatterns(): RegExp[] {
  return readFileSync(join(root, '.vscodeignore'), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.startsWith('!'))
    .map((line) => {
      const glob = line.slice(1).trim();
      const source = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]*'));
      return new RegExp(`^${source}$`);
    });
}

test("the README's relative links and images resolve inside the .vsix", () => {
  const patterns = packagedPatterns();
  const missing = relativeLinks('README.md')
    .map((link) => link.to)
    .filter((to) => !patterns.some((p) => p.test(to)));
  assert.deepEqual([...new Set(missing)], []);
  assert.ok(
    relativeLinks('README.md').some((link) => link.to === 'docs/screenshot.png'),
    'the README shows docs/screenshot.png',
  );
});

test('heading anchors are computed as GitHub does', () => {
  assert.equal(headingSlug('MCP <-> ATDF'), 'mcp---atdf');
  assert.equal(headingSlug('`atdf validate` over 2,000 files'), 'atdf-validate-over-2000-files');
  assert.equal(headingSlug('Tests (`test/lsp/`)'), 'tests-testlsp');
  assert.equal(headingSlug('Settings and initializationOptions'), 'settings-and-initializationoptions');
  assert.equal(headingSlug('[0.1.0] - 2026-11-29'), '010---2026-11-29');
  assert.equal(headingSlug('The `x-mcp` extension key'), 'the-x-mcp-extension-key');
  assert.deepEqual([...headingAnchors('# A\n## A\n```\n# not a heading\n```\n## B #\n')], ['a', 'a-1', 'b']);
});
