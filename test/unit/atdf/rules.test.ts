// Each ATDF rule, through the whole-file pipeline: code, pointer, range,
// message, related locations and quick-fix data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ATDF1_OK, ATDF2_OK, atdfDiagnostics, codes, only, textAt, validateJson, validateYaml } from './helpers';
import { vendorPath } from '../../vendor-dir';

const SEED = readFileSync(vendorPath('atdf-seed', 'validar_rango_de_fechas.atdf.yaml'), 'utf8');

test('the seed tool: file validates clean (no errors, no warnings)', () => {
  const report = validateYaml(SEED);
  assert.deepEqual(atdfDiagnostics(report), []);
  // Its success schema describes nothing: the one lint hint it gets.
  assert.deepEqual(
    report.diagnostics.map((d) => `${d.severity} ${d.code}`),
    ['hint quality/undescribed-output'],
  );
  assert.deepEqual(report.documents, [{ index: 0, dialect: 'tool', toolName: 'validar_rango_de_fechas', toolNamePointer: '/tool/name' }]);
});

test('clean 1.x and 2.x documents: only the unknown type name warning', () => {
  assert.deepEqual(codes(validateYaml(ATDF1_OK)), []);
  const report = validateYaml(ATDF2_OK);
  assert.deepEqual(codes(report), ['warning atdf/unknown-input-type /how_to_use/inputs/2/type']);
  assert.equal(report.documents[0].dialect, 'atdf-2');
});

test('a missing required root member: pointer of the member, range on the first key, typed placeholder', () => {
  const text = ATDF1_OK.replace('when_to_use: When the user asks to send an email.\n', '');
  const d = only(validateYaml(text), 'atdf/structure', 'required');
  assert.equal(d.pointer, '/when_to_use');
  assert.equal(d.range.start.line, 0);
  assert.equal(textAt(text, d), 'schema_version');
  assert.match(d.message, /"when_to_use"/);
  assert.deepEqual(d.data, {
    pointer: '/when_to_use',
    keyword: 'required',
    expected: 'when_to_use',
    missing: 'when_to_use',
    placeholder: 'TODO',
  });
});

test('a missing nested member: range on the key of the enclosing object', () => {
  const text = ATDF1_OK.replace('    success: The email was sent.\n', '');
  const d = only(validateYaml(text), 'atdf/structure', 'required');
  assert.equal(d.pointer, '/how_to_use/outputs/success');
  assert.equal(textAt(text, d), 'outputs');
});

test('a wrong type: range on the value, message names pointer, expected and found', () => {
  const text = ATDF1_OK.replace('      type: string\n      description: Recipient', '      type: 12\n      description: Recipient');
  const d = only(validateYaml(text), 'atdf/structure', 'type');
  assert.equal(d.pointer, '/how_to_use/inputs/0/type');
  assert.equal(textAt(text, d), '12');
  assert.equal(d.message, '/how_to_use/inputs/0/type: expected string, got integer');
  assert.deepEqual(d.data?.expected, ['string']);
});

test('an empty string where minLength applies', () => {
  const text = ATDF1_OK.replace('description: Sends an email.', 'description: ""');
  const d = only(validateYaml(text), 'atdf/structure', 'minLength');
  assert.equal(d.pointer, '/description');
  assert.equal(d.message, '/description: must not be empty');
});

test('an unknown key: error on the key, closest allowed key suggested', () => {
  const text = ATDF1_OK.replace('when_to_use:', 'when_to_us:');
  const report = validateYaml(text);
  const d = only(report, 'atdf/structure', 'additionalProperties');
  assert.equal(d.pointer, '/when_to_us');
  assert.equal(textAt(text, d), 'when_to_us');
  assert.equal(d.data?.suggestion, 'when_to_use');
  assert.ok((d.data?.allowed as string[]).includes('how_to_use'));
  assert.match(d.message, /did you mean "when_to_use"/);
});

test('1.x declared with 2.x keys: atdf/needs-v2 telling to set schema_version "2.0.0"', () => {
  const text = ATDF1_OK + 'feedback:\n  progress_indicators: [sent]\n';
  const report = validateYaml(text);
  assert.equal(report.documents[0].dialect, 'atdf-1');
  const d = only(report, 'atdf/needs-v2');
  assert.equal(d.pointer, '/feedback');
  assert.equal(textAt(text, d), 'feedback');
  assert.match(d.message, /schema_version: "2\.0\.0"/);
  assert.equal(d.data?.replacement, '2.0.0');
  assert.equal(d.data?.schemaVersionPointer, '/schema_version');
  assert.deepEqual(codes(report), ['error atdf/needs-v2 /feedback']);
});

