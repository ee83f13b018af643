// The machine-readable copy of a refused call that `atdf proxy` (and a
// registry built the same way) answers: `{ error, tool, problems, failure }`
// as structuredContent, or under `_meta["atdf.dev/refusal"]` when the tool has
// an outputSchema. `atdf test` reads its `failure` to check that a bad call is
// refused with the failure code the example names.
import { isObject } from '../json-value';

/** A label prefix and a slash, as MCP asks of _meta keys (and not a rule id, which `atdf/...` would read as). */
export const REFUSAL_META_KEY = 'atdf.dev/refusal';

/** The failure code a refused call's copy names, and where in the result; none for any other result. */
export function refusedFailure(result: Record<string, unknown>): { code: string; pointer: string } | undefined {
  const meta = isObject(result._meta) ? result._meta[REFUSAL_META_KEY] : undefined;
  if (isObject(meta) && typeof meta.failure === 'string') return { code: meta.failure, pointer: '/_meta/atdf.dev~1refusal/failure' };
  const copy = result.structuredContent;
  if (isObject(copy) && copy.error === 'input-invalid' && typeof copy.failure === 'string')
    return { code: copy.failure, pointer: '/structuredContent/failure' };
  return undefined;
}
