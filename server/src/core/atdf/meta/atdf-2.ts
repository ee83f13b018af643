// ATDF 2.x meta-schema (mirrors atdf-official/enhanced_atdf_schema.json).
// `localization` uses patternProperties upstream; here the language entries
// are described in $defs and checked by rules/localization.ts.
import { description, howToUse, id, inputItemV2, ROOT_REQUIRED, schemaVersion, toolId, whenToUse } from './atdf-common';

const stringList = (text: string) => ({ type: 'array', description: text, items: { type: 'string' } });

/** The root members that hold the inputs' shared definitions (`$defs` as in JSON Schema 2020-12, `definitions` as in draft-07). */
const definitions = (key: string) => ({
  type: 'object',
  description: `Shared JSON Schema definitions of the inputs' schemas, by name: an input's \`schema\` refers to one with \`$ref: "#/${key}/<name>"\`, as in an MCP inputSchema.`,
});

export const LOCALE_KEY_PATTERN = '^[a-z]{2}(-[A-Z]{2})?$';

export const atdf2MetaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'ATDF 2.x tool description',
  description: 'An agent tool description in ATDF 2.x: ATDF 1.x plus metadata, localization, prerequisites, feedback and examples.',
  type: 'object',
  properties: {
    schema_version: schemaVersion('2.0.0'),
    tool_id: toolId,
    id,
    metadata: {
      type: 'object',
      description: 'Optional metadata about the tool for organizational purposes.',
      properties: {
        version: { type: 'string', description: 'Version of the tool description.' },
        author: { type: 'string', description: 'Author or organization that created the tool description.' },
        tags: stringList('Keywords for categorization and search.'),
        category: { type: 'string', description: 'Primary category of the tool.' },
        created_at: { type: 'string', description: 'ISO date when the tool description was created.' },
        updated_at: { type: 'string', description: 'ISO date when the tool description was last updated.' },
      },
    },
    localization: {
      type: 'object',
      description: 'Translations of `description` and `when_to_use`, keyed by language code (`es`, `pt-BR`...); each entry needs both.',
    },
    description,
    when_to_use: whenToUse,
    prerequisites: {
      type: 'object',
      description: 'Requirements that must be met before using the tool.',
      properties: {
        tools: stringList('Other tools that must be available or used before this one.'),
        conditions: stringList('Environmental or system conditions that must be met.'),
        permissions: stringList('Permissions or authorizations required to use the tool.'),
      },
    },
    how_to_use: howToUse(inputItemV2),
    $defs: definitions('$defs'),
    definitions: definitions('definitions'),
    feedback: {
      type: 'object',
      description: 'How the tool reports progress and completion.',
      properties: {
        progress_indicators: stringList('Signals that the tool is working or making progress.'),
        completion_signals: stringList('Signals that the operation has completed successfully.'),
      },
    },
    examples: {
      type: 'array',
      description: 'Example uses of the tool; `input_values` are checked against `how_to_use.inputs`.',
      items: {
        type: 'object',
        description: 'One example use of the tool.',
        properties: {
          goal: { type: 'string', description: 'What the example is trying to accomplish.' },
          input_values: {
            type: 'object',
            description: 'The input values of the example, by input name; checked against `how_to_use.inputs`.',
          },
          expected_result: { type: 'string', description: 'The expected output or result.' },
          invalid_input: {
            type: 'boolean',
            description:
              'true: the input breaks the input schema on purpose (a bad call, documented); `expected_result` must name the failure code it gets. `atdf test` sends it and expects that failure.',
          },
        },
        required: ['goal', 'input_values', 'expected_result'],
      },
    },
  },
  required: ROOT_REQUIRED,
  $defs: {
    localizedText: {
      type: 'object',
      description: 'The translated texts of one language.',
      properties: {
        description: { type: 'string', description: 'Localized description of what the tool does.' },
        when_to_use: { type: 'string', description: 'Localized context for when the tool should be used.' },
      },
      required: ['description', 'when_to_use'],
    },
  },
};