test('exactly one of tool_id / id', () => {
  const none = ATDF1_OK.replace('tool_id: send_email\n', '');
  const d = only(validateYaml(none), 'atdf/id-or-tool-id');
  assert.equal(d.pointer, '/tool_id');
  assert.equal(d.data?.missing, 'tool_id');
  assert.equal(d.range.start.line, 0);
  const both = ATDF1_OK.replace('tool_id: send_email\n', 'tool_id: send_email\nid: send_email\n');
  const e = only(validateYaml(both), 'atdf/id-or-tool-id');
  assert.equal(e.pointer, '/id');
  assert.equal(textAt(both, e), 'id');
  assert.deepEqual(codes(validateYaml(ATDF1_OK.replace('tool_id:', 'id:'))), []);
});

test('duplicate input names and failure codes link to the first declaration', () => {
  const text = ATDF1_OK.replace('    - name: body', '    - name: to').replace(
    '        description: The address is not valid.\n',
    '        description: The address is not valid.\n      - code: bad_address\n        description: Again.\n',
  );
  const report = validateYaml(text);
  const input = only(report, 'atdf/duplicate-input');
  assert.equal(input.pointer, '/how_to_use/inputs/1/name');
  assert.equal(input.related?.[0].pointer, '/how_to_use/inputs/0/name');
  assert.equal(input.related?.[0].range.start.line, 6);
  const failure = only(report, 'atdf/duplicate-failure-code');
  assert.equal(failure.pointer, '/how_to_use/outputs/failure/1/code');
  assert.equal(failure.related?.[0].pointer, '/how_to_use/outputs/failure/0/code');
  assert.match(failure.message, /"bad_address" is declared twice/);
});

test('an unknown schema_version is a warning', () => {
  const d = only(validateYaml(ATDF1_OK.replace('"1.0.0"', '"9.1"')), 'atdf/unknown-schema-version');
  assert.equal(d.severity, 'warning');
  assert.equal(d.pointer, '/schema_version');
});

test('2.x localization entries need description and when_to_use', () => {
  const text = ATDF2_OK + 'localization:\n  es:\n    description: Hace agujeros.\n  not-a-locale: 5\n';
  const d = only(validateYaml(text), 'atdf/structure', 'required');
  assert.equal(d.pointer, '/localization/es/when_to_use');
  assert.equal(textAt(text, d), 'es');
});

test('2.x examples: wrong type links to the input type, undeclared input, missing required input with placeholder', () => {
  const text = ATDF2_OK.replace('      diameter: 8\n', '      diamter: 8\n').replace('precision: standard', 'precision: 3');
  const report = validateYaml(text);
  const undeclared = only(report, 'atdf/undeclared-input');
  assert.equal(undeclared.pointer, '/examples/0/input_values/diamter');
  assert.equal(textAt(text, undeclared), 'diamter');
  assert.equal(undeclared.data?.suggestion, 'diameter');
  assert.deepEqual(undeclared.data?.allowed, ['diameter', 'precision', 'when']);
  const missing = only(report, 'atdf/example-schema', 'required');
  assert.equal(missing.pointer, '/examples/0/input_values/diameter');
  assert.equal(textAt(text, missing), 'input_values');
  assert.equal(missing.data?.placeholder, 0);
  assert.equal(missing.related?.[0].pointer, '/how_to_use/inputs/0');
  const type = only(report, 'atdf/example-schema', 'type');
  assert.equal(type.pointer, '/examples/0/input_values/precision');
  assert.equal(type.related?.[0].pointer, '/how_to_use/inputs/1/type');
  const enumError = only(report, 'atdf/example-schema', 'enum');
  assert.deepEqual(enumError.data?.allowed, ['standard', 'high']);
  assert.equal(enumError.related?.[0].pointer, '/how_to_use/inputs/1/schema');
  assert.match(type.message, /^example: /);
});

test('2.x: an unknown input type name is a warning and its values are not type-checked', () => {
  const text = ATDF2_OK.replace('      precision: standard\n', '      precision: standard\n      when: 12\n');
  const report = validateYaml(text);
  assert.deepEqual(codes(report), ['warning atdf/unknown-input-type /how_to_use/inputs/2/type']);
  assert.match(only(report, 'atdf/unknown-input-type').message, /"date" is not a JSON Schema type name/);
});

