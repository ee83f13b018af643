// Checks one example against the tool: its input before the call (a broken
// example fails without one), then the tools/call result: isError against the
// expected outcome, structuredContent against the declared schema, and the
// expected output (exact for the tool: form; for 2.x text, what of it can be
// compared: compareText). Every difference is a finding with a pointer into the ATDF document and,
// when it is about a part of the result, one into the result.
import type { SchemaCompiler } from '../atdf/finding';
import { showValue } from '../atdf/messages';
import { isObject } from '../json-value';
import type { Locale } from '../locale';
import { pointerFromTokens } from '../pointer';
import { jsonEqual } from '../schema/index';
import { t, type MessageId } from '../messages';
import { holdsValue } from './expected-text';
import { refusedFailure } from './refusal-copy';
import type { ContractExample, ContractFinding, ContractTool, ResultJudgement } from './types';

/** Differences of an expected output reported at most (the rest would repeat the point). */
const MAX_DIFFERENCES = 20;
/** Below this depth two values are compared whole (a server's JSON may nest deeper than is worth walking). */
const MAX_DIFF_DEPTH = 100;

export function checkExampleInput(
  tool: ContractTool,
  example: ContractExample,
  compiler: SchemaCompiler,
  locale: Locale = 'en',
): ContractFinding[] {
  const compiled = compiler.compile(tool.inputSchema, { formatWarnings: false, locale });
  const errors = compiled.validate(example.input).errors.filter((e) => e.severity === 'error');
  // invalid_input: a broken input is the point (the call is made and must fail); a valid one is the finding.
  if (example.invalidInput) {
    if (errors.length > 0) return [];
    return [{ code: 'contract/input-valid', pointer: example.pointer, message: t(locale, 'contract.inputValid') }];
  }
  return errors.map((e) => ({
    code: 'contract/input-invalid',
    pointer: example.inputPointer + e.instanceLocation,
    message: t(locale, 'contract.inputInvalid', { at: at(locale, e.instanceLocation), detail: e.error }),
  }));
}

export function checkCallResult(
  tool: ContractTool,
  example: ContractExample,
  result: unknown,
  compiler: SchemaCompiler,
  locale: Locale = 'en',
): ContractFinding[] {
  return judgeCallResult(tool, example, result, compiler, locale).findings;
}

export function judgeCallResult(
  tool: ContractTool,
  example: ContractExample,
  result: unknown,
  compiler: SchemaCompiler,
  locale: Locale = 'en',
): ResultJudgement {
  const say = (id: MessageId, args: Record<string, string | number> = {}) => t(locale, id, args);
  const expectation = example.output?.pointer ?? example.text?.pointer ?? example.pointer;
  if (!isObject(result) || (!Array.isArray(result.content) && result.structuredContent === undefined)) {
    const detail = isObject(result) ? 'no "content" array' : showValue(result);
    return { findings: [{ code: 'contract/bad-result', pointer: example.pointer, message: say('contract.badResult', { detail }) }] };
  }
  const isError = result.isError === true;
  const text = resultText(result);
  const shown = text === '' ? say('contract.noText') : showValue(text);
  if (example.outcome === 'success' && isError) {
    const message = say('contract.expectedSuccess', { text: shown });
    return { findings: [{ code: 'contract/expected-success', pointer: expectation, resultPointer: '/isError', message }] };
  }
  if (example.outcome === 'error' && !isError) {
    const code = example.failureCode === undefined ? '' : ` (${example.failureCode})`;
    const message = say('contract.expectedError', { code, text: shown });
    return { findings: [{ code: 'contract/expected-error', pointer: expectation, resultPointer: '/isError', message }] };
  }
  const findings: ContractFinding[] = [];
  // Refused by an ATDF proxy or registry: its copy names the failure code, which must be the one the example names.
  const refused = isError && example.failureCode !== undefined ? refusedFailure(result) : undefined;
  if (refused && refused.code !== example.failureCode) {
    findings.push({
      code: 'contract/failure-differs',
      pointer: expectation,
      resultPointer: refused.pointer,
      message: say('contract.failureDiffers', { actual: refused.code, expected: example.failureCode ?? '' }),
    });
  }
  const schema = isError ? tool.errorSchema : tool.outputSchema;
  if (schema !== undefined && result.structuredContent === undefined && !isError) {
    findings.push({
      code: 'contract/structured-missing',
      pointer: example.pointer,
      resultPointer: '/structuredContent',
      message: say('contract.structuredMissing'),
    });
  } else if (schema !== undefined && result.structuredContent !== undefined) {
    for (const e of compiler.compile(schema, { formatWarnings: false, locale }).validate(result.structuredContent).errors) {
      if (e.severity !== 'error') continue;
      findings.push({
        code: 'contract/structured-invalid',
        pointer: example.pointer,
        resultPointer: '/structuredContent' + e.instanceLocation,
        message: say('contract.structuredInvalid', { at: at(locale, e.instanceLocation), detail: e.error }),
      });
    }
  }
  // An error result is compared only when it is structured: its text is written for the model, not for an exact match
  // (the outcome itself, an error where the example's output is the error branch, was compared above).
  if (example.output && !(isError && result.structuredContent === undefined))
    findings.push(...compareOutput(example.output, result, text, locale));
  if (!example.text) return { findings };
  const compared = compareText(example.text, example.failureCode !== undefined, result, text, shown, locale);
  findings.push(...compared.findings);
  if (compared.compared || findings.length > 0) return { findings };
  const notCompared = {
    code: 'contract/not-compared',
    pointer: example.text.pointer,
    message: say('contract.notCompared', { actual: shown }),
  };
  return { findings, notCompared };
}

