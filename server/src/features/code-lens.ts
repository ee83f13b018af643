// textDocument/codeLens: over each tool, what a model would be shown of it:
// its MCP name, how many examples are checked against its schemas, and its
// tokens for the first configured target ("calendar_create · examples: 2 ·
// 312 tokens (o200k_base, openai)"), when atdf.context.codeLens is on. Clicking one opens the context preview (the client's
// atdf.previewContext command). The first request starts the tokenizer's
// worker; counts are cached per tool text, so a later request counts only
// changed tools.
import type { CodeLens } from 'vscode-languageserver';
import { type AtdfEngine, type Locale, t } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';
import type { TokenCounts } from '../session/token-counts';

/** The client command a lens runs (client/src/commands/preview-context.ts). */
export const PREVIEW_COMMAND = 'atdf.previewContext';

export async function codeLenses(engine: AtdfEngine, analysis: Analysis, tokens: TokenCounts, locale: Locale): Promise<CodeLens[]> {
  if (!analysis.settings.contextCodeLens || !analysis.report) return [];
  const target = analysis.targets[0] ?? 'mcp';
  const tools = engine.export.fileTools(analysis.report, target);
  const counts = await tokens.countAll(tools.map((tool) => tool.text));
  const contract = new Map(engine.contract.tools(analysis.report).map((tool) => [tool.document, tool]));
  return tools.map((tool, i) => ({
    range: toRange(analysis.doc, tool.nameSpan),
    command: {
      title: t(locale, 'context.codeLens', {
        name: contract.get(tool.document)?.name ?? tool.name,
        examples: contract.get(tool.document)?.examples.length ?? 0,
        tokens: counts[i],
        tokenizer: tokens.tokenizer,
        target,
      }),
      command: PREVIEW_COMMAND,
      arguments: [analysis.uri, target],
    },
  }));
}
