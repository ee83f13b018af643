// String offsets -> source offsets, for every scalar style: each character of
// a value must map back to the source text that wrote it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse, Scalar, stringify } from 'yaml';
import { parseFile } from '../../../server/src/core/parse/index';
import { mapScalar, sourceSpan } from '../../../server/src/core/lint/scalar-map';
import { getAt } from '../../../server/src/core/pointer';

/** The source text of `needle` (its first occurrence) inside the string at `pointer`. */
function sourceOf(text: string, language: 'yaml' | 'json', pointer: string, needle: string): string | undefined {
  const doc = parseFile(text, language).documents[0];
  const loc = doc.locations.get(pointer)!;
  const value = getAt(doc.value, pointer) as string;
  const map = mapScalar(text.slice(loc.value.start, loc.value.end), loc.value.start, value, language);
  if (!map) return undefined;
  const from = value.indexOf(needle);
  assert.ok(from >= 0, `${JSON.stringify(needle)} in ${JSON.stringify(value)}`);
  const span = sourceSpan(map, loc.value, from, from + needle.length);
  return text.slice(span.start, span.end);
}

test('plain, single-line and multi-line (folded) scalars', () => {
  assert.equal(sourceOf('a: one \u200b two\n', 'yaml', '/a', '\u200b'), '\u200b');
  const multi = 'a: first line\n  second \u200b line\n\n  after blank\n';
  assert.equal(sourceOf(multi, 'yaml', '/a', '\u200b'), '\u200b');
  assert.equal(sourceOf(multi, 'yaml', '/a', 'second'), 'second');
  assert.equal(sourceOf(multi, 'yaml', '/a', 'line second'), 'line\n  second');
  assert.equal(sourceOf(multi, 'yaml', '/a', 'after'), 'after');
});

test('single-quoted: doubled quotes and folding', () => {
  const text = "a: 'it''s a \u202e trick\n  over lines'\n";
  assert.equal(sourceOf(text, 'yaml', '/a', "'"), "''");
  assert.equal(sourceOf(text, 'yaml', '/a', '\u202e'), '\u202e');
  assert.equal(sourceOf(text, 'yaml', '/a', 'over'), 'over');
});

test('double-quoted: every escape form, escaped line breaks, folding', () => {
  const text = 'a: "x\\u200by \\U000E0041\\U000E0042 \\x41 \\t tab \\\\ \\"q\\" \\\n   joined\n  folded"\n';
  assert.equal(sourceOf(text, 'yaml', '/a', '\u200b'), '\\u200b');
  assert.equal(sourceOf(text, 'yaml', '/a', '\u{E0041}\u{E0042}'), '\\U000E0041\\U000E0042');
  assert.equal(sourceOf(text, 'yaml', '/a', 'A'), '\\x41');
  assert.equal(sourceOf(text, 'yaml', '/a', '"q"'), '\\"q\\"');
  assert.equal(sourceOf(text, 'yaml', '/a', 'joined'), 'joined');
  assert.equal(sourceOf(text, 'yaml', '/a', 'folded'), 'folded');
});

test('literal and folded block scalars, with chomping and explicit indentation', () => {
  const literal = 'a: |\n  line one\n    indented \u2066x\n\n  last\nb: 1\n';
  assert.equal(sourceOf(literal, 'yaml', '/a', '\u2066'), '\u2066');
  assert.equal(sourceOf(literal, 'yaml', '/a', '  indented'), '  indented');
  assert.equal(sourceOf(literal, 'yaml', '/a', 'last'), 'last');
  const folded = 'a: >-\n  folded one\n  folded two \u200d\n\n  para\n     more indented\n  end\n';
  assert.equal(sourceOf(folded, 'yaml', '/a', '\u200d'), '\u200d');
  assert.equal(sourceOf(folded, 'yaml', '/a', 'one folded'), 'one\n  folded');
  assert.equal(sourceOf(folded, 'yaml', '/a', 'para'), 'para');
  assert.equal(sourceOf(folded, 'yaml', '/a', 'end'), 'end');
  const keep = 'a: |+\n  kept\n\nb: 1\n';
  assert.equal(sourceOf(keep, 'yaml', '/a', 'kept'), 'kept');
  const explicit = 'a:\n  b: |2\n      deep\n    shallow\n';
  assert.equal(sourceOf(explicit, 'yaml', '/a/b', 'shallow'), 'shallow');
  assert.equal(sourceOf(explicit, 'yaml', '/a/b', '  deep'), '  deep');
  const crlf = 'a: >\r\n  one\r\n  two\r\n';
  assert.equal(sourceOf(crlf, 'yaml', '/a', 'two'), 'two');
});

