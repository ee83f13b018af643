// The fixes for the findings that have an obvious one (issue 14), each applied
// through the real server and re-validated: the diagnostic is gone and no new
// error appeared. YAML and JSON, the three dialects; "fix all of this kind" and
// `source.fixAll.atdf` too. (code-actions.test.ts has the older fixes.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { applyFix, keyOf, kindOf, pointerOf } from './apply-fix';
import { LspClient, startServerForFile } from './harness';
import { SEED, V1_JSON, V1_TOOL, V2_TOOL, replaceOnce, unique } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started));

/** `kind`: a rule id, or `rule:keyword` for a JSON Schema rule's finding (kindOf). */
const gone = (after: Diagnostic[], kind: string, pointer: string) =>
  assert.deepEqual(after.filter((d) => kindOf(d) === kind && pointerOf(d) === pointer).map(keyOf), []);

/** A `tool:` form tool in JSON whose example input has a number, a boolean and a string. */
const TOOL_JSON = (name: string, example: string) => `{
  "tool": {
    "name": "${name}",
    "description": "Books a room.",
    "input": {
      "type": "object",
      "properties": {
        "seats": { "type": "integer" },
        "projector": { "type": "boolean" },
        "room": { "type": "string", "enum": ["red", "blue"] }
      },
      "required": ["seats", "projector", "room"],
      "additionalProperties": false
    },
    "examples": [{ "input": ${example} }]
  }
}
`;
let jsonTools = 0;
const toolJson = (example: string) => TOOL_JSON(`rooms.book_${process.pid}_${++jsonTools}`, example);

// ---- Example values of the wrong type.

test('2.x YAML: an example value "1" where an integer is expected becomes 1', async () => {
  const text = replaceOnce(unique(V2_TOOL), 'retries: 1', 'retries: "1"');
  const fixed = await applyFix(client, text, '/examples/0/input_values/retries', /Convert to integer 1/);
  gone(fixed.after, 'atdf/example-schema:type', '/examples/0/input_values/retries');
  assert.equal(fixed.action.isPreferred, true);
  assert.match(fixed.text, /\n {6}retries: 1\n/);
});

test('2.x YAML: an example value 8 where a string is expected becomes "8", as written', async () => {
  const text = replaceOnce(unique(V2_TOOL), 'source: /tmp/report.txt', 'source: 8.50');
  const fixed = await applyFix(client, text, '/examples/0/input_values/source', /Convert to string "8.50"/);
  gone(fixed.after, 'atdf/example-schema:type', '/examples/0/input_values/source');
  assert.match(fixed.text, /source: "8.50"/);
});

test('tool: form JSON: "true" -> true and "8" -> 8 in an example input', async () => {
  const text = toolJson('{ "seats": "8", "projector": "true", "room": "red" }');
  const seats = await applyFix(client, text, '/tool/examples/0/input/seats', /Convert to integer 8/, { languageId: 'json', ext: 'json' });
  gone(seats.after, 'atdf/example-schema:type', '/tool/examples/0/input/seats');
  assert.match(seats.text, /"seats": 8,/);
  const projector = await applyFix(client, text, '/tool/examples/0/input/projector', /Convert to boolean true/, {
    languageId: 'json',
    ext: 'json',
  });
  gone(projector.after, 'atdf/example-schema:type', '/tool/examples/0/input/projector');
  assert.match(projector.text, /"projector": true,/);
});

test('1.x YAML: a structure value of the wrong type (a number for a string) is converted', async () => {
  const text = replaceOnce(unique(V1_TOOL), 'success: The hole has been created.', 'success: 42');
  const fixed = await applyFix(client, text, '/how_to_use/outputs/success', /Convert to string "42"/);
  gone(fixed.after, 'atdf/structure:type', '/how_to_use/outputs/success');
});

// ---- Misspelled type names.

test('tool: form YAML: `type: strng` in the input schema is replaced with the suggestion', async () => {
  const text = replaceOnce(unique(SEED), 'End:\n        type: string', 'End:\n        type: strng');
  const fixed = await applyFix(client, text, '/tool/input/properties/End/type', /Replace with "string"/);
  gone(fixed.after, 'schema/unknown-type', '/tool/input/properties/End/type');
  assert.equal(fixed.action.isPreferred, true);
  assert.match(fixed.text, /End:\n {8}type: "string"/);
});

