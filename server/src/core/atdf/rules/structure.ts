// Structure of a document against its dialect's meta-schema, plus the two
// adjustments the subset cannot express: `x-` extension keys pass in the
// `tool:` form, and a 2.x key in a document that declares 1.x becomes the
// `atdf/needs-v2` error (with what the quick fix needs).
import type { CompiledSchema } from '../../schema/types';
import type { Finding, RuleContext } from '../finding';
import { fromValidationError } from '../from-validation-error';
import type { JsonSchema } from '../meta';
import { msg, showPointer, showValue } from '../messages';
import { lastToken } from '../../pointer';
import { STRUCTURE_RULE } from './rule-meta';

export function checkStructure(ctx: RuleContext, meta: CompiledSchema, metaSchema: JsonSchema): Finding[] {
  const findings: Finding[] = [];
  const needsV2 = ctx.info.dialect === 'atdf-1' && ctx.info.declaredMajor === 1 ? new Set(ctx.info.v2Keys) : new Set();
  for (const err of meta.validate(ctx.doc).errors) {
    if (err.keyword === 'additionalProperties') {
      const key = lastToken(err.instanceLocation) ?? '';
      if (ctx.info.dialect === 'tool' && key.startsWith('x-')) continue;
      if (needsV2.has(err.instanceLocation)) {
        findings.push(needsV2Finding(ctx, err.instanceLocation));
        continue;
      }
    }
    findings.push(
      fromValidationError(err, { locale: ctx.locale, doc: ctx.doc, instanceBase: '', schema: metaSchema, rule: STRUCTURE_RULE }),
    );
  }
  return findings;
}

function needsV2Finding(ctx: RuleContext, pointer: string): Finding {
  return {
    severity: 'error',
    pointer,
    code: 'atdf/needs-v2',
    message: msg(ctx.locale, 'atdf/needs-v2', {
      at: showPointer(ctx.locale, pointer),
      name: lastToken(pointer) ?? '',
      version: showValue(ctx.doc.schema_version),
    }),
    anchor: 'key',
    data: {
      pointer,
      keyword: 'additionalProperties',
      fix: 'set-schema-version',
      schemaVersionPointer: '/schema_version',
      replacement: '2.0.0',
    },
  };
}
