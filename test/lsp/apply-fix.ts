// Applies one quick fix through the real server and re-validates: the helper
// of the quick-fix tests (code-actions.test.ts, fixes.test.ts).
import assert from 'node:assert/strict';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { withoutLint } from './fixtures';
import type { LspClient } from './harness';

export const pointerOf = (d: Diagnostic) => (d.data as { pointer: string }).pointer;
/** What a diagnostic reports: its rule id, and for a JSON Schema rule (atdf/structure, ...) the keyword that failed. */
const SCHEMA_RULES = new Set(['atdf/structure', 'atdf/example-schema', 'atdf/example-format']);
export const kindOf = (d: Diagnostic) =>
  SCHEMA_RULES.has(String(d.code)) ? `${d.code}:${String((d.data as { keyword?: unknown }).keyword)}` : String(d.code);
export const keyOf = (d: Diagnostic) => `${kindOf(d)} ${pointerOf(d)}`;

export interface Fixed {
  before: Diagnostic[];
  after: Diagnostic[];
  text: string;
  action: CodeAction;
}

let n = 0;

/**
 * Opens `text`, finds the diagnostic at `pointer` (of `code`, when given),
 * applies the action whose title matches, re-validates, and checks that no
 * new error appeared.
 */
export async function applyFix(
  client: LspClient,
  text: string,
  pointer: string,
  title: RegExp,
  options: { languageId?: string; ext?: string; code?: string } = {},
): Promise<Fixed> {
  const { languageId = 'atdf', ext = 'yaml' } = options;
  const uri = `file:///ws/fix-${process.pid}-${++n}.atdf.${ext}`;
  await client.open(uri, text, languageId);
  const before = await client.diagnosticsFor(uri, 1);
  const target = before.find((d) => pointerOf(d) === pointer && (options.code === undefined || d.code === options.code));
  assert.ok(target, `no diagnostic at ${pointer}: ${JSON.stringify(before.map(keyOf))}`);
  const actions = await client.codeActions(uri, target.range, [target]);
  const action = actions.find((a) => title.test(a.title));
  assert.ok(action, `no action ${title} among ${JSON.stringify(actions.map((a) => a.title))}`);
  assert.equal(action.kind, 'quickfix');
  const edits = action.edit?.changes?.[uri];
  assert.ok(edits && edits.length > 0);
  const version = await client.applyEdits(uri, edits);
  const after = await client.diagnosticsFor(uri, version);
  const errorsBefore = new Set(before.filter((d) => d.severity === 1).map(keyOf));
  const newErrors = after.filter((d) => d.severity === 1 && !errorsBefore.has(keyOf(d)));
  assert.deepEqual(newErrors.map(keyOf), [], `new errors after "${action.title}":\n${client.text(uri)}`);
  const fixedText = client.text(uri);
  await client.close(uri);
  // `after` holds the ATDF, schema and parse diagnostics: what the fix must clear. The lint's
  // quality warnings about the fixture's prose (tested in lint.test.ts) are not the fix's business.
  return { before, after: withoutLint(after), text: fixedText, action };
}
