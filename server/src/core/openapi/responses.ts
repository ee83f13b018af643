// An operation's responses: the first 2xx is the success (its description the success sentence, its JSON schema
// the output schema), each 4xx, 5xx, `4XX`/`5XX` and `default` response a failure with its status as the code.
import { hasOwn, isObject } from '../json-value';
import { htmlToMarkdown } from './html-to-markdown';
import type { Operation } from './operations';
import { follow } from './refs';
import type { SchemaConverter } from './schema';
import type { JsonObject, OpenApiFailure, OpenApiVersion } from './types';

const REASONS: Record<string, string> = {
  '400': 'Bad request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not found',
  '405': 'Method not allowed',
  '409': 'Conflict',
  '410': 'Gone',
  '412': 'Precondition failed',
  '415': 'Unsupported media type',
  '422': 'Unprocessable content',
  '429': 'Too many requests',
  '500': 'Internal server error',
  '502': 'Bad gateway',
  '503': 'Service unavailable',
  '504': 'Gateway timeout',
  '4XX': 'Client error',
  '5XX': 'Server error',
  default: 'Unexpected error',
};

export interface OperationResponses {
  /** The success status (`200`, `2XX`), or undefined when the operation declares none. */
  status?: string;
  success: string;
  /** The success body's schema, converted (the caller adds `$defs`); undefined: none in JSON. */
  schema?: unknown;
  /** Its media type. */
  mediaType?: string;
  failures: OpenApiFailure[];
}

/** `200` < `201` < `2XX`: explicit codes first, by number; then the ranges; `default` last. */
const rank = (code: string) => (code === 'default' ? 1000 : /^[1-5]XX$/i.test(code) ? Number(code[0]) * 100 + 99.5 : Number(code));

export function operationResponses(
  op: Operation,
  doc: JsonObject,
  version: OpenApiVersion,
  converter: SchemaConverter,
  reaches: Set<string>,
): OperationResponses {
  const responses = isObject(op.operation.responses) ? op.operation.responses : {};
  const codes = Object.keys(responses)
    .filter((c) => /^[1-5](?:[0-9]{2}|XX)$/i.test(c) || c === 'default')
    .sort((a, b) => rank(a.toUpperCase()) - rank(b.toUpperCase()));
  const described = (code: string): JsonObject => {
    const r = follow(doc, responses[code], `${op.at}/responses/${code}`);
    return isObject(r) ? r : {};
  };
  const text = (r: JsonObject, code: string) => {
    const own = typeof r.description === 'string' ? htmlToMarkdown(r.description).trim() : '';
    return own !== '' ? own : (REASONS[code] ?? REASONS[code.toUpperCase()] ?? `HTTP ${code}`);
  };
  const out: OperationResponses = { success: '', failures: [] };
  const successCode = codes.find((c) => c[0] === '2');
  if (successCode !== undefined) {
    const r = described(successCode);
    out.status = successCode;
    let raw: unknown;
    if (version === '2.0') {
      if (hasOwn(r, 'schema')) {
        raw = r.schema;
        out.mediaType = 'application/json';
      }
    } else if (isObject(r.content)) {
      const content = r.content;
      const json = Object.keys(content).find((t) => /json/i.test(t) && isObject(content[t]) && hasOwn(content[t] as JsonObject, 'schema'));
      if (json !== undefined) {
        raw = (content[json] as JsonObject).schema;
        out.mediaType = json;
      }
    }
    if (raw !== undefined) out.schema = converter.convert(raw, reaches);
    out.success = `HTTP ${successCode}: ${text(r, successCode)}`;
  } else out.success = 'The request succeeded (the API description declares no 2xx response).';
  for (const code of codes) {
    if (code === 'default' || code[0] === '4' || code[0] === '5') out.failures.push({ code, description: text(described(code), code) });
  }
  return out;
}
