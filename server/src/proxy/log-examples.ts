// `atdf replay --examples`: logged calls the files accept now turned into
// ATDF examples for the author to review, in the dialect of the tool's file
// (the `tool:` form's `examples` with `input` and, when logged, the
// structuredContent as `output`; ATDF 2.x `examples` with `input_values` and an
// `expected_result` to write). Printed as YAML to paste, never written into the
// author's file. At most MAX_EXAMPLES per tool, each input once.
import type { Catalog } from './catalog';
import type { Replayed } from './replay';

const MAX_EXAMPLES = 20;

/** YAML flow text of a JSON value: JSON is YAML (strings quoted, so nothing is read differently). */
const flow = (value: unknown): string => JSON.stringify(value);

export function examplesText(catalog: Catalog, replayed: readonly Replayed[]): string {
  const byTool = new Map<string, Replayed[]>();
  for (const r of replayed) {
    if (r.outcome !== 'accepted' || r.call.isError || r.call.arguments === undefined) continue;
    const list = byTool.get(r.call.tool) ?? [];
    if (list.length >= MAX_EXAMPLES || list.some((x) => flow(x.call.arguments) === flow(r.call.arguments))) continue;
    list.push(r);
    byTool.set(r.call.tool, list);
  }
  const parts: string[] = [];
  for (const [name, calls] of byTool) {
    const tool = catalog.tools.get(name)!;
    const dialect = tool.dialect;
    const lines = [
      `# ${tool.file}: ${name}: ${calls.length} logged call${calls.length === 1 ? '' : 's'} as examples (review each, then add them under ${dialect === 'tool' ? 'tool.examples' : 'examples'})`,
    ];
    for (const { call } of calls) {
      if (dialect === 'tool') {
        lines.push(`- description: ${flow(`logged call at ${call.time}`)}`, `  input: ${flow(call.arguments)}`);
        if (call.structuredContent !== undefined) lines.push(`  output: ${flow(call.structuredContent)}`);
      } else {
        lines.push(
          `- goal: ${flow(`logged call at ${call.time}`)}`,
          `  input_values: ${flow(call.arguments)}`,
          `  expected_result: ${flow(call.structuredContent === undefined ? 'TODO: what this call returned' : `Returns ${flow(call.structuredContent)}`)}`,
        );
      }
    }
    parts.push(lines.join('\n') + '\n');
  }
  return parts.join('\n');
}
