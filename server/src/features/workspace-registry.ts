// The rule of a tool registry: no silent re-registration. Every served file's
// tool names (open documents from their live report, the rest of the workspace
// from disk) are indexed here; each definition whose name is defined elsewhere
// too gets an error linking to the other definitions.
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Range } from 'vscode-languageserver/node';
import type { Locale } from '../core/report';
import { t } from '../l10n';
import { SOURCE } from './lsp-diagnostic';

export interface ToolDefinition {
  name: string;
  /** Index of the document in its YAML stream. */
  document: number;
  /** Pointer of the name (`/tool/name`, `/tool_id`, `/id`). */
  pointer: string;
  /** Range of the name's value. */
  range: Range;
}

interface FileEntry {
  uri: string;
  label: string;
  definitions: ToolDefinition[];
}

export const DUPLICATE_TOOL_CODE = 'atdf/duplicate-tool';

export class WorkspaceRegistry {
  /** Keyed by a normalized file key (see `fileKey`), so `file:` URIs spelled differently meet. */
  private readonly files = new Map<string, FileEntry>();
  /** Tool name -> file key -> the definitions of that name in that file. */
  private readonly byName = new Map<string, Map<string, ToolDefinition[]>>();

  /**
   * Replaces a file's definitions. Returns the keys of the other files whose
   * duplicates may have changed (they share an old or new name).
   */
  set(uri: string, label: string, definitions: ToolDefinition[]): Set<string> {
    const key = fileKey(uri);
    const old = this.files.get(key);
    if (old && old.label === label && sameDefinitions(old.definitions, definitions)) {
      old.uri = uri;
      return new Set();
    }
    const touched = new Set<string>();
    if (old) this.unindex(key, old.definitions, touched);
    this.files.set(key, { uri, label, definitions });
    for (const d of definitions) {
      touched.add(d.name);
      let files = this.byName.get(d.name);
      if (!files) this.byName.set(d.name, (files = new Map()));
      let list = files.get(key);
      if (!list) files.set(key, (list = []));
      list.push(d);
    }
    return this.othersWith(key, touched);
  }

  remove(uri: string): Set<string> {
    const key = fileKey(uri);
    const old = this.files.get(key);
    if (!old) return new Set();
    const touched = new Set<string>();
    this.unindex(key, old.definitions, touched);
    this.files.delete(key);
    return this.othersWith(key, touched);
  }

  has(uri: string): boolean {
    return this.files.has(fileKey(uri));
  }

  uriOf(key: string): string | undefined {
    return this.files.get(key)?.uri;
  }

  /** Errors for every definition of this file whose name is defined again (elsewhere or in another document). */
  duplicatesFor(uri: string, locale: Locale): LspDiagnostic[] {
    const key = fileKey(uri);
    const entry = this.files.get(key);
    if (!entry) return [];
    const out: LspDiagnostic[] = [];
    for (const def of entry.definitions) {
      const files = this.byName.get(def.name);
      if (!files || (files.size === 1 && (files.get(key)?.length ?? 0) <= 1)) continue;
      const others: { file: FileEntry; def: ToolDefinition }[] = [];
      for (const [otherKey, defs] of files) {
        const file = this.files.get(otherKey);
        if (!file) continue;
        for (const od of defs) if (!(otherKey === key && od.document === def.document)) others.push({ file, def: od });
      }
      if (others.length === 0) continue;
      const where = others
        .map((o) =>
          o.file === entry
            ? t(locale, 'diagnostic.duplicateToolSameFile', { index: o.def.document })
            : `${o.file.label}:${o.def.range.start.line + 1}`,
        )
        .join(', ');
      out.push({
        range: def.range,
        severity: DiagnosticSeverity.Error,
        source: SOURCE,
        code: DUPLICATE_TOOL_CODE,
        message: `${t(locale, 'diagnostic.duplicateTool', { name: def.name, other: where })} (${t(locale, 'pointer.at', { pointer: def.pointer })})`,
        data: { pointer: def.pointer, document: def.document, name: def.name },
        relatedInformation: others.map((o) => ({
          location: { uri: o.file.uri, range: o.def.range },
          message: t(locale, 'diagnostic.duplicateToolRelated', { name: def.name }),
        })),
      });
    }
    return out;
  }

  private unindex(key: string, definitions: readonly ToolDefinition[], touched: Set<string>): void {
    for (const d of definitions) {
      touched.add(d.name);
      const files = this.byName.get(d.name);
      if (!files) continue;
      files.delete(key);
      if (files.size === 0) this.byName.delete(d.name);
    }
  }

  private othersWith(key: string, names: Set<string>): Set<string> {
    const out = new Set<string>();
    for (const name of names) for (const k of this.byName.get(name)?.keys() ?? []) if (k !== key) out.add(k);
    return out;
  }
}

function sameDefinitions(a: readonly ToolDefinition[], b: readonly ToolDefinition[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (
      x.name !== y.name ||
      x.document !== y.document ||
      x.pointer !== y.pointer ||
      x.range.start.line !== y.range.start.line ||
      x.range.start.character !== y.range.start.character ||
      x.range.end.line !== y.range.end.line ||
      x.range.end.character !== y.range.end.character
    ) {
      return false;
    }
  }
  return true;
}

/** One key per file: the decoded path of a `file:` URI (case kept), else the URI itself. */
export function fileKey(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}
