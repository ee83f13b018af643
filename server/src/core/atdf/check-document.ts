// All ATDF rules for one document, by dialect. Pure: the document value in,
// pointer-located findings out (ranges are the pipeline's job).
import type { Locale } from '../locale';
import type { Dialect } from '../types';
import { detectDialect, type DialectInfo } from './dialect';
import type { Finding, RuleContext, SchemaCompiler } from './finding';
import { getMetaSchema, type JsonSchema } from './meta';
import { msg, showPointer, typeName } from './messages';
import { isObject } from '../json-value';
import { checkArdf } from './rules/ardf';
import { checkDuplicates } from './rules/duplicates';
import { checkV2Examples } from './rules/examples-v2';
import { checkIdentity, checkSchemaVersion } from './rules/identity';
import { checkInputDeclarations, deriveInputsSchema } from './rules/inputs-v2';
import { checkLocalization } from './rules/localization';
import { checkNearMissKeys } from './rules/near-miss-keys';
import { checkStructure } from './rules/structure';
import { checkToolForm } from './rules/tool-form';

export interface CheckOptions {
  locale?: Locale;
  formatWarnings?: boolean;
  /** Force a dialect instead of detecting it (tests, "validate as"). */
  dialect?: Dialect;
}

export interface DocumentCheck {
  dialect: Dialect | null;
  findings: Finding[];
}

export function checkDocument(doc: unknown, compiler: SchemaCompiler, options: CheckOptions = {}): DocumentCheck {
  const locale = options.locale ?? 'en';
  const detected = detectDialect(doc);
  if (!isObject(doc) || detected === null) return { dialect: null, findings: [notAMapping(doc, locale)] };
  const info: DialectInfo = options.dialect ? { ...detected, dialect: options.dialect } : detected;
  const ctx: RuleContext = { doc, info, locale, formatWarnings: options.formatWarnings ?? true, compiler };
  const metaSchema = getMetaSchema(info.dialect);
  const findings = checkStructure(ctx, compiler.compile(metaSchema, { locale }), metaSchema);
  if (info.dialect === 'tool') {
    findings.push(...checkToolForm(ctx));
  } else if (info.dialect === 'ardf') {
    findings.push(...checkArdf(ctx));
  } else {
    findings.push(...checkIdentity(ctx), ...checkSchemaVersion(ctx), ...checkDuplicates(ctx));
    if (info.dialect === 'atdf-2') {
      findings.push(...checkNearMissKeys(ctx, metaSchema));
      const derived = deriveInputsSchema(doc);
      const inputSchema = checkInputDeclarations(ctx, derived, findings);
      const entrySchema = (metaSchema.$defs as Record<string, JsonSchema>).localizedText;
      findings.push(...checkLocalization(ctx, compiler.compile(entrySchema, { locale }), entrySchema));
      findings.push(...checkV2Examples(ctx, derived, inputSchema));
    }
  }
  return { dialect: info.dialect, findings };
}

function notAMapping(doc: unknown, locale: Locale): Finding {
  const at = showPointer(locale, '');
  if (doc === null || doc === undefined) {
    return {
      severity: 'warning',
      pointer: '',
      code: 'atdf/empty-document',
      message: msg(locale, 'atdf/empty-document', { at }),
      anchor: 'value',
      data: { pointer: '', keyword: 'type', expected: ['object'] },
    };
  }
  return {
    severity: 'error',
    pointer: '',
    code: 'atdf/not-a-mapping',
    message: msg(locale, 'atdf/not-a-mapping', { at, actual: typeName(doc) }),
    anchor: 'value',
    data: { pointer: '', keyword: 'type', expected: ['object'] },
  };
}
