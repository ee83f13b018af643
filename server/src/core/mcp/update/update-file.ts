// One imported file brought up to date with its tool on the server, keeping
// the author's work (merge-values.ts says what is kept, apply-ops.ts how the
// text changes). The texts come from the importer: base = importTools() of the
// tool as served at the last import (the record in TOOL_ORDER_FILE), theirs =
// importTools() of the tool as served now; comparing two outputs of the same
// importer means a change of the importer itself never looks like the author's.
import { parseDocument } from 'yaml';
import { isObject } from '../../json-value';
import { pointerFromTokens } from '../../pointer';
import { jsonEqual } from '../../schema/json';
import { applyEdits, conflictComment, opEdits } from './apply-ops';
import { mergeValues, NO_BASE, type MergeConflict, type Segment } from './merge-values';

export interface UpdateConflict {
  /** JSON pointer in the file. */
  pointer: string;
  /** One sentence: what the server has now and what was kept. */
  message: string;
}

export type FileUpdate =
  | {
      kind: 'updated' | 'unchanged';
      /** The file's new text (the same text when unchanged). */
      text: string;
      /** Pointers of the members that now follow the server. */
      changed: string[];
      conflicts: UpdateConflict[];
      /** Importer sentences the author rewrote and the server's change would have rewritten too: the author's kept. */
      kept: string[];
    }
  /** Nothing written: the file cannot be read, or the changes cannot be made in place (they are listed). */
  | { kind: 'refused'; reason: string; changed: string[]; conflicts: UpdateConflict[]; kept: string[] };

/** The importer's own sentences in an ATDF 2.x file (to-atdf.ts writes a review comment above each). */
const DERIVED = ['/when_to_use', '/how_to_use/outputs/success', '/how_to_use/outputs/failure'];

const pointerOf = (path: readonly Segment[]) => pointerFromTokens(path);

/** `base` undefined: no record of the last import (every difference the server does not only add is a conflict). */
export function updateImportedFile(base: string | undefined, ours: string, theirs: string): FileUpdate {
  const doc = parseDocument(ours, { keepSourceTokens: false, uniqueKeys: true });
  if (doc.errors.length > 0)
    return {
      kind: 'refused',
      reason: `it does not parse as YAML (${doc.errors[0].message.split('\n')[0]}); fix it first`,
      changed: [],
      conflicts: [],
      kept: [],
    };
  const oursValue: unknown = doc.toJS({ maxAliasCount: 100 });
  if (!isObject(oursValue)) return { kind: 'refused', reason: 'it is not a YAML mapping', changed: [], conflicts: [], kept: [] };
  const baseValue = base === undefined ? NO_BASE : (parseDocument(base).toJS() as unknown);
  const theirsValue = parseDocument(theirs).toJS() as unknown;
  const merged = mergeValues(baseValue, oursValue, theirsValue, (path) => DERIVED.includes(pointerOf(path)));
  const kept = merged.kept.map((k) => pointerOf(k.path));
  const changed = merged.ops.map((op) => pointerOf(op.kind === 'append' ? [...op.path, '-'] : op.path));
  const conflicts = merged.conflicts.map((c) => ({ pointer: pointerOf(c.path), message: describe(c) }));
  if (merged.ops.length === 0 && merged.conflicts.length === 0) return { kind: 'unchanged', text: ours, changed, conflicts, kept };
  const edits = opEdits(ours, doc, merged.ops, merged.conflicts);
  if (edits === undefined)
    return {
      kind: 'refused',
      reason: 'the changes cannot be made in place (a flow collection or an unusual layout)',
      changed,
      conflicts,
      kept,
    };
  const text = applyEdits(ours, edits);
  // The safety net: the new text must read back as the author's value with exactly the server's changes.
  const check = parseDocument(text);
  if (check.errors.length > 0 || !sameValue(check.toJS(), expected(oursValue, merged.ops)))
    return {
      kind: 'refused',
      reason: 'the edited text would not read back as intended (a bug: please report it)',
      changed,
      conflicts,
      kept,
    };
  return { kind: 'updated', text, changed, conflicts, kept };
}

function describe(conflict: MergeConflict): string {
  return conflictComment(conflict).replace(/^# atdf import-mcp --update: /, '');
}

const sameValue = (a: unknown, b: unknown) => jsonEqual(a, b);

/** The author's value with the operations applied (what the edited text must read back as). */
function expected(value: Record<string, unknown>, ops: ReturnType<typeof mergeValues>['ops']): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const deletions: Array<{ parent: unknown; key: Segment }> = [];
  for (const op of ops) {
    const parent = op.path.slice(0, op.kind === 'append' ? op.path.length : -1).reduce<unknown>((v, s) => (v as never)[s], copy);
    if (op.kind === 'append') (parent as unknown[]).push(op.value);
    else if (op.kind === 'set') (parent as Record<Segment, unknown>)[op.path.at(-1)!] = op.value;
    else deletions.push({ parent, key: op.path.at(-1)! });
  }
  // Deleted list items go last, from the highest index, so earlier indexes stay right.
  deletions.sort((a, b) => (typeof b.key === 'number' && typeof a.key === 'number' ? b.key - a.key : 0));
  for (const { parent, key } of deletions) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete (parent as Record<string, unknown>)[key as string];
  }
  return copy;
}

/** The tool an imported file describes and its dialect (a `tool:` form or ATDF 2.x); undefined when it is neither. */
export function importedFileTool(text: string): { toolName: string; dialect: 'enhanced' | 'tool' } | undefined {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0) return undefined;
  const value: unknown = doc.toJS({ maxAliasCount: 100 });
  if (!isObject(value)) return undefined;
  if (isObject(value.tool)) return typeof value.tool.name === 'string' ? { toolName: value.tool.name, dialect: 'tool' } : undefined;
  const name = typeof value.tool_id === 'string' ? value.tool_id : value.id;
  return typeof name === 'string' ? { toolName: name, dialect: 'enhanced' } : undefined;
}
