// The accelerated readers (yaml-fast.ts, yaml-json.ts, yaml-flow.ts) must read
// every document exactly as the yaml package path does, or leave it to it:
// here over whole generated streams with what the other property tests keep
// out (tabs in every place whitespace may go, lone CR and CRLF line ends, a
// BOM, `---` / `...` markers with and without comments), the yaml package is
// the judge. And a syntax error found at the end of a document stays inside
// the document, at the same place whether the stream was parsed fresh or
// again after an edit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_PARSE_LIMITS, parseFile, splitYamlDocuments } from '../../../server/src/core/parse';
import { parseYamlSlice } from '../../../server/src/core/parse/yaml-document';
import type { ParsedDocument } from '../../../server/src/core/parse/types';
import { observable } from './same-reading';

const LIMITS = { ...DEFAULT_PARSE_LIMITS, maxDepth: 500 };
const SEED = Number(process.env.ATDF_FUZZ_SEED ?? 25);
const RUNS = Number(process.env.ATDF_FUZZ_RUNS ?? 250);

const SCALARS = ['x', 'a b', 'name', '1', '-2.5', 'true', 'null', '~', '"q"', '"a\\tb"', "'s'", "'it''s'", '"x: y"', 'é😀'];
const KEYS = ['a', 'name', 'tool', 'k l', '"q"', "'s'", 'description'];

type Tree = { kind: 'scalar'; text: string } | { kind: 'map'; pairs: Array<[string, Tree]> } | { kind: 'seq'; items: Tree[] };
const tree: fc.Arbitrary<Tree> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...SCALARS).map((text) => ({ kind: 'scalar', text }) as Tree),
    tie('map'),
    tie('seq'),
  ),
  map: fc
    .uniqueArray(fc.tuple(fc.constantFrom(...KEYS), tie('node') as fc.Arbitrary<Tree>), { maxLength: 3, selector: ([k]) => k })
    .map((pairs) => ({ kind: 'map', pairs }) as Tree),
  seq: fc.array(tie('node') as fc.Arbitrary<Tree>, { maxLength: 3 }).map((items) => ({ kind: 'seq', items }) as Tree),
})).node as fc.Arbitrary<Tree>;

/** Flow style: `{a: [x, y]}`, items one per line at `pad` or all on one line; `gap` is what follows `,` and `{`/`[`. */
function flow(t: Tree, pad: string, gap: string): string {
  if (t.kind === 'scalar') return t.text;
  const [open, close] = t.kind === 'map' ? ['{', '}'] : ['[', ']'];
  const parts = t.kind === 'map' ? t.pairs.map(([k, v]) => `${k}: ${flow(v, pad, gap)}`) : t.items.map((v) => flow(v, pad, gap));
  return parts.length === 0 ? open + close : open + gap + parts.join(`,${gap}${pad}`) + gap + close;
}

/** Block style, two spaces a level; flow collections inside as one line. */
function block(t: Tree, indent: string): string {
  if (t.kind === 'scalar') return t.text;
  if (t.kind === 'map') {
    if (t.pairs.length === 0) return '{}';
    return t.pairs
      .map(([k, v], i) => {
        const head = (i === 0 ? '' : indent) + `${k}:`;
        if (v.kind === 'scalar' || (v.kind === 'map' ? v.pairs.length === 0 : v.items.length === 0)) return `${head} ${block(v, '')}`;
        return `${head}\n${indent}  ${block(v, indent + '  ')}`;
      })
      .join('\n');
  }
  if (t.items.length === 0) return '[]';
  return t.items.map((v, i) => (i === 0 ? '' : indent) + `- ${v.kind === 'scalar' ? v.text : flow(v, '', ' ')}`).join('\n');
}

const documentText = fc
  .record({
    t: tree.filter((t) => t.kind !== 'scalar'),
    style: fc.constantFrom('block', 'flow', 'flow-lines', 'json'),
    gap: fc.constantFrom(' ', '', '\t', ' \t', '\n'),
    pad: fc.constantFrom('', ' ', '  ', '\t', ' \t'),
  })
  .map(({ t, style, gap, pad }) => {
    if (style === 'block') return block(t, '');
    if (style === 'json') return JSON.stringify(toJson(t), null, pad === '' ? undefined : pad.length);
    return flow(t, style === 'flow-lines' ? `\n${pad}` : '', gap);
  });

function toJson(t: Tree): unknown {
  if (t.kind === 'scalar') return t.text;
  if (t.kind === 'seq') return t.items.map(toJson);
  return Object.fromEntries(t.pairs.map(([k, v]) => [k, toJson(v)]));
}

const MARKERS = ['---\n', '--- # c\n', '...\n---\n', '---\t\n', '--- \n', '\n---\n'];

/** A stream: an optional BOM, documents joined by markers, some tabs put where a space was, one line-end style. */
const stream = fc
  .record({
    bom: fc.boolean(),
    head: fc.constantFrom('', '---\n', '# c\n'),
    docs: fc.array(documentText, { minLength: 1, maxLength: 3 }),
    markers: fc.array(fc.constantFrom(...MARKERS), { minLength: 3, maxLength: 3 }),
    tabs: fc.array(fc.nat(), { maxLength: 3 }),
    eol: fc.constantFrom('\n', '\r\n', '\r'),
    end: fc.constantFrom('\n', '', '\n...\n'),
  })
  .map(({ bom, head, docs, markers, tabs, eol, end }) => {
    let text = head + docs.map((d, i) => (i === 0 ? d : markers[i - 1] + d)).join('\n') + end;
    const spaces = [...text.matchAll(/ /g)].map((m) => m.index!);
    for (const n of tabs) if (spaces.length > 0) text = replaceAt(text, spaces[n % spaces.length], '\t');
    if (eol !== '\n') text = text.replace(/\n/g, eol);
    return (bom ? '\ufeff' : '') + text;
  });

