// The TOOLS section of a system prompt, as seed-style context injection puts
// a catalog in front of a model: plain text, one section per tool. The
// template (docs/export.md shows it whole):
//
//   # TOOLS
//
//   ## <name>
//   <description>
//   When to use: <when_to_use>
//   Inputs:
//   - <name> (<type>, required|optional): <description> <other keywords as JSON>
//                                       (or "Inputs: none", or "Input: <schema>" for a non-object root)
//   Returns: <success prose, or the success schema as JSON>
//   Errors:
//   - <code>: <description>            (or the error schema as JSON)
//   Examples:
//   - <title>
//     Input: <arguments as JSON>
//     Output: <result as JSON, or prose>
//
// Lines with nothing to say are left out; sections are separated by a blank line.
import { isObject } from '../../json-value';
import type { ToolModel } from '../tool-model';

type Json = Record<string, unknown>;

export const PROMPT_HEADING = '# TOOLS';

function typeLabel(schema: Json): string {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (Array.isArray(schema.enum)) return 'enum';
  return 'any';
}

function inputLines(schema: Json): string[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const lines: string[] = [];
  for (const name of Object.keys(properties)) {
    const property = isObject(properties[name]) ? properties[name] : {};
    const rest: Json = {};
    for (const key of Object.keys(property)) if (key !== 'type' && key !== 'description') rest[key] = property[key];
    let line = `- ${name} (${typeLabel(property)}, ${required.includes(name) ? 'required' : 'optional'})`;
    if (typeof property.description === 'string') line += `: ${property.description}`;
    if (Object.keys(rest).length > 0) line += ` ${JSON.stringify(rest)}`;
    lines.push(line);
  }
  return lines;
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function promptSection(model: ToolModel, name: string): string {
  const { mcp } = model;
  const lines = [`## ${name}`];
  if (typeof mcp.description === 'string') lines.push(mcp.description);
  if (model.whenToUse !== undefined) lines.push(`When to use: ${model.whenToUse}`);
  const inputs = inputLines(mcp.inputSchema);
  if (inputs.length > 0) lines.push('Inputs:', ...inputs);
  else if (mcp.inputSchema.type === 'object') lines.push('Inputs: none');
  else lines.push(`Input: ${JSON.stringify(mcp.inputSchema)}`);
  if (model.successText !== undefined) lines.push(`Returns: ${model.successText}`);
  else if (mcp.outputSchema !== undefined) lines.push(`Returns: ${JSON.stringify(mcp.outputSchema)}`);
  if (model.failures.length > 0)
    lines.push('Errors:', ...model.failures.map((f) => (f.description === undefined ? `- ${f.code}` : `- ${f.code}: ${f.description}`)));
  else if (model.errorSchema !== undefined) lines.push(`Errors: ${JSON.stringify(model.errorSchema)}`);
  if (model.examples.length > 0) {
    lines.push('Examples:');
    for (const example of model.examples) {
      lines.push(`- ${example.title ?? 'Example'}`, `  Input: ${JSON.stringify(example.input)}`);
      if (example.output !== undefined) lines.push(`  Output: ${valueText(example.output)}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** The whole section: the heading, then the tools' sections, a blank line between. */
export function promptDocument(sections: readonly string[]): string {
  return [PROMPT_HEADING + '\n', ...sections].join('\n');
}
