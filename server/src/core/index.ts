// The ATDF engine's one public API. The language server, the CLI and the
// VS Code client use this module and nothing else under core/ (a test checks
// it: test/unit/architecture/imports.test.ts).
//
// Modelled on vscode-json-languageservice's `getLanguageService`: a facade
// over one service per feature, each in its own module (parse/, validate-*.ts,
// workspace/, services/, schema/, mcp/), bound here to the state they share
// (the compiled-schema cache). Everything it returns is plain data: offsets,
// ranges, codes with arguments; no editor or protocol type (the server turns
// them into LSP types in server/src/features/).
//
// A later feature adds itself the same way: its module under core/, one member
// on AtdfEngine (or McpService), one line in createEngine, and the types it
// returns exported below.
import { createCompiler } from './atdf/compiler';
import { exportCatalog, type ExportFile } from './export/export-catalog';
import { budgetDiagnostics, fileTools, type BudgetCheck, type FileTool } from './export/budget';
import { measureExport, type ContextMeasure } from './export/measure';
import type { ContextBudget } from './config/types';
import {
  catalogCrossings,
  reportCatalogBudget,
  type CatalogBudgetWords,
  type CatalogCrossing,
  type CatalogFileTokens,
} from './export/catalog-budget';
import { exportMessage } from './export/messages';
import type { ExportNote } from './export/notes';
import type { RevisionNote } from './export/mcp-revision';
import type { ExportOptions, ExportProblem, ExportResult, ExportTarget } from './export/types';
import { servedTools, type ServedDocument } from './export/served-tool';
import { contractTools, pointerRange } from './contract/cases';
import { checkCallResult, checkExampleInput, judgeCallResult } from './contract/check-result';
import { generateCases, judgeGenerated } from './contract/generated-cases';
import { outputUpdate } from './contract/update-output';
import type {
  ContractExample,
  ContractFinding,
  ContractTool,
  GeneratedAnswer,
  GeneratedCase,
  GeneratedJudgement,
  ResultJudgement,
} from './contract/types';
import { exportBlock, type ExportBlock } from './lint/export-policy';
import { checkAgainstLock } from './lint/lock-check';
import { parseLockfile, pinFile, serializeLockfile, type Lockfile, type PinnedTool } from './lint/pin';
import { isIgnored, rulesForFile, type FileRules } from './config/file-rules';
import { loadConfig, type ConfigFileText, type LoadedConfig } from './config/load-config';
import { PRESETS } from './config/presets';
import type { AtdfConfig } from './config/types';
import type { Locale } from './locale';
import { exportFileTools, type ExportedDocument } from './mcp/export-file';
import { splitCommandLine } from './mcp/command-line';
import { importToolsChecked, importToolsSkippingInvalid, type ImportOptions } from './mcp/import-tools';
import { readMcpConfig, type McpConfigOptions, type McpServerConfig } from './mcp/mcp-config';
import {
  nameWarnings,
  readJsonBytes,
  readUtf8,
  readToolsBytes,
  readToolsText,
  readToolsValue,
  type ReadOptions,
  type ToolsDocument,
} from './mcp/read-tools';
import { orderTools, readServedTools, readToolOrder, toolOrderText } from './mcp/tool-order';
import { importedFileTool, updateImportedFile, type FileUpdate } from './mcp/update/update-file';
import type { ImportDialect, ImportedFile, McpTool, SkippedTool } from './mcp/types';
import { readPlatformTools, type Platform, type PlatformTool } from './platform/index';
import {
  checkOpenApiDepth,
  openApiVersion,
  readOpenApi,
  type OpenApiFilter,
  type OpenApiImport,
  type OpenApiVersion,
} from './openapi/index';
import { parseFile, type EditHint } from './parse/index';
import type { OffsetEdit } from './edit/text-edit';
import type { ParsedFile, Span } from './parse/types';
import type { FileReport, ValidateFileOptions } from './report';
import { compileSchema, SchemaRegistry, type RegistryOptions } from './schema/index';
import type { CompiledSchema, CompileOptions } from './schema/types';
import { completion, type CompletionData } from './services/completion';
import { fixAll, type FixAll } from './services/fix-all';
import { foldingRanges, type FoldingData } from './services/folding';
import { documentLinks, type DocumentLink } from './services/document-links';
import {
  definition,
  highlights,
  pointerSpan,
  prepareRename,
  references,
  rename,
  type Highlight,
  type RenameResult,
  type RenameTarget,
} from './services/navigation';
import { formatEdits, type FormatOptions } from './services/formatting';
import { indentOnEnter, type IndentEdit } from './services/indent-on-enter';
import { inlayHints, type InlayHintData } from './services/inlay-hints';
import { hover, type HoverData } from './services/hover';
import { outline, type OutlineSymbol } from './services/outline';
import { ALL_RULES } from './rules/registry';
import type { RuleMeta } from './rules/types';
import { quickFixes, type QuickFix } from './services/quick-fixes';
import { mayNameTool, toolStyleFix, type ToolStyleFix, type ToolStyleFixOptions } from './workspace/tool-style-fix';
import { selectionRanges } from './services/selection';
import { toolNameAt, type ToolNameAt } from './services/tool-name-at';
import type { SourceText } from './text/source-text';
import type { Diagnostic, Language, Range } from './types';
import { validateBytes } from './validate-bytes';
import { validateFile } from './validate-file';
import { finishLint, pendingLint, type FinishLintOptions } from './finish-lint';
import { Workspace } from './workspace/workspace';
import {
  diagnoseFiles,
  DiagnosticsSession,
  type DiagnoseOptions,
  type FileDiagnostics,
  type SessionOptions,
  type WorkspaceFile,
} from './diagnose/index';

