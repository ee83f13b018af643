// atdf/context/previewFolder (protocol/context.ts): the catalog of the ATDF
// files under a folder as a target receives it, for "ATDF: Preview Folder as
// Model Context": a header, each tool's tokens with its file and the total
// (the lines `atdf context FOLDER` prints), then exactly the text
// `atdf export --target T FOLDER` prints. Files with errors are left out and
// named (atdf export refuses the folder then). At most PREVIEW_MAX_FILES
// files, the first in walk order; a line says how many more there are.
import { EXPORT_TARGETS, type AtdfEngine, type ExportFile, type ExportTarget, type Locale, t } from '../core/index';
import type { HostFiles } from '../host/host';
import type { Failure, FolderPreviewParams, FolderPreviewResult } from '../protocol/context';
import { atdfFilesSorted, type CatalogFiles } from '../session/catalog-files';
import type { TokenCounts } from '../session/token-counts';
import { uriToPath } from '../session/uri-paths';

/** Files of one preview: enough for a real catalog, few enough to render and count within a pause in typing. */
export const PREVIEW_MAX_FILES = 200;

export interface FolderPreviewDeps {
  engine: AtdfEngine;
  files: HostFiles;
  catalog: CatalogFiles;
  tokens: TokenCounts;
  locale: Locale;
  labelOf: (uri: string) => string;
  /** How the header names the folder (session/catalog-files.ts folderLabel). */
  folderLabel: (dir: string) => string;
  /** The first target of the folder's `.atdfrc` (else mcp). */
  defaultTarget: (dir: string) => ExportTarget;
}

export async function folderPreview(deps: FolderPreviewDeps, params: FolderPreviewParams): Promise<FolderPreviewResult | Failure> {
  const { engine, locale, tokens } = deps;
  const requested = params.target;
  if (requested !== undefined && !(EXPORT_TARGETS as readonly string[]).includes(requested))
    return { error: `unknown target "${requested}"; use one of ${EXPORT_TARGETS.join(', ')}` };
  const folder = uriToPath(params.folder);
  const isFolder = folder !== undefined && (await deps.files.stat(folder))?.kind === 'directory';
  if (!isFolder) return { error: t(locale, 'context.notAFolder', { uri: params.folder }) };
  const target = (requested as ExportTarget | undefined) ?? deps.defaultTarget(folder);
  const { files: paths, more } = await atdfFilesSorted(deps.files, folder, PREVIEW_MAX_FILES);
  const files: ExportFile[] = [];
  const withErrors: string[] = [];
  const notRead: string[] = [];
  for await (const entry of deps.catalog.entries(folder, paths)) {
    const file = deps.labelOf(entry.uri);
    if (!entry.report) notRead.push(`- ${file}: ${entry.notRead}`);
    else if (entry.report.diagnostics.some((d) => d.severity === 'error')) withErrors.push(`- ${file}`);
    else files.push({ file, report: entry.report });
  }
  const result = engine.export.catalog(files, { target });
  const parts = result.tools.map((tool) => tool.text);
  let counts: number[];
  try {
    counts = await tokens.countAll([...parts, result.text]);
  } catch (err) {
    return { error: t(locale, 'context.noTokenizer', { error: err instanceof Error ? err.message : String(err) }) };
  }
  const total = result.tools.length > 0 ? counts[parts.length] : 0;
  const tools = result.tools.map((tool, i) => ({ name: tool.name, file: tool.file, tokens: counts[i] }));
  const perFile = files
    .map(({ file }) => {
      const own = tools.filter((tool) => tool.file === file);
      return { file, tokens: own.reduce((n, tool) => n + tool.tokens, 0), tools: own.map(({ name, tokens }) => ({ name, tokens })) };
    })
    .filter((f) => f.tools.length > 0);
  const width = Math.max(5, String(total).length);
  const label = deps.folderLabel(folder);
  const lines = [
    t(locale, 'context.folderHeader', {
      folder: label,
      target,
      tokens: total,
      tokenizer: tokens.tokenizer,
      count: tools.length,
      files: perFile.length,
    }),
    '',
    ...tools.map((tool) => `${String(tool.tokens).padStart(width)}  ${tool.name}  ${tool.file}`),
    `${String(total).padStart(width)}  ${t(locale, 'context.folderTotal', { target, count: tools.length, tokenizer: tokens.tokenizer })}`,
  ];
  if (more > 0) lines.push('', t(locale, 'context.moreFiles', { count: more }));
  if (withErrors.length > 0) lines.push('', t(locale, 'context.filesWithErrors'), ...withErrors);
  if (notRead.length > 0) lines.push('', t(locale, 'context.filesNotRead'), ...notRead);
  if (result.problems.length > 0) {
    lines.push('', t(locale, 'context.problems'));
    for (const problem of result.problems) lines.push(`- ${problem.file}: ${engine.export.message(target, problem, locale)}`);
  }
  const body = tools.length > 0 ? result.text : t(locale, 'context.none') + '\n';
  return {
    target,
    tokenizer: tokens.tokenizer,
    tokens: total,
    tools: tools.map(({ name, tokens }) => ({ name, tokens })),
    files: perFile,
    notShown: more,
    text: `${lines.join('\n')}\n\n${body}`,
  };
}
