// foldingRange and selectionRange over stdio, from the parse the diagnostics
// already made: YAML streams (the tool: form and ATDF 2.x), ATDF 1.x in YAML
// and JSON, an anchor with its alias, a block scalar.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FoldingRange, Position, Range, SelectionRange } from 'vscode-languageserver-protocol';
import { LspClient, positionOf, startServerForFile } from './harness';
import { SEED, V1_JSON, V1_TOOL, V2_TOOL, unique } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started));

const folding = (uri: string) =>
  client.connection.sendRequest('textDocument/foldingRange', { textDocument: { uri } }) as Promise<FoldingRange[]>;
const selection = (uri: string, positions: Position[]) =>
  client.connection.sendRequest('textDocument/selectionRange', { textDocument: { uri }, positions }) as Promise<SelectionRange[]>;

/** Each fold as "first line .. last line" of the text, trimmed. */
function folds(text: string, ranges: FoldingRange[]): string[] {
  const lines = text.split('\n');
  return ranges.map((r) => `${lines[r.startLine].trim()} .. ${lines[r.endLine].trim()}`);
}

/** The selection chain as the texts it selects, innermost first. */
function chain(text: string, range: SelectionRange): string[] {
  const lines = text.split('\n');
  const offset = (p: Position) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  const out: string[] = [];
  let previous: Range | undefined;
  for (let r: SelectionRange | undefined = range; r; r = r.parent) {
    if (previous) {
      const holds = offset(r.range.start) <= offset(previous.start) && offset(r.range.end) >= offset(previous.end);
      assert.ok(holds, `parent ${JSON.stringify(r.range)} does not hold ${JSON.stringify(previous)}`);
    }
    previous = r.range;
    out.push(text.slice(offset(r.range.start), offset(r.range.end)));
  }
  return out;
}

test('a stream of the tool: form and ATDF 2.x: every multi-line node folds, inside its own document', async () => {
  const first = unique(SEED);
  const text = `${first}---\n${unique(V2_TOOL)}`;
  const uri = 'file:///ws/structure-stream.atdf.yaml';
  await client.open(uri, text);
  const ranges = await folding(uri);
  const shown = folds(text, ranges);
  const boundary = text.split('\n').indexOf('---');
  assert.ok(
    ranges.every((r) => r.endLine < boundary || r.startLine > boundary),
    'no fold crosses the `---`',
  );
  assert.ok(new Set(ranges.map((r) => r.startLine)).size === ranges.length, 'one fold per start line');
  // The tool: form: the tool, its schemas, its examples (block YAML folds to its last line).
  assert.ok(shown.includes('input: .. required: [Start, End]'), shown.join('\n'));
  assert.ok(shown.some((s) => s.startsWith('examples: ..')));
  // ATDF 2.x: the document, each input item, the failure list, the example's input_values.
  assert.ok(shown.includes('schema_version: "2.0.0" .. expected_result: The report is copied.'), shown.join('\n'));
  assert.ok(shown.includes('- name: mode .. enum: [overwrite, skip]'));
  assert.ok(shown.includes('failure: .. - { code: denied, description: Permission denied. }'));
  assert.ok(shown.includes('input_values: .. retries: 1'));
  // A one-line flow collection does not fold.
  assert.ok(!shown.some((s) => s.startsWith('tags:')));
});

test('ATDF 1.x in JSON folds as VS Code folds JSON: the closing bracket stays visible', async () => {
  const uri = 'file:///ws/structure.atdf.json';
  await client.open(uri, V1_JSON, 'json');
  assert.deepEqual(folds(V1_JSON, await folding(uri)), [
    '{ .. }',
    '"how_to_use": { .. }',
    '"inputs": [ .. { "name": "source_text", "type": "string", "description": "The text to be translated" }',
    '"outputs": { .. "failure": [{ "code": "empty_text", "description": "The source text cannot be empty." }]',
  ]);
});

test('ATDF 1.x in YAML, an anchor and its alias, a block scalar: the alias folds nothing of the anchor again', async () => {
  const text = `${unique(V1_TOOL)}x-notes: |\n  first line\n  second line\nx-shared: &shared\n  a: 1\n  b: 2\nx-again: *shared\n`;
  const uri = 'file:///ws/structure-v1.atdf.yaml';
  await client.open(uri, text);
  const shown = folds(text, await folding(uri));
  assert.ok(shown.includes('how_to_use: .. description: The diameter must be between 1mm and 100mm.'), shown.join('\n'));
  assert.ok(shown.includes('x-notes: | .. second line'));
  assert.equal(shown.filter((s) => s === 'x-shared: &shared .. b: 2').length, 1);
  assert.ok(!shown.some((s) => s.startsWith('x-again')));
});

test('selection in YAML grows from a value to its document, in the document holding it', async () => {
  const text = `${unique(V1_TOOL)}---\n${unique(V2_TOOL)}`;
  const uri = 'file:///ws/selection.atdf.yaml';
  await client.open(uri, text);
  const [inEnum, onKey] = await selection(uri, [positionOf(text, 'overwrite, skip', 2), positionOf(text, 'retries:', 3)]);
  const grown = chain(text, inEnum);
  assert.equal(grown[0], 'overwrite');
  assert.equal(grown[1], '[overwrite, skip]');
  assert.equal(grown[2], 'enum: [overwrite, skip]');
  assert.equal(grown[3], 'schema:\n        enum: [overwrite, skip]');
  assert.ok(
    grown.some((s) => s.startsWith('name: mode\n')),
    'the input item',
  );
  assert.ok(
    grown.some((s) => s.startsWith('inputs:\n')),
    'the inputs list with its key',
  );
  const whole = grown.at(-1)!;
  assert.equal(grown.at(-2), whole.slice('---\n'.length), 'the root mapping');
  assert.ok(
    whole.startsWith('---\nschema_version: "2.0.0"') && whole.endsWith('The report is copied.'),
    'the second document, not the stream',
  );
  const key = chain(text, onKey);
  assert.equal(key[0], 'retries');
  assert.equal(key[1], 'retries: 1');
  assert.equal(key[2], 'source: /tmp/report.txt\n      mode: overwrite\n      retries: 1');
});

test('selection in JSON: string, member, object, array, ... the root', async () => {
  const uri = 'file:///ws/selection.atdf.json';
  await client.open(uri, V1_JSON, 'json');
  const [range] = await selection(uri, [positionOf(V1_JSON, 'source_text', 3)]);
  const grown = chain(V1_JSON, range);
  assert.deepEqual(grown.slice(0, 3), ['"source_text"', '"name": "source_text"', grown[2]]);
  assert.match(grown[2], /^\{ "name": "source_text".*\}$/);
  assert.match(grown[3], /^\[\s+\{ "name"[^]*\]$/);
  assert.match(grown[4], /^"inputs": \[/);
  assert.equal(grown.at(-1), V1_JSON.trimEnd());
});

test('a document that does not parse still answers (its best-effort reading), and an unknown document answers nothing', async () => {
  const uri = 'file:///ws/structure-broken.atdf.yaml';
  const text = `${unique(V2_TOOL)}oops: [unclosed\n`;
  await client.open(uri, text);
  assert.ok(Array.isArray(await folding(uri)));
  const [range] = await selection(uri, [positionOf(text, 'unclosed')]);
  assert.ok(range.range, 'a range holding the position');
  assert.deepEqual(await folding('file:///ws/not-open.atdf.yaml'), []);
});
