// How many rules have a quick fix, measured: every rule of the registry (a
// diagnostic code is a rule id, so a new code is counted), and for each rule
// said to have a fix, a document that produces it whose preferred fix, applied
// and re-validated, makes that diagnostic go away with no new error. A JSON
// Schema rule (atdf/structure, atdf/example-schema) has a sample per keyword
// fixed (`rule:keyword`); a workspace rule, a workspace of files whose fix renames across them. The figure is the one docs/language-server.md states.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  createEngine,
  DEFAULT_FILE_RULES,
  type Diagnostic,
  type ExportTarget,
  type FileReport,
  type Language,
} from '../../../server/src/core/index';
import { applyEdits } from '../../../server/src/core/edit/text-edit';
import { SEED, V1_JSON, V1_TOOL, V2_TOOL, replaceOnce, withoutLine } from '../../lsp/fixtures';

const ROOT = join(__dirname, '..', '..', '..');
const engine = createEngine();

/** The rules a user can fix: every registered one but a crash of the validator. */
const RULES = engine.rules.filter((r) => r.id !== 'atdf/internal-error');

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

/** For each rule (or `rule:keyword`) that has a fix: a document that produces it. */
/** `targets`: the export targets it is validated for (atdf.export.targets), for the compatibility rules. */
const SAMPLES: Record<string, { text: string; language?: Language; targets?: ExportTarget[] }> = {
  'atdf/example-schema:type': { text: replaceOnce(V2_TOOL, 'retries: 1', 'retries: "1"') },
  'atdf/structure:required': { text: withoutLine(V2_TOOL, 'description: Copies a file.') },
  'atdf/example-schema:enum': { text: replaceOnce(V2_TOOL, 'mode: overwrite', 'mode: replace') },
  'atdf/example-schema:const': { text: NOTE_TOOL('{ kind: memo }') },
  'atdf/structure:additionalProperties': { text: replaceOnce(V1_TOOL, 'when_to_use:', 'when_to_sue:') },
  'atdf/example-schema:uniqueItems': { text: NOTE_TOOL('{ tags: [a, b, a] }') },
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
  'schema/required-undeclared': { text: replaceOnce(SEED, 'required: [Start, End]', 'required: [Start, Ed]') },
  'schema/duplicate-required': { text: replaceOnce(SEED, 'required: [Start, End]', 'required: [Start, End, End]') },
  'schema/duplicate-type': { text: replaceOnce(SEED, SEED_END, 'End:\n        type: [string, string]') },
  'schema/draft-07-form': {
    text: replaceOnce(SEED, SEED_END, 'Tags:\n        type: array\n        items: [{ type: string }]\n      End:\n        type: string'),
  },
  'atdf/empty-document': { text: `${V2_TOOL}---\n` },
  'config/unused-suppression': { text: replaceOnce(V2_TOOL, 'metadata:', '# atdf-disable-next-line atdf/name-style\nmetadata:') },
  'json/syntax': { text: V1_JSON.trimEnd().slice(0, -1), language: 'json' },
  'yaml/syntax': { text: replaceOnce(V1_TOOL, 'schema_version: "1.0.0"', 'schema_version: "1.0.0') },
  'json/number-range': { text: replaceOnce(V1_JSON, '"tool_id"', '"x-size": 1e999,\n  "tool_id"'), language: 'json' },
  'yaml/non-finite-number': { text: replaceOnce(V2_TOOL, 'version: "1.0"', 'version: .inf') },
  'text/nul': { text: replaceOnce(V1_TOOL, 'Creates holes', 'Creates\u0000holes') },
  'export/renamed': { text: V2_TOOL, targets: ['openai'] },
  'security/invisible-characters': { text: replaceOnce(V1_TOOL, 'Creates holes', 'Creates\u200bholes') },
  'security/confusable-name': { text: replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', 'tool_id: h\u043ele_maker_v1') },
};

/** A rule id, with the keyword for a JSON Schema rule's finding. */
const SCHEMA_RULES = new Set(['atdf/structure', 'atdf/example-schema', 'atdf/example-format']);
const kindOf = (d: Diagnostic) => (SCHEMA_RULES.has(d.code) ? `${d.code}:${String(d.data?.keyword)}` : d.code);
const keyOf = (d: Diagnostic) => `${d.document} ${kindOf(d)} ${d.pointer}`;

/** The file's diagnostics with the workspace rules' (duplicate tools), as the language server publishes them. */
function validate(text: string, language: Language, targets?: ExportTarget[]): { report: FileReport; diagnostics: Diagnostic[] } {
  const report = engine.validateFile(text, { language, targets });
  const workspace = engine.createWorkspace();
  workspace.setReport('file:///sample', 'sample', report);
  // Under the default config, as published (the engine's pipeline): suppression comments applied, the unused ones reported.
  const session = engine.diagnosticsSession({ workspace });
  return { report, diagnostics: session.diagnose({ uri: 'file:///sample', report, rules: DEFAULT_FILE_RULES, targets }).diagnostics };
}

for (const [code, sample] of Object.entries(SAMPLES)) {
  test(`${code}: the preferred fix makes the diagnostic go away, with no new error`, () => {
    const language = sample.language ?? 'yaml';
    const { report, diagnostics } = validate(sample.text, language, sample.targets);
    const target = diagnostics.find((d) => kindOf(d) === code);
    assert.ok(target, `the sample produces ${code}: ${JSON.stringify(diagnostics.map(keyOf))}`);
    const fixes = engine.quickFixes(report, [target]);
    const fix = fixes.find((f) => f.preferred) ?? fixes[0];
    assert.ok(fix, `a fix for ${code}`);
    const after = validate(applyEdits(sample.text, [fix.edit]), language, sample.targets).diagnostics;
    assert.equal(
      after.some((d) => keyOf(d) === keyOf(target) && d.message === target.message),
      false,
      `${code} is still there after "${JSON.stringify(fix.title)}"`,
    );
    const errorsBefore = new Set(diagnostics.filter((d) => d.severity === 'error').map(keyOf));
    assert.deepEqual(after.filter((d) => d.severity === 'error' && !errorsBefore.has(keyOf(d))).map(keyOf), []);
  });
}

/** A workspace rule whose fix renames across files (engine.toolStyleFix): its workspace, and the finding's file. */
const WORKSPACE_SAMPLES: Record<string, Record<string, string>> = {
  'quality/inconsistent-tool-names': {
    'file:///a.atdf.yaml': replaceOnce(V2_TOOL, 'tool_id: files.copy', 'tool_id: filesCopy'),
    'file:///b.atdf.yaml': replaceOnce(V2_TOOL, 'tool_id: files.copy', 'tool_id: files.move'),
    'file:///c.atdf.yaml': replaceOnce(V2_TOOL, 'tool_id: files.copy', 'tool_id: files.link'),
  },
};

function validateWorkspace(files: Record<string, string>): { reports: Map<string, FileReport>; diagnostics: Map<string, Diagnostic[]> } {
  const workspace = engine.createWorkspace();
  const reports = new Map(Object.entries(files).map(([uri, text]) => [uri, engine.validateFile(text, { language: 'yaml' })]));
  for (const [uri, report] of reports) workspace.setReport(uri, uri, report);
  const session = engine.diagnosticsSession({ workspace });
  const diagnostics = new Map(
    [...reports].map(([uri, report]) => [uri, session.diagnose({ uri, report, rules: DEFAULT_FILE_RULES }).diagnostics]),
  );
  return { reports, diagnostics };
}

for (const [code, files] of Object.entries(WORKSPACE_SAMPLES)) {
  test(`${code}: the workspace fix makes the diagnostic go away in every file, with no new error`, () => {
    const before = validateWorkspace(files);
    const [uri, target] =
      [...before.diagnostics].flatMap(([u, ds]) => ds.filter((d) => d.code === code).map((d) => [u, d] as const))[0] ?? [];
    assert.ok(uri && target, `the sample produces ${code}`);
    const sources = [...before.reports].map(([u, report]) => ({ uri: u, report }));
    const fix = engine.toolStyleFix(target, { uri, sources, complete: true, isDefined: () => false });
    assert.ok(fix?.scope === 'workspace', `a workspace fix for ${code}`);
    const fixed = Object.fromEntries(
      Object.entries(files).map(([u, text]) => [u, applyEdits(text, fix.files.find((f) => f.uri === u)?.edits ?? [])]),
    );
    const after = validateWorkspace(fixed);
    for (const [u, ds] of after.diagnostics) {
      assert.deepEqual(ds.filter((d) => d.code === code).map(keyOf), [], `${code} is still in ${u}`);
      const errorsBefore = new Set((before.diagnostics.get(u) ?? []).filter((d) => d.severity === 'error').map(keyOf));
      assert.deepEqual(ds.filter((d) => d.severity === 'error' && !errorsBefore.has(keyOf(d))).map(keyOf), []);
    }
  });
}

test("the share of rules with a fix is the one docs/language-server.md states, and they are the registry's fixable ones", () => {
  const fixed = new Set([...Object.keys(SAMPLES), ...Object.keys(WORKSPACE_SAMPLES)].map((kind) => kind.split(':')[0]));
  for (const rule of fixed)
    assert.ok(
      RULES.some((r) => r.id === rule),
      `${rule} is a registered rule`,
    );
  assert.deepEqual(
    RULES.filter((r) => r.fixable === true).map((r) => r.id),
    RULES.filter((r) => fixed.has(r.id)).map((r) => r.id),
    'the rules registered as fixable are those with a sample here',
  );
  const figure = `${fixed.size} of the ${RULES.length} rules`;
  const docs = readFileSync(join(ROOT, 'docs', 'language-server.md'), 'utf8');
  assert.ok(docs.includes(figure), `docs/language-server.md says "${figure}"`);
});