export interface ParseOptions {
  /** The last parse of the same file: documents whose text did not change are reused. */
  previous?: ParsedFile;
  /** What the editor knows of the change since `previous` (see EditHint). */
  hint?: EditHint;
}

export interface ValidateOptions extends ValidateFileOptions {
  /** What the editor knows of the text: where it differs from `previous`'s, and its line index. */
  hint?: EditHint;
}

/** What a config says for one file. */
export interface FileConfig {
  rules: FileRules;
  /** The config's `ignore` matches the file: it is not validated (nor counted by the workspace rules). */
  ignored: boolean;
}

export interface AtdfEngine {
  /** text -> documents: plain values, pointer -> source span maps, parse problems. */
  parse(text: SourceText, language: Language, options?: ParseOptions): ParsedFile;
  /**
   * One file through every rule of a file (parse, dialect, structure, examples
   * against the tool's schemas): its report, diagnostics sorted. Incremental
   * with `previous` (and the editor's `hint`): unchanged documents of a YAML
   * stream are neither parsed nor validated again.
   */
  validateFile(text: SourceText, options: ValidateOptions): FileReport;
  /** `validateFile` for bytes read from disk: decoded first, decoding problems reported as diagnostics. */
  validateBytes(bytes: Uint8Array, options: ValidateOptions): FileReport;
  /**
   * The lint of a report's documents validated with `lintLater` (up to `most` of them): with all of them done, the
   * report equals the one pass's. The same report when none is pending.
   */
  finishLint(report: FileReport, options?: FinishLintOptions): FileReport;
  /** How many of a report's documents wait for `finishLint`. */
  pendingLint(report: FileReport): number;
  /** The workspace rules (no tool defined twice, across files or in one stream; no description giving orders about another tool; tool names in one case style), kept up to date file by file. */
  createWorkspace(): Workspace;
  /**
   * The pipeline from files to their final diagnostics (core/diagnose/): each
   * file validated, the lockfile and budgets, the workspace rules over all of
   * them, then each file's config (severities, `off`, overrides, suppression
   * comments) and the problem cap. Files are taken one at a time and only their
   * findings kept, so a generator that reads them from disk keeps memory bounded.
   * The CLI and a library user call this; the editor keeps a `diagnosticsSession`.
   */
  diagnose(files: Iterable<WorkspaceFile>, options?: DiagnoseOptions): FileDiagnostics[];
  /**
   * The same pipeline for an editor, one file at a time as it changes (its
   * report validated incrementally by the caller, the workspace fed by it):
   * `session.diagnose(file)` gives the file's final diagnostics, the same
   * object as last time when nothing changed.
   */
  diagnosticsSession(options: SessionOptions): DiagnosticsSession;
  /** Every rule, as data: id, group, default severity, summary, docs, settings schema (the registry, core/rules/). */
  readonly rules: readonly RuleMeta[];
  /** The config of one folder from the config files found in it (none: undefined; broken: diagnostics and no config). */
  loadConfig(found: readonly ConfigFileText[], locale?: Locale): LoadedConfig | undefined;
  /** A shipped config an `.atdfrc` can extend by name (`atdf:recommended`, `atdf:strict`); undefined for another name. */
  configPreset(name: string): AtdfConfig | undefined;
  /** What a config says for one file; `relativePath` is from the config's folder, `/`-separated. */
  configForFile(config: AtdfConfig, relativePath: string): FileConfig;
  /** Quick fixes for some of a report's diagnostics, as edits of its text. */
  quickFixes(report: FileReport, diagnostics: readonly Diagnostic[]): QuickFix[];
  /** The preferred fix of each of these diagnostics (of `code` only, when given) as one set of non-overlapping edits. */
  fixAll(report: FileReport, diagnostics: readonly Diagnostic[], code?: string): FixAll | undefined;
  /**
   * The fix of a quality/inconsistent-tool-names finding: the tool renamed to the workspace's style in every file
   * of `sources` that names it (definitions, mentions the lint recognises), or at the finding only when that is not
   * sound (the result says which); undefined when there is no such name or it is taken.
   */
  toolStyleFix(diagnostic: Diagnostic, options: ToolStyleFixOptions): ToolStyleFix | undefined;
  /** Whether a file's text may name the tool `name` where the lint reads names (read it for `toolStyleFix` then). */
  mayNameTool(text: string, name: string): boolean;
  /** What can be typed at an offset (keys, values), also in half-typed text (`lastUsable`: the last report that parsed). */
  completion(report: FileReport, offset: number, lastUsable?: FileReport): CompletionData | undefined;
  /** What the key or value at an offset means (an ATDF key, an example's input and its declared schema, a value's schema, a $ref's target). */
  hover(report: FileReport, offset: number): HoverData | undefined;
  /** Per document: the tool with its inputs, outputs and examples (tools only above `maxSymbols`). */
  outline(report: FileReport, maxSymbols?: number): OutlineSymbol[];
  /** Every collection and multi-line scalar of every document, from its key to its end (at most `limit`, default 5000). */
  foldingRanges(parsed: ParsedFile, limit?: number): FoldingData[];
  /** For each offset, the nodes around it innermost first (key or value, member, collection, ... document). */
  selectionRanges(parsed: ParsedFile, offsets: readonly number[]): Span[][];
  /**
   * Edits that format a parsed file: JSON as VS Code formats it, YAML re-indented only (comments, anchors,
   * quoting and styles kept). With `range`: JSON within it, YAML the block collections with a line in it, whole.
   * Documents that do not parse get none.
   */
  format(parsed: ParsedFile, options: FormatOptions, range?: Span): OffsetEdit[];
  /** On-type formatting after Enter: the indentation `line` should have, from the lines above it (`lineAt`: a line's text, no line break). */
  indentOnEnter(
    lineAt: (line: number) => string | undefined,
    line: number,
    language: Language,
    options: FormatOptions,
  ): IndentEdit | undefined;
  /** Where the name at an offset is declared: an input, a YAML anchor, the node a local `$ref` points to. */
  definition(report: FileReport, offset: number): Span[];
  /** Every occurrence of that name in its document (examples' input keys, `required` items, aliases, `$ref`s). */
  references(report: FileReport, offset: number, includeDeclaration: boolean): Span[];
  /** The same, the declaration marked as written. */
  highlights(report: FileReport, offset: number): Highlight[];
  /** The name at an offset when it can be renamed (an input, an anchor). */
  prepareRename(report: FileReport, offset: number): RenameTarget | undefined;
  /** Edits renaming it at every occurrence, or why not (not renamable, invalid or taken name). */
  rename(report: FileReport, offset: number, newName: string): RenameResult;
  /** `$ref`s (to their target in the file, another file or a URL) and http(s) URL values. */
  documentLinks(report: FileReport): DocumentLink[];
  /** The tool name (`tool.name`, `tool_id`, `id`) whose value holds an offset: where navigation to its other definitions starts. */
  toolNameAt(report: FileReport, offset: number): ToolNameAt | undefined;
  /** Inlay hints in `range`: each document's dialect at its start, the type each example input value is checked against (at most `limit`). */
  inlayHints(report: FileReport, range: Span, limit?: number): InlayHintData[];
  /** Where a JSON pointer is in the first document of a parsed file (its key when it has one), e.g. another file's `$ref` target. */
  pointerSpan(parsed: ParsedFile, pointer: string): Span | undefined;
  /** Our JSON Schema validator (2020-12 and draft-07), on its own (`atdf check-schema`). Not cached. */
  compileSchema(schema: unknown, options?: CompileOptions): CompiledSchema;
  /** The other schemas non-local `$ref`s may point to, as [uri, schema] pairs (CompileOptions.registry; nothing is ever fetched). */
  schemaRegistry(entries: Iterable<readonly [string, unknown]>, options?: RegistryOptions): SchemaRegistry;
  /** MCP <-> ATDF. */
  readonly mcp: McpService;
  /** Tool pins against the "rug pull": hashes of what a model reads, kept in a lockfile. */
  readonly pins: PinService;
  /** What the model sees: validated files exported for a platform or as the TOOLS prompt section (docs/export.md). */
  readonly export: ExportService;
  /** `atdf test`: a file's examples as checks of a live tool. */
  readonly contract: ContractService;
}

