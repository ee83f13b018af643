// A JSON Schema written inside an ATDF document (tool.input, an output branch,
// an input's `schema`) is compiled, and each problem of the schema itself is
// reported at its pointer in the document. An unknown keyword starting with
// `x-` is an extension (MCP's `x-mcp-header`, OpenAPI's `x-*`), as `x-` keys
// are in ATDF itself: no "unknown keyword" warning.
import type { CompiledSchema } from '../../schema/types';
import type { Finding, RuleContext } from '../finding';
import { msg, showPointer } from '../messages';

export function compileEmbedded(ctx: RuleContext, schema: unknown, docPointer: string, findings: Finding[]): CompiledSchema {
  const compiled = ctx.compiler.compile(schema, { formatWarnings: ctx.formatWarnings, locale: ctx.locale });
  reportSchemaIssues(ctx, compiled, (pointer) => docPointer + pointer, findings);
  return compiled;
}

/** The problems of a compiled schema, each at the document pointer `toDocument` gives for its schema pointer. */
export function reportSchemaIssues(
  ctx: RuleContext,
  compiled: CompiledSchema,
  toDocument: (schemaPointer: string) => string,
  findings: Finding[],
): void {
  for (const issue of compiled.issues) {
    if (issue.code === 'schema/unknown-keyword' && issue.keyword.startsWith('x-')) continue;
    const pointer = toDocument(issue.pointer);
    findings.push({
      severity: issue.severity,
      pointer,
      code: issue.code,
      message: msg(ctx.locale, 'schema-issue', { at: showPointer(ctx.locale, pointer), error: issue.message }),
      anchor: 'value',
      data: { pointer, keyword: issue.keyword, ...(issue.suggestion === undefined ? {} : { suggestion: issue.suggestion }) },
    });
  }
}
