// Renders a text or parse problem's message in a language. Called where
// problems become diagnostics (validate-file.ts) or messages (the CLI, MCP):
// the places a problem is about are read from the text as it is now, so a
// document reused at a new place names its new lines.
import { t, type Locale } from '../messages';
import type { LineIndex } from './line-index';
import type { MessageArg, MessageRef, TextProblem } from './problem';

export function problemText(problem: TextProblem, locale: Locale, lines: LineIndex): string {
  const here = lines.positionAt(problem.span.start);
  const placed: Record<string, string | number> = { here: `${here.line + 1}:${here.character + 1}` };
  if (problem.related) placed.relatedLine = lines.positionAt(problem.related.start).line + 1;
  return messageText(problem.message, locale, placed);
}

function messageText(message: MessageRef, locale: Locale, placed: Record<string, string | number>): string {
  const args: Record<string, string | number> = { ...placed };
  for (const [name, arg] of Object.entries(message.args ?? {})) args[name] = argText(arg, locale, placed);
  return t(locale, message.id, args);
}

function argText(arg: MessageArg, locale: Locale, placed: Record<string, string | number>): string | number {
  return typeof arg === 'object' ? messageText(arg, locale, placed) : arg;
}