export interface PinService {
  /** The pin of each tool of a validated file (name, document, dialect, a SHA-256 per part). */
  pinFile(report: FileReport): PinnedTool[];
  /** security/tool-changed for each tool of the file whose parts differ from its pin, or that has none. */
  check(report: FileReport, lock: Lockfile, locale?: Locale): Diagnostic[];
  /** A lockfile's text read; the problem as one phrase when it is not one. */
  readLockfile(text: string): Lockfile | { problem: string };
  /** A lockfile's text (tools sorted by name). */
  writeLockfile(lock: Lockfile): string;
}

export interface ExportService {
  /** Files without errors -> the export for `options.target`: the whole text, each tool's part of it, notes and problems. */
  catalog(files: readonly ExportFile[], options: ExportOptions): ExportResult;
  /** A note or problem of `catalog` as one sentence naming the target. */
  message(target: ExportTarget, message: ExportNote | ExportProblem | RevisionNote, locale?: Locale): string;
  /** Tokens of an export, per tool and in total, with the caller's tokenizer (the CLI loads o200k_base). */
  measure(result: ExportResult, countTokens: (text: string) => number): ContextMeasure;
  /** One validated file's tools in order, each with its part of the export for the target (kept per unchanged document). */
  fileTools(report: FileReport, target: ExportTarget): FileTool[];
  /** `context/over-budget` on the tool that brings the file over the budget (tokens, tools), with the caller's tokenizer. */
  budget(report: FileReport, check: BudgetCheck): Diagnostic[];
  /** Where a config's catalog (its files, their tools' counts) goes over its budget: files in path order (docs/export.md). */
  catalogCrossings(files: readonly CatalogFileTokens[], budget: ContextBudget): CatalogCrossing[];
  /** `context/catalog-over-budget` of one file of the catalog, from its crossings. */
  catalogBudget(report: FileReport, crossings: readonly CatalogCrossing[], words: CatalogBudgetWords): Diagnostic[];
  /** Each tool of a validated file as `atdf proxy` serves it: the MCP tool, its description with when_to_use and failures, the failures. */
  served(report: FileReport): ServedDocument[];
}

