// A JSON Schema written inside an ATDF document (tool.input, an output branch,
// an input's `schema`) is compiled, and each problem of the schema itself is
// reported at its pointer in the document.
import type { CompiledSchema } from '../../schema/types';
import type { Finding, RuleContext } from '../finding';
import { msg, showPointer } from '../messages';

/** Where a schema that is a subschema of another sits in the wrapper compiled for it. */
const SUBSCHEMA_AT = '/allOf/0';

/**
 * With `root` (the members of the schema it is part of: `$defs`, `$schema`...),
 * the schema is compiled as a subschema of that root, so that its `$ref`s into
 * the root's definitions resolve; only its own issues are reported (the
 * root's members are not written at `docPointer`).
 */
export function compileEmbedded(
  ctx: RuleContext,
  schema: unknown,
  docPointer: string,
  findings: Finding[],
  root?: Record<string, unknown>,
): CompiledSchema {
  const compiled = ctx.compiler.compile(root === undefined ? schema : { ...root, allOf: [schema] }, {
    formatWarnings: ctx.formatWarnings,
    locale: ctx.locale,
  });
  for (const issue of compiled.issues) {
    let own = issue.pointer;
    if (root !== undefined) {
      if (own !== SUBSCHEMA_AT && !own.startsWith(SUBSCHEMA_AT + '/')) continue;
      own = own.slice(SUBSCHEMA_AT.length);
    }
    const pointer = docPointer + own;
    findings.push({
      severity: issue.severity,
      pointer,
      code: issue.code,
      message: msg(ctx.locale, 'schema-issue', { at: showPointer(ctx.locale, pointer), error: issue.message }),
      anchor: 'value',
      data: { pointer, keyword: issue.keyword, ...(issue.suggestion === undefined ? {} : { suggestion: issue.suggestion }) },
    });
  }
  return compiled;
}
