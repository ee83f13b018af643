// The fast reader (yaml-fast.ts) must read every document it accepts exactly
// as the yaml-package path does: value, locations (and their order), span, no
// problems. Checked on generated documents, on mutations of them, and on the
// benchmark catalog (which it must accept, or it would not be fast).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_PARSE_LIMITS, splitYamlDocuments } from '../../../server/src/core/parse';
import { parseYamlSlice } from '../../../server/src/core/parse/yaml-document';
import { fastReadYaml } from '../../../server/src/core/parse/yaml-fast';
import { assertSameLookups, observable } from './same-reading';
import { catalogYaml } from '../../../bench/parse/catalog';
import { createEngine, IMPORT_DIALECTS } from '../../../server/src/core/index';

/** Compares both paths on every slice of `text`; returns how many slices the fast path accepted. */
function compare(text: string): number {
  let accepted = 0;
  for (const extent of splitYamlDocuments(text)) {
    const fast = fastReadYaml(text, extent.start, extent.end, DEFAULT_PARSE_LIMITS.maxDepth);
    if (!fast) continue;
    accepted++;
    const viaFast = parseYamlSlice(text, extent, 0, DEFAULT_PARSE_LIMITS, true);
    const viaYaml = parseYamlSlice(text, extent, 0, DEFAULT_PARSE_LIMITS, false);
    assert.equal(viaYaml.length, 1, `the yaml package sees one document in ${JSON.stringify(text)}`);
    assert.deepEqual(
      observable(viaFast[0]),
      observable(viaYaml[0]),
      `fast path disagrees on ${JSON.stringify(text.slice(extent.start, extent.end))}`,
    );
    assertSameLookups(parseYamlSlice(text, extent, 0, DEFAULT_PARSE_LIMITS, true)[0].locations, viaYaml[0].locations);
  }
  return accepted;
}

const PLAIN = [
  'x',
  'hello world',
  'yes',
  'no',
  'null',
  'Null',
  '~',
  'true',
  'False',
  'TRUE',
  '1',
  '-1',
  '+1',
  '007',
  '0x1F',
  '0o17',
  '1e3',
  '-2.5E-3',
  '.5',
  '1.',
  '.inf',
  '-.Inf',
  '.nan',
  '2025-07-12',
  '12:30',
  'a:b',
  'http://x.y/z',
  'a#b',
  "it's",
  'é😀日本',
  '-x',
  '--x',
  'a,b',
  'a [b]',
  '{x}',
  '@x',
  '`x`',
  '%x',
  '!x',
  '&x',
  '*x',
  '|',
  '>',
  '? x',
  '- x',
  'a: b',
  '1_000',
  '0b11',
  '1e400',
  '99999999999999999999',
  '-0',
  'a\\b',
  'trailing  ',
  '<<',
  '=',
  '.',
];
const DQ = [
  '"x"',
  '"a\\nb"',
  '"tab\\there"',
  '"q\\"q"',
  '"back\\\\"',
  '"\\u00e9"',
  '"\\x41"',
  '"\\U0001F600"',
  '"\\/"',
  '"# not a comment"',
  '"a: b"',
  '""',
  '"\\e"',
  '"unclosed',
];
const SQ = ["'x'", "'it''s'", "''", "'a: b'", "'#'", "'unclosed"];
const KEYS = [
  'a',
  'b',
  'name',
  'tool_id',
  'a b',
  'x/y',
  'm~n',
  '1',
  'true',
  'null',
  '"q"',
  "'s'",
  '"a: b"',
  '-k',
  '<<',
  'a',
  'k:',
  '? k',
  '@k',
];

