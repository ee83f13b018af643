// A set of files diagnosed at once (the CLI's `atdf validate`, a library
// user): each file validated and its own findings kept (not its report, so a
// generator that reads the files from disk keeps memory bounded), the
// workspace and catalog rules fed as they come; then each file finished by
// the same pipeline as the editor's (diagnose-file.ts).
import { DEFAULT_FILE_RULES } from '../config/file-rules';
import { CatalogBudgets } from '../export/catalog-budget';
import type { SchemaCompiler } from '../atdf/finding';
import { DEFAULT_MAX_PROBLEMS } from '../text/rules';
import { validateBytes } from '../validate-bytes';
import { validateFile } from '../validate-file';
import { Workspace } from '../workspace/workspace';
import { finish, ownFindings, type OwnFindings } from './diagnose-file';
import type { DiagnoseOptions, FileDiagnostics, SessionOptions, WorkspaceFile } from './types';

export function diagnoseFiles(files: Iterable<WorkspaceFile>, options: DiagnoseOptions, compiler: SchemaCompiler): FileDiagnostics[] {
  const workspace = new Workspace();
  const catalogs = new CatalogBudgets();
  const locale = options.locale ?? 'en';
  const { tokens } = options;
  const session: SessionOptions = {
    workspace,
    lock: options.lock,
    tokens,
    catalog: tokens ? (file, at) => catalogs.diagnosticsFor(file.uri, tokens.tokenizer, at) : undefined,
  };
  const kept: OwnFindings[] = [];
  for (const file of files) {
    const rules = file.rules ?? DEFAULT_FILE_RULES;
    // The file's config names its targets (`.atdfrc` `targets:`): they win over the caller's default.
    const targets = rules.targets ?? options.targets;
    const fileOptions = { formatWarnings: options.formatWarnings, locale: options.locale, targets, language: file.language, compiler };
    const report = file.content instanceof Uint8Array ? validateBytes(file.content, fileOptions) : validateFile(file.content, fileOptions);
    workspace.setReport(file.uri, file.label ?? file.uri, report, { retain: false });
    // Each tool counted once for both budget rules.
    const counted = new Map<string, number>();
    const countTokens = (text: string) => counted.get(text) ?? counted.set(text, tokens!.countTokens(text)).get(text)!;
    const fileTokens = tokens && { countTokens, tokenizer: tokens.tokenizer };
    const own = ownFindings(file.uri, report, rules, targets, locale, { lock: options.lock, tokens: fileTokens });
    if (own.budget && file.catalog) catalogs.add(file.uri, file.catalog, report, own.budget.budget, own.budget.target, countTokens);
    kept.push({ ...own, report: undefined });
  }
  return kept.map((own) => finish(own, locale, options.maxProblems ?? DEFAULT_MAX_PROBLEMS, session));
}
