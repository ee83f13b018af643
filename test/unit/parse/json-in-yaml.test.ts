// A YAML document that is JSON text is read by the JSON reader (yaml-json.ts):
// it must read every document it accepts exactly as the yaml-package path does
// (value, span, locations and their order, look-ups), refuse what it cannot
// read that way, and be the fast route it is for (issue 19: a 2 MB JSON-in-YAML
// document took the yaml package seconds to compose).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_PARSE_LIMITS, splitYamlDocuments } from '../../../server/src/core/parse';
import { parseYamlSlice } from '../../../server/src/core/parse/yaml-document';
import { readJsonInYaml } from '../../../server/src/core/parse/yaml-json';
import { assertSameLookups, observable } from './same-reading';

const LIMITS = { ...DEFAULT_PARSE_LIMITS, maxDepth: 500 };

/** Both paths on every slice of `text`; how many slices the JSON route took. */
function compare(text: string): number {
  let taken = 0;
  for (const extent of splitYamlDocuments(text)) {
    if (!readJsonInYaml(text, extent, 0, LIMITS)) continue;
    taken++;
    const viaJson = parseYamlSlice(text, extent, 0, LIMITS, true);
    const viaYaml = parseYamlSlice(text, extent, 0, LIMITS, false);
    assert.equal(viaYaml.length, 1);
    assert.deepEqual(
      observable(viaJson[0]),
      observable(viaYaml[0]),
      `JSON route disagrees on ${JSON.stringify(text.slice(extent.start, extent.end))}`,
    );
    // A fresh read: observable() turned those locations into a Map; look-ups must also agree on the table itself.
    assertSameLookups(parseYamlSlice(text, extent, 0, LIMITS, true)[0].locations, viaYaml[0].locations);
  }
  return taken;
}

const KEYS = ['a', 'name', '', '<<', '__proto__', 'x/y', 'm~n', '0', 'a b', '# c', 'é😀', 'true', ': ', '"', '\\', '\u2028'];
const STRINGS = [
  'x',
  '',
  'a: b',
  '# c',
  '- x',
  '*a',
  '&a',
  '!t',
  '|',
  '>',
  '?',
  '%',
  '@',
  '`',
  "'",
  '"',
  '\\',
  '\t',
  '\n',
  '\u0085',
  '\u2028',
  '\ud800', // JSON.stringify escapes a lone surrogate: "\ud800" in the text
  'x\udc00',
  '\ud83d\ude00',
];
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 4 }));
const leaf = fc.oneof(
  fc.constantFrom(...STRINGS),
  fc.string({ maxLength: 6, unit: 'grapheme' }),
  fc.integer({ min: -1e15, max: 1e15 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1e21, 1.5e-7, 2 ** 64, Number.MAX_SAFE_INTEGER + 2, true, false, null),
);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj')),
  arr: fc.array(tie('node'), { maxLength: 4 }),
  obj: fc.dictionary(key, tie('node'), { maxKeys: 4 }),
})).node;
const root = fc.oneof(fc.dictionary(key, json, { maxKeys: 5 }), fc.array(json, { maxLength: 5 }));
const INDENTS: (number | string)[] = [0, 1, 2, 4, '\t'];
const HEADS = ['', '---\n', '--- # a comment\n', '# a comment\n\n', '\n  \n', '\ufeff', '---\r\n', '# c\r\n'];

test('every JSON root, however indented, is read as the yaml package reads it', () => {
  fc.assert(
    fc.property(root, fc.constantFrom(...INDENTS), fc.constantFrom(...HEADS), fc.boolean(), (value, indent, head, crlf) => {
      let body = JSON.stringify(value, null, indent);
      if (crlf) body = body.replace(/\n/g, '\r\n');
      assert.equal(compare(`${head}${body}\n`), 1, 'the JSON route took the document');
    }),
    { numRuns: 400 },
  );
});

