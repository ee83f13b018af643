// An ATDF description handed to `register` (YAML or JSON text, or a parsed
// value; any dialect) -> the one tool it describes, after the same checks as
// `atdf validate`: a description with errors is refused, with its problems.
import type { SchemaCompiler } from '../atdf/finding';
import { toolModel, type ToolModel } from '../export/tool-model';
import type { Locale } from '../locale';
import { McpInputError } from '../mcp/types';
import { validateFile } from '../validate-file';
import type { Dialect, Language } from '../types';
import { runtimeMessage } from './messages';
import { RegistryError } from './types';

export interface ReadTool {
  model: ToolModel;
  dialect: Dialect;
}

/** At most this many of a refused description's problems are written into the error. */
const PROBLEMS_SHOWN = 5;

function languageOfText(text: string): Language {
  const first = text.trimStart()[0];
  return first === '{' || first === '[' ? 'json' : 'yaml';
}

function textOf(atdf: string | object, source: string, locale: Locale): { text: string; language: Language } {
  if (typeof atdf === 'string') return { text: atdf, language: languageOfText(atdf) };
  let text: string | undefined;
  try {
    text = JSON.stringify(atdf);
  } catch (err) {
    // A cycle or a BigInt: not JSON, so not a description any platform could read.
    const reason = err instanceof Error ? err.message : String(err);
    throw new RegistryError('invalid-atdf', runtimeMessage(locale, 'bad-value', { source, reason }));
  }
  if (text === undefined) throw new RegistryError('no-tool', runtimeMessage(locale, 'no-tool', { source }));
  return { text, language: 'json' };
}

export function readTool(atdf: string | object, source: string, compiler: SchemaCompiler, locale: Locale): ReadTool {
  const { text, language } = textOf(atdf, source, locale);
  const report = validateFile(text, { language, compiler, locale, formatWarnings: false });
  const errors = report.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const shown = errors.slice(0, PROBLEMS_SHOWN).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    if (errors.length > PROBLEMS_SHOWN) shown.push(`...`);
    throw new RegistryError(
      'invalid-atdf',
      runtimeMessage(locale, 'invalid-atdf', { source, count: errors.length, problems: shown.join('; ') }),
      report.documents.find((d) => d.toolName !== undefined)?.toolName,
    );
  }
  const described = report.documents.filter((d) => d.dialect !== null);
  if (described.length === 0) throw new RegistryError('no-tool', runtimeMessage(locale, 'no-tool', { source }));
  if (described.length > 1) {
    const names = described.map((d) => d.toolName ?? '?').join(', ');
    throw new RegistryError('several-tools', runtimeMessage(locale, 'several-tools', { source, count: described.length, names }));
  }
  const doc = described[0];
  const dialect = doc.dialect!;
  try {
    return { model: toolModel(report.parsed.documents[doc.index].value, dialect), dialect };
  } catch (err) {
    if (!(err instanceof McpInputError)) throw err;
    throw new RegistryError('invalid-atdf', runtimeMessage(locale, 'invalid-atdf', { source, count: 1, problems: err.message }));
  }
}
