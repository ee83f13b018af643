// A YAML document whose root is a flow collection over many lines, in YAML's
// own style (plain and single-quoted scalars, comments), is read by the flow
// reader (yaml-flow.ts). Every document it accepts must read exactly as the
// yaml-package path reads it; generated documents mix what it takes with what
// it must leave alone, and the yaml package is the judge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_PARSE_LIMITS, splitYamlDocuments } from '../../../server/src/core/parse';
import { parseYamlSlice } from '../../../server/src/core/parse/yaml-document';
import { readFlowYaml } from '../../../server/src/core/parse/yaml-flow';
import { assertSameLookups, observable } from './same-reading';
import { cpuTimed } from '../../cpu-time';

const LIMITS = { ...DEFAULT_PARSE_LIMITS, maxDepth: 500 };

/** Both paths on every slice of `text`; how many slices the flow reader took. */
function compare(text: string): number {
  let taken = 0;
  for (const extent of splitYamlDocuments(text)) {
    if (!readFlowYaml(text, extent, 0, LIMITS)) continue;
    taken++;
    const viaFlow = parseYamlSlice(text, extent, 0, LIMITS, true);
    const viaYaml = parseYamlSlice(text, extent, 0, LIMITS, false);
    assert.equal(viaYaml.length, 1);
    assert.deepEqual(
      observable(viaFlow[0]),
      observable(viaYaml[0]),
      `flow reader disagrees on ${JSON.stringify(text.slice(extent.start, extent.end))}`,
    );
    assertSameLookups(parseYamlSlice(text, extent, 0, LIMITS, true)[0].locations, viaYaml[0].locations);
  }
  return taken;
}

const SCALARS = [
  'x',
  'hello world',
  'a-b_c.d/e',
  '-x',
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
  '.nan',
  'true',
  'False',
  'null',
  '~',
  'yes',
  '2025-07-12',
  'é😀日本',
  'trailing  ',
  'a:b',
  'a#b',
  'a :b',
  '"dq"',
  '"a, b: [c]"',
  '"esc \\n \\t \\" \\\\ \\/ \\u00e9 \\b"',
  '"\\x41"',
  '"\\ud83d\\ude00"',
  '""',
  "'sq'",
  "'it''s'",
  "''",
  "'a, b: #c'",
  '*alias',
  '&anchor x',
  '!tag x',
  '? x',
  '|',
  '@x',
  '`x`',
  '%x',
];
const KEYS = [
  'a',
  'name',
  'tool_id',
  'a b',
  'x/y',
  '1',
  'true',
  'null',
  '"q"',
  "'s'",
  '"a: b"',
  '-k',
  '<<',
  'é',
  'k:',
  '"long"',
  "'it''s'",
];
const COMMENTS = ['', '', '', ' # a comment', '  #c', '#not-a-comment'];

type Tree = { kind: 'scalar'; text: string } | { kind: 'map'; pairs: Array<[string, Tree]> } | { kind: 'seq'; items: Tree[] };
const tree: fc.Arbitrary<Tree> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...SCALARS).map((text) => ({ kind: 'scalar', text }) as Tree),
    tie('map'),
    tie('seq'),
  ),
  map: fc
    .array(fc.tuple(fc.constantFrom(...KEYS), tie('node') as fc.Arbitrary<Tree>), { maxLength: 4 })
    .map((pairs) => ({ kind: 'map', pairs }) as Tree),
  seq: fc.array(tie('node') as fc.Arbitrary<Tree>, { maxLength: 4 }).map((items) => ({ kind: 'seq', items }) as Tree),
})).node as fc.Arbitrary<Tree>;
const root = tree.filter((t) => t.kind !== 'scalar');

/** Layout choices drawn once per document: where lines break, how deep they are indented, comments after commas. */
interface Layout {
  breaks: boolean[];
  comments: string[];
  step: number;
  closeAtColumn0: boolean;
}
const layout: fc.Arbitrary<Layout> = fc.record({
  breaks: fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
  comments: fc.array(fc.constantFrom(...COMMENTS), { minLength: 1, maxLength: 12 }),
  step: fc.constantFrom(0, 1, 2, 4),
  closeAtColumn0: fc.boolean(),
});

