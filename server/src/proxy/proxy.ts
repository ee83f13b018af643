// What `atdf proxy` does with tools/list and tools/call, whatever the
// transport (stdio.ts, http.ts): the list decided once at the start from the
// upstream's tools and the ATDF files (served-list.ts), and each call checked
// before (input-check) and after (output-check), logged, and answered.
import type { CallLog, CallRecord } from './call-log';
import type { CatalogTool } from './catalog';
import { fittingFailure, inputRefusal, outputRefusal, refusalResult, type Refusal } from './refusal';
import { outputProblems } from './output-check';
import type { CheckedProblem } from './schema-check';
import type { ServedList } from './served-list';
import type { ProxyMode, Verdict } from './types';
import type { Upstream } from './upstream';

export interface ProxyOptions {
  mode: ProxyMode;
  /** Deadline of each call, in ms. */
  timeoutMs: number;
  log?: CallLog;
}

export class Proxy {
  constructor(
    private readonly upstream: Upstream,
    readonly list: ServedList,
    private readonly options: ProxyOptions,
  ) {}

  /** The tools/list result. */
  listTools(): { tools: unknown[] } {
    return { tools: this.list.tools };
  }

  /** A tools/call: always a tool result (isError for what went wrong), or a JSON-RPC error the upstream gave. */
  async call(name: string, rawArgs: unknown, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const started = performance.now();
    const args = (rawArgs ?? {}) as Record<string, unknown>;
    const enforce = this.options.mode === 'enforce';
    const described = this.list.described.get(name);
    const record = (verdict: Verdict, extra: Partial<CallRecord> = {}): CallRecord => ({
      time: new Date().toISOString(),
      event: 'call',
      tool: name,
      ms: Math.round((performance.now() - started) * 1000) / 1000,
      verdict,
      mode: this.options.mode,
      ...extra,
    });
    if (!this.list.names.has(name)) {
      const text = `Unknown tool "${name}"; the tools served are: ${[...this.list.names].join(', ') || 'none'}`;
      this.log(record('unknown-tool', { refused: true }), args);
      return refusalResult({ verdict: 'unknown-tool', tool: name, text }, false);
    }
    const hasOutputSchema = described?.served.outputSchema !== undefined;
    let inputProblems: CheckedProblem[] = [];
    if (described) {
      inputProblems = described.input.problems(args);
      if (inputProblems.length > 0) {
        const refusal = inputRefusal(name, inputProblems, fittingFailure(described.failures, described.failureCodes, inputProblems));
        if (enforce) {
          this.log(record('input-invalid', refusalFields(refusal, true)), args);
          return refusalResult(refusal, hasOutputSchema);
        }
      }
    }
    const outcome = await this.upstream.call(name, args, this.options.timeoutMs, signal);
    const inputVerdict =
      inputProblems.length > 0 ? { verdict: 'input-invalid' as const, pointers: inputProblems.map((p) => p.pointer) } : {};
    switch (outcome.kind) {
      case 'timeout':
      case 'cancelled': {
        const text =
          outcome.kind === 'timeout'
            ? `"${name}" did not answer within ${this.options.timeoutMs} ms; the call was cancelled. It may still have had an effect.`
            : `The call of "${name}" was cancelled by the client.`;
        this.log(record('timeout', { refused: true, detail: outcome.kind }), args);
        return refusalResult({ verdict: 'timeout', tool: name, text }, hasOutputSchema);
      }
      case 'exited':
      case 'bad-result': {
        const detail = outcome.detail;
        const text =
          outcome.kind === 'exited'
            ? `The server behind "${name}" is not running any more; the call failed. ${detail}`
            : `The server behind "${name}" ${detail}, which is not a tool result; the call failed.`;
        this.log(record('upstream-error', { refused: true, detail }), args);
        return refusalResult({ verdict: 'upstream-error', tool: name, text }, hasOutputSchema);
      }
      case 'unsendable': {
        const text = `The arguments of "${name}" could not be passed on (${outcome.detail}: nested too deeply); the tool was not called.`;
        this.log(record('upstream-error', { refused: true, detail: outcome.detail }), args);
        return refusalResult({ verdict: 'upstream-error', tool: name, text }, hasOutputSchema);
      }
      case 'rpc-error':
        this.log(record('upstream-error', { detail: `JSON-RPC error ${outcome.code}: ${outcome.message}` }), args);
        throw new UpstreamRpcError(outcome.code, outcome.message);
      case 'result':
        break;
    }
    const result = outcome.result;
    const problems = described ? outputProblems(described, result) : [];
    if (problems.length > 0) {
      const refusal = outputRefusal(name, problems);
      this.log(record(inputVerdict.verdict ?? 'output-invalid', { ...refusalFields(refusal, enforce), ...inputVerdict }), args, result);
      return enforce ? refusalResult(refusal, hasOutputSchema) : result;
    }
    this.log(record(inputVerdict.verdict ?? 'ok', inputVerdict), args, result);
    return result;
  }

  private log(record: CallRecord, args: unknown, result?: Record<string, unknown>): void {
    const log = this.options.log;
    if (log) log.write(log.withValues(record, args, result));
  }
}

function refusalFields(refusal: Refusal, refused: boolean): Partial<CallRecord> {
  return {
    refused,
    ...(refusal.problems ? { pointers: refusal.problems.map((p) => p.pointer), problems: refusal.problems } : {}),
    ...(refusal.failure !== undefined ? { failure: refusal.failure } : {}),
  };
}

/** The upstream answered with a JSON-RPC error: passed on as one (the transport turns it into the same error). */
export class UpstreamRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type { CatalogTool };
