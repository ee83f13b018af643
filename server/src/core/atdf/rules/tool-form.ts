// The `tool:` form: `input`, `output.success` and `output.error` are JSON
// Schemas, checked as schemas (each problem at its pointer), then used to
// check the examples.
import type { Finding, RuleContext } from '../finding';
import type { JsonSchema } from '../meta';
import { joinTokens } from '../../pointer';
import { isObject } from '../../json-value';
import { branchStatuses, checkToolExamples, type OutputBranch } from './examples-tool';
import { checkNameStyle } from './name-style';
import { compileEmbedded } from './schema-issues';

const isSchema = (value: unknown): value is JsonSchema => isObject(value) || typeof value === 'boolean';

export function checkToolForm(ctx: RuleContext): Finding[] {
  const findings: Finding[] = [...checkNameStyle(ctx)];
  const tool = ctx.doc.tool;
  if (!isObject(tool)) return findings;

  let input: { schema: JsonSchema; compiled: ReturnType<typeof compileEmbedded> } | undefined;
  if (isSchema(tool.input)) {
    input = { schema: tool.input, compiled: compileEmbedded(ctx, tool.input, '/tool/input', findings) };
  }
  const branches: OutputBranch[] = [];
  if (isObject(tool.output)) {
    for (const name of ['success', 'error']) {
      const schema = tool.output[name];
      if (!isSchema(schema)) continue;
      const pointer = joinTokens('/tool/output', name);
      const compiled = compileEmbedded(ctx, schema, pointer, findings);
      branches.push({ name, pointer, schema, compiled, statuses: branchStatuses(schema) });
    }
  }
  findings.push(...checkToolExamples(ctx, input, branches));
  return findings;
}
