// A validated ATDF file -> its tools with the examples `atdf test` runs. The
// tool's name and schemas are those `atdf export-mcp` gives (so a file made by
// `atdf import-mcp` maps back to its server's tool by name), and each example
// says what it expects:
// - tool: form: an error when its `output` is the `output.error` branch (its
//   `status` is one that branch declares; without a declared status, when the
//   output fits `output.error` and not `output.success`); `output` is then
//   compared exactly with the result.
// - ATDF 2.x: an error when `expected_result` names, as a whole word, a `code`
//   of `how_to_use.outputs.failure`; the rest is compared as expected-text.ts
//   says (a literal answer whole, else what it quotes, else its numbers and
//   names), and prose with none of them is reported as not compared.
// An example marked `invalid_input: true` (either dialect) is a bad call on
// purpose: it is sent as it is and expected to fail (invalidInput).
// ATDF 1.x has no examples.
import { failureCodes, namedFailureCode } from '../atdf/failure-codes';
import { branchStatuses } from '../atdf/rules/examples-tool';
import { marksInvalidInput } from '../atdf/rules/invalid-input';
import type { SchemaCompiler } from '../atdf/finding';
import { isObject } from '../json-value';
import { exportTool } from '../mcp/from-atdf';
import { McpInputError } from '../mcp/types';
import { lineIndexOf } from '../parse/index';
import { joinTokens } from '../pointer';
import type { FileReport } from '../report';
import type { Range } from '../types';
import { jsonEqual } from '../schema/index';
import { isLiteralAnswer, quotedFragments, valueTokens } from './expected-text';
import type { ContractExample, ContractTool, ExpectedOutcome } from './types';

export function contractTools(report: FileReport, compiler: SchemaCompiler): ContractTool[] {
  const tools: ContractTool[] = [];
  const lines = lineIndexOf(report.parsed);
  for (const doc of report.documents) {
    const parsed = report.parsed.documents[doc.index];
    if ((doc.dialect !== 'tool' && doc.dialect !== 'atdf-2') || !parsed || parsed.unusable || !isObject(parsed.value)) continue;
    let mcp;
    try {
      mcp = exportTool(parsed.value, doc.dialect);
    } catch (err) {
      if (err instanceof McpInputError) continue; // validate reports what is missing
      throw err;
    }
    const value = parsed.value;
    const positionOf = (pointer: string) => lines.positionAt(parsed.locations.get(pointer)?.value.start ?? parsed.span.start);
    const rangeOf = (pointer: string) => pointerRange(report, doc.index, pointer);
    const base = {
      document: doc.index,
      name: mcp.name,
      namePointer: doc.toolNamePointer ?? '',
      position: positionOf(doc.toolNamePointer ?? ''),
      inputSchema: mcp.inputSchema,
      ...(isObject(mcp.outputSchema) ? { outputSchema: mcp.outputSchema } : {}),
    };
    if (doc.dialect === 'tool') {
      const tool = value.tool as Record<string, unknown>;
      const output = isObject(tool.output) ? tool.output : {};
      const errorSchema = isObject(output.error) ? output.error : undefined;
      const outcome = toolFormOutcome(output, compiler);
      const examples = listOf(tool.examples).map(([example, i]): ContractExample => {
        const pointer = joinTokens('/tool/examples', i);
        const hasOutput = Object.prototype.hasOwnProperty.call(example, 'output');
        return {
          index: i,
          pointer,
          position: positionOf(pointer),
          range: rangeOf(pointer),
          title: typeof example.description === 'string' ? example.description : `example ${i + 1}`,
          input: example.input,
          inputPointer: joinTokens(pointer, 'input'),
          // invalid_input: the call is meant to fail, with or without an output to compare.
          outcome: marksInvalidInput(example) ? 'error' : hasOutput ? outcome(example.output) : 'success',
          ...(marksInvalidInput(example) ? { invalidInput: true } : {}),
          ...(hasOutput ? { output: { value: example.output, pointer: joinTokens(pointer, 'output') } } : {}),
        };
      });
      tools.push({ ...base, ...(errorSchema ? { errorSchema } : {}), examples });
    } else {
      const codes = failureCodes(value);
      const examples = listOf(value.examples).map(([example, i]): ContractExample => {
        const pointer = joinTokens('/examples', i);
        const text = typeof example.expected_result === 'string' ? example.expected_result : undefined;
        const failureCode = namedFailureCode(text, codes);
        return {
          index: i,
          pointer,
          position: positionOf(pointer),
          range: rangeOf(pointer),
          title: typeof example.goal === 'string' ? example.goal : `example ${i + 1}`,
          input: example.input_values,
          inputPointer: joinTokens(pointer, 'input_values'),
          outcome: failureCode === undefined && !marksInvalidInput(example) ? 'success' : 'error',
          ...(marksInvalidInput(example) ? { invalidInput: true } : {}),
          ...(failureCode === undefined ? {} : { failureCode }),
          ...(text === undefined
            ? {}
            : {
                text: {
                  value: text,
                  pointer: joinTokens(pointer, 'expected_result'),
                  literal: failureCode === undefined && isLiteralAnswer(text),
                  fragments: quotedFragments(text).filter((f) => !codes.includes(f)),
                  values: valueTokens(text, example.input_values, codes),
                },
              }),
        };
      });
      tools.push({ ...base, examples });
    }
  }
  return tools;
}

/** Where the node at `pointer` of a document is (its nearest located ancestor; the document's start when none). */
export function pointerRange(report: FileReport, document: number, pointer: string): Range {
  const parsed = report.parsed.documents[document];
  const lines = lineIndexOf(report.parsed);
  if (!parsed) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  let at = pointer;
  let loc = parsed.locations.get(at);
  while (loc === undefined && at !== '') {
    at = at.slice(0, at.lastIndexOf('/'));
    loc = parsed.locations.get(at);
  }
  const span = loc?.value ?? { start: parsed.span.start, end: parsed.span.start };
  return { start: lines.positionAt(span.start), end: lines.positionAt(span.end) };
}

/** The objects of an array with their indexes (other items are the validator's business). */
function listOf(value: unknown): [Record<string, unknown>, number][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i): [Record<string, unknown>, number][] => (isObject(item) ? [[item, i]] : []));
}

function toolFormOutcome(output: Record<string, unknown>, compiler: SchemaCompiler): (value: unknown) => ExpectedOutcome {
  const error = output.error;
  if (!isObject(error)) return () => 'success';
  const statuses = branchStatuses(error);
  if (statuses !== undefined) {
    return (value) => (isObject(value) && statuses.some((s) => jsonEqual(s, value.status)) ? 'error' : 'success');
  }
  const errorCheck = compiler.compile(error, { formatWarnings: false });
  const successCheck = isObject(output.success) ? compiler.compile(output.success, { formatWarnings: false }) : undefined;
  return (value) =>
    errorCheck.validate(value).valid && (successCheck === undefined || !successCheck.validate(value).valid) ? 'error' : 'success';
}
