// No import cycles under server/src and client/src: each layer only knows the
// layers below it. A failure lists every cycle as `a -> b -> a`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importCycles, importGraph } from './import-graph';

test('there is no import cycle under server/src and client/src', () => {
  const cycles = importCycles(importGraph(['server/src', 'client/src']));
  assert.deepEqual(
    cycles.map((c) => c.join(' -> ')),
    [],
    `import cycles:\n${cycles.map((c) => `  ${c.join(' -> ')}`).join('\n')}`,
  );
});

test('the cycle finder does find a cycle, and names it as a closed path', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
    ['e.ts', ['e.ts']],
  ]);
  assert.deepEqual(importCycles(graph), [
    ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
    ['e.ts', 'e.ts'],
  ]);
});
