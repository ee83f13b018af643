// ATDF 1.x/2.x: exactly one of `tool_id` / `id` (a `oneOf` upstream, which
// the subset does not check), and a `schema_version` we recognise.
import { declaredMajor } from '../dialect';
import type { Finding, RuleContext } from '../finding';
import { msg, showPointer, showValue } from '../messages';
import { placeholderFor } from '../placeholder';
import { toolId } from '../meta/atdf-common';

export function checkIdentity(ctx: RuleContext): Finding[] {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(ctx.doc, key);
  if (has('tool_id') && has('id')) {
    return [
      {
        severity: 'error',
        pointer: '/id',
        code: 'atdf/id-or-tool-id',
        message: msg(ctx.locale, 'atdf/id-or-tool-id.both', { at: '/id' }),
        anchor: 'key',
        data: { pointer: '/id', keyword: 'oneOf', remove: '/id', allowed: ['tool_id', 'id'] },
      },
    ];
  }
  if (!has('tool_id') && !has('id')) {
    return [
      {
        severity: 'error',
        pointer: '/tool_id',
        code: 'atdf/id-or-tool-id',
        message: msg(ctx.locale, 'atdf/id-or-tool-id.none', { parent: showPointer(ctx.locale, '') }),
        anchor: 'missing',
        data: {
          pointer: '/tool_id',
          keyword: 'required',
          missing: 'tool_id',
          allowed: ['tool_id', 'id'],
          placeholder: placeholderFor(toolId),
        },
      },
    ];
  }
  return [];
}

export function checkSchemaVersion(ctx: RuleContext): Finding[] {
  const version = ctx.doc.schema_version;
  if (version === undefined || typeof version !== 'string' || declaredMajor(version) !== undefined) return [];
  return [
    {
      severity: 'warning',
      pointer: '/schema_version',
      code: 'atdf/unknown-schema-version',
      message: msg(ctx.locale, 'atdf/unknown-schema-version', {
        at: '/schema_version',
        actual: showValue(version),
        dialect: ctx.info.dialect,
      }),
      anchor: 'value',
      data: { pointer: '/schema_version', keyword: 'atdf/unknown-schema-version', allowed: ['1.0.0', '2.0.0'] },
    },
  ];
}
