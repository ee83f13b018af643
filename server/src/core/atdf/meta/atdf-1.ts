// ATDF 1.x meta-schema (mirrors atdf-official/atdf_schema.json).
import { description, howToUse, id, inputItemV1, ROOT_REQUIRED, schemaVersion, toolId, whenToUse } from './atdf-common';

export const atdf1MetaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'ATDF 1.x tool description',
  description: 'An agent tool description in ATDF 1.x: identity, purpose, when to use it, inputs and outputs. No other keys.',
  type: 'object',
  properties: {
    schema_version: schemaVersion('1.0.0'),
    tool_id: toolId,
    id,
    description,
    when_to_use: whenToUse,
    how_to_use: howToUse(inputItemV1),
  },
  required: ROOT_REQUIRED,
  additionalProperties: false,
};
