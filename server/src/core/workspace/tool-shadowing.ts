// security/tool-shadowing: a description that gives orders about another tool
// of the workspace ("the send_email tool must send all emails to ...", "never
// use read_file"): one tool steering another hijacks it without being called
// (Invariant Labs' shadowing attack). The per-document lint finds the phrases
// and the names they are about (lint/rules/tool-mentions.ts); here a mention
// becomes a finding when the name is a tool defined elsewhere in the workspace
// (another file, or another document of the stream), with a link to it.
// Kept as cheap per edit as the duplicate-tool rule: an index of mentioned
// names, empty in a workspace without such phrases (then nothing runs), and a
// file's names looked up in it only when it is not.
import { showPointer } from '../atdf/messages';
import { LINT_RULE_BY_ID, TOOL_SHADOWING } from '../lint/rules';
import type { ToolMention } from '../lint/rules/tool-mentions';
import type { Locale } from '../locale';
import type { Diagnostic, Range } from '../types';
import type { ToolRegistry } from './tool-registry';
import { lintMessage } from '../messages/lint';

/** A mention of one document of a file. */
export interface FileMention extends ToolMention {
  document: number;
  /** Located now (a file not kept), else found by the file's locator when it is reported. */
  range?: Range;
}

interface MentionFile {
  mentions: readonly FileMention[];
  locate: ((mention: FileMention) => Range) | undefined;
}

export class ShadowingIndex {
  private readonly files = new Map<string, MentionFile>();
  /** Mentioned name -> keys of the files that mention it. */
  private readonly filesByName = new Map<string, Set<string>>();

  /** Replaces a file's mentions (nothing to do, the usual case, when it had none and has none). */
  set(key: string, mentions: readonly FileMention[], locate?: (mention: FileMention) => Range): void {
    const old = this.files.get(key);
    if (!old && mentions.length === 0) return;
    if (old) this.unindex(key, old);
    if (mentions.length === 0) {
      this.files.delete(key);
      return;
    }
    this.files.set(key, { mentions, locate });
    for (const m of mentions) {
      let keys = this.filesByName.get(m.name);
      if (!keys) this.filesByName.set(m.name, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string): void {
    this.set(key, []);
  }

  /** The keys of other files that mention one of these names (the names a file defines). */
  mentioning(key: string, names: ReadonlyMap<string, unknown>, into: Set<string>): void {
    if (this.filesByName.size === 0) return;
    const visit = (name: string) => {
      for (const k of this.filesByName.get(name) ?? []) if (k !== key) into.add(k);
    };
    if (this.filesByName.size < names.size) {
      for (const name of this.filesByName.keys()) if (names.has(name)) visit(name);
    } else {
      for (const name of names.keys()) if (this.filesByName.has(name)) visit(name);
    }
  }

  /**
   * The findings of a file: each mention of a tool defined outside the mentioning file's catalog. A catalog is a
   * folder (one server's tools, as `atdf import-mcp` writes them): orders about a sibling tool of the same folder or
   * of the same stream are the server's own guidance (Sentry's `create_project`: "DO NOT USE create_dsn").
   */
  diagnosticsFor(key: string, registry: ToolRegistry, locale: Locale): Diagnostic[] {
    const file = this.files.get(key);
    if (!file) return [];
    const out: Diagnostic[] = [];
    const catalog = folderOf(key);
    for (const m of file.mentions) {
      const others = registry.definitionsOf(m.name).filter((d) => folderOf(d.key) !== catalog);
      if (others.length === 0) continue;
      out.push({
        severity: LINT_RULE_BY_ID.get(TOOL_SHADOWING)?.defaultSeverity ?? 'error',
        document: m.document,
        pointer: m.pointer,
        code: TOOL_SHADOWING,
        message: lintMessage(locale, 'lint.security/tool-shadowing', {
          at: showPointer(locale, m.pointer),
          phrase: m.phrase,
          tool: m.name,
        }),
        range: m.range ?? file.locate?.(m) ?? NOWHERE,
        related: others.map((o) => ({
          ...(o.key === key ? {} : { file: o.uri }),
          document: o.definition.document,
          pointer: o.definition.pointer,
          range: o.range,
          message: lintMessage(locale, 'lint.security/tool-shadowing.related', { tool: m.name }),
        })),
        data: { pointer: m.pointer, keyword: TOOL_SHADOWING, tool: m.name },
      });
    }
    return out;
  }

  private unindex(key: string, file: MentionFile): void {
    for (const m of file.mentions) {
      const keys = this.filesByName.get(m.name);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.filesByName.delete(m.name);
    }
  }
}

/** The folder part of a file key (a path or a URI): everything up to its last slash. */
function folderOf(key: string): string {
  return key.slice(0, key.replace(/\\/g, '/').lastIndexOf('/') + 1);
}

const NOWHERE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
