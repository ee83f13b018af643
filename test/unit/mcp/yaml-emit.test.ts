// The import's YAML writer: whatever the data, the yaml package reads back the same data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'yaml';
import { emitYaml, isPlain, PLAIN, scalarText } from '../../../server/src/core/mcp/yaml-emit';
import { readBack } from '../../../server/src/core/mcp/verify-output';

const tricky = [
  '',
  ' ',
  'yes',
  'No',
  'ON',
  'off',
  'y',
  'N',
  '~',
  'null',
  'Null',
  'true',
  'FALSE',
  '123',
  '-1',
  '1e3',
  '0x1F',
  '0o17',
  '.5',
  '.inf',
  '-.inf',
  '.nan',
  '1_000',
  '2001-12-14',
  '12:30',
  'a: b',
  'a #b',
  '#c',
  '- x',
  '? x',
  '[x]',
  '{x}',
  '*alias',
  '&anchor',
  '!tag',
  '%dir',
  '@at',
  '`tick',
  '|',
  '>',
  "'q'",
  '"q"',
  'trailing ',
  ' leading',
  'tab\there',
  'line\nbreak',
  'cr\rhere',
  '\u2028',
  '\u0085nel',
  '\uFEFFbom',
  'nul\u0000',
  '\ud800',
  'é',
  '中文',
  '😀',
  '__proto__',
  'constructor',
  'a,b',
  'see how_to_use.inputs',
  'x-mcp',
  '---',
  '...',
  '<<',
];

test('tricky strings as values and keys read back identically', () => {
  const value: Record<string, unknown> = {};
  for (const s of tricky) Object.defineProperty(value, s, { value: s, enumerable: true, writable: true, configurable: true });
  const text = emitYaml(
    { list: tricky, map: value, nested: [[], {}, [tricky], { a: [{ b: tricky }] }] },
    ' header\n second',
    () => undefined,
  );
  assert.deepStrictEqual(parse(text), { list: tricky, map: value, nested: [[], {}, [tricky], { a: [{ b: tricky }] }] });
});

test('plain only when safe: ordinary words stay readable', () => {
  assert.equal(scalarText('read_file'), 'read_file');
  assert.equal(scalarText('Returns the result (text, images or resources).'), 'Returns the result (text, images or resources).');
  assert.equal(scalarText('yes'), '"yes"');
  assert.equal(scalarText('a: b'), '"a: b"');
});

test('numbers, booleans, null and nesting round-trip; comments land above their key', () => {
  const data = { n: [0, -1, 1.5, 1e21, 2e-7, Number.MAX_SAFE_INTEGER], b: [true, false], z: null, deep: { x: [{ y: [1, [2, [3]]] }] } };
  const text = emitYaml(data, undefined, (path) => (path.join('/') === 'deep/x' ? ' about x' : undefined));
  assert.deepStrictEqual(parse(text), data);
  assert.match(text, /\n {2}# about x\n {2}x:\n/);
});

test('random JSON data reads back identically', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' })), (data) => {
      const clean = JSON.parse(JSON.stringify(data));
      assert.deepStrictEqual(parse(emitYaml(clean, undefined, () => undefined)), clean);
    }),
    { numRuns: 300 },
  );
});

test('the ASCII table decides "plain" exactly as the Unicode regex does', () => {
  const ascii = fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 12 });
  const mixed = fc.string({
    unit: fc.oneof(
      fc.constantFrom('a', 'Z', '_', '1', ' ', '-', ':', '#', '·', 'é', '\u0301', '中'),
      fc.string({ unit: 'binary', maxLength: 1 }),
    ),
    maxLength: 8,
  });
  fc.assert(
    fc.property(fc.oneof(ascii, mixed), (s) => {
      assert.equal(isPlain(s), PLAIN.test(s), JSON.stringify(s));
      assert.deepStrictEqual(parse(`k: ${scalarText(s)}\n`), { k: s });
    }),
    { numRuns: 3000 },
  );
  for (let c = 0; c < 128; c++)
    for (const s of [String.fromCharCode(c), `a${String.fromCharCode(c)}`]) assert.equal(isPlain(s), PLAIN.test(s), JSON.stringify(s));
});

test('text of several lines is a literal block, a long line a folded block, and both read back exactly', () => {
  const description = 'Notion | Create comment\nError Responses:\n400: Bad request\n\n  indented line\n';
  const long = 'Finds notes that match a query, ranked by how well they match; '.repeat(8).trim();
  const shorter = long.slice(0, 400);
  const text = emitYaml({ description, long, shorter, items: [description, ' lead\nnext'] }, undefined, () => undefined);
  assert.match(text, /^description: \|\n {2}Notion \| Create comment\n {2}Error Responses:\n {2}400: Bad request\n\n {4}indented line\n/);
  assert.match(text, /\nlong: >-\n( {2}\S.{0,97}\n){6}/);
  assert.match(text, /\nshorter: Finds notes [^\n]{380,}\n/, 'a line of up to 400 characters stays on one line');
  assert.match(text, /\n {2}- \|2-\n {5}lead\n {4}next\n/);
  assert.deepStrictEqual(parse(text), { description, long, shorter, items: [description, ' lead\nnext'] });
});

