// What `atdf test` found for one example: the text, JSON and JUnit reports are made of these.
import type { ContractExample, ContractFinding, GeneratedCase, GeneratedJudgement } from '../core/index';

/**
 * pass: what the example expects was compared and nothing differs; fail: the result (or the input) differs;
 * not-compared: nothing differs but nothing of the expected result could be compared (its one finding,
 * `contract/not-compared`, says why; `atdf test --strict` makes it a fail); error: no answer, or not run.
 */
export type Status = 'pass' | 'fail' | 'not-compared' | 'error';

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