/** The examples of ATDF files proven against a live MCP server (the calls themselves are the caller's: the engine does no I/O). */
export interface ContractService {
  /** The tools of a file (named and with the schemas `exportFile` gives) and each example's expected outcome and output. */
  tools(report: FileReport): ContractTool[];
  /** What is wrong with an example's input against the tool's input schema: [] when it may be sent. */
  checkInput(tool: ContractTool, example: ContractExample, locale?: Locale): ContractFinding[];
  /** What differs between a tools/call result and what the example expects: [] when it passes. */
  checkResult(tool: ContractTool, example: ContractExample, result: unknown, locale?: Locale): ContractFinding[];
  /** checkResult, and when nothing differs but nothing of the expected result could be compared (2.x prose), why: never a pass. */
  judgeResult(tool: ContractTool, example: ContractExample, result: unknown, locale?: Locale): ResultJudgement;
  /**
   * `--generate`: `count` inputs the tool's input schema accepts and up to `count` breaking one constraint each,
   * drawn from a PRNG seeded with `seed` (same seed, same inputs); every one checked by the validator.
   */
  generate(tool: ContractTool, options: { count: number; seed: number }): GeneratedCase[];
  /** Whether the server's answer to a generated call is one its input allows, and what the server did. */
  judgeGenerated(generated: GeneratedCase, answer: GeneratedAnswer, locale?: Locale): GeneratedJudgement;
  /**
   * `--update`: edits of the file's text giving the example the result as its expected output (the members that
   * differ, else the whole `output`; a 2.x quoted fragment), comments and formatting elsewhere kept. [] when the
   * findings (of `checkResult`) are not only about the expected output, or the change cannot be made safely.
   */
  updateOutput(
    report: FileReport,
    tool: ContractTool,
    example: ContractExample,
    result: unknown,
    findings: readonly ContractFinding[],
  ): OffsetEdit[];
  /** Where a finding's pointer is in the file (the nearest located ancestor of that node). */
  rangeOf(report: FileReport, tool: ContractTool, pointer: string): Range;
}