/**
 * A 2.x expected_result against the result's text (and its structuredContent as JSON), whitespace runs as one
 * space: the whole text when it is equal or one literal answer, else its quotes, else its numbers and names
 * (expected-text.ts). `compared` false: none of them, and no failure code either (prose).
 */
function compareText(
  expected: NonNullable<ContractExample['text']>,
  failureCode: boolean,
  result: Record<string, unknown>,
  text: string,
  shown: string,
  locale: Locale,
): { compared: boolean; findings: ContractFinding[] } {
  const say = (id: MessageId, args: Record<string, string | number> = {}) => t(locale, id, args);
  const haystack = normalize(result.structuredContent === undefined ? text : `${text}\n${JSON.stringify(result.structuredContent)}`);
  const missing = (code: string, id: MessageId, values: string[]) =>
    values
      .filter((value) => (code === 'contract/text-missing' ? !haystack.includes(normalize(value)) : !holdsValue(haystack, value)))
      .map((value) => ({
        code,
        pointer: expected.pointer,
        resultPointer: '/content',
        message: say(id, { fragment: value, actual: shown }),
      }));
  if (normalize(text) === normalize(expected.value)) return { compared: true, findings: [] };
  if (expected.literal) {
    if (sameLiteral(expected.value, text)) return { compared: true, findings: [] };
    const message = say('contract.textDiffers', { expected: showValue(expected.value.trim()), actual: shown });
    return { compared: true, findings: [{ code: 'contract/text-differs', pointer: expected.pointer, resultPointer: '/content', message }] };
  }
  if (expected.fragments.length > 0)
    return { compared: true, findings: missing('contract/text-missing', 'contract.textMissing', expected.fragments) };
  // An error's text is written for the model: beyond its quotes, the failure code (the outcome) is what is compared.
  if (failureCode) return { compared: true, findings: [] };
  if (expected.values.length > 0)
    return { compared: true, findings: missing('contract/value-missing', 'contract.valueMissing', expected.values) };
  return { compared: false, findings: [] };
}

/** One literal answer against the text: equal as JSON when both read as JSON, else as text (whitespace runs as one space). */
function sameLiteral(expected: string, text: string): boolean {
  try {
    return jsonEqual(JSON.parse(expected), JSON.parse(text));
  } catch {
    return normalize(expected) === normalize(text);
  }
}

function at(locale: Locale, pointer: string): string {
  return pointer === '' ? t(locale, 'pointer.root') : pointer;
}

/** The text items of the result's content, one per line. */
export function resultText(result: Record<string, unknown>): string {
  if (!Array.isArray(result.content)) return '';
  return result.content
    .flatMap((item) => (isObject(item) && item.type === 'text' && typeof item.text === 'string' ? [item.text] : []))
    .join('\n');
}

/** Whitespace runs as one space, trimmed: line breaks and indentation of the text do not count. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The result as the tool: form's `output` describes it: its structuredContent;
 * else its text, read as JSON when it is a JSON object or array (many servers
 * answer JSON as text); a string `output` is compared with the text as is.
 */
export function actualOutput(
  expected: unknown,
  result: Record<string, unknown>,
  text: string,
): { value: unknown; pointer: string; inside: boolean } {
  if (result.structuredContent !== undefined && typeof expected !== 'string') {
    return { value: result.structuredContent, pointer: '/structuredContent', inside: true };
  }
  if (typeof expected !== 'string' && /^\s*[[{]/.test(text)) {
    try {
      return { value: JSON.parse(text), pointer: '/content', inside: false };
    } catch {
      // not JSON: compared as text
    }
  }
  return { value: text, pointer: '/content', inside: false };
}

function compareOutput(
  output: NonNullable<ContractExample['output']>,
  result: Record<string, unknown>,
  text: string,
  locale: Locale,
): ContractFinding[] {
  const actual = actualOutput(output.value, result, text);
  const findings: ContractFinding[] = [];
  const path: (string | number)[] = [];
  const report = (code: string, id: MessageId, args: Record<string, string>) => {
    if (findings.length >= MAX_DIFFERENCES) return;
    const where = pointerFromTokens(path);
    findings.push({
      code,
      pointer: output.pointer + where,
      resultPointer: actual.inside ? actual.pointer + where : actual.pointer,
      message: t(locale, id, { ...args, at: where === '' ? t(locale, 'contract.resultRoot') : where }),
    });
  };
  const walk = (expected: unknown, got: unknown): void => {
    if (jsonEqual(expected, got)) return;
    const bothArrays = Array.isArray(expected) && Array.isArray(got);
    const bothObjects = isObject(expected) && isObject(got) && !Array.isArray(expected) && !Array.isArray(got);
    if (path.length >= MAX_DIFF_DEPTH || (!bothArrays && !bothObjects)) {
      report('contract/output-differs', 'contract.outputDiffers', { expected: showValue(expected), actual: showValue(got) });
      return;
    }
    const e = expected as Record<string, unknown>;
    const g = got as Record<string, unknown>;
    const keys = bothArrays
      ? [...Array(Math.max((expected as unknown[]).length, (got as unknown[]).length)).keys()]
      : [...new Set([...Object.keys(e), ...Object.keys(g)])];
    for (const key of keys) {
      path.push(key);
      if (!Object.prototype.hasOwnProperty.call(g, key))
        report('contract/output-missing', 'contract.outputMissing', { expected: showValue(e[key]) });
      else if (!Object.prototype.hasOwnProperty.call(e, key))
        report('contract/output-extra', 'contract.outputExtra', { actual: showValue(g[key]) });
      else walk(e[key], g[key]);
      path.pop();
    }
  };
  walk(output.value, actual.value);
  return findings;
}
