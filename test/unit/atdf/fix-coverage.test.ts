// How many diagnostic codes have a quick fix, measured: every code the engine
// can report (scanned from its source, so a new code is counted), and for each
// code said to have a fix, a document that produces it whose preferred fix,
// applied and re-validated, makes that diagnostic go away with no new error.
// The figure is the one docs/language-server.md states.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createEngine, type Diagnostic, type FileReport, type Language } from '../../../server/src/core/index';
import { applyEdits } from '../../../server/src/core/edit/text-edit';
import { CHECKED_KEYWORDS } from '../../../server/src/core/schema/vocabulary';
import { SEED, V1_JSON, V1_TOOL, V2_TOOL, replaceOnce, withoutLine } from '../../lsp/fixtures';

const ROOT = join(__dirname, '..', '..', '..');
const engine = createEngine();

/** Every rule code written in the engine's source (`atdf/...`, `yaml/...`, `schema/...`, ...). */
function ruleCodes(): Set<string> {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) {
        // Not a message id (`msg(locale, 'atdf/...')`), which can be named like a code.
        for (const m of readFileSync(path, 'utf8').matchAll(/(?<!locale, )'((?:atdf|yaml|json|schema|text|encoding|file)\/[a-z0-9-]+)'/g))
          codes.add(m[1]);
      }
    }
  };
  walk(join(ROOT, 'server', 'src', 'core'));
  // Not diagnostics a user can fix: a crash of the validator, and the yaml package's catch-all for warnings we reword.
  codes.delete('atdf/internal-error');
  return codes;
}

/**
 * The validator's keyword codes: the keywords it checks that can fail on their
 * own (not those that only hold subschemas or name them, whose errors carry
 * the failing subschema's keyword), a `false` schema, and its depth limit.
 */
function keywordCodes(): Set<string> {
  const containers = [
    ...['$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$defs', 'definitions'],
    ...['properties', 'patternProperties', 'dependentSchemas', 'dependencies', 'propertyNames'],
    ...['prefixItems', 'items', 'additionalItems', 'if', 'then', 'else', 'allOf'],
  ];
  return new Set([...[...CHECKED_KEYWORDS].filter((k) => !containers.includes(k)), 'false', 'depth']);
}

const SEED_END = 'End:\n        type: string';
const NOTE_TOOL = (example: string) => `tool:
  name: notes.tag
  description: Tags a note.
  input:
    type: object
    properties:
      kind: { const: note }
      tags: { type: array, items: { type: string }, uniqueItems: true }
  examples:
    - input: ${example}
`;

