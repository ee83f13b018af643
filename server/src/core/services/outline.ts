// Outline: per document of a stream, the tool (name and dialect) with its
// inputs, outputs / failure codes and examples. A big catalog gets the tools
// only: editors ask for the outline after edits, and 75,000 symbols for a
// 5,000-tool file took ~260 ms to build and send (14 MB of JSON), holding up
// diagnostics of the next keystroke. yaml-language-server caps its outline
// the same way (`yaml.maxItemsComputed`). The result is data (what each node
// is, and its spans); the front end names the groups in the user's language.
import { isObject } from '../json-value';
import type { ParsedDocument, Span } from '../parse/types';
import { joinTokens } from '../pointer';
import type { FileReport } from '../report';
import type { Dialect } from '../types';

/** Above this many symbols in all, the outline lists the tools without their inputs, outputs and examples. */
export const MAX_OUTLINE_SYMBOLS = 10_000;

/** What a node of the outline is. Groups (`inputs`, `outputs`, `failures`, `examples`) hold the others. */
export type OutlineKind = 'tool' | 'inputs' | 'input' | 'outputs' | 'success' | 'error' | 'failures' | 'failure' | 'examples' | 'example';

export interface OutlineSymbol {
  kind: OutlineKind;
  /** From the document: the tool's name (absent when it has none), an input's name, a failure code. */
  name?: string;
  /** `tool`: its dialect. */
  dialect?: Dialect;
  /** `example`: its number, from 1. */
  number?: number;
  /** From the document: an input's type, a failure's description, an example's description or goal. */
  detail?: string;
  /** The whole node (key and value). */
  span: Span;
  /** What to select when the node is picked (its key, or the tool's name). */
  selection: Span;
  children: OutlineSymbol[];
}

export function outline(report: FileReport, maxSymbols = MAX_OUTLINE_SYMBOLS): OutlineSymbol[] {
  const out: OutlineSymbol[] = [];
  let count = 0;
  let withChildren = report.documents.length <= maxSymbols;
  for (const docReport of report.documents) {
    const parsed = report.parsed.documents[docReport.index];
    if (!parsed || parsed.unusable || !isObject(parsed.value) || docReport.dialect === null) continue;
    const b = new SymbolBuilder(parsed);
    const value = parsed.value;
    const children: OutlineSymbol[] = [];
    if (!withChildren) {
      // (tools only)
    } else if (docReport.dialect === 'tool') {
      const tool = isObject(value.tool) ? value.tool : {};
      const input = isObject(tool.input) && isObject(tool.input.properties) ? tool.input.properties : {};
      children.push(
        ...b.group(
          'inputs',
          '/tool/input',
          Object.keys(input).map((k) => b.leaf('input', joinTokens('/tool/input/properties', k), { name: k, detail: typeOf(input[k]) })),
        ),
      );
      const output = isObject(tool.output) ? tool.output : {};
      children.push(
        ...b.group(
          'outputs',
          '/tool/output',
          (['success', 'error'] as const).filter((k) => k in output).map((k) => b.leaf(k, joinTokens('/tool/output', k))),
        ),
      );
      children.push(...examplesGroup(b, tool.examples, '/tool/examples', 'description'));
    } else {
      const howToUse = isObject(value.how_to_use) ? value.how_to_use : {};
      const inputs = Array.isArray(howToUse.inputs) ? howToUse.inputs : [];
      children.push(
        ...b.group(
          'inputs',
          '/how_to_use/inputs',
          inputs.map((input, i) =>
            isObject(input) && typeof input.name === 'string'
              ? b.leaf('input', joinTokens('/how_to_use/inputs', i), {
                  name: input.name,
                  detail: typeof input.type === 'string' ? input.type : undefined,
                })
              : undefined,
          ),
        ),
      );
      const outputs = isObject(howToUse.outputs) ? howToUse.outputs : {};
      const failures = Array.isArray(outputs.failure) ? outputs.failure : [];
      children.push(
        ...b.group('outputs', '/how_to_use/outputs', [
          'success' in outputs ? b.leaf('success', '/how_to_use/outputs/success') : undefined,
          ...b.group(
            'failures',
            '/how_to_use/outputs/failure',
            failures.map((f, i) =>
              isObject(f) && typeof f.code === 'string'
                ? b.leaf('failure', joinTokens('/how_to_use/outputs/failure', i), {
                    name: f.code,
                    detail: typeof f.description === 'string' ? f.description : undefined,
                  })
                : undefined,
            ),
          ),
        ]),
      );
      children.push(...examplesGroup(b, value.examples, '/examples', 'goal'));
    }
    count += 1 + countSymbols(children);
    if (withChildren && count > maxSymbols) {
      // Too many: from here on, and for the tools already listed, tools only.
      withChildren = false;
      for (const symbol of out) symbol.children = [];
      children.length = 0;
    }
    const namePointer = docReport.toolNamePointer;
    out.push({
      kind: 'tool',
      name: docReport.toolName || undefined,
      dialect: docReport.dialect,
      span: parsed.span,
      selection: namePointer ? b.selection(namePointer) : { start: parsed.span.start, end: parsed.span.start },
      children,
    });
  }
  return out;
}

function countSymbols(symbols: OutlineSymbol[]): number {
  let n = symbols.length;
  for (const s of symbols) n += countSymbols(s.children);
  return n;
}

function examplesGroup(b: SymbolBuilder, examples: unknown, pointer: string, labelField: string): OutlineSymbol[] {
  if (!Array.isArray(examples)) return [];
  return b.group(
    'examples',
    pointer,
    examples.map((ex, i) => {
      const label = isObject(ex) && typeof ex[labelField] === 'string' ? (ex[labelField] as string) : undefined;
      return b.leaf('example', joinTokens(pointer, i), { number: i + 1, detail: label });
    }),
  );
}

function typeOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  return typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.join(' | ') : undefined;
}

class SymbolBuilder {
  constructor(private readonly parsed: ParsedDocument) {}

  /** The value at a pointer (the tool's name), or the document start when absent. */
  selection(pointer: string): Span {
    const loc = this.parsed.locations.get(pointer);
    return loc ? loc.value : { start: this.parsed.span.start, end: this.parsed.span.start };
  }

  leaf(kind: OutlineKind, pointer: string, about: Pick<OutlineSymbol, 'name' | 'number' | 'detail'> = {}): OutlineSymbol | undefined {
    const loc = this.parsed.locations.get(pointer);
    if (!loc) return undefined;
    const span = loc.key ? { start: loc.key.start, end: Math.max(loc.key.end, loc.value.end) } : loc.value;
    return { kind, ...about, span, selection: loc.key ?? loc.value, children: [] };
  }

  /** A group node over `pointer` holding the children; nothing when the node is absent. */
  group(kind: OutlineKind, pointer: string, children: (OutlineSymbol | undefined)[]): OutlineSymbol[] {
    const node = this.leaf(kind, pointer);
    if (!node) return [];
    return [{ ...node, children: children.filter((c): c is OutlineSymbol => c !== undefined) }];
  }
}
