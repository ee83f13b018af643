// ATDF 2.x `localization`: entries whose key is a language code (`es`,
// `pt-BR`) must hold both `description` and `when_to_use` strings
// (patternProperties upstream; other keys are left alone, as upstream).
import type { CompiledSchema } from '../../schema/types';
import type { Finding, RuleContext } from '../finding';
import { fromValidationError } from '../from-validation-error';
import { LOCALE_KEY_PATTERN, type JsonSchema } from '../meta';
import { joinTokens } from '../../pointer';
import { isObject } from '../../json-value';
import { STRUCTURE_RULE } from './rule-meta';

const localeKey = new RegExp(LOCALE_KEY_PATTERN);

export function checkLocalization(ctx: RuleContext, entry: CompiledSchema, entrySchema: JsonSchema): Finding[] {
  const localization = ctx.doc.localization;
  if (!isObject(localization)) return [];
  const findings: Finding[] = [];
  for (const key of Object.keys(localization)) {
    if (!localeKey.test(key)) continue;
    const base = joinTokens('/localization', key);
    for (const err of entry.validate(localization[key]).errors) {
      findings.push(
        fromValidationError(err, { locale: ctx.locale, doc: ctx.doc, instanceBase: base, schema: entrySchema, rule: STRUCTURE_RULE }),
      );
    }
  }
  return findings;
}
