// `tool:` form: each example's `input` is checked against `tool.input`, and
// its `output` against the `tool.output` branch whose `status` const it
// matches (when no branch declares a status: against any branch that fits).
import { jsonEqual } from '../../schema/index';
import type { CompiledSchema } from '../../schema/types';
import type { Finding, RuleContext } from '../finding';
import type { JsonSchema } from '../meta';
import { msg, showPointer, showValue } from '../messages';
import { joinTokens } from '../../pointer';
import { isObject } from '../../json-value';
import { embeddedSchemaLocator, exampleFinding } from './example-finding';
import { deliberateInput, marksInvalidInput, markerFinding } from './invalid-input';

export interface OutputBranch {
  name: string;
  pointer: string;
  schema: JsonSchema;
  compiled: CompiledSchema;
  /** Values its `status` property must take (`const` or `enum`), when it says. */
  statuses?: unknown[];
}

export function branchStatuses(schema: JsonSchema): unknown[] | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const status = schema.properties.status;
  if (!isObject(status)) return undefined;
  if (Object.prototype.hasOwnProperty.call(status, 'const')) return [status.const];
  if (Array.isArray(status.enum)) return status.enum;
  return undefined;
}

export function checkToolExamples(
  ctx: RuleContext,
  input: { schema: JsonSchema; compiled: CompiledSchema } | undefined,
  branches: OutputBranch[],
): Finding[] {
  const tool = ctx.doc.tool;
  if (!isObject(tool) || !Array.isArray(tool.examples)) return [];
  const findings: Finding[] = [];
  tool.examples.forEach((example, i) => {
    if (!isObject(example)) return;
    const base = joinTokens('/tool/examples', i);
    const invalidOnPurpose = marksInvalidInput(example);
    if (input && Object.prototype.hasOwnProperty.call(example, 'input')) {
      const locate = embeddedSchemaLocator(ctx, input.schema, '/tool/input');
      const own = input.compiled
        .validate(example.input)
        .errors.map((err) => exampleFinding(ctx, err, joinTokens(base, 'input'), input.schema, locate));
      findings.push(...(invalidOnPurpose ? deliberateInput(ctx, own, base) : own));
    }
    if (invalidOnPurpose && Object.prototype.hasOwnProperty.call(example, 'output') && !isErrorOutput(example.output, branches)) {
      findings.push(markerFinding(ctx, joinTokens(base, 'output'), 'atdf/invalid-input-marker.not-error'));
    }
    if (branches.length > 0 && Object.prototype.hasOwnProperty.call(example, 'output')) {
      findings.push(...checkOutput(ctx, example.output, joinTokens(base, 'output'), branches));
    }
  });
  return findings;
}

/** Whether an example output is of the error branch: its declared status, else it fits error and not success. */
function isErrorOutput(output: unknown, branches: OutputBranch[]): boolean {
  const error = branches.find((b) => b.name === 'error');
  if (!error) return false;
  if (error.statuses !== undefined) return isObject(output) && error.statuses.some((s) => jsonEqual(s, output.status));
  const success = branches.find((b) => b.name === 'success');
  return error.compiled.validate(output).valid && (success === undefined || !success.compiled.validate(output).valid);
}

function checkOutput(ctx: RuleContext, output: unknown, base: string, branches: OutputBranch[]): Finding[] {
  const withStatus = branches.filter((b) => b.statuses !== undefined);
  if (withStatus.length === 0) return bestBranch(ctx, output, base, branches);
  const allowed = withStatus.flatMap((b) => b.statuses as unknown[]);
  const statusPointer = joinTokens(base, 'status');
  if (!isObject(output) || !Object.prototype.hasOwnProperty.call(output, 'status')) {
    if (!isObject(output)) return errorsAgainst(ctx, output, base, withStatus[0]);
    return [
      {
        severity: 'error',
        pointer: statusPointer,
        code: 'atdf/example-status',
        message:
          msg(ctx.locale, 'example.prefix') +
          msg(ctx.locale, 'atdf/example-status-missing', {
            at: showPointer(ctx.locale, base),
            allowed: allowed.map(showValue).join(', '),
          }),
        anchor: 'missing',
        data: { pointer: statusPointer, keyword: 'required', missing: 'status', allowed, placeholder: allowed[0], example: true },
        related: withStatus.map((b) => statusRelated(ctx, b)),
      },
    ];
  }
  const match = withStatus.find((b) => (b.statuses as unknown[]).some((s) => jsonEqual(s, output.status)));
  if (match) return errorsAgainst(ctx, output, base, match);
  return [
    {
      severity: 'error',
      pointer: statusPointer,
      code: 'atdf/example-status',
      message:
        msg(ctx.locale, 'example.prefix') +
        msg(ctx.locale, 'atdf/example-status', {
          at: statusPointer,
          actual: showValue(output.status),
          allowed: allowed.map(showValue).join(', '),
        }),
      anchor: 'value',
      data: { pointer: statusPointer, keyword: 'enum', allowed, example: true },
      related: withStatus.map((b) => statusRelated(ctx, b)),
    },
  ];
}

function statusRelated(ctx: RuleContext, branch: OutputBranch) {
  return {
    pointer: joinTokens(branch.pointer, 'properties', 'status'),
    anchor: 'key' as const,
    message: msg(ctx.locale, 'related.declared'),
  };
}

function errorsAgainst(ctx: RuleContext, output: unknown, base: string, branch: OutputBranch): Finding[] {
  const locate = embeddedSchemaLocator(ctx, branch.schema, branch.pointer);
  return branch.compiled.validate(output).errors.map((err) => exampleFinding(ctx, err, base, branch.schema, locate));
}

/** No branch says which status it has: fine if any branch accepts; else the errors of the closest branch. */
function bestBranch(ctx: RuleContext, output: unknown, base: string, branches: OutputBranch[]): Finding[] {
  let best: Finding[] | undefined;
  for (const branch of branches) {
    const findings = errorsAgainst(ctx, output, base, branch);
    if (!findings.some((f) => f.severity === 'error')) return findings;
    if (best === undefined || findings.length < best.length) best = findings;
  }
  return best ?? [];
}
