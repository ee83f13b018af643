// What the inputs tell the model:
//   quality/undocumented-input   an input (or a property inside one) without a description
//   quality/undocumented-enum    an enum whose values are not explained
// A model fills each parameter from its name and description alone; an enum
// value it cannot tell apart from the others is picked by guess.
import { isObject } from '../../json-value';
import type { LintContext } from '../context';
import type { InputInfo } from '../tool-view';

export const UNDOCUMENTED_INPUT = 'quality/undocumented-input';
export const UNDOCUMENTED_ENUM = 'quality/undocumented-enum';

/** Members other tools use to describe enum values one by one. */
const ENUM_DESCRIPTIONS = [
  'enumDescriptions',
  'markdownEnumDescriptions',
  'x-enumDescriptions',
  'x-enum-descriptions',
  'x-enumNames',
  'enumNames',
];

export function checkInputs(ctx: LintContext): void {
  for (const input of ctx.view.inputs) {
    if (!documented(input)) ctx.report(UNDOCUMENTED_INPUT, input.pointer, ctx.nameSpan(input), { name: input.name });
    const values = enumOf(input);
    if (values && values.list.length >= 2 && !enumExplained(input, values.list)) {
      ctx.report(UNDOCUMENTED_ENUM, values.pointer, ctx.valueSpan(values.pointer), {
        name: input.name,
        values: values.list.map(valueText).join(', '),
      });
    }
  }
}

function documented(input: InputInfo): boolean {
  if (input.description && input.description.value.trim() !== '') return true;
  // A description that is not a string is the schema's error, not a missing one.
  if (input.descriptionNotText) return true;
  // A property given as `true`, or by reference or composition only, is documented where it points.
  const schema = input.schema;
  if (input.nameIsKey && (!schema || ['$ref', 'allOf', 'anyOf', 'oneOf'].some((k) => k in schema))) return true;
  return false;
}

/** The enum of an input (of its items, for an array), with its pointer. */
function enumOf(input: InputInfo): { list: unknown[]; pointer: string } | undefined {
  const schema = input.schema;
  if (!schema || !input.schemaPointer) return undefined;
  if (Array.isArray(schema.enum)) return { list: schema.enum, pointer: `${input.schemaPointer}/enum` };
  if (isObject(schema.items) && Array.isArray(schema.items.enum))
    return { list: schema.items.enum, pointer: `${input.schemaPointer}/items/enum` };
  return undefined;
}

/** An enum value as text: JSON for objects and arrays, whose String() would call a member the author named `toString`. */
function valueText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Every value is named in the description, or the values are described one by one. */
function enumExplained(input: InputInfo, values: unknown[]): boolean {
  const schema = input.schema!;
  if (ENUM_DESCRIPTIONS.some((k) => Array.isArray(schema[k]))) return true;
  const text = (input.description?.value ?? '').toLowerCase();
  return values.every((v) => {
    const word = valueText(v).toLowerCase();
    const at = text.indexOf(word);
    return word !== '' && at >= 0 && !/[a-z0-9]/.test(text.charAt(at - 1)) && !/[a-z0-9]/.test(text.charAt(at + word.length));
  });
}