export interface McpService {
  /**
   * A tools/list result (or a JSON-RPC response wrapping one, one tool, an array of tools) from a file's bytes or text.
   * A tool that breaks the MCP rules refuses the whole list (McpInputError), or with `skipInvalid` is listed in `skipped`.
   */
  readTools(content: Uint8Array | string, source: string, options?: ReadOptions): ToolsDocument;
  /** The same, from a value already parsed (a live server's answer). */
  readToolsValue(value: unknown, source: string, options?: ReadOptions): ToolsDocument;
  /**
   * A JSON file an importer reads, from its bytes: strict UTF-8, bounded, BOM dropped; empty or not JSON is an
   * McpInputError naming the source, the line and the column (`expected`: what it should hold, for the empty case).
   */
  readJson(bytes: Uint8Array, source: string, expected: string): unknown;
  /** An imported file's text, strict UTF-8 (McpInputError naming the first bad byte; `format` for the advice, e.g. "YAML"). */
  readUtf8(bytes: Uint8Array, source: string, format: string): string;
  /** An agent platform's tool JSON (OpenAI, Anthropic, Gemini, a UTCP manual) as MCP tools and their example arguments; McpInputError names the pointer. */
  readPlatformTools(value: unknown, platform: Platform, source: string): PlatformTool[];
  /** An OpenAPI document (Swagger 2.0, OpenAPI 3.0, 3.1; parsed, `$ref`s to other files bundled in) as one MCP tool per operation kept, with its failures; McpInputError names the source. */
  readOpenApi(value: unknown, source: string, filter?: OpenApiFilter): OpenApiImport;
  /** The OpenAPI version of a parsed document; McpInputError when it is none (not an OpenAPI or Swagger document). */
  openApiVersion(value: unknown, source: string): OpenApiVersion;
  /** McpInputError naming the source when a parsed document nests deeper than the importer walks (256 levels). */
  checkOpenApiDepth(value: unknown, source: string): void;
  /** The servers of a `.vscode/mcp.json` (JSONC); the ones that cannot be started say why. */
  readConfig(jsonText: string, options?: McpConfigOptions): McpServerConfig[];
  /** One ATDF file per tool; refuses (one line per problem, McpInputError) tools whose file would not validate. */
  importTools(tools: readonly McpTool[], options: ImportOptions & { source: string }): ImportedFile[];
  /** The same for the tools that can be imported; the others are listed with their problems (`--skip-invalid`). */
  importToolsSkippingInvalid(
    tools: readonly McpTool[],
    options: ImportOptions & { source: string },
  ): { files: ImportedFile[]; skipped: SkippedTool[] };
  /** One warning line per tool whose name breaks the MCP naming rule (a SHOULD): it is imported kept exactly; the line says the rename to make on the server. */
  nameWarnings(tools: readonly McpTool[], source: string): string[];
  /** The text of TOOL_ORDER_FILE, written beside the imported files: the tool names in the server's order, and with `served` the tools as served (the base of `--update`). */
  toolOrderText(toolNames: readonly string[], served?: readonly McpTool[]): string;
  /** The tool names of a TOOL_ORDER_FILE text (McpInputError naming `source` when it is not one). */
  readToolOrder(text: string, source: string): string[];
  /** The tools as served at the last import, from a TOOL_ORDER_FILE text; undefined when it keeps none. */
  readServedTools(text: string, source: string): Map<string, McpTool> | undefined;
  /**
   * `import-mcp --update` of one file: a three-way merge of the importer's text for the tool as served at the last
   * import (`base`; undefined when unknown), the author's file (`ours`) and the importer's text for the tool now
   * (`theirs`). The server's changes are taken where the author left the member as imported; the author's stay;
   * both changed: the author's stays, with a comment and a conflict. Only the changed members' text changes.
   */
  updateImportedFile(base: string | undefined, ours: string, theirs: string): FileUpdate;
  /** The tool an imported file describes and its dialect; undefined when the text is not an ATDF tool file. */
  importedFileTool(text: string): { toolName: string; dialect: ImportDialect } | undefined;
  /** `tools` in that order, the tools it does not name after them as they came. */
  orderTools<T extends Pick<McpTool, 'name'>>(tools: readonly T[], order: readonly string[]): T[];
  /** The MCP tools of a validated file, one per document that describes a tool. */
  exportFile(report: FileReport): ExportedDocument[];
  /**
   * Whether a diagnostic keeps its file from being exported: 'invalid' (an ATDF
   * or parse error), 'security' (a security finding of severity error; the user
   * may override it), undefined (warnings, quality findings).
   */
  exportBlock(diagnostic: Diagnostic): ExportBlock | undefined;
  /** A command line -> argv, as a POSIX shell splits words and quotes, without a shell (McpInputError for pipes etc.). */
  splitCommandLine(line: string): string[];
}

