// `atdf test --generate N`: property-based calls of a tool. The inputs come
// from its input schema (core/generate/, checked by our validator); what the
// server did with each is judged here: a valid input must get a tool result
// (isError or not: the tool may refuse for its own reasons), never a JSON-RPC
// error; an invalid one should get an error result (isError) or JSON-RPC
// invalid params (-32602), not a success.
import type { SchemaCompiler } from '../atdf/finding';
import { showValue } from '../atdf/messages';
import { generateInputs } from '../generate/generate-inputs';
import { isObject } from '../json-value';
import type { Locale } from '../locale';
import { t } from '../messages';
import type { ContractFinding, ContractTool, GeneratedAnswer, GeneratedCase, GeneratedJudgement } from './types';

/** JSON-RPC "invalid params": the other accepted answer to an invalid input. */
export const INVALID_PARAMS = -32602;

export function generateCases(tool: ContractTool, options: { count: number; seed: number }, compiler: SchemaCompiler): GeneratedCase[] {
  const compiled = compiler.compile(tool.inputSchema, { formatWarnings: false });
  const accepts = (value: unknown) => value !== undefined && compiled.validate(value).errors.every((e) => e.severity !== 'error');
  let valid = 0;
  let invalid = 0;
  return generateInputs(tool.inputSchema, { ...options, objectRoot: true }, accepts).map((input) => ({
    ...input,
    index: input.kind === 'valid' ? valid++ : invalid++,
  }));
}

export function judgeGenerated(generated: GeneratedCase, answer: GeneratedAnswer, locale: Locale = 'en'): GeneratedJudgement {
  const finding = (code: string, message: string, resultPointer?: string): ContractFinding => ({
    code,
    pointer: generated.broken?.pointer ?? '',
    ...(resultPointer === undefined ? {} : { resultPointer }),
    message,
  });
  if ('rpcError' in answer) {
    const { code, message } = answer.rpcError;
    const did = { kind: 'rpc-error', code } as const;
    if (generated.kind === 'valid')
      return {
        did,
        findings: [finding('contract/generated-rpc-error', t(locale, 'contract.generatedRpcError', { code, detail: message }))],
      };
    if (code === INVALID_PARAMS) return { did, findings: [] };
    return {
      did,
      findings: [finding('contract/generated-wrong-error', t(locale, 'contract.generatedWrongError', { code, detail: message }))],
    };
  }
  const result = answer.result;
  if (!isObject(result) || (!Array.isArray(result.content) && result.structuredContent === undefined)) {
    const detail = isObject(result) ? 'no "content" array' : showValue(result);
    return { did: { kind: 'bad-result' }, findings: [finding('contract/bad-result', t(locale, 'contract.badResult', { detail }))] };
  }
  if (result.isError === true) return { did: { kind: 'error-result' }, findings: [] };
  if (generated.kind === 'valid') return { did: { kind: 'result' }, findings: [] };
  const broken = generated.broken ?? { pointer: '', keyword: '?' };
  const text = Array.isArray(result.content)
    ? result.content.flatMap((c) => (isObject(c) && typeof c.text === 'string' ? [c.text] : [])).join('\n')
    : '';
  const message = t(locale, 'contract.generatedAccepted', {
    keyword: broken.keyword,
    at: broken.pointer === '' ? t(locale, 'pointer.root') : broken.pointer,
    text: text === '' ? t(locale, 'contract.noText') : showValue(text),
  });
  return { did: { kind: 'result' }, findings: [finding('contract/generated-accepted', message, '/isError')] };
}
