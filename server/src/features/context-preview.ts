// atdf/context/preview (protocol/context.ts): one open file as a target
// receives it, for "ATDF: Preview as Model Context": a header with the tokens
// of the whole export and of each tool, then exactly the export (the text
// `atdf export --target T FILE` prints, whose tokens `atdf context` counts).
import { EXPORT_TARGETS, type AtdfEngine, type ExportTarget, type Locale, t } from '../core/index';
import type { Failure, PreviewParams, PreviewResult } from '../protocol/context';
import type { Analysis } from '../session/analysis';
import type { TokenCounts } from '../session/token-counts';

export async function contextPreview(
  engine: AtdfEngine,
  analysis: Analysis,
  params: PreviewParams,
  tokens: TokenCounts,
  locale: Locale,
  label: string,
): Promise<PreviewResult | Failure> {
  const requested = params.target;
  if (requested !== undefined && !(EXPORT_TARGETS as readonly string[]).includes(requested))
    return { error: `unknown target "${requested}"; use one of ${EXPORT_TARGETS.join(', ')}` };
  const target = (requested as ExportTarget | undefined) ?? analysis.targets[0] ?? 'mcp';
  const report = analysis.report;
  const result = report ? engine.export.catalog([{ file: label, report }], { target }) : undefined;
  const parts = (result?.tools ?? []).map((tool) => tool.text);
  const whole = result && parts.length > 0 && !params.summary ? [result.text] : [];
  let counts: number[];
  try {
    counts = await tokens.countAll([...parts, ...whole]);
  } catch (err) {
    return { error: t(locale, 'context.noTokenizer', { error: err instanceof Error ? err.message : String(err) }) };
  }
  const tools = (result?.tools ?? []).map((tool, i) => ({ name: tool.name, tokens: counts[i] }));
  if (params.summary) {
    const sum = tools.reduce((n, tool) => n + tool.tokens, 0);
    return { target, tokenizer: tokens.tokenizer, tokens: sum, tools, text: '' };
  }
  const total = whole.length > 0 ? counts[parts.length] : 0;
  const width = Math.max(5, String(total).length);
  const lines = [t(locale, 'context.header', { file: label, target, tokens: total, tokenizer: tokens.tokenizer, count: tools.length })];
  for (const tool of tools) lines.push(`${String(tool.tokens).padStart(width)}  ${tool.name}`);
  if (report?.diagnostics.some((d) => d.severity === 'error')) lines.push('', t(locale, 'context.hasErrors'));
  if (result && result.problems.length > 0) {
    lines.push('', t(locale, 'context.problems'));
    for (const problem of result.problems) lines.push(`- ${engine.export.message(target, problem, locale)}`);
  }
  const body = tools.length > 0 ? result!.text : t(locale, 'context.none') + '\n';
  return { target, tokenizer: tokens.tokenizer, tokens: total, tools, text: `${lines.join('\n')}\n\n${body}` };
}
