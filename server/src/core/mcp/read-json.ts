// JSON and JSONC files of the MCP importer (a tools/list dump, .vscode/mcp.json)
// read by the parse layer's JSON reader: a file that is not JSON gets the
// message an .atdf.json would get in the editor, in one line that names the
// file, the line and the column.
import { DEFAULT_PARSE_LIMITS } from '../parse/index';
import { parseJsonDocument, type JsonDialect } from '../parse/json';
import type { ParseProblem } from '../parse/types';
import { LineIndex } from '../text/line-index';
import { problemText } from '../text/problem-text';
import { McpInputError } from './types';

/** The value of a JSON or JSONC text; throws McpInputError at its first error (a duplicate key is one). */
export function readJsonText(text: string, source: string, dialect: JsonDialect): unknown {
  const doc = parseJsonDocument(text, DEFAULT_PARSE_LIMITS, dialect);
  // A document that could not be read ends with the error that stopped the reader.
  const error = doc.unusable ? doc.problems[doc.problems.length - 1] : doc.problems.find((p) => p.severity === 'error');
  if (error) throw new McpInputError(locatedMessage(text, source, error));
  return doc.value;
}

/** `source: line L, column C: message` (1-based, as editors show them; every MCP message starts with its source). */
function locatedMessage(text: string, source: string, problem: ParseProblem): string {
  const lines = new LineIndex(text);
  const at = lines.positionAt(problem.span.start);
  const message = problemText(problem, 'en', lines);
  // Output cut short (a server stopped mid-answer, a partial copy) is the usual reason, so say so.
  const truncated = ranOutOfText(text, problem) ? ' The text ends too early (truncated file?)' : '';
  return `${source}: line ${at.line + 1}, column ${at.character + 1}: ${message}${truncated}`;
}

/** The reader stopped because the text ended: at its end, or in a string or comment that runs to it. */
function ranOutOfText(text: string, problem: ParseProblem): boolean {
  const id = problem.message.id;
  return problem.span.start >= text.length || id === 'parse.json.unterminatedString' || id === 'parse.json.unterminatedComment';
}