test('text of several lines with a long line is folded: each line break an empty line, long lines wrapped', () => {
  const tip = 'Lists tasks in a To Do list. Requires the list id: use list-todo-task-lists to find it, then pass it as todoTaskList-id.';
  const description = `Get the tasks of a list.\n\n💡 TIP: ${tip}\nLast line.`;
  const text = emitYaml({ description }, undefined, () => undefined);
  assert.equal(
    text,
    'description: >-\n  Get the tasks of a list.\n\n\n' +
      '  💡 TIP: Lists tasks in a To Do list. Requires the list id: use list-todo-task-lists to find it,\n' +
      '  then pass it as todoTaskList-id.\n\n  Last line.\n',
  );
  assert.deepStrictEqual(parse(text), { description });
});

test('text a block cannot carry exactly stays quoted: control characters, a CR, a line separator, a BOM', () => {
  for (const s of ['a\u0007\nb', 'a\r\nb', 'a\u2028\nb', '\ufeffa\nb']) {
    const text = emitYaml({ k: s }, undefined, () => undefined);
    assert.equal(text, `k: ${JSON.stringify(s)}\n`, JSON.stringify(s));
  }
});

test('trailing blanks, tabs and lines that start with spaces are a literal block: the indentation said, chomping kept', () => {
  const cases: [string, string][] = [
    ['a \nb', 'k: |-\n  a \n  b\n'],
    ['\tx\ny', 'k: |2-\n  \tx\n  y\n'],
    ['Usage:\n    tool --flag\n\tdetails\t\n', 'k: |\n  Usage:\n      tool --flag\n  \tdetails\t\n'],
    ['  indented first\nthen\n\n\n', 'k: |2+\n    indented first\n  then\n\n\n'],
  ];
  for (const [s, expected] of cases) {
    const text = emitYaml({ k: s }, undefined, () => undefined);
    assert.equal(text, expected, JSON.stringify(s));
    assert.deepStrictEqual(parse(text), { k: s });
  }
});

/** Lines with what used to force a quoted string: trailing spaces or tabs, a leading tab, leading spaces, blank-only lines. */
const awkwardLine = fc
  .tuple(
    fc.constantFrom('', ' ', '  ', '    ', '\t', ' \t'),
    fc.array(fc.constantFrom('word', 'x', 'é', '-', ':', '#', ' ', '|', '>'), { maxLength: 8 }),
    fc.constantFrom('', ' ', '  ', '\t', ' \t '),
  )
  .map(([lead, middle, trail]) => lead + middle.join('') + trail);
const awkwardText = fc
  .tuple(fc.array(awkwardLine, { minLength: 2, maxLength: 6 }), fc.constantFrom('', '\n', '\n\n', '\n\n\n'))
  .map(([lines, end]) => lines.join('\n') + end)
  // (A last line of blanks only is the one case that stays quoted: a reader takes it for trailing empty lines.)
  .filter((text) => /[ \t](\n|$)|(^|\n)[ \t]/.test(text) && /\S[^\n]*$/.test(text.replace(/\n+$/, '')));

test('property: text with trailing blanks, tabs or leading spaces is written as a block scalar and reads back exactly', () => {
  fc.assert(
    fc.property(awkwardText, (s) => {
      const data = { description: s, items: [s], nested: [{ k: s }] };
      const text = emitYaml(data, undefined, () => undefined);
      assert.match(text, /^description: [|>]/, `a block scalar for ${JSON.stringify(s)}:\n${text}`);
      assert.deepStrictEqual(parse(text), data, text);
      const ours = readBack(text);
      assert.ok('value' in ours, text);
      assert.deepStrictEqual(ours.value, data, text);
    }),
    { numRuns: 2000 },
  );
});

/** Text made of the pieces that decide how a block reads: spaces, line breaks, tabs, markers. */
const blockish = fc
  .array(
    fc.constantFrom(
      'a',
      'word',
      ' ',
      '  ',
      '\n',
      '\n\n',
      '\t',
      '#',
      '- ',
      ': ',
      '---',
      '...',
      '|',
      '>',
      '"',
      "'",
      '\u00e9',
      '\u{1F600}',
      '\r',
    ),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.join(''));
const longLine = fc
  .array(fc.constantFrom('word', 'x', ' ', '  ', '-', '#'), { minLength: 30, maxLength: 200 })
  .map((parts) => parts.join(''));
const longText = fc.array(fc.oneof(longLine, blockish, fc.constant('')), { minLength: 2, maxLength: 5 }).map((lines) => lines.join('\n'));

test('random block-like and long text reads back identically, with the yaml package and with our parser', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(blockish, longLine, longText), { minLength: 1, maxLength: 4 }), (strings) => {
      const data = { s: strings[0], list: strings, nested: [{ k: strings[strings.length - 1] }] };
      const text = emitYaml(data, undefined, () => undefined);
      assert.deepStrictEqual(parse(text), data, text);
      const ours = readBack(text);
      assert.ok('value' in ours, text);
      assert.deepStrictEqual(ours.value, data, text);
    }),
    { numRuns: 1000 },
  );
});