const scalar = fc.oneof(fc.constantFrom(...PLAIN), fc.constantFrom(...DQ), fc.constantFrom(...SQ));
const flowScalar = fc.constantFrom('x', '1', 'true', '"q"', "'s'", '', 'a b', '-1', 'a:b', 'null');
const flow: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, flowScalar, tie('seq'), tie('map')),
  seq: fc.array(tie('node') as fc.Arbitrary<string>, { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`),
  map: fc
    .array(fc.tuple(fc.constantFrom('a', 'b', '"k"', 'c d'), tie('node') as fc.Arbitrary<string>), { maxLength: 3 })
    .map((ps) => `{${ps.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
})).node as fc.Arbitrary<string>;

// Block scalars as atdf import-mcp writes them, and some it does not (indentation indicators, lines of spaces,
// more-indented lines in a folded block, comments).
const BLOCK_HEADS = ['|', '|-', '|+', '>', '>-', '>+', '|2', '>1-', '| # c', '|x'];
const BLOCK_LINES = ['text', 'a: b # c', '# not a comment', '', '', '  more indented', 'two words', '- item', '"q"', '   '];
const block = fc.record({
  head: fc.constantFrom(...BLOCK_HEADS),
  lines: fc.array(fc.constantFrom(...BLOCK_LINES), { minLength: 1, maxLength: 5 }),
  extra: fc.constantFrom(0, 0, 1, -1), // content indented one more (or less) than the step
});

type Tree =
  | { kind: 'scalar'; text: string }
  | { kind: 'block'; head: string; lines: string[]; extra: number }
  | { kind: 'map'; pairs: Array<[string, Tree]> }
  | { kind: 'seq'; items: Tree[] };
const tree: fc.Arbitrary<Tree> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(scalar, flow).map((text) => ({ kind: 'scalar', text }) as Tree),
    block.map((b) => ({ kind: 'block', ...b }) as Tree),
    tie('map'),
    tie('seq'),
  ),
  map: fc
    .array(fc.tuple(fc.constantFrom(...KEYS), tie('node') as fc.Arbitrary<Tree>), { minLength: 1, maxLength: 4 })
    .map((pairs) => ({ kind: 'map', pairs }) as Tree),
  seq: fc.array(tie('node') as fc.Arbitrary<Tree>, { minLength: 1, maxLength: 4 }).map((items) => ({ kind: 'seq', items }) as Tree),
})).node as fc.Arbitrary<Tree>;

interface Style {
  step: number;
  indentless: boolean;
  comment: boolean;
  emptyValues: boolean;
}

function render(t: Tree, indent: number, style: Style, out: string[], prefix: string): void {
  const pad = ' '.repeat(indent);
  if (t.kind === 'scalar') {
    out.push(prefix + t.text);
    return;
  }
  if (t.kind === 'block') {
    out.push(prefix + t.head);
    const content = ' '.repeat(Math.max(0, indent + t.extra));
    for (const line of t.lines) out.push(line === '' ? '' : content + line);
    return;
  }
  if (t.kind === 'map') {
    t.pairs.forEach(([k, v], i) => {
      const head = (i === 0 ? prefix : pad) + k + ':';
      if (v.kind === 'block') render(v, indent + style.step, style, out, head + ' ');
      else if (v.kind === 'scalar')
        out.push(head + (style.emptyValues && v.text === 'x' ? '' : ' ' + v.text) + (style.comment && i === 0 ? ' # c' : ''));
      else if (v.kind === 'seq' && style.indentless) {
        out.push(head);
        render(v, indent, style, out, pad);
      } else {
        out.push(head);
        render(v, indent + style.step, style, out, ' '.repeat(indent + style.step));
      }
    });
    return;
  }
  t.items.forEach((v, i) => {
    const head = (i === 0 ? prefix : pad) + '- ';
    if (v.kind === 'scalar') out.push(head + v.text);
    else if (v.kind === 'block') render(v, indent + 2, style, out, head);
    else render(v, indent + 2, style, out, head); // compact: `- key: v` / `- - x`
  });
}

const documentText = fc
  .record({
    tree: tree.filter((t) => t.kind !== 'scalar' && t.kind !== 'block'),
    step: fc.constantFrom(1, 2, 4),
    indentless: fc.boolean(),
    comment: fc.boolean(),
    emptyValues: fc.boolean(),
    header: fc.constantFrom('', '---\n', '# head\n---\n', '--- # c\n'),
    crlf: fc.boolean(),
    blankLines: fc.boolean(),
  })
  .map((r) => {
    const out: string[] = [];
    render(r.tree, 0, r, out, '');
    let body = out.join(r.blankLines ? '\n\n' : '\n') + '\n';
    body = r.header + body;
    return r.crlf ? body.replace(/\n/g, '\r\n') : body;
  });

test('the fast path accepts the benchmark catalog', () => {
  const text = catalogYaml(20);
  assert.equal(compare(text), 20);
});