test('2.x: an input schema is checked as a schema', () => {
  const text = ATDF2_OK.replace('enum: [standard, high]', 'enum: [standard, high]\n        minLength: -1');
  const report = validateYaml(text);
  const d = report.diagnostics.find((x) => x.pointer === '/how_to_use/inputs/1/schema/minLength');
  assert.ok(d, JSON.stringify(codes(report)));
  assert.equal(d.severity, 'error');
});

test('tool: form input and output schemas are checked as schemas', () => {
  const text = SEED.replace(
    '        type: string\n        format: date-time\n        description: Fecha y hora de inicio.',
    '        type: strng\n        description: Fecha y hora de inicio.',
  ).replace('    required: [Start, End]', '    required: Start');
  const report = validateYaml(text);
  const unknownType = report.diagnostics.find((d) => d.pointer === '/tool/input/properties/Start/type');
  assert.ok(unknownType, JSON.stringify(codes(report)));
  assert.equal(unknownType.code, 'schema/unknown-type');
  assert.equal(unknownType.severity, 'error');
  const required = report.diagnostics.find((d) => d.pointer === '/tool/input/required');
  assert.ok(required, JSON.stringify(codes(report)));
  assert.equal(textAt(text, required), 'Start');
});

test('tool: form examples: a missing input links to its property under tool.input, with a placeholder', () => {
  const text = SEED.replace('        End:   "2025-07-12T12:00:00Z"\n', '');
  const report = validateYaml(text);
  const d = only(report, 'atdf/example-schema', 'required');
  assert.equal(d.pointer, '/tool/examples/0/input/End');
  assert.equal(textAt(text, d), 'input');
  assert.equal(d.data?.missing, 'End');
  assert.equal(d.data?.placeholder, '');
  assert.equal(d.related?.length, 1);
  assert.equal(d.related?.[0].pointer, '/tool/input/properties/End');
  assert.equal(textAt(text, d.related![0]), 'End');
  assert.equal(d.related?.[0].range.start.line, 11);
});

test('tool: form examples: output checked against the branch its status matches', () => {
  const wrongData = SEED.replace('          code: "400"', '          code: 400');
  const d = only(validateYaml(wrongData), 'atdf/example-schema', 'type');
  assert.equal(d.pointer, '/tool/examples/1/output/data/code');
  assert.equal(d.related?.[0].pointer, '/tool/output/error/properties/data/properties/code');
  const unknownStatus = SEED.replace('status: "error"', 'status: "failed"');
  const s = only(validateYaml(unknownStatus), 'atdf/example-status');
  assert.equal(s.pointer, '/tool/examples/1/output/status');
  assert.equal(textAt(unknownStatus, s), '"failed"');
  assert.deepEqual(s.data?.allowed, ['success', 'error']);
  assert.deepEqual(
    s.related?.map((r) => r.pointer),
    ['/tool/output/success/properties/status', '/tool/output/error/properties/status'],
  );
});

test('tool: form: required members, unknown keys, x- extension keys, name style', () => {
  const text = 'tool:\n  name: MyTool\n  input: {type: object}\n  x-team: {owner: T}\n  outptu: {}\n';
  const report = validateYaml(text);
  assert.deepEqual(codes(report).sort(), [
    'error atdf/structure /tool/description',
    'error atdf/structure /tool/outptu',
    'warning atdf/name-style /tool/name',
  ]);
  assert.equal(only(report, 'atdf/name-style').data?.suggestion, 'my_tool');
  assert.equal(only(report, 'atdf/structure', 'additionalProperties').data?.suggestion, 'output');
  assert.equal(only(report, 'atdf/structure', 'required').pointer, '/tool/description');
  assert.deepEqual(codes(validateYaml('tool:\n  name: calendar.create_event\n  description: d\n  input: true\n')), []);
  // An MCP server's tool (it carries x-mcp) keeps the name the server answers to: no style warning.
  assert.deepEqual(codes(validateYaml('tool:\n  name: API-get-user\n  description: d\n  input: true\n  x-mcp: {}\n')), []);
});

test('messages follow the locale', () => {
  const text = ATDF1_OK.replace('description: Sends an email.', 'description: ""');
  assert.equal(only(validateYaml(text, 'es'), 'atdf/structure', 'minLength').message, '/description: no puede estar vacío');
  assert.equal(only(validateYaml(text, 'pt'), 'atdf/structure', 'minLength').message, '/description: não pode estar vazio');
});

