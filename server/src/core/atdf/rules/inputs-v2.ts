// ATDF 2.x: `how_to_use.inputs` become one JSON Schema for an example's
// `input_values`: each input a property typed by its `type` (JSON Schema type
// names only; others get a warning and no type check), `required: true` made
// required, its `schema` merged in; undeclared keys rejected. The definitions
// the inputs' `$ref`s point to come from the input schema's root (input-root.ts).
import type { Finding, RuleContext } from '../finding';
import { msg } from '../messages';
import { joinTokens } from '../../pointer';
import { isObject, setOwn } from '../../json-value';
import { compileEmbedded } from './schema-issues';
import { inputRootMembers } from './input-root';
import { suggestType } from '../../schema/vocabulary';

export const JSON_TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

export interface DerivedInputs {
  schema: Record<string, unknown>;
  /** Input name -> index in how_to_use.inputs (the first declaration). */
  index: Map<string, number>;
  /** Names whose `type` was used as the property's type (not overridden by `schema.type`). */
  typedFromTypeField: Set<string>;
}

/** The schema of `input_values` derived from `how_to_use.inputs` (also used for completion and hover). */
export function deriveInputsSchema(doc: Record<string, unknown>): DerivedInputs {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const index = new Map<string, number>();
  const typedFromTypeField = new Set<string>();
  const howToUse = doc.how_to_use;
  const inputs = isObject(howToUse) && Array.isArray(howToUse.inputs) ? howToUse.inputs : [];
  inputs.forEach((input, k) => {
    if (!isObject(input) || typeof input.name !== 'string' || index.has(input.name)) return;
    const name = input.name;
    index.set(name, k);
    const property: Record<string, unknown> = {};
    if (typeof input.description === 'string') property.description = input.description;
    if (typeof input.type === 'string' && JSON_TYPE_NAMES.includes(input.type)) {
      property.type = input.type;
      typedFromTypeField.add(name);
    }
    if (isObject(input.schema)) {
      for (const key of Object.keys(input.schema)) setOwn(property, key, input.schema[key]);
      if (Object.prototype.hasOwnProperty.call(input.schema, 'type')) typedFromTypeField.delete(name);
    }
    setOwn(properties, name, property);
    if (input.required === true) required.push(name);
  });
  return {
    schema: { ...inputRootMembers(doc), type: 'object', properties, required, additionalProperties: false },
    index,
    typedFromTypeField,
  };
}

/** Unknown type names (warning) and each input's `schema` checked as a JSON Schema. */
export function checkInputDeclarations(ctx: RuleContext): Finding[] {
  const howToUse = ctx.doc.how_to_use;
  if (!isObject(howToUse) || !Array.isArray(howToUse.inputs)) return [];
  const findings: Finding[] = [];
  const root = inputRootMembers(ctx.doc);
  howToUse.inputs.forEach((input, k) => {
    if (!isObject(input)) return;
    if (typeof input.type === 'string' && input.type !== '' && !JSON_TYPE_NAMES.includes(input.type)) {
      const pointer = joinTokens('/how_to_use/inputs', k, 'type');
      findings.push({
        severity: 'warning',
        pointer,
        code: 'atdf/unknown-input-type',
        message: msg(ctx.locale, 'atdf/unknown-input-type', {
          at: pointer,
          name: input.type,
          allowed: JSON_TYPE_NAMES.join(', '),
        }),
        anchor: 'value',
        data: {
          pointer,
          keyword: 'type',
          allowed: JSON_TYPE_NAMES,
          ...suggestionFor(input.type),
        },
      });
    }
    if (isObject(input.schema)) compileEmbedded(ctx, input.schema, joinTokens('/how_to_use/inputs', k, 'schema'), findings, root);
  });
  return findings;
}

/** The JSON Schema type name meant by a 2.x input's `type` (`String`, `float`, `strng`), if one is clear. */
function suggestionFor(name: string): { suggestion?: string } {
  const lower = name.toLowerCase();
  const suggestion = JSON_TYPE_NAMES.includes(lower) ? lower : suggestType(name);
  return suggestion === undefined ? {} : { suggestion };
}