export function createEngine(): AtdfEngine {
  // One cache of compiled schemas for the engine's lifetime (bounded LRU): an unchanged schema is compiled once.
  const compiler = createCompiler();
  const engine: AtdfEngine = {
    parse: (text, language, options = {}) => parseFile(text, language, undefined, options.previous, options.hint),
    validateFile: (text, options) => validateFile(text, { ...options, compiler }),
    validateBytes: (bytes, options) => validateBytes(bytes, { ...options, compiler }),
    finishLint,
    pendingLint,
    createWorkspace: () => new Workspace(),
    diagnose: (files, options = {}) => diagnoseFiles(files, options, compiler),
    diagnosticsSession: (options) => new DiagnosticsSession(options),
    rules: ALL_RULES,
    loadConfig,
    configPreset: (name) => (Object.hasOwn(PRESETS, name) ? PRESETS[name] : undefined),
    configForFile: (config, relativePath) => ({ rules: rulesForFile(config, relativePath), ignored: isIgnored(config, relativePath) }),
    quickFixes,
    fixAll,
    toolStyleFix,
    mayNameTool,
    completion,
    hover,
    outline,
    foldingRanges,
    selectionRanges,
    format: formatEdits,
    indentOnEnter,
    definition,
    references,
    highlights,
    prepareRename,
    rename,
    documentLinks,
    toolNameAt,
    inlayHints,
    pointerSpan,
    compileSchema,
    schemaRegistry: (entries, options) => new SchemaRegistry(entries, options),
    mcp: {
      readTools: (content, source, options) =>
        typeof content === 'string' ? readToolsText(content, source, options) : readToolsBytes(content, source, options),
      readToolsValue,
      readJson: readJsonBytes,
      readUtf8,
      readPlatformTools,
      readOpenApi,
      openApiVersion,
      checkOpenApiDepth,
      readConfig: readMcpConfig,
      importTools: importToolsChecked,
      nameWarnings,
      importToolsSkippingInvalid,
      toolOrderText,
      readToolOrder,
      readServedTools,
      updateImportedFile,
      importedFileTool,
      orderTools,
      exportFile: exportFileTools,
      exportBlock,
      splitCommandLine,
    },
    pins: { pinFile, check: checkAgainstLock, readLockfile: parseLockfile, writeLockfile: serializeLockfile },
    export: {
      catalog: exportCatalog,
      message: exportMessage,
      measure: measureExport,
      fileTools: (report, target) => [...fileTools(report, target)],
      budget: budgetDiagnostics,
      catalogCrossings,
      catalogBudget: reportCatalogBudget,
      served: servedTools,
    },
    contract: {
      tools: (report) => contractTools(report, compiler),
      checkInput: (tool, example, locale) => checkExampleInput(tool, example, compiler, locale),
      checkResult: (tool, example, result, locale) => checkCallResult(tool, example, result, compiler, locale),
      judgeResult: (tool, example, result, locale) => judgeCallResult(tool, example, result, compiler, locale),
      generate: (tool, options) => generateCases(tool, options, compiler),
      judgeGenerated,
      updateOutput: outputUpdate,
      rangeOf: (report, tool, pointer) => pointerRange(report, tool.document, pointer),
    },
  };
  return engine;
}

