// Checks one example against the tool: its input before the call (a broken
// example fails without one), then the tools/call result: isError against the
// expected outcome, structuredContent against the declared schema, and the
// expected output (exact for the tool: form, quoted fragments for 2.x text).
// Every difference is a finding with a pointer into the ATDF document and,
// when it is about a part of the result, one into the result.
import type { SchemaCompiler } from '../atdf/finding';
import { showValue } from '../atdf/messages';
import { isObject } from '../json-value';
import type { Locale } from '../locale';
import { pointerFromTokens } from '../pointer';
import { jsonEqual } from '../schema/index';
import { t, type MessageId } from '../../l10n';
import type { ContractExample, ContractFinding, ContractTool } from './types';

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
  return compiled
    .validate(example.input)
    .errors.filter((e) => e.severity === 'error')
    .map((e) => ({
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
  const say = (id: MessageId, args: Record<string, string | number> = {}) => t(locale, id, args);
  const expectation = example.output?.pointer ?? example.text?.pointer ?? example.pointer;
  if (!isObject(result) || (!Array.isArray(result.content) && result.structuredContent === undefined)) {
    const detail = isObject(result) ? 'no "content" array' : showValue(result);
    return [{ code: 'contract/bad-result', pointer: example.pointer, message: say('contract.badResult', { detail }) }];
  }
  const isError = result.isError === true;
  const text = resultText(result);
  const shown = text === '' ? say('contract.noText') : showValue(text);
  if (example.outcome === 'success' && isError) {
    return [
      {
        code: 'contract/expected-success',
        pointer: expectation,
        resultPointer: '/isError',
        message: say('contract.expectedSuccess', { text: shown }),
      },
    ];
  }
  if (example.outcome === 'error' && !isError) {
    const code = example.failureCode === undefined ? '' : ` (${example.failureCode})`;
    return [
      {
        code: 'contract/expected-error',
        pointer: expectation,
        resultPointer: '/isError',
        message: say('contract.expectedError', { code, text: shown }),
      },
    ];
  }
  const findings: ContractFinding[] = [];
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
  // An error result is compared only when it is structured: its text is written for the model, not for an exact match.
  if (example.output && !(isError && result.structuredContent === undefined))
    findings.push(...compareOutput(example.output, result, text, locale));
  if (example.text) {
    const haystack = normalize(result.structuredContent === undefined ? text : `${text}\n${JSON.stringify(result.structuredContent)}`);
    for (const fragment of example.text.fragments) {
      if (haystack.includes(normalize(fragment))) continue;
      findings.push({
        code: 'contract/text-missing',
        pointer: example.text.pointer,
        resultPointer: '/content',
        message: say('contract.textMissing', { fragment, actual: shown }),
      });
    }
  }
  return findings;
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