/** For each code that has a fix: a document that produces it. */
const SAMPLES: Record<string, { text: string; language?: Language }> = {
  type: { text: replaceOnce(V2_TOOL, 'retries: 1', 'retries: "1"') },
  required: { text: withoutLine(V2_TOOL, 'description: Copies a file.') },
  enum: { text: replaceOnce(V2_TOOL, 'mode: overwrite', 'mode: replace') },
  const: { text: NOTE_TOOL('{ kind: memo }') },
  additionalProperties: { text: replaceOnce(V1_TOOL, 'when_to_use:', 'when_to_sue:') },
  uniqueItems: { text: NOTE_TOOL('{ tags: [a, b, a] }') },
  'atdf/example-status': { text: withoutLine(SEED, 'status: "success"') },
  'atdf/id-or-tool-id': { text: replaceOnce(V1_TOOL, 'description: Creates', 'id: other\ndescription: Creates') },
  'atdf/needs-v2': { text: replaceOnce(V1_TOOL, 'description: Creates', 'metadata:\n  author: me\ndescription: Creates') },
  'atdf/unknown-schema-version': { text: replaceOnce(V2_TOOL, '"2.0.0"', '"3.0.0"') },
  'atdf/unknown-key': { text: replaceOnce(V2_TOOL, 'metadata:', 'metdata:') },
  'atdf/undeclared-input': { text: replaceOnce(V2_TOOL, '      retries: 1\n', '      retries: 1\n      colour: red\n') },
  'atdf/unknown-input-type': { text: replaceOnce(V2_TOOL, 'type: integer', 'type: float') },
  'atdf/name-style': { text: replaceOnce(SEED, 'name: validar_rango_de_fechas', 'name: ValidarRango') },
  'atdf/duplicate-tool': { text: `${V2_TOOL}---\n${V2_TOOL}` },
  'atdf/duplicate-input': { text: replaceOnce(V2_TOOL, '  outputs:\n', '    - name: mode\n      type: string\n  outputs:\n') },
  'atdf/duplicate-failure-code': { text: replaceOnce(V2_TOOL, 'code: denied', 'code: not_found') },
  'schema/unknown-type': { text: replaceOnce(SEED, SEED_END, 'End:\n        type: strng') },
  'schema/unknown-keyword': { text: replaceOnce(SEED, 'required: [Start, End]', 'requird: [Start, End]') },
  'schema/duplicate-required': { text: replaceOnce(SEED, 'required: [Start, End]', 'required: [Start, End, End]') },
  'schema/duplicate-type': { text: replaceOnce(SEED, SEED_END, 'End:\n        type: [string, string]') },
  'json/syntax': { text: V1_JSON.trimEnd().slice(0, -1), language: 'json' },
  'yaml/syntax': { text: replaceOnce(V1_TOOL, 'schema_version: "1.0.0"', 'schema_version: "1.0.0') },
  'json/number-range': { text: replaceOnce(V1_JSON, '"tool_id"', '"x-size": 1e999,\n  "tool_id"'), language: 'json' },
  'yaml/non-finite-number': { text: replaceOnce(V2_TOOL, 'version: "1.0"', 'version: .inf') },
  'text/nul': { text: replaceOnce(V1_TOOL, 'Creates holes', 'Creates\u0000holes') },
};

const keyOf = (d: Diagnostic) => `${d.document} ${d.code} ${d.pointer}`;

/** The file's diagnostics with the workspace rules' (duplicate tools), as the language server publishes them. */
function validate(text: string, language: Language): { report: FileReport; diagnostics: Diagnostic[] } {
  const report = engine.validateFile(text, { language });
  const workspace = engine.createWorkspace();
  workspace.setReport('file:///sample', 'sample', report);
  return { report, diagnostics: [...report.diagnostics, ...workspace.diagnosticsFor('file:///sample', 'en')] };
}

for (const [code, sample] of Object.entries(SAMPLES)) {
  test(`${code}: the preferred fix makes the diagnostic go away, with no new error`, () => {
    const language = sample.language ?? 'yaml';
    const { report, diagnostics } = validate(sample.text, language);
    const target = diagnostics.find((d) => d.code === code);
    assert.ok(target, `the sample produces ${code}: ${JSON.stringify(diagnostics.map(keyOf))}`);
    const fixes = engine.quickFixes(report, [target]);
    const fix = fixes.find((f) => f.preferred) ?? fixes[0];
    assert.ok(fix, `a fix for ${code}`);
    const after = validate(applyEdits(sample.text, [fix.edit]), language).diagnostics;
    assert.equal(
      after.some((d) => keyOf(d) === keyOf(target) && d.message === target.message),
      false,
      `${code} is still there after "${JSON.stringify(fix.title)}"`,
    );
    const errorsBefore = new Set(diagnostics.filter((d) => d.severity === 'error').map(keyOf));
    assert.deepEqual(after.filter((d) => d.severity === 'error' && !errorsBefore.has(keyOf(d))).map(keyOf), []);
  });
}

test('the share of codes with a fix is the one docs/language-server.md states', () => {
  const all = new Set([...ruleCodes(), ...keywordCodes()]);
  for (const code of Object.keys(SAMPLES)) assert.ok(all.has(code), `${code} is a code the engine reports`);
  const figure = `${Object.keys(SAMPLES).length} of the ${all.size} diagnostic codes`;
  const docs = readFileSync(join(ROOT, 'docs', 'language-server.md'), 'utf8');
  assert.ok(docs.includes(figure), `docs/language-server.md says "${figure}"`);
});
