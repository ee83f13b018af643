// Definition, references, highlights and rename of the names occurrences.ts
// finds (inputs, anchors, local `$ref` targets), within one file: spans and
// edits of its text.
import { isObject } from '../json-value';
import type { ParsedFile, Span } from '../parse/types';
import type { FileReport } from '../report';
import type { OffsetEdit } from '../edit/text-edit';
import { occurrencesAt, type OccurrenceKind } from './occurrences';

export interface Highlight extends Span {
  /** `write` for the declaration, `read` for a use. */
  access: 'write' | 'read';
}

/** Where the name at `offset` is declared (for a `$ref`: the node it points to). */
export function definition(report: FileReport, offset: number): Span[] {
  const o = occurrencesAt(report, offset);
  return o?.declaration ? [o.declaration] : [];
}

/** Every occurrence of the name at `offset`, in text order (with its declaration when asked). */
export function references(report: FileReport, offset: number, includeDeclaration: boolean): Span[] {
  const o = occurrencesAt(report, offset);
  if (!o) return [];
  const spans = includeDeclaration && o.declaration ? [o.declaration, ...o.uses] : o.uses;
  return [...spans].sort((a, b) => a.start - b.start);
}

export function highlights(report: FileReport, offset: number): Highlight[] {
  const o = occurrencesAt(report, offset);
  if (!o) return [];
  const out: Highlight[] = o.uses.map((s) => ({ ...s, access: 'read' as const }));
  if (o.declaration) out.push({ ...o.declaration, access: 'write' });
  return out.sort((a, b) => a.start - b.start);
}

/** Renamable: inputs and anchors (a `$ref` target's name is a pointer, not one name). */
const RENAMABLE: readonly OccurrenceKind[] = ['input', 'anchor'];
/** Names written the same plain, quoted or as JSON (no quoting or escaping to get wrong). */
const NAME = { input: /^[A-Za-z_][A-Za-z0-9_.-]*$/, anchor: /^[A-Za-z0-9_.-]+$/ } as const;

export interface RenameTarget {
  span: Span;
  name: string;
}

/** The name at `offset` when it can be renamed. */
export function prepareRename(report: FileReport, offset: number): RenameTarget | undefined {
  const o = occurrencesAt(report, offset);
  if (!o || !RENAMABLE.includes(o.kind)) return undefined;
  const span = [o.declaration, ...o.uses].find((s) => s && s.start <= offset && offset <= s.end)!;
  return { span, name: o.name };
}

export type RenameResult = { edits: OffsetEdit[] } | { refused: 'not-renamable' | 'invalid-name' | 'name-taken'; name: string };

/** Edits that rename the name at `offset` everywhere in its document, or why not. */
export function rename(report: FileReport, offset: number, newName: string): RenameResult {
  const o = occurrencesAt(report, offset);
  if (!o || !RENAMABLE.includes(o.kind)) return { refused: 'not-renamable', name: newName };
  const kind = o.kind as 'input' | 'anchor';
  if (!NAME[kind].test(newName)) return { refused: 'invalid-name', name: newName };
  if (newName !== o.name && kind === 'input' && occurrencesOfName(report, o.document, newName))
    return { refused: 'name-taken', name: newName };
  const spans = o.declaration ? [o.declaration, ...o.uses] : o.uses;
  return { edits: spans.map((s) => ({ start: s.start, end: s.end, newText: newName })) };
}

/** True when the document already declares an input of this name. */
function occurrencesOfName(report: FileReport, document: number, name: string): boolean {
  const doc = report.parsed.documents[document];
  const value = doc?.value;
  if (!isObject(value)) return false;
  if (isObject(value.tool) && isObject(value.tool.input) && isObject(value.tool.input.properties))
    return Object.prototype.hasOwnProperty.call(value.tool.input.properties, name);
  const inputs = isObject(value.how_to_use) && Array.isArray(value.how_to_use.inputs) ? value.how_to_use.inputs : [];
  return inputs.some((i) => isObject(i) && i.name === name);
}

/** Where `pointer` is in the first document of a parsed file (another file's `$ref` target): its key, else its value. */
export function pointerSpan(parsed: ParsedFile, pointer: string): Span | undefined {
  const doc = parsed.documents[0];
  const loc = doc && !doc.unusable ? doc.locations.get(pointer) : undefined;
  return loc ? (loc.key ?? loc.value) : undefined;
}