test('2.x YAML: an input `type: float` is replaced with "number"', async () => {
  const text = replaceOnce(unique(V2_TOOL), 'name: retries\n      type: integer', 'name: retries\n      type: float');
  const fixed = await applyFix(client, text, '/how_to_use/inputs/2/type', /Replace with "number"/);
  gone(fixed.after, 'atdf/unknown-input-type', '/how_to_use/inputs/2/type');
});

test('tool: form JSON: a misspelled schema keyword (`requird`) is renamed', async () => {
  const text = replaceOnce(toolJson('{ "seats": 8, "projector": true, "room": "red" }'), '"required": [', '"requird": [');
  const fixed = await applyFix(client, text, '/tool/input/requird', /Rename "requird" to "required"/, { languageId: 'json', ext: 'json' });
  gone(fixed.after, 'schema/unknown-keyword', '/tool/input/requird');
  assert.match(fixed.text, /"required": \[/);
});

// ---- Unknown example keys.

test('2.x YAML: a misspelled example input is renamed (preferred over adding the missing one)', async () => {
  const text = replaceOnce(unique(V2_TOOL), 'retries: 1', 'retris: 1');
  const uri = `file:///ws/fixes-pref-${process.pid}.atdf.yaml`;
  await client.open(uri, text);
  const [missing] = (await client.diagnosticsFor(uri, 1)).filter((d) => pointerOf(d) === '/examples/0/input_values/retries');
  const actions = await client.codeActions(uri, missing.range, [missing]);
  assert.deepEqual(
    actions.filter((a) => a.isPreferred).map((a) => a.title),
    ['Rename "retris" to "retries"'],
  );
  await client.close(uri);
  const fixed = await applyFix(client, text, '/examples/0/input_values/retris', /Rename "retris" to "retries"/, {
    code: 'atdf/undeclared-input',
  });
  assert.deepEqual(fixed.after, []);
});

test('2.x YAML: an example key that is no input is removed', async () => {
  const text = replaceOnce(unique(V2_TOOL), '      retries: 1\n', '      retries: 1\n      colour: red\n');
  const fixed = await applyFix(client, text, '/examples/0/input_values/colour', /Remove "colour"/);
  assert.deepEqual(fixed.after, []);
  assert.doesNotMatch(fixed.text, /colour/);
});

test('tool: form JSON: an unknown example key (additionalProperties: false) is removed with its comma', async () => {
  const text = toolJson('{ "seats": 8, "colour": "red", "projector": true, "room": "red" }');
  const fixed = await applyFix(client, text, '/tool/examples/0/input/colour', /Remove "colour"/, { languageId: 'json', ext: 'json' });
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /\{ "seats": 8, "projector": true, "room": "red" \}/);
  assert.doesNotThrow(() => JSON.parse(fixed.text));
});

test('tool: form JSON: a missing example input is added with a placeholder of its type', async () => {
  const text = toolJson('{ "seats": 8, "room": "blue" }');
  const fixed = await applyFix(client, text, '/tool/examples/0/input/projector', /Add missing input "projector"/, {
    languageId: 'json',
    ext: 'json',
  });
  assert.deepEqual(fixed.after, []);
  assert.match(fixed.text, /"projector": false/);
});

test('tool: form JSON: an enum value in an example is set to an allowed one', async () => {
  const text = toolJson('{ "seats": 8, "projector": true, "room": "green" }');
  const fixed = await applyFix(client, text, '/tool/examples/0/input/room', /Replace with "blue"/, { languageId: 'json', ext: 'json' });
  assert.deepEqual(fixed.after, []);
});

// ---- Misspelled keys: rename is the preferred fix.

test('1.x YAML: for `desciption:` the preferred fix renames the key, on both diagnostics', async () => {
  const text = replaceOnce(unique(V1_TOOL), 'description: Creates', 'desciption: Creates');
  const uri = `file:///ws/fixes-desc-${process.pid}.atdf.yaml`;
  await client.open(uri, text);
  const diagnostics = await client.diagnosticsFor(uri, 1);
  for (const pointer of ['/description', '/desciption']) {
    const d = diagnostics.find((x) => pointerOf(x) === pointer);
    assert.ok(d, pointer);
    const actions = await client.codeActions(uri, d.range, [d]);
    assert.deepEqual(
      actions.filter((a) => a.isPreferred).map((a) => a.title),
      ['Rename "desciption" to "description"'],
      pointer,
    );
  }
  await client.close(uri);
  const fixed = await applyFix(client, text, '/description', /Rename "desciption" to "description"/);
  assert.deepEqual(fixed.after, []);
});