function render(t: Tree, level: number, l: Layout, k: { n: number }): string {
  if (t.kind === 'scalar') return t.text;
  const [open, close] = t.kind === 'map' ? ['{', '}'] : ['[', ']'];
  const parts =
    t.kind === 'map' ? t.pairs.map(([key, v]) => `${key}: ${render(v, level + 1, l, k)}`) : t.items.map((v) => render(v, level + 1, l, k));
  if (parts.length === 0) return open + close;
  const pad = ' '.repeat((level + 1) * l.step);
  let out = open;
  parts.forEach((part, i) => {
    const n = k.n++;
    const broken = l.breaks[n % l.breaks.length];
    const comment = broken ? l.comments[n % l.comments.length] : '';
    out += (i === 0 ? '' : ',') + (broken ? `${comment}\n${pad}` : i === 0 ? '' : ' ') + part;
  });
  const closePad = level === 0 && l.closeAtColumn0 ? '' : ' '.repeat(level * l.step + (level === 0 ? 0 : 1));
  return out + (l.breaks[k.n++ % l.breaks.length] ? `\n${closePad}` : '') + close;
}

test('generated flow documents: whatever the flow reader takes reads as the yaml package reads it', () => {
  let taken = 0;
  let runs = 0;
  fc.assert(
    fc.property(root, layout, fc.constantFrom('', '---\n', '# c\n'), fc.boolean(), (t, l, head, crlf) => {
      let text = head + render(t, 0, l, { n: 0 }) + '\n';
      if (crlf) text = text.replace(/\n/g, '\r\n');
      taken += compare(text);
      runs++;
    }),
    { numRuns: 1500 },
  );
  // The generator must give the reader work, or the comparison proves nothing.
  assert.ok(taken > runs / 5, `the flow reader took ${taken} of ${runs} documents`);
});

test('the shapes people write: a tool in flow style over many lines, with comments', () => {
  const text = [
    '# a tool in flow style',
    '{',
    '  tool: {',
    '    name: calendar.create_event, # the MCP name',
    "    description: 'Creates an event; it''s idempotent.',",
    '    input: {type: object, required: [title, start],',
    '      properties: {title: {type: string}, start: {type: string, format: date-time}}},',
    '    examples: [{input: {title: Standup, start: "2026-12-01T09:00:00Z"}}]',
    '  }',
    '}',
    '',
  ].join('\n');
  assert.equal(compare(text), 1);
  const [doc] = parseYamlSlice(text, splitYamlDocuments(text)[0], 0, LIMITS, true);
  assert.equal((doc.value as { tool: { name: string } }).tool.name, 'calendar.create_event');
});

test('what it leaves to the yaml path', () => {
  const refused = [
    '{a: 1} trailing',
    '{a: 1,}',
    '{a, b: 1}',
    '{a: }',
    '[a: 1]',
    '{a: *x}',
    '{a: &x 1}',
    '{a: !t 1}',
    '{? a: 1}',
    '{a:\n  multi\n  line}',
    '{a: "multi\n  line"}',
    '{"a":1, b: 2}',
    '{a: 1, a: 2}',
    '{<<: {b: 1}}',
    '{a: 1\n---\n}',
    '{\n---\n}',
    '{\n... \n}',
    '{\n\ta: 1}',
    '[a,\tb]',
    '{tool: {name: t,\tdescription: d}}',
    '[\n  \tb]',
    '{a:\tb}',
    '{a: .inf}',
    '{a: "\\x41"}',
    '{a: b#c}',
    '{a: b:c}',
    `{${'k'.repeat(1100)}: 1}`,
  ];
  for (const text of refused) {
    const [extent] = splitYamlDocuments(text);
    assert.equal(readFlowYaml(text, extent, 0, LIMITS), undefined, JSON.stringify(text));
  }
});

test('a 2.9 MB flow-style YAML document parses in well under a second of CPU (the yaml package path: about 3.5 s)', () => {
  const members: string[] = [];
  for (let i = 0; i < 16000; i++)
    members.push(`    p${i}: {type: string, description: 'Property number ${i} of the big flow document', enum: [a${i}, b${i}, c${i}]}`);
  const text = `{\n tool: {\n  name: big.flow,\n  input: {type: object, properties: {\n${members.join(',\n')}\n  }}\n }\n}\n`;
  assert.ok(text.length > 1_500_000);
  const [extent] = splitYamlDocuments(text);
  const { value: docs, cpuMs } = cpuTimed(() => parseYamlSlice(text, extent, 0, LIMITS, true));
  assert.equal(docs[0].problems.length, 0);
  assert.ok(docs[0].locations.get('/tool/input/properties/p15999/enum/2'));
  assert.ok(cpuMs < 1200, `the parse took ${cpuMs.toFixed(0)} ms of CPU`);
});
