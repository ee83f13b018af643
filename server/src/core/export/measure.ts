// Token counts of an export: each tool's part and the whole text, exactly as
// exported (the whole is counted as one text, so it is not the sum of the
// parts: the wrapper and separators count too). The tokenizer is the caller's
// (the engine does no I/O and loads nothing).
import type { ExportResult, ExportTarget } from './types';

export interface ContextMeasure {
  target: ExportTarget;
  /** Tokens of the whole export text. */
  tokens: number;
  tools: Array<{ name: string; file: string; tokens: number }>;
}

export function measureExport(result: ExportResult, countTokens: (text: string) => number): ContextMeasure {
  return {
    target: result.target,
    tokens: countTokens(result.text),
    tools: result.tools.map((tool) => ({ name: tool.name, file: tool.file, tokens: countTokens(tool.text) })),
  };
}
