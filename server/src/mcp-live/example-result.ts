// What `atdf test` found for one example: the text, JSON and JUnit reports are made of these.
import type { ContractExample, ContractFinding, GeneratedCase, GeneratedJudgement } from '../core/index';

/** pass; fail: the result (or the input) differs from the example; error: no answer, or not run. */
export type Status = 'pass' | 'fail' | 'error';

export interface ExampleResult {
  file: string;
  tool: string;
  example: ContractExample;
  status: Status;
  ms: number;
  findings: ContractFinding[];
  /** A call of --generate (then `example` is made up from it): its input, what it breaks, and what the server did (when it answered). */
  generated?: GeneratedCase & { did?: GeneratedJudgement['did'] };
  /** The tools/call result, when there was one (what --update writes from). */
  result?: unknown;
  /** --update made edits giving this example the result as its expected output. */
  updated?: boolean;
}
