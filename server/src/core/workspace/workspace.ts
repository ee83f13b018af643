// The workspace rules over a set of files: no tool defined twice (across
// files, or in two documents of one YAML stream), no description giving
// orders about another tool (security/tool-shadowing, tool-shadowing.ts), the
// tool names in one case style (quality/inconsistent-tool-names, name-styles.ts). A file comes in as
// a report (validated: an open document, a file the CLI checked) or as a bare
// parse (a file on disk nobody validates). Kept incremental for the editor: a
// keystroke that leaves a file's tool names as they were costs O(definitions)
// comparisons, and nothing is located or worded for a file without duplicates
// (see ToolRegistry); the shadowing rule costs nothing in a workspace whose
// descriptions name no other tool in an order.
import { boundDiagnostic } from '../bound-diagnostic';
import { lineIndexOf, parseFile } from '../parse/index';
import type { ParseLimits, ParsedFile } from '../parse/types';
import type { FileReport } from '../report';
import type { Locale } from '../locale';
import type { SourceText } from '../text/source-text';
import type { Dialect, Diagnostic, Language, Range } from '../types';
import { definitionsFromParse, definitionsFromReport, locateIn, type ToolDefinition } from './tool-definitions';
import { DEFAULT_FILE_RULES, type FileRules } from '../config/file-rules';
import { DUPLICATE_TOOL_CODE, fileKey, ToolRegistry } from './tool-registry';
import { NameStyleIndex } from './name-styles';
import { ShadowingIndex, type FileMention } from './tool-shadowing';

export class Workspace {
  private readonly registry = new ToolRegistry();
  private readonly shadowing = new ShadowingIndex();
  private readonly nameStyles = new NameStyleIndex();
  /** The definitions last taken from a report, per file key (a parse's carry ranges of their own text). */
  private readonly fromReport = new Map<string, readonly ToolDefinition[]>();

  /**
   * A validated file. Returns the keys of the other files whose workspace
   * diagnostics may have changed. With `retain: false` the names are located
   * now and the report is not kept (a batch over many files keeps bounded
   * memory); by default they are located only if they turn out duplicated.
   */
  setReport(uri: string, label: string, report: FileReport, options: { retain?: boolean } = {}): Set<string> {
    const key = fileKey(uri);
    const definitions = definitionsFromReport(report, this.fromReport.get(key));
    const locate = locateIn(report.parsed);
    const mentions = mentionsOf(report);
    if (options.retain === false) {
      this.fromReport.delete(key);
      const locateMention = mentionLocator(report.parsed);
      this.shadowing.set(
        key,
        mentions.map((m) => ({ ...m, range: locateMention(m) })),
      );
      const located = definitions.map((d) => ({ ...d, range: locate(d) }));
      return this.withNames(uri, located, () => this.registry.set(uri, label, located));
    }
    this.fromReport.set(key, definitions);
    this.shadowing.set(key, mentions, mentions.length > 0 ? mentionLocator(report.parsed) : undefined);
    return this.withNames(uri, definitions, () => this.registry.set(uri, label, definitions, locate));
  }

  /** A file read from disk: parsed (not validated) for its tool names; `limits` as for parseFile (the server bounds the yaml package). */
  setText(uri: string, label: string, text: SourceText, language: Language, limits?: Partial<ParseLimits>): Set<string> {
    this.fromReport.delete(fileKey(uri));
    this.shadowing.remove(fileKey(uri));
    const definitions = definitionsFromParse(parseFile(text, language, limits));
    return this.withNames(uri, definitions, () => this.registry.set(uri, label, definitions));
  }

  remove(uri: string): Set<string> {
    this.fromReport.delete(fileKey(uri));
    this.shadowing.remove(fileKey(uri));
    return this.withNames(uri, undefined, () => this.registry.remove(uri));
  }

  has(uri: string): boolean {
    return this.registry.has(uri);
  }

  /** The file (as last named) behind a key that `setReport`/`setText`/`remove` returned. */
  uriOf(key: string): string | undefined {
    return this.registry.uriOf(key);
  }

