// What a name under the cursor stands for, and everywhere the document uses
// it: an input (declared in the tool's input schema or `how_to_use.inputs`,
// used as a key of each example's inputs and in the `required` list), a YAML
// anchor and its aliases, a local `$ref` and the schema it points to. Read
// from the parse (values and locations); anchors from the yaml package's CST
// of the one document, made on demand (the parse expands aliases and keeps no
// anchor). Navigation (definition, references, highlight, rename) uses it.
import { Parser } from 'yaml';
import { isObject } from '../json-value';
import type { ParsedDocument, ParsedFile, Span } from '../parse/types';
import { fragmentToTokens, getAt, joinTokens, pointerFromTokens, splitPointer } from '../pointer';
import type { FileReport } from '../report';
import { lastKeyAtOrBefore } from '../text/sorted';
import type { Dialect } from '../types';
import { schemaRootLength } from './embedded-schema';

export type OccurrenceKind = 'input' | 'anchor' | 'ref';

export interface Occurrences {
  kind: OccurrenceKind;
  /** The input's or anchor's name; for a `$ref`, the pointer of its target in the document. */
  name: string;
  /** Where it is declared (an input's name, the `&anchor`'s name, the `$ref` target's key); absent when nowhere. */
  declaration?: Span;
  /** Every use (example keys, `required` items, `*alias` names, `$ref` values), in text order. */
  uses: Span[];
  /** The documents' index in the stream. */
  document: number;
}

/** The name at `offset` and all its occurrences in its document, or undefined when the offset is on none. */
export function occurrencesAt(report: FileReport, offset: number): Occurrences | undefined {
  const docs = report.parsed.documents;
  if (docs.length === 0) return undefined;
  const index = lastKeyAtOrBefore(docs.length, offset, (i) => (docs[i].extent ?? docs[i].span).start);
  const doc = docs[index];
  const dialect = report.documents[index]?.dialect ?? null;
  const all: Occurrences[] = [];
  if (!doc.unusable && dialect) all.push(...inputOccurrences(report.parsed, doc, dialect), ...refOccurrences(report.parsed, doc, dialect));
  if (report.parsed.language === 'yaml') all.push(...anchorOccurrences(report.parsed, doc));
  const hit = (s: Span | undefined) => s !== undefined && s.start <= offset && offset <= s.end;
  // A use first: a declaration can be a whole node (an input's entry) that holds other occurrences' uses.
  return all.find((o) => o.uses.some(hit)) ?? all.find((o) => hit(o.declaration));
}

/** Inputs of a tool, each with its uses in the examples and the `required` list. */
function inputOccurrences(parsed: ParsedFile, doc: ParsedDocument, dialect: Dialect): Occurrences[] {
  const value = doc.value;
  if (!isObject(value)) return [];
  const byName = new Map<string, Occurrences>();
  const add = (name: string, pointer: string, part: 'key' | 'value', declaration: boolean) => {
    const span = nameSpan(parsed, doc, pointer, part);
    if (!span) return;
    let o = byName.get(name);
    if (!o) byName.set(name, (o = { kind: 'input', name, uses: [], document: doc.index }));
    if (declaration && !o.declaration) o.declaration = span;
    else o.uses.push(span);
  };
  if (dialect === 'tool') {
    const tool = isObject(value.tool) ? value.tool : {};
    const input = isObject(tool.input) ? tool.input : {};
    const properties = isObject(input.properties) ? input.properties : {};
    for (const name of Object.keys(properties)) add(name, joinTokens('/tool/input/properties', name), 'key', true);
    if (Array.isArray(input.required))
      input.required.forEach((name, i) => typeof name === 'string' && add(name, joinTokens('/tool/input/required', i), 'value', false));
    eachExampleInputs(tool.examples, '/tool/examples', ['input'], add);
  } else {
    const howToUse = isObject(value.how_to_use) ? value.how_to_use : {};
    const inputs = Array.isArray(howToUse.inputs) ? howToUse.inputs : [];
    inputs.forEach((input, i) => {
      if (isObject(input) && typeof input.name === 'string') add(input.name, joinTokens('/how_to_use/inputs', i, 'name'), 'value', true);
    });
    eachExampleInputs(value.examples, '/examples', ['input_values', 'inputs'], add);
  }
  // Only names that are declared: an undeclared example key is a diagnostic, not a symbol.
  return [...byName.values()].filter((o) => o.declaration);
}

function eachExampleInputs(
  examples: unknown,
  pointer: string,
  members: readonly string[],
  add: (name: string, pointer: string, part: 'key', declaration: false) => void,
): void {
  if (!Array.isArray(examples)) return;
  examples.forEach((example, i) => {
    if (!isObject(example)) return;
    for (const member of members) {
      const values = example[member];
      if (isObject(values)) for (const name of Object.keys(values)) add(name, joinTokens(pointer, i, member, name), 'key', false);
    }
  });
}