// ---- Duplicates.

test('a tool defined twice in one YAML stream: the second is renamed, and the duplicate error is gone', async () => {
  const one = unique(V2_TOOL);
  const text = `${one}---\n${one}`;
  const uri = `file:///ws/fixes-dup-${process.pid}.atdf.yaml`;
  await client.open(uri, text);
  const dupes = (await client.diagnosticsFor(uri, 1)).filter((d) => d.code === 'atdf/duplicate-tool');
  assert.equal(dupes.length, 2);
  const second = dupes.find((d) => (d.data as { document: number }).document === 1)!;
  const [action] = (await client.codeActions(uri, second.range, [second])).filter((a) => /^Rename ".*" to ".*_2"$/.test(a.title));
  assert.ok(action);
  const version = await client.applyEdits(uri, action.edit!.changes![uri]);
  const after = await client.diagnosticsFor(uri, version);
  assert.deepEqual(after.map(keyOf), []);
  assert.match(client.text(uri), /---\nschema_version: "2.0.0"\ntool_id: "files\.copy\w+_2"\n/);
  await client.close(uri);
});

test('2.x YAML: a duplicate input name is renamed', async () => {
  // An optional duplicate: renaming a required one would rightly leave the examples without it.
  const text = replaceOnce(unique(V2_TOOL), '  outputs:\n', '    - name: mode\n      type: string\n  outputs:\n');
  const fixed = await applyFix(client, text, '/how_to_use/inputs/3/name', /Rename "mode" to "mode_2"/, { code: 'atdf/duplicate-input' });
  assert.deepEqual(fixed.after, []);
});

test('1.x JSON: both `tool_id` and `id`: remove `id`', async () => {
  const text = replaceOnce(unique(V1_JSON), '  "description":', '  "id": "other",\n  "description":');
  const fixed = await applyFix(client, text, '/id', /Remove "id"/, { languageId: 'json', ext: 'json' });
  assert.deepEqual(fixed.after, []);
  assert.doesNotThrow(() => JSON.parse(fixed.text));
});

test('tool: form YAML: a name not in snake_case gets the suggested name', async () => {
  const text = replaceOnce(SEED, 'name: validar_rango_de_fechas', `name: ValidarRango${process.pid}`);
  const fixed = await applyFix(client, text, '/tool/name', /Replace with "validar_rango\d+"/, { code: 'atdf/name-style' });
  gone(fixed.after, 'atdf/name-style', '/tool/name');
});

// ---- Syntax errors where the reader knows the place.

const syntaxCases: Array<{ name: string; text: string; title: RegExp; ext: string }> = [
  { name: 'JSON: a missing closing brace at the end', text: V1_JSON.trimEnd().slice(0, -1), title: /Insert "}"/, ext: 'json' },
  {
    name: 'JSON: a missing comma between members on two lines',
    text: replaceOnce(V1_JSON, '"Translates text between different languages",', '"Translates text between different languages"'),
    title: /Insert ","/,
    ext: 'json',
  },
  {
    name: 'JSON: a trailing comma',
    text: replaceOnce(V1_JSON, '"The text to be translated" }\n', '"The text to be translated" },\n'),
    title: /Remove ","/,
    ext: 'json',
  },
  {
    name: 'JSON: a string not closed before the end of the line',
    text: replaceOnce(V1_JSON, '"Use when you need to translate text.",', '"Use when you need to translate text.,'),
    title: /Insert "\\""/,
    ext: 'json',
  },
  {
    name: 'YAML: a double quote not closed',
    text: replaceOnce(V1_TOOL, 'schema_version: "1.0.0"', 'schema_version: "1.0.0'),
    title: /Insert "\\""/,
    ext: 'yaml',
  },
  { name: 'YAML: a flow list not closed', text: replaceOnce(V2_TOOL, 'tags: [files]', 'tags: [files'), title: /Insert "]"/, ext: 'yaml' },
];