  /**
   * The tools of every file whose name matches `query` (its characters in
   * order, case-insensitive, as editors filter symbols; '' matches all), at
   * most `limit`: name, dialect, file and the range of the name.
   */
  toolSymbols(query: string, limit = 1000): ToolSymbol[] {
    const wanted = query.toLowerCase();
    const out: ToolSymbol[] = [];
    for (const { uri, label, definition, range } of this.registry.definitions((name) => isSubsequence(wanted, name.toLowerCase()))) {
      out.push({ name: definition.name, dialect: definition.dialect, uri, label, document: definition.document, range });
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Every definition of the tool `name` (exactly that name), in every file: what navigation from a tool name lists. */
  definitionsOf(name: string): ToolSymbol[] {
    const out: ToolSymbol[] = [];
    for (const { uri, label, definition, range } of this.registry.definitions((n) => n === name))
      out.push({ name, dialect: definition.dialect, uri, label, document: definition.document, range });
    return out;
  }

  /** Every file the workspace holds (open or read from disk), as last named. */
  uris(): string[] {
    return [...this.registry.uris()];
  }

  /**
   * The workspace rules' diagnostics of one file (none for a file without
   * duplicates or mentions, at no cost), with the rules' settings of the
   * file's config (`atdf/duplicate-tool: {translations: false}` counts
   * translated copies too).
   */
  diagnosticsFor(uri: string, locale: Locale, rules: FileRules = DEFAULT_FILE_RULES): Diagnostic[] {
    const translations = rules.settingsOf(DUPLICATE_TOOL_CODE)?.translations !== false;
    const duplicates = this.registry.duplicatesFor(uri, locale, { translations });
    const key = fileKey(uri);
    const shadowing = this.shadowing.diagnosticsFor(key, this.registry, locale);
    const styles = this.nameStyles.diagnosticsFor(key, this.registry, locale);
    const all = shadowing.length === 0 && styles.length === 0 ? duplicates : [...duplicates, ...shadowing, ...styles];
    // Bounded like the file's own diagnostics (a tool name may be a megabyte long).
    return all.map(boundDiagnostic);
  }

  /**
   * Runs a change of the file's definitions (`definitions`, or none: removed)
   * in the registry; to the files it returns (which share a name with it) adds
   * those that mention a name it defined before or defines now (their
   * shadowing findings, and the links in them, may change) and, when the
   * workspace's dominant name style moved, those with a styled name.
   */
  private withNames(uri: string, definitions: readonly ToolDefinition[] | undefined, change: () => Set<string>): Set<string> {
    const key = fileKey(uri);
    const before = this.registry.namesOf(uri);
    const touched = change();
    const after = this.registry.namesOf(uri);
    this.shadowing.mentioning(key, after, touched);
    if (before !== after) this.shadowing.mentioning(key, before, touched);
    const restyled = definitions ? this.nameStyles.set(key, uri, definitions) : this.nameStyles.remove(key);
    for (const k of restyled) touched.add(k);
    return touched;
  }
}

/** The mentions of other tools in a report's documents (few: usually none). */
function mentionsOf(report: FileReport): FileMention[] {
  const out: FileMention[] = [];
  for (const doc of report.documents) if (doc.toolMentions) for (const m of doc.toolMentions) out.push({ ...m, document: doc.index });
  return out;
}

/** Where a mention is in the parse it was read from (its offsets count from its document's start). */
function mentionLocator(parsed: ParsedFile): (mention: FileMention) => Range {
  return (m) => {
    const base = parsed.documents[m.document]?.span.start ?? 0;
    return lineIndexOf(parsed).range({ start: base + m.from, end: base + m.to });
  };
}

export interface ToolSymbol {
  name: string;
  dialect?: Dialect;
  /** The file, as the caller named it, and as messages name it. */
  uri: string;
  label: string;
  /** The document of its YAML stream. */
  document: number;
  /** The tool's name in the file. */
  range: Range;
}

function isSubsequence(needle: string, haystack: string): boolean {
  let at = 0;
  for (let i = 0; i < haystack.length && at < needle.length; i++) if (haystack[i] === needle[at]) at++;
  return at === needle.length;
}

export { fileKey };