test('fast path == yaml path on generated documents (property)', () => {
  let accepted = 0;
  let total = 0;
  let blocks = 0;
  fc.assert(
    fc.property(documentText, (text) => {
      total++;
      const n = compare(text);
      accepted += n;
      if (/(?::|^ *-) [|>][-+]?\r?$/m.test(text)) blocks += n;
    }),
    { numRuns: 1500, seed: 20260712 },
  );
  assert.ok(accepted > total * 0.1, `the fast path accepted only ${accepted} of ${total} documents`);
  assert.ok(blocks >= 30, `the fast path accepted only ${blocks} documents with block scalars`);
});

test('the fast path accepts, and reads as yaml does, every file atdf import-mcp writes for the vendored real servers', () => {
  const engine = createEngine();
  for (const server of ['notion', 'ms365', 'firecrawl', 'playwright', 'everything']) {
    const file = join(__dirname, '../../fixtures/mcp', `${server}-tools.json`);
    const { tools } = engine.mcp.readTools(readFileSync(file), file);
    for (const dialect of IMPORT_DIALECTS) {
      for (const imported of engine.mcp.importTools(tools, { dialect, source: file })) {
        assert.equal(compare(imported.text), 1, `${server} ${dialect}: ${imported.fileName} left the fast path`);
      }
    }
  }
});

test('fast path == yaml path on mutated documents (property)', () => {
  const bits = [
    ' ',
    '  ',
    '\n',
    '-',
    ':',
    ': ',
    '#',
    ' #',
    '"',
    "'",
    '[',
    ']',
    '{',
    '}',
    ',',
    '\t',
    '---\n',
    '...\n',
    '&a ',
    '*a',
    '!t ',
    '|\n',
    '? ',
    '\r',
    '\\',
    'x',
  ];
  fc.assert(
    fc.property(
      documentText,
      fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.constantFrom(...bits)), { minLength: 1, maxLength: 3 }),
      (text, edits) => {
        for (const [pos, del, ins] of edits) {
          const p = pos % (text.length + 1);
          text = text.slice(0, p) + ins + text.slice(p + del);
        }
        compare(text);
      },
    ),
    { numRuns: 1500, seed: 7 },
  );
});

test('hand-picked edge cases agree', () => {
  const cases = [
    'a:\n- x\n- y\nb: 1\n',
    'a:   # c\nb:\n',
    '- \n-\n- x\n',
    'a: [ ]\nb: {  }\n',
    '- a: 1\n  b:\n- c\n',
    '- - x\n  - y\n- z\n',
    'x: -5\ny: -.5\nz: +1\nw: 0o17\nv: 1_000\n',
    'k: "x" # c\n',
    "k: 'a''b'\n",
    'a: b#c\n',
    'a:\n  - x\n  -\n    - y\n',
    '  a: 1\n  b: 2\n',
    'a: 1\n# c\n  # indented comment\nb: 2\n',
    'a:\n\n\n  b: 1\n',
    'p: ^[a-z]+$\n',
    'e: "é\\u00e9😀"\n',
    'a: {b: [1, {c: d}], e: "f"}\n',
    'a: x\r\nb: y\r\n',
    '"a b": 1\n\'c\': 2\n',
    'a: [x, y]  # c\n',
    'a: [x,y]\n',
    '- a: 1\n  - b\n',
    'a: 1\n  # c\nb: 2\n',
    'a:\n  b: 1\n c: 2\n',
    '__proto__: 1\n',
    'a: b: c\n',
    'a: 1\na: 2\n',
    // Block scalars (atdf import-mcp writes long and multi-line text so).
    'a: |\n  line1\n  line2\nb: x\n',
    'a: |-\n  line1\n\n  line2\n\nb: x\n',
    'a: >-\n  word word\n  more\n\n  next\nb:\n  - |+\n    k\n\n  - y\n',
    'a: |2-\n   sp\n  x\n',
    'a:\n  b: |\n    t # not comment\n',
    'a: |-\n  t\n',
    'a: |-\n  t',
    'a: |+\n  t\n\n',
    'a: |\n\n  after a blank\nb: 1\n',
    'a: >\n\n  x\n  y\n',
    'a: |\n    t\n  # c\nb: x\n',
    'a: |\n  t\n# c\nb: x\n',
    'a: | # c\n  t\n',
    'a: |\nb: x\n',
    '- |\n t\n- >-\n  u\n  v\n',
    'a: |\r\n  t\r\n  u\r\nb: 1\r\n',
    'a: >-\n  x\n   y\n',
  ];
  let accepted = 0;
  for (const c of cases) accepted += compare(c);
  assert.ok(accepted >= 20, `accepted ${accepted}`);
});