test('a JSON file is validated with JSON ranges', () => {
  const text = JSON.stringify(
    { tool_id: 'x', description: 'd', when_to_use: 5, how_to_use: { inputs: [], outputs: { success: 's', failure: [] } } },
    null,
    2,
  );
  const report = validateJson(text);
  const d = only(report, 'atdf/structure', 'type');
  assert.equal(d.pointer, '/when_to_use');
  assert.equal(textAt(text, d), '5');
});

test('not a mapping, empty file, syntax errors', () => {
  assert.deepEqual(codes(validateYaml('- a\n- b\n')), ['error atdf/not-a-mapping ']);
  assert.deepEqual(codes(validateYaml('# only a comment\n')), ['warning atdf/empty-document ']);
  const broken = validateYaml('tool_id: [a\n');
  assert.equal(broken.documents[0].dialect, null);
  assert.ok(broken.diagnostics.length >= 1);
  assert.ok(
    broken.diagnostics.every((d) => d.code.startsWith('yaml/')),
    JSON.stringify(codes(broken)),
  );
});

test('multi-document streams: each document on its own, pointers relative to it', () => {
  const text = ATDF1_OK + '---\n' + ATDF2_OK.replace('description: Creates holes in surfaces.', 'description: 7') + '---\n' + SEED;
  const report = validateYaml(text);
  assert.deepEqual(
    report.documents.map((d) => d.dialect),
    ['atdf-1', 'atdf-2', 'tool'],
  );
  const d = only(report, 'atdf/structure', 'type');
  assert.equal(d.document, 1);
  assert.equal(d.pointer, '/description');
  assert.equal(textAt(text, d), '7');
  // Sorted by position.
  const lines = report.diagnostics.map((x) => x.range.start.line);
  assert.deepEqual(
    lines,
    [...lines].sort((a, b) => a - b),
  );
});

test('inputs named like Object.prototype members are ordinary names', () => {
  const text = ATDF2_OK.replace('name: precision', 'name: __proto__')
    .replace('precision: standard', '__proto__: standard')
    .replace('name: when', 'name: constructor');
  const report = validateYaml(text);
  assert.deepEqual(codes(report), ['warning atdf/unknown-input-type /how_to_use/inputs/2/type']);
  const wrong = validateYaml(text.replace('__proto__: standard', '__proto__: extreme'));
  assert.equal(only(wrong, 'atdf/example-schema', 'enum').pointer, '/examples/0/input_values/__proto__');
});

test('2.x: a misspelled key deeper down is found at its own pointer, escaped (~ and /)', () => {
  const text = ATDF2_OK.replace(
    'schema_version: "2.0.0"',
    'schema_version: "2.0.0"\nmetadata: {"ver~sion": "1", "auth/or": me, tags: [x]}',
  );
  const warnings = validateYaml(text).diagnostics.filter((d) => d.code === 'atdf/unknown-key');
  assert.deepEqual(
    warnings.map((d) => [d.pointer, d.data?.suggestion]),
    [
      ['/metadata/ver~0sion', 'version'],
      ['/metadata/auth~1or', 'author'],
    ],
  );
  assert.match(warnings[0].message, /ver~sion/);
});

test('2.x: a misspelled optional key is a warning with the suggestion; a misspelled required one is named in the error', () => {
  const text = ATDF2_OK.replace('schema_version: "2.0.0"', 'schema_version: "2.0.0"\nmetdata: {author: me}\nx-mcp: {title: T}').replace(
    'when_to_use:',
    'when_to_us:',
  );
  const report = validateYaml(text);
  const warnings = report.diagnostics.filter((d) => d.code === 'atdf/unknown-key');
  assert.deepEqual(
    warnings.map((d) => [d.pointer, d.data?.suggestion]),
    [
      ['/metdata', 'metadata'],
      ['/when_to_us', 'when_to_use'],
    ],
  );
  const near = warnings[0];
  assert.equal(near.severity, 'warning');
  assert.equal(near.data?.suggestion, 'metadata');
  assert.equal(textAt(text, near), 'metdata');
  const required = only(report, 'atdf/structure', 'required');
  assert.equal(required.pointer, '/when_to_use');
  assert.equal(required.data?.renameFrom, '/when_to_us');
  assert.match(required.message, /is "when_to_us" a misspelling/);
});