function replaceAt(text: string, at: number, s: string): string {
  return text.slice(0, at) + s + text.slice(at + 1);
}

/** Every slice of the stream through the accelerators and through the yaml package alone: the same documents. Returns how many the accelerators took. */
function compareStream(text: string): number {
  let taken = 0;
  for (const [i, extent] of splitYamlDocuments(text).entries()) {
    const fast = parseYamlSlice(text, extent, i, LIMITS, true);
    const slow = parseYamlSlice(text, extent, i, LIMITS, false);
    assert.deepEqual(
      fast.map(observable),
      slow.map(observable),
      `the readers disagree on ${JSON.stringify(text.slice(extent.start, extent.end))}`,
    );
    if (fast.length === 1 && fast[0].problems.length === 0 && fast[0].locations.constructor !== Map) taken++;
  }
  return taken;
}

test('generated streams with tabs, CR, BOM and markers: the accelerated readers read as the yaml package does', () => {
  let taken = 0;
  let runs = 0;
  fc.assert(
    fc.property(stream, (text) => {
      taken += compareStream(text);
      runs++;
    }),
    { numRuns: RUNS, seed: SEED },
  );
  // The accelerators must take a good share, or the comparison proves little.
  assert.ok(taken > runs / 4, `the accelerators took ${taken} documents in ${runs} streams`);
});

test('the tab cases of issue 25 read as the yaml package reads them', () => {
  for (const text of [
    '{tool: {name: t,\tdescription: d}}\n',
    '[a,\tb]\n',
    '[\ta]\n',
    '{\ta: 1}\n',
    '[a,\n  \tb]\n',
    '{a: [\n1,\n2\n]}\n',
  ]) {
    compareStream(text);
    const [doc] = parseFile(text, 'yaml').documents;
    assert.ok(!JSON.stringify(doc.value).includes('\\t'), `${JSON.stringify(text)} read as ${JSON.stringify(doc.value)}`);
  }
});

/** A document that ends in the middle of something: the yaml package finds the error at its very end. */
const UNCLOSED = ['a: "open', "a: 'open", 'a: [1, 2', 'a: {b: 1', 'tool:\n  name: "x', '[1, 2', '{a: 1'];
const OK_DOCS = ['a: 1', 'tool:\n  name: x\n  description: y', '- 1\n- 2', '{a: [1]}'];

const brokenStream = fc
  .record({
    docs: fc.array(fc.oneof(fc.constantFrom(...UNCLOSED), fc.constantFrom(...OK_DOCS)), { minLength: 2, maxLength: 4 }),
    eol: fc.constantFrom('\n', '\r\n'),
    end: fc.constantFrom('\n', ''),
    edit: fc.record({ at: fc.nat(), remove: fc.nat({ max: 3 }), insert: fc.constantFrom('', 'x', ' ', '\n', 'b: 2\n', '---\n', '"', ']') }),
  })
  .map(({ docs, eol, end, edit }) => ({ text: (docs.join('\n---\n') + end).replace(/\n/g, eol), edit }));

function problemsInside(doc: ParsedDocument, text: string): void {
  for (const p of doc.problems) {
    assert.ok(
      p.span.end <= doc.extent!.end,
      `${p.code} at ${JSON.stringify(p.span)} lies past its document ${JSON.stringify(doc.extent)} in ${JSON.stringify(text)}`,
    );
    const next = text.slice(doc.extent!.end, doc.extent!.end + 3);
    if (next === '---') assert.ok(p.span.start < doc.extent!.end, `${p.code} on the next document's marker in ${JSON.stringify(text)}`);
  }
}

test('an error at the end of a document stays in it, and an edit gives the same problems as a fresh parse', () => {
  fc.assert(
    fc.property(brokenStream, ({ text, edit }) => {
      const before = parseFile(text, 'yaml');
      for (const d of before.documents) problemsInside(d, text);
      const at = edit.at % (text.length + 1);
      const edited = text.slice(0, at) + edit.insert + text.slice(Math.min(text.length, at + edit.remove));
      const incremental = parseFile(edited, 'yaml', undefined, before, {
        change: { start: at, oldEnd: Math.min(text.length, at + edit.remove), newEnd: at + edit.insert.length },
      });
      const fresh = parseFile(edited, 'yaml');
      const problems = (f: typeof fresh) => f.documents.map((d) => ({ index: d.index, extent: d.extent, problems: d.problems }));
      assert.deepEqual(problems(incremental), problems(fresh), `after the edit ${JSON.stringify(edit)} of ${JSON.stringify(text)}`);
      for (const d of fresh.documents) problemsInside(d, edited);
    }),
    { numRuns: RUNS, seed: SEED },
  );
});

test('the CLI case: document 0 ends in an open quote; its error is on its own last line, not on the next ---', () => {
  const text = 'tool:\n  name: "abc\n---\ntool:\n  name: x\n';
  const [first] = parseFile(text, 'yaml').documents;
  assert.equal(first.problems.length, 1);
  assert.deepEqual(first.problems[0].span, { start: text.indexOf('\n---'), end: text.indexOf('\n---') });
});