for (const c of syntaxCases) {
  test(`syntax: ${c.name}`, async () => {
    const text = unique(c.text);
    const uri = `file:///ws/fixes-syntax-${process.pid}-${syntaxCases.indexOf(c)}.atdf.${c.ext}`;
    await client.open(uri, text, c.ext === 'json' ? 'json' : 'atdf');
    const [syntax] = (await client.diagnosticsFor(uri, 1)).filter((d) => /\/syntax$/.test(String(d.code)));
    assert.ok(syntax, 'a syntax error');
    const action = (await client.codeActions(uri, syntax.range, [syntax])).find((a) => c.title.test(a.title));
    assert.ok(action, `an action ${c.title}`);
    assert.equal(action.isPreferred, true);
    const version = await client.applyEdits(uri, action.edit!.changes![uri]);
    const after = await client.diagnosticsFor(uri, version);
    assert.deepEqual(after.map(keyOf), [], client.text(uri));
    await client.close(uri);
  });
}

// ---- Fix all.

const manyWrongTypes = () =>
  unique(V2_TOOL).replace(/\nexamples:\n[\s\S]*$/, '\n') +
  `examples:
  - goal: One
    input_values: { source: 1, mode: overwrite, retries: "1" }
    expected_result: Copied.
  - goal: Two
    input_values: { source: 2, mode: skip, retries: "2" }
    expected_result: Copied.
`;

test('"fix all of this kind": every atdf/example-schema problem (four of "type") of the file at once', async () => {
  const uri = `file:///ws/fixes-kind-${process.pid}.atdf.yaml`;
  await client.open(uri, manyWrongTypes());
  const before = await client.diagnosticsFor(uri, 1);
  assert.equal(before.filter((d) => kindOf(d) === 'atdf/example-schema:type').length, 4);
  const first = before.find((d) => kindOf(d) === 'atdf/example-schema:type')!;
  const action = (await client.codeActions(uri, first.range, [first])).find(
    (a) => a.title === 'Fix all 4 "atdf/example-schema" problems in this file',
  );
  assert.ok(action);
  assert.equal(action.kind, 'quickfix');
  const version = await client.applyEdits(uri, action.edit!.changes![uri]);
  assert.deepEqual((await client.diagnosticsFor(uri, version)).map(keyOf), []);
  assert.match(client.text(uri), /input_values: \{ source: "1", mode: overwrite, retries: 1 \}/);
  await client.close(uri);
});

test('source.fixAll.atdf: every preferred fix of the file, whatever its code, asked for as on save', async () => {
  const uri = `file:///ws/fixes-all-${process.pid}.atdf.yaml`;
  const text = replaceOnce(manyWrongTypes(), 'when_to_use:', 'when_to_sue:');
  await client.open(uri, text);
  const before = await client.diagnosticsFor(uri, 1);
  assert.ok(before.length >= 5, JSON.stringify(before.map(keyOf)));
  const whole = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  const actions = await client.codeActions(uri, whole, [], ['source.fixAll']);
  assert.deepEqual(
    actions.map((a) => a.kind),
    ['source.fixAll.atdf'],
  );
  const version = await client.applyEdits(uri, actions[0].edit!.changes![uri]);
  assert.deepEqual((await client.diagnosticsFor(uri, version)).map(keyOf), []);
  // Only the kind asked for: no quick fixes in a fix-all request, no fix-all among quick fixes.
  assert.deepEqual(await client.codeActions(uri, whole, [], ['source.fixAll']), []);
  await client.close(uri);
});

test('tool: form YAML: a draft-07 tuple `items: [...]` in a 2020-12 schema is renamed to prefixItems', async () => {
  const text = unique(
    replaceOnce(
      SEED,
      'End:\n        type: string',
      'Tags:\n        type: array\n        items: [{ type: string }]\n      End:\n        type: string',
    ),
  );
  const fixed = await applyFix(client, text, '/tool/input/properties/Tags/items', /^Rename "items" to "prefixItems"$/, {
    code: 'schema/draft-07-form',
  });
  assert.equal(fixed.action.isPreferred, true);
  assert.match(fixed.text, /\n {8}prefixItems: \[\{ type: string \}\]\n/);
  gone(fixed.after, 'schema/draft-07-form', '/tool/input/properties/Tags/items');
});