test('flow collections and JSON strings with escapes', () => {
  assert.equal(sourceOf('a: [plain \u200b, "dq \\u200c"]\n', 'yaml', '/a/0', '\u200b'), '\u200b');
  assert.equal(sourceOf('a: [plain \u200b, "dq \\u200c"]\n', 'yaml', '/a/1', '\u200c'), '\\u200c');
  const json = '{"a": "tab\\there \\u200b \\ud83d\\ude00 \\"q\\" \\/ end"}';
  assert.equal(sourceOf(json, 'json', '/a', '\u200b'), '\\u200b');
  assert.equal(sourceOf(json, 'json', '/a', '\u{1F600}'), '\\ud83d\\ude00');
  assert.equal(sourceOf(json, 'json', '/a', '\t'), '\\t');
  assert.equal(sourceOf(json, 'json', '/a', 'end'), 'end');
});

test('an alias reads back as no map: the caller falls back to the whole node', () => {
  assert.equal(sourceOf('a: &x value\nb: *x\n', 'yaml', '/b', 'value'), undefined);
});

// Every character of every string, written by the yaml package in each style
// (with a short line width to force folding) and by JSON.stringify, maps to
// source text that writes exactly that character.
const STYLES = ['PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED'] as const;
const ALPHABET = ['a', 'b', ' ', ' ', '\n', "'", '"', '\\', '#', ':', '-', '\u200b', '\u{E0041}', '\t', 'é', '\u202e'];
const strings = fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 40 }).map((a) => a.join(''));

function checkEveryCharacter(text: string, language: 'yaml' | 'json', pointer: string): void {
  const doc = parseFile(text, language).documents[0];
  const loc = doc.locations.get(pointer)!;
  const value = (doc.value as Record<string, unknown>)[pointer.slice(1)];
  if (typeof value !== 'string') return; // the yaml package wrote something that reads back as another type
  const map = mapScalar(text.slice(loc.value.start, loc.value.end), loc.value.start, value, language);
  assert.ok(map, `no map for ${JSON.stringify(text)}`);
  for (let i = 0; i < value.length; i++) {
    const c = value.charAt(i);
    if (c === ' ' || c === '\n' || c === '\t') continue; // folded whitespace maps to the run that made it
    const written = text.slice(map.starts[i], map.ends[i]);
    // Written as itself, as '' in single quotes, or as an escape that decodes to (a pair holding) it.
    const decoded = written.length > 1 && written.startsWith('\\') ? (parse(`"${written}"`) as string) : written === "''" ? "'" : written;
    assert.ok(
      decoded === c || (decoded.length === 2 && decoded.includes(c)),
      `char ${i} of ${JSON.stringify(value)} in ${JSON.stringify(text)}: ${JSON.stringify(written)}`,
    );
  }
}

test('property: every style of the yaml package, and JSON', () => {
  fc.assert(
    fc.property(strings, fc.constantFrom(...STYLES), (s, style) => {
      const node = new Scalar(s);
      node.type = style;
      let text: string;
      try {
        text = stringify({ k: node }, { lineWidth: 20, minContentWidth: 5 });
      } catch {
        return;
      }
      checkEveryCharacter(text, 'yaml', '/k');
    }),
    { numRuns: 600 },
  );
  fc.assert(
    fc.property(strings, (s) => checkEveryCharacter(JSON.stringify({ k: s }), 'json', '/k')),
    { numRuns: 200 },
  );
});
