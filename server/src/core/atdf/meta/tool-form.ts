// Meta-schema of the `tool:` form. `input`, `output.success` and
// `output.error` are JSON Schemas themselves: here only their outer type is
// checked; rules/tool-schemas.ts compiles them and reports their problems.
// Keys starting with `x-` are extension keys (rules/structure.ts lets them pass).

const schemaSlot = (text: string) => ({ type: ['object', 'boolean'], description: text });

export const toolFormMetaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'ATDF tool (the `tool:` form)',
  description: 'An agent tool described by its name, purpose, JSON Schemas for input and outputs, and checked examples.',
  type: 'object',
  properties: {
    tool: {
      type: 'object',
      description: 'The tool: name, description, input schema, output schemas and examples.',
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          description: 'Name of the tool: lowercase snake_case segments joined by dots (e.g. `calendar.create_event`).',
        },
        description: { type: 'string', minLength: 1, description: 'What the tool does, for the agent that will call it.' },
        input: schemaSlot('JSON Schema of the tool input (the arguments object). Examples are checked against it.'),
        output: {
          type: 'object',
          description: 'JSON Schemas of the results: `success` and `error`, told apart by their `status` const.',
          properties: {
            success: schemaSlot('JSON Schema of a successful result (usually with `status: { const: "success" }`).'),
            error: schemaSlot('JSON Schema of an error result (usually with `status: { const: "error" }`).'),
          },
          additionalProperties: false,
        },
        examples: {
          type: 'array',
          description: 'Example calls: each `input` is checked against `input`, each `output` against the matching output branch.',
          items: {
            type: 'object',
            description: 'One example call of the tool.',
            properties: {
              description: { type: 'string', description: 'What this example shows.' },
              input: { description: 'The arguments of the call; checked against `tool.input`.' },
              output: {
                description: 'The result of the call; checked against the `tool.output` branch whose `status` it matches.',
              },
              invalid_input: {
                type: 'boolean',
                description:
                  'true: the input breaks `tool.input` on purpose (a bad call, documented); the example expects an error (an `output`, if given, is of the `output.error` branch). `atdf test` sends it and expects the error.',
              },
            },
            required: ['input'],
            additionalProperties: false,
          },
        },
      },
      required: ['name', 'description', 'input'],
      additionalProperties: false,
    },
  },
  required: ['tool'],
  additionalProperties: false,
};
