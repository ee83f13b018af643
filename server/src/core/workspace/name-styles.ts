// quality/inconsistent-tool-names: the tools of a workspace named in mixed
// case styles (`search_notes` beside `createEvent`). A model that has seen
// most tools in one style writes the others in it too, and misses. The style
// most tool names have is the rule (ties: in the order of NAME_STYLES, so the
// result does not depend on the order files come in); each other name gets a
// warning at its definition. Kept cheap per edit: a file whose definitions are
// the ones it had (the registry hands back the same array) costs one
// comparison; otherwise only its own names are counted again, and the other
// files are touched only when the workspace's dominant style changes (the
// example name a message quotes is not followed: it is any name in that style).
import { showPointer } from '../atdf/messages';
import { INCONSISTENT_TOOL_NAMES, LINT_RULE_BY_ID } from '../lint/rules';
import { nameStyle, type NameStyle } from '../lint/rules/names';
import type { Locale } from '../locale';
import type { Diagnostic } from '../types';
import type { ToolDefinition } from './tool-definitions';
import type { ToolRegistry } from './tool-registry';
import { lintMessage } from '../messages/lint';

const NAME_STYLES: readonly NameStyle[] = ['snake_case', 'camelCase', 'kebab-case', 'PascalCase', 'SCREAMING_CASE'];

interface StyledFile {
  uri: string;
  definitions: readonly ToolDefinition[];
  /** Style -> indexes of the definitions in it (names without a telling mark, such as `search`, are in none). */
  byStyle: Map<NameStyle, number[]>;
}

export class NameStyleIndex {
  private readonly files = new Map<string, StyledFile>();
  private readonly totals = new Map<NameStyle, number>();
  /** Style -> keys of the files with a name in it. */
  private readonly filesByStyle = new Map<NameStyle, Set<string>>();
  private dominant: NameStyle | undefined;

  /** Replaces a file's names. Returns the keys of the other files whose findings changed (the dominant style moved). */
  set(key: string, uri: string, definitions: readonly ToolDefinition[]): Set<string> {
    const old = this.files.get(key);
    if (old && old.definitions === definitions) {
      old.uri = uri;
      return new Set();
    }
    if (old) this.count(key, old, -1);
    const file: StyledFile = { uri, definitions, byStyle: new Map() };
    definitions.forEach((d, i) => {
      const style = nameStyle(d.name);
      if (!style) return;
      const list = file.byStyle.get(style);
      if (list) list.push(i);
      else file.byStyle.set(style, [i]);
    });
    this.files.set(key, file);
    this.count(key, file, 1);
    return this.restyle(key);
  }

  remove(key: string): Set<string> {
    const old = this.files.get(key);
    if (!old) return new Set();
    this.count(key, old, -1);
    this.files.delete(key);
    return this.restyle(key);
  }

  /** A warning at each tool name of the file that is not in the workspace's dominant style. */
  diagnosticsFor(key: string, registry: ToolRegistry, locale: Locale): Diagnostic[] {
    const file = this.files.get(key);
    const dominant = this.dominant;
    if (!file || !dominant || file.byStyle.size === 0 || (file.byStyle.size === 1 && file.byStyle.has(dominant))) return [];
    const example = this.exampleOf(dominant);
    const out: Diagnostic[] = [];
    for (const [style, indexes] of file.byStyle) {
      if (style === dominant) continue;
      for (const i of indexes) {
        const def = file.definitions[i];
        out.push({
          severity: LINT_RULE_BY_ID.get(INCONSISTENT_TOOL_NAMES)?.defaultSeverity ?? 'warning',
          document: def.document,
          pointer: def.pointer,
          code: INCONSISTENT_TOOL_NAMES,
          message: lintMessage(locale, 'lint.quality/inconsistent-tool-names', {
            at: showPointer(locale, def.pointer),
            name: def.name,
            style,
            dominant,
            example,
          }),
          range: registry.rangeOf(file.uri, i),
          // The name and the style it should be in: what the fix renames (tool-style-fix.ts).
          data: { pointer: def.pointer, keyword: INCONSISTENT_TOOL_NAMES, tool: def.name, dominant },
        });
      }
    }
    return out;
  }

  private count(key: string, file: StyledFile, sign: 1 | -1): void {
    for (const [style, indexes] of file.byStyle) {
      const total = (this.totals.get(style) ?? 0) + sign * indexes.length;
      if (total === 0) this.totals.delete(style);
      else this.totals.set(style, total);
      let keys = this.filesByStyle.get(style);
      if (!keys) this.filesByStyle.set(style, (keys = new Set()));
      if (sign > 0) keys.add(key);
      else keys.delete(key);
    }
  }

  /** Recomputes the dominant style; when it moved, the findings of every other file with a styled name changed. */
  private restyle(key: string): Set<string> {
    let best: NameStyle | undefined;
    for (const style of NAME_STYLES) {
      const n = this.totals.get(style) ?? 0;
      if (n > 0 && (best === undefined || n > this.totals.get(best)!)) best = style;
    }
    const touched = new Set<string>();
    if (best === this.dominant) return touched;
    // Every file with a styled name is either in the dominant style or named against it in its messages.
    for (const keys of this.filesByStyle.values()) for (const k of keys) if (k !== key) touched.add(k);
    this.dominant = best;
    return touched;
  }

  private exampleOf(style: NameStyle): string {
    for (const k of this.filesByStyle.get(style) ?? []) {
      const file = this.files.get(k);
      const i = file?.byStyle.get(style)?.[0];
      if (file && i !== undefined) return file.definitions[i].name;
    }
    return '';
  }
}
