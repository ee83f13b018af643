// The config's glob matcher: .gitignore's dialect, errors as codes, and no
// pattern that can make a match slow.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileGlob, type Glob } from '../../../server/src/core/config/glob';

function glob(pattern: string): Glob {
  const g = compileGlob(pattern);
  assert.ok(!('error' in g), `${pattern}: ${JSON.stringify(g)}`);
  return g;
}

const cases: [string, string[], string[]][] = [
  // pattern, matching paths, non-matching paths
  ['*.draft.atdf.yaml', ['a.draft.atdf.yaml', 'x/y/a.draft.atdf.yaml'], ['a.atdf.yaml', 'a.draft.atdf.yaml.bak']],
  ['generated', ['generated/a.atdf.yaml', 'x/generated/b/c.atdf.json', 'generated'], ['generated2/a.atdf.yaml', 'x/gen/a.yaml']],
  ['generated/', ['generated/a.atdf.yaml', 'x/generated/b.atdf.yaml'], ['generatedx/a.yaml']],
  ['/legacy/*.yaml', ['legacy/a.yaml'], ['x/legacy/a.yaml', 'legacy/sub/a.yaml']],
  ['legacy/**/*.yaml', ['legacy/a.yaml', 'legacy/x/y/a.yaml'], ['other/legacy/a.yaml', 'legacy/a.json']],
  ['./tools/*.atdf.yaml', ['tools/a.atdf.yaml'], ['x/tools/a.atdf.yaml']],
  ['**/fixtures/**', ['fixtures/a', 'x/fixtures/y/z.yaml'], ['fixturesx/a']],
  ['tool-?.yaml', ['tool-a.yaml', 'd/tool-1.yaml'], ['tool-ab.yaml', 'tool-/.yaml']],
  ['tool-[a-c].yaml', ['tool-a.yaml', 'tool-c.yaml'], ['tool-d.yaml']],
  ['tool-[!a-c].yaml', ['tool-d.yaml'], ['tool-a.yaml']],
  ['*.{yaml,yml}', ['a.yaml', 'b/c.yml'], ['a.json']],
  ['{a,b/{c,d}}.yaml', ['a.yaml', 'b/c.yaml', 'b/d.yaml'], ['b/e.yaml', 'c.yaml']],
  ['\\*.yaml', ['*.yaml'], ['a.yaml']],
  ['**', ['a', 'a/b/c.yaml'], []],
  ['a/**/b', ['a/b', 'a/x/b', 'a/x/y/b/c.yaml'], ['b', 'x/a/b']],
  ['*', ['anything', 'deep/down/file.yaml'], []],
];

for (const [pattern, yes, no] of cases) {
  test(`glob ${pattern}`, () => {
    const g = glob(pattern);
    for (const path of yes) assert.equal(g.matches(path), true, `${pattern} should match ${path}`);
    for (const path of no) assert.equal(g.matches(path), false, `${pattern} should not match ${path}`);
  });
}

test('patterns that are not globs say why', () => {
  const errorOf = (p: string) => {
    const g = compileGlob(p);
    return 'error' in g ? g.error : 'ok';
  };
  assert.equal(errorOf(''), 'empty');
  assert.equal(errorOf('  '), 'empty');
  assert.equal(errorOf('/'), 'empty');
  assert.equal(errorOf('!keep.yaml'), 'negated');
  assert.equal(errorOf('C:/x/*.yaml'), 'absolute');
  assert.equal(errorOf('~/x.yaml'), 'absolute');
  assert.equal(errorOf('../x.yaml'), 'parent');
  assert.equal(errorOf('a/../x.yaml'), 'parent');
  assert.equal(errorOf('a\\'), 'trailing-escape');
  assert.equal(errorOf('[z-a].yaml'), 'reversed-range');
  assert.equal(errorOf('[abc.yaml'), 'unclosed-class');
  assert.equal(errorOf('{a,b.yaml'), 'unbalanced-brace');
  assert.equal(errorOf('a}.yaml'), 'unbalanced-brace');
  assert.equal(errorOf('{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}'), 'too-many');
});

test('a pathological pattern on a long path stays fast (no backtracking)', () => {
  const g = glob('**/' + 'a*'.repeat(40) + 'b');
  const path = Array.from({ length: 30 }, () => 'a'.repeat(100)).join('/');
  const start = process.cpuUsage();
  assert.equal(g.matches(path), false);
  const { user, system } = process.cpuUsage(start);
  assert.ok(user + system < 500_000, `took ${(user + system) / 1000} ms of CPU`);
});
