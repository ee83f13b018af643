// `tool:` form: a tool name is lowercase snake_case segments joined by dots
// (`calendar.create_event`). Other names work, so this is a warning. A tool
// that carries `x-mcp` is an MCP server's tool (written by the importer): its
// name is the one the server answers to, which renaming would break, so it is
// not held to the style.
import type { Finding, RuleContext } from '../finding';
import { msg } from '../messages';
import { isObject } from '../../json-value';

const NAME_STYLE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*(\.[a-z][a-z0-9]*(_[a-z0-9]+)*)*$/;

export function isStyledName(name: string): boolean {
  return NAME_STYLE.test(name);
}

/** A name in the expected style close to `name` (camelCase and separators turned into snake_case). */
export function suggestName(name: string): string {
  const segments = name
    .split('.')
    .map((segment) =>
      segment
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .replace(/^([0-9])/, 't$1'),
    )
    .filter((s) => s.length > 0);
  return segments.length > 0 ? segments.join('.') : 'my_tool';
}

export function checkNameStyle(ctx: RuleContext): Finding[] {
  const tool = ctx.doc.tool;
  if (!isObject(tool) || typeof tool.name !== 'string' || tool.name === '' || isStyledName(tool.name)) return [];
  if (isObject(tool['x-mcp'])) return [];
  const pointer = '/tool/name';
  const suggestion = suggestName(tool.name);
  return [
    {
      severity: 'warning',
      pointer,
      code: 'atdf/name-style',
      message: msg(ctx.locale, 'atdf/name-style', { at: pointer, name: tool.name, suggestion }),
      anchor: 'value',
      data: { pointer, keyword: 'atdf/name-style', suggestion, allowed: [suggestion] },
    },
  ];
}
