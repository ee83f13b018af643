// `atdf test --update`: an example's expected output rewritten from the real
// result, as edits of the file's text made from the parse layer's pointer ->
// range map (core/edit/), so comments and formatting around it are kept:
// - tool: form: each member that differs gets the result's value in place;
//   when members are missing or extra, the whole `output` is replaced;
// - ATDF 2.x: the one quoted fragment of `expected_result` the result text
//   lacks is replaced, in the string, by that text (prose is never guessed:
//   with several missing fragments nothing is rewritten).
// Only examples whose sole findings are about the expected output are
// updated: a wrong outcome, a broken input or a result breaking the output
// schema is not "new expected output" but a failure to look at.
import { isObject } from '../json-value';
import { getAt } from '../pointer';
import type { FileReport } from '../report';
import { replaceValue, type EditContext } from '../edit/members';
import type { OffsetEdit } from '../edit/text-edit';
import { textOf } from '../text/source-text';
import { actualOutput, normalize, resultText } from './check-result';
import type { ContractExample, ContractFinding, ContractTool } from './types';

const OUTPUT_CODES = new Set(['contract/output-differs', 'contract/output-missing', 'contract/output-extra']);

export function outputUpdate(
  report: FileReport,
  tool: ContractTool,
  example: ContractExample,
  result: unknown,
  findings: readonly ContractFinding[],
): OffsetEdit[] {
  const document = report.parsed.documents[tool.document];
  if (findings.length === 0 || !document || document.unusable || !isObject(result)) return [];
  const ctx: EditContext = { text: textOf(report.parsed.text), document, language: report.parsed.language };
  const text = resultText(result);
  if (example.output && findings.every((f) => OUTPUT_CODES.has(f.code))) {
    const actual = actualOutput(example.output.value, result, text).value;
    const base = example.output.pointer;
    if (findings.every((f) => f.code === 'contract/output-differs')) {
      const edits = findings.map((f) => replaceValue(ctx, f.pointer, getAt(actual, f.pointer.slice(base.length))));
      if (edits.every((e): e is OffsetEdit => e !== undefined)) return edits;
    }
    const whole = replaceValue(ctx, base, actual);
    return whole ? [whole] : [];
  }
  if (example.text && findings.length === 1 && findings[0].code === 'contract/text-missing') {
    const missing = example.text.fragments.find((f) => !normalize(text).includes(normalize(f)));
    if (missing === undefined || text === '') return [];
    const updated = replaceFragment(example.text.value, missing, normalize(text));
    if (updated === undefined) return [];
    const edit = replaceValue(ctx, example.text.pointer, updated);
    return edit ? [keepSingleQuotes(ctx, edit, updated)] : [];
  }
  return [];
}

/** `text` with its quoted occurrence of `fragment` ("..." or `...`) holding `replacement` instead (undefined: the quote would not hold it). */
/** A YAML string that was 'single-quoted' stays so (the edit writes "double" by default). */
function keepSingleQuotes(ctx: EditContext, edit: OffsetEdit, value: string): OffsetEdit {
  if (ctx.language !== 'yaml' || ctx.text[edit.start] !== "'" || /[\n\r\t\u0000-\u001f]/.test(value)) return edit;
  return { ...edit, newText: `'${value.replace(/'/g, "''")}'` };
}

function replaceFragment(text: string, fragment: string, replacement: string): string | undefined {
  for (const quote of ['"', '`']) {
    const at = text.indexOf(quote + fragment + quote);
    if (at >= 0 && replacement.includes(quote)) return undefined;
    if (at >= 0) return text.slice(0, at + 1) + replacement + text.slice(at + 1 + fragment.length);
  }
  return undefined;
}