/** Local `$ref`s (`#/...`) of the embedded schemas and the node each points to, grouped by target. */
function refOccurrences(parsed: ParsedFile, doc: ParsedDocument, dialect: Dialect): Occurrences[] {
  const byTarget = new Map<string, Occurrences>();
  const stack: { value: unknown; tokens: string[] }[] = [{ value: doc.value, tokens: [] }];
  while (stack.length > 0) {
    const { value, tokens } = stack.pop()!;
    if (!isObject(value) && !Array.isArray(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const path = [...tokens, key];
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#') && isObject(value)) {
        const target = refTarget(dialect, tokens, child, doc.value);
        const span =
          target !== undefined && doc.locations.has(target) ? nameSpan(parsed, doc, pointerFromTokens(path), 'value') : undefined;
        if (target === undefined || !span) continue;
        let o = byTarget.get(target);
        if (!o) {
          const loc = doc.locations.get(target)!;
          byTarget.set(target, (o = { kind: 'ref', name: target, declaration: loc.key ?? loc.value, uses: [], document: doc.index }));
        }
        o.uses.push(span);
      } else if (typeof child === 'object' && child !== null) stack.push({ value: child, tokens: path });
    }
  }
  for (const o of byTarget.values()) o.uses.sort((a, b) => a.start - b.start);
  return [...byTarget.values()];
}

/** The document pointer a local `$ref` in the schema at `holder` names (its fragment is read from the embedded schema's root). */
export function refTarget(dialect: Dialect, holder: readonly string[], ref: string, document: unknown): string | undefined {
  const root = schemaRootLength(dialect, holder);
  const tokens = fragmentToTokens(ref.slice(1));
  if (root < 0 || tokens === null) return undefined;
  if (dialect === 'atdf-2') return inputsSchemaTarget(tokens, document);
  return pointerFromTokens([...holder.slice(0, root), ...tokens]);
}

/**
 * ATDF 2.x: the inputs are one JSON Schema, the tool's input schema (docs/dialects-and-rules.md), and a local `$ref`
 * in an input's `schema` is read from its root, as the validator reads it: `#/$defs/...` and `#/definitions/...` are
 * the document's root members (x-mcp.inputSchema's when the document has none), `#/properties/NAME/...` the input
 * named NAME (its `name`, or inside its `schema`).
 */
function inputsSchemaTarget(tokens: string[], document: unknown): string | undefined {
  const [first, name, ...rest] = tokens;
  if (first === '$defs' || first === 'definitions') {
    const own = isObject(document) && isObject(document[first]);
    return pointerFromTokens(own ? tokens : ['x-mcp', 'inputSchema', ...tokens]);
  }
  if (first !== 'properties' || name === undefined) return undefined;
  const inputs = getAt(document, '/how_to_use/inputs');
  const index = Array.isArray(inputs) ? inputs.findIndex((input) => isObject(input) && input.name === name) : -1;
  if (index < 0) return undefined;
  const entry = ['how_to_use', 'inputs', String(index)];
  return pointerFromTokens(rest.length === 0 ? [...entry, 'name'] : [...entry, 'schema', ...rest]);
}

/** `&name` and `*name` of one YAML document: each anchor with the aliases that refer to it (until it is redefined). */
function anchorOccurrences(parsed: ParsedFile, doc: ParsedDocument): Occurrences[] {
  const extent = doc.extent ?? doc.span;
  const marks: { type: 'anchor' | 'alias'; offset: number; name: string }[] = [];
  const stack: unknown[] = [...new Parser().parse(parsed.text.slice(extent.start, extent.end))];
  while (stack.length > 0) {
    const token = stack.pop();
    if (typeof token !== 'object' || token === null) continue;
    const t = token as { type?: unknown; offset?: unknown; source?: unknown };
    if ((t.type === 'anchor' || t.type === 'alias') && typeof t.offset === 'number' && typeof t.source === 'string') {
      marks.push({ type: t.type, offset: extent.start + t.offset + 1, name: t.source.slice(1) });
      continue;
    }
    for (const child of Object.values(token)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  marks.sort((a, b) => a.offset - b.offset);
  const out: Occurrences[] = [];
  const current = new Map<string, Occurrences>();
  for (const m of marks) {
    const span = { start: m.offset, end: m.offset + m.name.length };
    if (m.type === 'anchor') {
      const o: Occurrences = { kind: 'anchor', name: m.name, declaration: span, uses: [], document: doc.index };
      current.set(m.name, o);
      out.push(o);
    } else {
      let o = current.get(m.name);
      if (!o) {
        // An alias before any anchor of its name (a parse error, but the name can still be found and renamed).
        o = { kind: 'anchor', name: m.name, uses: [], document: doc.index };
        current.set(m.name, o);
        out.push(o);
      }
      o.uses.push(span);
    }
  }
  return out;
}

/**
 * The text of a key or a string value without its quotes: what a rename
 * replaces. Undefined when the node is absent or written with escapes (its
 * text is not its name, so it cannot be edited as one).
 */
function nameSpan(parsed: ParsedFile, doc: ParsedDocument, pointer: string, part: 'key' | 'value'): Span | undefined {
  const loc = doc.locations.get(pointer);
  const span = part === 'key' ? loc?.key : loc?.value;
  if (!span || span.end <= span.start) return undefined;
  const name = part === 'key' ? splitPointer(pointer).at(-1) : undefined;
  const first = parsed.text.charCodeAt(span.start);
  const quoted = first === 34 /* " */ || first === 39; /* ' */
  const inner = quoted ? { start: span.start + 1, end: span.end - 1 } : span;
  const written = parsed.text.slice(inner.start, inner.end);
  const expected = name ?? getAt(doc.value, pointer);
  return written === expected ? inner : undefined;
}
