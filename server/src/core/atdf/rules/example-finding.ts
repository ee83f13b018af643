// An error of an example value against the tool's own schema: the finding at
// the example's pointer, with a `related` link to where the violated part of
// the schema is declared in the document.
import type { ValidationError } from '../../types';
import type { Finding, RelatedFinding, RuleContext } from '../finding';
import { fromValidationError, keywordParent } from '../from-validation-error';
import type { JsonSchema } from '../meta';
import { msg } from '../messages';
import { getAt, joinTokens, lastToken } from '../../pointer';
import { isObject } from '../../json-value';
import { EXAMPLE_SCHEMA_RULE } from './rule-meta';

/** Maps a pointer inside the validated schema to where it is declared in the document. */
export type DeclarationLocator = (err: ValidationError, schemaPointer: string) => RelatedFinding | undefined;

export function exampleFinding(
  ctx: RuleContext,
  err: ValidationError,
  instanceBase: string,
  schema: JsonSchema,
  locate: DeclarationLocator,
): Finding {
  const finding = fromValidationError(err, {
    locale: ctx.locale,
    doc: ctx.doc,
    instanceBase,
    schema,
    prefix: msg(ctx.locale, 'example.prefix'),
    rule: EXAMPLE_SCHEMA_RULE,
  });
  finding.data.example = true;
  const related = locate(err, keywordParent(err.absoluteKeywordLocation, err.keyword));
  if (related) {
    finding.related = [related];
    finding.data.declaredAt = related.pointer;
  }
  return finding;
}

/** For a schema that sits in the document at `schemaDocPointer` (the `tool:` form). */
export function embeddedSchemaLocator(ctx: RuleContext, schema: JsonSchema, schemaDocPointer: string): DeclarationLocator {
  const message = msg(ctx.locale, 'related.declared');
  return (err, subPointer) => {
    const sub = getAt(schema, subPointer);
    if (err.keyword === 'required' && isObject(sub) && isObject(sub.properties)) {
      const name = lastToken(err.instanceLocation) ?? '';
      if (Object.prototype.hasOwnProperty.call(sub.properties, name)) {
        return { pointer: schemaDocPointer + joinTokens(subPointer, 'properties', name), anchor: 'key', message };
      }
      return { pointer: schemaDocPointer + joinTokens(subPointer, 'required'), anchor: 'value', message };
    }
    return { pointer: schemaDocPointer + subPointer, anchor: 'key', message };
  };
}