test('tool: form JSON: draft-07 `dependencies` is renamed to dependentRequired (lists of names) or dependentSchemas (schemas)', async () => {
  const names = toolJson('{ "seats": 2, "projector": true, "room": "red" }').replace(
    '"additionalProperties": false',
    '"additionalProperties": false,\n      "dependencies": { "projector": ["room"] }',
  );
  const fixed = await applyFix(client, names, '/tool/input/dependencies', /^Rename "dependencies" to "dependentRequired"$/, {
    languageId: 'json',
    ext: 'json',
    code: 'schema/draft-07-form',
  });
  assert.match(fixed.text, /"dependentRequired": \{ "projector": \["room"\] \}/);
  gone(fixed.after, 'schema/draft-07-form', '/tool/input/dependencies');
  const schemas = names.replace('{ "projector": ["room"] }', '{ "projector": { "required": ["room"] } }');
  const alsoFixed = await applyFix(client, schemas, '/tool/input/dependencies', /^Rename "dependencies" to "dependentSchemas"$/, {
    languageId: 'json',
    ext: 'json',
    code: 'schema/draft-07-form',
  });
  gone(alsoFixed.after, 'schema/draft-07-form', '/tool/input/dependencies');
});

test('an unused suppression comment is removed: its whole line, a comment after a value, or the one unused rule id of several', async () => {
  const own = unique(replaceOnce(V2_TOOL, 'metadata:', '# atdf-disable-next-line atdf/name-style -- no longer needed\nmetadata:'));
  const line = await applyFix(client, own, '', /^Remove the unused suppression "atdf-disable-next-line atdf\/name-style"$/, {
    code: 'config/unused-suppression',
  });
  assert.equal(line.action.isPreferred, true);
  assert.equal(line.text, own.replace('# atdf-disable-next-line atdf/name-style -- no longer needed\n', ''));
  assert.deepEqual(
    line.after.filter((d) => d.code === 'config/unused-suppression'),
    [],
  );

  const trailing = unique(replaceOnce(V2_TOOL, 'metadata:', 'metadata:  # atdf-disable-line atdf/unknown-key'));
  const afterValue = await applyFix(client, trailing, '', /^Remove the unused suppression "atdf-disable-line atdf\/unknown-key"$/, {
    code: 'config/unused-suppression',
  });
  assert.equal(afterValue.text, trailing.replace('metadata:  # atdf-disable-line atdf/unknown-key', 'metadata:'));

  // `metdata:` is a typo the first id suppresses; the second suppresses nothing and goes alone.
  const two = unique(replaceOnce(V2_TOOL, 'metadata:', '# atdf-disable-next-line atdf/unknown-key, atdf/name-style\nmetdata:'));
  const one = await applyFix(client, two, '', /^Remove the unused suppression "atdf\/name-style"$/, { code: 'config/unused-suppression' });
  assert.match(one.text, /\n# atdf-disable-next-line atdf\/unknown-key\nmetdata:/);
  assert.deepEqual(
    one.after.filter((d) => d.code === 'config/unused-suppression' || d.code === 'atdf/unknown-key'),
    [],
  );
});

test('an empty document of a stream (a trailing or doubled `---`) is removed by its `---` line, comments kept', async () => {
  const tool = unique(V2_TOOL);
  const trailing = await applyFix(client, `${tool}---\n`, '', /^Remove the empty document$/, { code: 'atdf/empty-document' });
  assert.equal(trailing.action.isPreferred, true);
  assert.equal(trailing.text, tool);
  assert.deepEqual(
    trailing.after.filter((d) => d.code === 'atdf/empty-document'),
    [],
  );
  const other = unique(V1_TOOL);
  const doubled = `${tool}---\n# the next tool\n---\n${other}`;
  const fixed = await applyFix(client, doubled, '', /^Remove the empty document$/, { code: 'atdf/empty-document' });
  assert.equal(fixed.text, `${tool}# the next tool\n---\n${other}`);
  assert.deepEqual(
    fixed.after.filter((d) => d.code === 'atdf/empty-document'),
    [],
  );
});
