// What a lint rule works with: the parsed document (value + locations), the
// file's text, the tool read the same way for every dialect, and helpers that
// turn a place in a string value into its exact source span.
import { locateKey, locateMissingMember, locateValue } from '../parse/locate';
import { parentPointer } from '../pointer';
import type { ParsedDocument, Span } from '../parse/types';
import type { SourceText } from '../text/source-text';
import type { Language } from '../types';
import { mapScalar, sourceSpan, type ScalarMap } from './scalar-map';
import type { ToolView } from './tool-view';
import type { LintArgs, LintFinding, LintFix } from './types';

export class LintContext {
  readonly findings: LintFinding[] = [];
  /** Scalar maps already read, by pointer (`key:` prefix for a key), undefined when the source does not read back. */
  private readonly maps = new Map<string, ScalarMap | undefined>();

  constructor(
    readonly doc: ParsedDocument,
    readonly value: Record<string, unknown>,
    readonly text: SourceText,
    readonly language: Language,
    readonly view: ToolView,
  ) {}

  report(rule: string, pointer: string, span: Span, args: LintArgs, extra: { variant?: string; fix?: LintFix } = {}): void {
    const finding: LintFinding = { rule, pointer, span, args };
    if (extra.variant) finding.variant = extra.variant;
    if (extra.fix) finding.fix = extra.fix;
    this.findings.push(finding);
  }

  /** The source span of characters [from, to) of the string value at `pointer` (of its key with `key`). */
  stringSpan(pointer: string, value: string, from: number, to: number, key = false): Span {
    const loc = this.doc.locations.get(pointer);
    const whole = key ? loc?.key : loc?.value;
    if (!whole) return this.valueSpan(pointer);
    return sourceSpan(this.mapOf(pointer, value, whole, key), whole, from, to);
  }

  /** The scalar map of the string at `pointer` (or its key), read once. */
  mapOf(pointer: string, value: string, whole: Span, key: boolean): ScalarMap | undefined {
    const id = key ? `key:${pointer}` : pointer;
    if (this.maps.has(id)) return this.maps.get(id);
    const map = mapScalar(this.text.slice(whole.start, whole.end), whole.start, value, this.language);
    this.maps.set(id, map);
    return map;
  }

  valueSpan(pointer: string): Span {
    return locateValue(this.doc, pointer);
  }

  keySpan(pointer: string): Span {
    return locateKey(this.doc, pointer);
  }

  /** Where an input's name is written: its key (a schema property) or its `name` value (an input entry). */
  nameSpan(input: { namePointer: string; nameIsKey: boolean }): Span {
    return input.nameIsKey ? this.keySpan(input.namePointer) : this.valueSpan(input.namePointer);
  }

  /** A member that should be there: its key when it is, else the key of the object that lacks it. */
  missingSpan(pointer: string): Span {
    return this.doc.locations.has(pointer) ? locateKey(this.doc, pointer) : locateMissingMember(this.doc, parentPointer(pointer));
  }
}
