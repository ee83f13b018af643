// The `atdf.*` settings, pulled from the client with workspace/configuration
// (per document, cached until didChangeConfiguration), or taken from the
// pushed settings / initializationOptions when the client cannot be asked.
import type { Connection } from 'vscode-languageserver';
import { DEFAULT_MAX_FILE_SIZE, DEFAULT_MAX_PROBLEMS, EXPORT_TARGETS, type ExportTarget } from '../core/index';

export interface AtdfSettings {
  validationEnable: boolean;
  formatWarnings: boolean;
  /** Files larger than this (bytes) get one information diagnostic instead of validation. */
  maxFileSize: number;
  /** At most this many diagnostics are published per document (then one "N more problems not shown"); code actions alike. */
  maxProblems: number;
  /** `atdf.export.targets`: the platforms whose compatibility rules apply (default mcp, which has none). */
  exportTargets: readonly ExportTarget[];
  /** `atdf.context.codeLens`: a code lens over each tool with its tokens for the first target (loads the tokenizer). */
  contextCodeLens: boolean;
  /** Document/range formatting (`atdf.formatting.enable`): off, the server answers formatting requests with no edits. */
  formattingEnable: boolean;
  /** `atdf.inlayHints.enable`: off, the server answers inlay hint requests with none. */
  inlayHintsEnable: boolean;
}

export const DEFAULT_SETTINGS: AtdfSettings = {
  validationEnable: true,
  formatWarnings: true,
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  maxProblems: DEFAULT_MAX_PROBLEMS,
  exportTargets: ['mcp'],
  contextCodeLens: false,
  formattingEnable: true,
  inlayHintsEnable: true,
};

/** The known targets of a list (unknown entries are ignored), or the default when none is left. */
function readTargets(value: unknown): readonly ExportTarget[] {
  if (!Array.isArray(value)) return DEFAULT_SETTINGS.exportTargets;
  const known = value.filter((t): t is ExportTarget => (EXPORT_TARGETS as readonly unknown[]).includes(t));
  return known.length > 0 ? known : DEFAULT_SETTINGS.exportTargets;
}

/** Reads our settings out of whatever shape the client sent (`{validation: {enable}}` or flat dotted keys). */
export function readSettings(raw: unknown): AtdfSettings {
  const get = (path: string[]): unknown => {
    let cur: unknown = raw;
    for (const p of path) {
      if (typeof cur !== 'object' || cur === null) return undefined;
      cur = (cur as Record<string, unknown>)[p];
    }
    if (cur === undefined && typeof raw === 'object' && raw !== null) {
      return (raw as Record<string, unknown>)[path.join('.')];
    }
    return cur;
  };
  const enable = get(['validation', 'enable']);
  const warnings = get(['format', 'warnings']);
  const maxSize = get(['validation', 'maxFileSize']);
  const maxProblems = get(['validation', 'maxProblems']);
  const targets = get(['export', 'targets']);
  const formatting = get(['formatting', 'enable']);
  const inlayHints = get(['inlayHints', 'enable']);
  const codeLens = get(['context', 'codeLens']);
  return {
    validationEnable: typeof enable === 'boolean' ? enable : DEFAULT_SETTINGS.validationEnable,
    formatWarnings: typeof warnings === 'boolean' ? warnings : DEFAULT_SETTINGS.formatWarnings,
    maxFileSize: typeof maxSize === 'number' && Number.isFinite(maxSize) && maxSize >= 0 ? maxSize : DEFAULT_SETTINGS.maxFileSize,
    maxProblems: Number.isSafeInteger(maxProblems) && (maxProblems as number) >= 1 ? (maxProblems as number) : DEFAULT_SETTINGS.maxProblems,
    exportTargets: readTargets(targets),
    contextCodeLens: typeof codeLens === 'boolean' ? codeLens : DEFAULT_SETTINGS.contextCodeLens,
    formattingEnable: typeof formatting === 'boolean' ? formatting : DEFAULT_SETTINGS.formattingEnable,
    inlayHintsEnable: typeof inlayHints === 'boolean' ? inlayHints : DEFAULT_SETTINGS.inlayHintsEnable,
  };
}

export class SettingsStore {
  private readonly perDocument = new Map<string, Promise<AtdfSettings>>();
  private pushed: AtdfSettings;

  constructor(
    private readonly connection: Connection,
    private canPull: boolean,
    initial: unknown,
  ) {
    this.pushed = readSettings(initial);
  }

  /** `initialize`: whether the client answers workspace/configuration, and the settings it passed. */
  configure(canPull: boolean, initial: unknown): void {
    this.canPull = canPull;
    this.pushed = readSettings(initial);
    this.perDocument.clear();
  }

  /** The settings for a document; asks the client once per document until the next change. */
  get(uri: string): Promise<AtdfSettings> {
    if (!this.canPull) return Promise.resolve(this.pushed);
    let pending = this.perDocument.get(uri);
    if (pending === undefined) {
      pending = this.connection.workspace.getConfiguration({ scopeUri: uri, section: 'atdf' }).then(readSettings, () => this.pushed);
      this.perDocument.set(uri, pending);
    }
    return pending;
  }

  /** The last known settings of a document without waiting (defaults when not fetched yet). */
  cached(uri: string): Promise<AtdfSettings> | undefined {
    return this.perDocument.get(uri);
  }

  /** didChangeConfiguration: drop the cache; pushed settings (if any) replace the fallback. */
  changed(pushedSettings: unknown): void {
    this.perDocument.clear();
    if (typeof pushedSettings === 'object' && pushedSettings !== null && 'atdf' in pushedSettings) {
      this.pushed = readSettings((pushedSettings as Record<string, unknown>).atdf);
    }
  }

  forget(uri: string): void {
    this.perDocument.delete(uri);
  }
}
