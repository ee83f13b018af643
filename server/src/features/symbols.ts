// Outline: per document of a stream, the tool (name and dialect) with its
// inputs, outputs / failure codes and examples. A big catalog gets the tools
// only: editors ask for the outline after edits, and 75,000 symbols for a
// 5,000-tool file took ~260 ms to build and send (14 MB of JSON), holding up
// diagnostics of the next keystroke. yaml-language-server caps its outline
// the same way (`yaml.maxItemsComputed`).
import { SymbolKind, type DocumentSymbol, type Range } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { joinTokens } from '../core/pointer';
import { isObject } from '../core/json-value';
import type { ParsedDocument, Span } from '../core/parse/types';
import type { Locale } from '../core/locale';
import { t } from '../l10n';
import type { Analysis } from './analysis';

/** Above this many symbols in all, the outline lists the tools without their inputs, outputs and examples. */
export const MAX_OUTLINE_SYMBOLS = 10_000;

export function documentSymbols(analysis: Analysis, locale: Locale, maxSymbols = MAX_OUTLINE_SYMBOLS): DocumentSymbol[] {
  const report = analysis.report;
  if (!report) return [];
  const out: DocumentSymbol[] = [];
  let count = 0;
  let withChildren = report.documents.length <= maxSymbols;
  for (const docReport of report.documents) {
    const parsed = report.parsed.documents[docReport.index];
    if (!parsed || parsed.unusable || !isObject(parsed.value) || docReport.dialect === null) continue;
    const b = new SymbolBuilder(analysis.doc, parsed);
    const value = parsed.value;
    const children: DocumentSymbol[] = [];
    if (!withChildren) {
      // (tools only)
    } else if (docReport.dialect === 'tool') {
      const tool = isObject(value.tool) ? value.tool : {};
      const input = isObject(tool.input) && isObject(tool.input.properties) ? tool.input.properties : {};
      children.push(
        ...b.group(
          t(locale, 'symbol.inputs'),
          '/tool/input',
          Object.keys(input).map((k) => b.leaf(k, joinTokens('/tool/input/properties', k), SymbolKind.Field, typeOf(input[k]))),
        ),
      );
      const output = isObject(tool.output) ? tool.output : {};
      children.push(
        ...b.group(
          t(locale, 'symbol.outputs'),
          '/tool/output',
          (['success', 'error'] as const)
            .filter((k) => k in output)
            .map((k) =>
              b.leaf(t(locale, k === 'success' ? 'symbol.success' : 'symbol.error'), joinTokens('/tool/output', k), SymbolKind.Event),
            ),
        ),
      );
      children.push(...examplesGroup(b, locale, tool.examples, '/tool/examples', 'description'));
    } else {
      const howToUse = isObject(value.how_to_use) ? value.how_to_use : {};
      const inputs = Array.isArray(howToUse.inputs) ? howToUse.inputs : [];
      children.push(
        ...b.group(
          t(locale, 'symbol.inputs'),
          '/how_to_use/inputs',
          inputs.map((input, i) =>
            isObject(input) && typeof input.name === 'string'
              ? b.leaf(
                  input.name,
                  joinTokens('/how_to_use/inputs', i),
                  SymbolKind.Field,
                  typeof input.type === 'string' ? input.type : undefined,
                )
              : undefined,
          ),
        ),
      );
      const outputs = isObject(howToUse.outputs) ? howToUse.outputs : {};
      const failures = Array.isArray(outputs.failure) ? outputs.failure : [];
      children.push(
        ...b.group(t(locale, 'symbol.outputs'), '/how_to_use/outputs', [
          'success' in outputs ? b.leaf(t(locale, 'symbol.success'), '/how_to_use/outputs/success', SymbolKind.Event) : undefined,
          ...b.group(
            t(locale, 'symbol.failures'),
            '/how_to_use/outputs/failure',
            failures.map((f, i) =>
              isObject(f) && typeof f.code === 'string'
                ? b.leaf(
                    f.code,
                    joinTokens('/how_to_use/outputs/failure', i),
                    SymbolKind.EnumMember,
                    typeof f.description === 'string' ? f.description : undefined,
                  )
                : undefined,
            ),
          ),
        ]),
      );
      children.push(...examplesGroup(b, locale, value.examples, '/examples', 'goal'));
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
      name: docReport.toolName || t(locale, 'symbol.unnamed'),
      detail: t(locale, `dialect.${docReport.dialect}`),
      kind: SymbolKind.Class,
      range: b.range(parsed.span),
      selectionRange: namePointer ? b.selection(namePointer) : b.range({ start: parsed.span.start, end: parsed.span.start }),
      children,
    });
  }
  return out;
}

function countSymbols(symbols: DocumentSymbol[]): number {
  let n = symbols.length;
  for (const s of symbols) if (s.children) n += countSymbols(s.children);
  return n;
}

function examplesGroup(b: SymbolBuilder, locale: Locale, examples: unknown, pointer: string, labelField: string): DocumentSymbol[] {
  if (!Array.isArray(examples)) return [];
  return b.group(
    t(locale, 'symbol.examples'),
    pointer,
    examples.map((ex, i) => {
      const label = isObject(ex) && typeof ex[labelField] === 'string' ? (ex[labelField] as string) : undefined;
      return b.leaf(t(locale, 'symbol.example', { n: i + 1 }), joinTokens(pointer, i), SymbolKind.Object, label);
    }),
  );
}

function typeOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  return typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.join(' | ') : undefined;
}

class SymbolBuilder {
  constructor(
    private readonly doc: TextDocument,
    private readonly parsed: ParsedDocument,
  ) {}

  range(span: Span): Range {
    return { start: this.doc.positionAt(span.start), end: this.doc.positionAt(span.end) };
  }

  /** The value at a pointer (the tool's name), or the document start when absent. */
  selection(pointer: string): Range {
    const loc = this.parsed.locations.get(pointer);
    return this.range(loc ? loc.value : { start: this.parsed.span.start, end: this.parsed.span.start });
  }

  leaf(name: string, pointer: string, kind: SymbolKind, detail?: string): DocumentSymbol | undefined {
    const loc = this.parsed.locations.get(pointer);
    if (!loc) return undefined;
    const full = loc.key ? { start: loc.key.start, end: Math.max(loc.key.end, loc.value.end) } : loc.value;
    return { name: name || '""', detail, kind, range: this.range(full), selectionRange: this.range(loc.key ?? loc.value) };
  }

  /** A namespace symbol over `pointer` holding the children; nothing when the node is absent. */
  group(name: string, pointer: string, children: (DocumentSymbol | undefined)[]): DocumentSymbol[] {
    const leaf = this.leaf(name, pointer, SymbolKind.Namespace);
    if (!leaf) return [];
    return [{ ...leaf, children: children.filter((c): c is DocumentSymbol => c !== undefined) }];
  }
}
