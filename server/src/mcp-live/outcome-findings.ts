// The findings of a tools/call that got no result: a JSON-RPC error, no
// answer in time, a server that exited, or a call never made after that.
import { type ContractFinding, t } from '../core/index';
import type { CallOutcome } from '../mcp-live/session';

/** The findings of an outcome that is not a result (the call failed, or was never made). */
export function outcomeFindings(
  outcome: Exclude<CallOutcome, { kind: 'result' }>,
  pointer: string,
  last: { at?: string },
  timeoutMs: number,
): ContractFinding[] {
  const finding = (code: string, message: string): ContractFinding[] => [{ code, pointer, message }];
  switch (outcome.kind) {
    case 'rpc-error':
      return finding('contract/rpc-error', t('en', 'contract.rpcError', { code: outcome.code, detail: outcome.message }));
    case 'timeout':
      return finding('contract/timeout', t('en', 'contract.timeout', { ms: timeoutMs }));
    case 'exited':
      return finding('contract/server-exited', t('en', 'contract.serverGone', { hint: outcome.stderr }));
    case 'not-run': {
      const reason = t('en', outcome.after === 'timeout' ? 'contract.reasonTimeout' : 'contract.reasonGone', { example: last.at ?? '?' });
      return finding('contract/not-run', t('en', 'contract.notRun', { reason }));
    }
  }
}