test('the documents of a stream: each JSON one by the JSON route, the others by the paths they always took', () => {
  const text = '{"a": 1}\n---\nname: block\n---\n["x", {"b": [true, null]}]\n--- \n{"c": 2} # comment after\n';
  assert.equal(compare(text), 2);
});

test('wide collections: every member and item found, the same as the yaml path (an index past 16 children)', () => {
  const members: Record<string, unknown> = {};
  for (let i = 0; i < 300; i++) members[`m${i}`] = { items: Array.from({ length: i % 40 }, (_, k) => k), name: `n${i}` };
  assert.equal(compare(JSON.stringify({ tool: { input: { properties: members } } }, null, 1)), 1);
  assert.equal(compare(JSON.stringify(Array.from({ length: 100 }, (_, i) => [i, { k: i }]))), 1);
});

test('what it cannot read as YAML reads it, it leaves to the yaml path', () => {
  const refused = [
    '{"a": 1} # a comment after the root', // content after the JSON text
    '--- {"a": 1}', // the root on the `---` line
    '%YAML 1.2\n---\n{"a": 1}', // a directive
    '{"a": 1, "a": 2}', // a duplicate key: yaml's message
    '{"a": 1e400}', // out of range: yaml reads Infinity, the JSON reader warns
    '{"a": 1,}', // a trailing comma (YAML allows it; JSON does not)
    '{a: 1}', // plain YAML in flow style
    "{'a': 1}",
    '{"a": "x\u0001"}', // a C0 control YAML refuses
    '{"a": "\u0080"}', // a C1 control
    '{"a": "\ud800"}', // an unpaired surrogate
    '[1] [2]',
    'name: x',
    '"just a string"',
    '',
  ];
  for (const text of refused) {
    const [extent] = splitYamlDocuments(text);
    const read = extent ? readJsonInYaml(text, extent, 0, LIMITS) : undefined;
    assert.equal(read, undefined, JSON.stringify(text));
  }
});

test('depth: JSON nested past the YAML depth cap is left to the yaml path, which reports yaml/depth-limit', () => {
  const text = '['.repeat(600) + ']'.repeat(600);
  const [extent] = splitYamlDocuments(text);
  assert.equal(readJsonInYaml(text, extent, 0, LIMITS), undefined);
  const [doc] = parseYamlSlice(text, extent, 0, LIMITS, true);
  assert.equal(doc.problems[0]?.code, 'yaml/depth-limit');
});

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

test('a 2.9 MB JSON-in-YAML document parses in well under a second of CPU (the yaml package path: about 2.5 s)', () => {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 16000; i++)
    properties[`p${i}`] = {
      type: 'string',
      description: `Property number ${i} of the big flow document`,
      enum: [`a${i}`, `b${i}`, `c${i}`],
    };
  const text = JSON.stringify({ tool: { name: 'big.flow', description: 'A big tool.', input: { type: 'object', properties } } }, null, 1);
  assert.ok(text.length > 2_500_000);
  const [extent] = splitYamlDocuments(text);
  const before = process.cpuUsage();
  const [doc] = parseYamlSlice(text, extent, 0, LIMITS, true);
  const ms = cpuMs(before);
  assert.equal(doc.problems.length, 0);
  assert.ok(ms < 1200, `the parse took ${ms.toFixed(0)} ms of CPU`);
});

test('looking up each member of a 50,000-member mapping is linear in all (it was quadratic: each skipped the siblings before it)', () => {
  const members: Record<string, number[]> = {};
  for (let i = 0; i < 50000; i++) members[`m${i}`] = [i];
  const text = JSON.stringify({ members });
  const [extent] = splitYamlDocuments(text);
  const [doc] = parseYamlSlice(text, extent, 0, LIMITS, true);
  const before = process.cpuUsage();
  for (let i = 0; i < 50000; i++)
    assert.equal(doc.locations.get(`/members/m${i}/0`)?.value.end, doc.locations.get(`/members/m${i}`)!.value.end - 1);
  const ms = cpuMs(before);
  assert.ok(ms < 800, `50,000 look-ups took ${ms.toFixed(0)} ms of CPU`);
});
