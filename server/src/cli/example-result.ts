// What `atdf test` found for one example: the text, JSON and JUnit reports are made of these.
import type { ContractExample, ContractFinding } from '../core/index';

/** pass; fail: the result (or the input) differs from the example; error: no answer, or not run. */
export type Status = 'pass' | 'fail' | 'error';

export interface ExampleResult {
  file: string;
  tool: string;
  example: ContractExample;
  status: Status;
  ms: number;
  findings: ContractFinding[];
}