// ---- The vocabulary the API speaks.
export {
  FILE_NOTICES,
  type BudgetedFile,
  type CatalogRule,
  type DiagnoseFileInput,
  type DiagnoseOptions,
  type DiagnosticsSession,
  type FileDiagnostics,
  type SessionOptions,
  type TokenCounter,
  type WorkspaceFile,
} from './diagnose/index';
export type { Diagnostic, Dialect, Language, Position, Range, RelatedLocation, Severity } from './types';
export { languageOfFileName } from './language-of';
// The message system: the front ends' own texts (quick-fix titles, hover, the CLI's report) come from the
// engine's catalogs too, so a language is added in one place (core/messages).
export { t, toLocale, type MessageId } from './messages/index';
export { lintMessage, type LintMessageId } from './messages/lint';
export { keyDoc } from './messages/key-docs';
export { REFUSAL_META_KEY } from './contract/refusal-copy';
export { GENERATED_TEXT as GENERATED_TEXT_RULE } from './lint/rules/placeholder-text';
/** The closest word within a few edits ("did you mean"), as the validator suggests keywords. */
export { closest } from './schema/index';
export type { Locale };
export type { DocumentReport, FileReport } from './report';
export type { EditHint } from './parse/index';
export { LIVE_MAX_GENERAL_YAML } from './parse/index';
export type { NodeLocation, ParsedDocument, ParsedFile, Span } from './parse/types';
export { applyEdits, type OffsetEdit } from './edit/text-edit';
export type { CompiledSchema, CompileOptions, ValidationResult } from './schema/types';
export type { RegistryOptions, SchemaRegistry } from './schema/index';
export type { CompletionCandidate, CompletionData } from './services/completion';
export type { HoverData, KeyHover, RefHover, ValueHover } from './services/hover';
export type { FoldingData } from './services/folding';
export type { FormatOptions } from './services/formatting';
export type { IndentEdit } from './services/indent-on-enter';
export type { InlayHintData } from './services/inlay-hints';
export type { DocumentLink, LinkTarget } from './services/document-links';
export type { ToolNameAt } from './services/tool-name-at';
export type { Highlight, RenameResult, RenameTarget } from './services/navigation';
export type { OutlineKind, OutlineSymbol } from './services/outline';
export type { QuickFix, QuickFixTitle } from './services/quick-fixes';
export type { FixAll } from './services/fix-all';
export type { RenameSource, ToolStyleFix, ToolStyleFixOptions } from './workspace/tool-style-fix';
export { fileKey, type Workspace } from './workspace/workspace';
export type { ExportBlock } from './lint/export-policy';
export type { ToolMention } from './lint/rules/tool-mentions';
export type { LockedTool, Lockfile, PinnedTool, PinPart, ToolPin } from './lint/pin';

// ---- Rules and their configuration (.atdfrc.yaml).
export type { RuleGroup, RuleMeta, RuleSeverity } from './rules/types';
export { ruleDocs } from './rules/registry';
export { CONFIG_FILE_NAMES, type AtdfConfig, type ContextBudget } from './config/types';
export { cascadeFileRules, DEFAULT_FILE_RULES, type FileRules } from './config/file-rules';
export type { ConfigFileText, LoadedConfig } from './config/load-config';

// ---- MCP data.
export { IMPORT_DIALECTS, McpInputError, type ImportDialect, type ImportedFile, type McpTool, type SkippedTool } from './mcp/types';
export { TOOL_ORDER_FILE } from './mcp/tool-order';
export type { FileUpdate, UpdateConflict } from './mcp/update/update-file';
export { PLATFORMS, type Platform, type PlatformTool } from './platform/index';
export {
  BINDING_KEY,
  htmlToMarkdown,
  type OpenApiFilter,
  type OpenApiImport,
  type OpenApiTool,
  type OpenApiVersion,
} from './openapi/index';
export type { ImportOrigin } from './mcp/to-atdf';
export type { ImportOptions } from './mcp/import-tools';
export { redactArgs, redactText, REDACTED, type Redaction } from './mcp/redact';
export type { ExportedDocument } from './mcp/export-file';
export type { McpConfigOptions, McpServerConfig } from './mcp/mcp-config';
export type { ReadOptions, ToolsDocument } from './mcp/read-tools';
export { MAX_IMPORTED_STRING_LENGTH, MAX_TOOLS_INPUT_BYTES, type CutString } from './mcp/cut-strings';

// ---- Export for the platforms, and what the exporters had to change.
export {
  EXPORT_TARGETS,
  type ExportedTool,
  type ExportOptions,
  type ExportProblem,
  type ExportResult,
  type ExportTarget,
  type OpenAiApi,
} from './export/types';
export type { ExportFile } from './export/export-catalog';
export type { ContextMeasure } from './export/measure';
export type { BudgetCheck, FileTool } from './export/budget';
export type { CatalogBudgetWords, CatalogCrossing, CatalogFileTokens } from './export/catalog-budget';
export { OVER_BUDGET_RULE } from './export/budget-rules';
export type { ExportNote, ExportNoteCode } from './export/notes';
export { MCP_REVISIONS, type McpRevision, type RevisionNote } from './export/mcp-revision';
export type { ServedDocument, ServedTool } from './export/served-tool';
export type { ToolFailure } from './export/tool-model';
// ---- Contract tests (`atdf test`).
export type {
  ContractExample,
  ContractFinding,
  ContractTool,
  ExpectedOutcome,
  GeneratedAnswer,
  GeneratedCase,
  GeneratedJudgement,
  ResultJudgement,
} from './contract/types';

// ---- At run time: the tool registry (ATDF-described tools with their handlers, every call checked; docs/runtime.md).
export {
  createRegistry,
  FailureCodes,
  RegistryError,
  type CallContext,
  type CallError,
  type CallResult,
  type CallStage,
  type CheckResult,
  type RegisteredToolInfo,
  type RegisterOptions,
  type RegistryErrorCode,
  type ToolRegistryOptions,
  type ToolHandler,
  type ToolRegistry,
  type ToolsTarget,
} from './runtime/index';

// ---- Text as the editor keeps it (pieces, line index, edits), which the engine reads without copying.
export type { SourceText } from './text/source-text';
export { textOf } from './text/source-text';
export type { FinishLintOptions } from './finish-lint';
export { PieceText } from './text/piece-text';
export { LineIndex } from './text/line-index';
export { composeChanges, type TextChange } from './text/text-change';
export { utf8Length, utf8LengthChange } from './text/utf8-length';
export { DEFAULT_MAX_FILE_SIZE } from './text/decode';
export { DEFAULT_MAX_PROBLEMS } from './text/rules';
