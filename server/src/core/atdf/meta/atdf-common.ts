// Pieces shared by the ATDF 1.x and 2.x meta-schemas. They are written in our
// own JSON Schema subset (no oneOf/patternProperties), and mirror the official
// draft-07 schemas in atdf-official/ key by key; the few rules the subset
// cannot say (exactly one of tool_id/id, localization language keys) are code
// in ../rules/.
export type JsonSchema = Record<string, unknown> | boolean;

export const schemaVersion = (defaultVersion: string) => ({
  type: 'string',
  description: `Version of the ATDF schema this document follows ("${defaultVersion}"). 1.x and 2.x are recognised.`,
  default: defaultVersion,
});

export const toolId = {
  type: 'string',
  minLength: 1,
  description: 'Unique identifier of the tool. Give exactly one of `tool_id` or `id`.',
};

export const id = {
  type: 'string',
  minLength: 1,
  description: 'Alternative identifier of the tool (alias of `tool_id`). Give exactly one of `tool_id` or `id`.',
};

export const description = {
  type: 'string',
  minLength: 1,
  description: 'A concise explanation of what the tool does, avoiding technical details.',
};

export const whenToUse = {
  type: 'string',
  minLength: 1,
  description: 'The context or conditions under which an agent should use the tool.',
};

const failureItem = {
  type: 'object',
  description: 'One way the tool can fail.',
  properties: {
    code: { type: 'string', minLength: 1, description: 'Unique identifier of the error (no two failures share a code).' },
    description: { type: 'string', minLength: 1, description: 'Explanation of the error.' },
  },
  required: ['code', 'description'],
  additionalProperties: false,
};

const outputs = {
  type: 'object',
  description: 'Possible results of using the tool.',
  properties: {
    success: { type: 'string', minLength: 1, description: 'What the tool returns or reports when it succeeds.' },
    failure: { type: 'array', description: 'The possible errors, each with a unique code.', items: failureItem },
  },
  required: ['success', 'failure'],
  additionalProperties: false,
};

const inputName = { type: 'string', minLength: 1, description: 'Name of the input parameter (unique within the tool).' };

const inputType = (examples: string) => ({
  type: 'string',
  minLength: 1,
  description: `Data type of the input (${examples}).`,
});

const inputDescription = { type: 'string', description: "Description of the input parameter's purpose." };

export const inputItemV1 = {
  type: 'object',
  description: 'One input parameter of the tool.',
  properties: {
    name: inputName,
    type: inputType('a JSON Schema type name: string, number, integer, boolean, object, array, null'),
    description: inputDescription,
  },
  required: ['name', 'type'],
  additionalProperties: false,
};

export const inputItemV2 = {
  type: 'object',
  description: 'One input parameter of the tool.',
  properties: {
    name: inputName,
    type: inputType(
      'a JSON Schema type name: string, number, integer, boolean, object, array, null, or several joined by `|` (`string | null`); examples are checked against it',
    ),
    description: inputDescription,
    schema: {
      type: 'object',
      description:
        'JSON Schema for the value of this input (enum, items, properties, bounds, anyOf, `$ref: "#/$defs/<name>"`...); merged with `type` when examples are checked.',
      properties: {
        properties: { type: 'object', description: 'The properties of an object-valued input, each a JSON Schema.' },
        required: {
          type: 'array',
          description: 'Names of the properties an object-valued input must have.',
          items: { type: 'string' },
        },
      },
    },
    required: { type: 'boolean', description: 'Whether the parameter is mandatory (examples must then give it).' },
  },
  required: ['name', 'type'],
  additionalProperties: false,
};

export const howToUse = (inputItem: JsonSchema) => ({
  type: 'object',
  description: 'How to operate the tool: its inputs and outputs.',
  properties: {
    inputs: { type: 'array', description: 'The input parameters of the tool.', items: inputItem },
    outputs,
  },
  required: ['inputs', 'outputs'],
  additionalProperties: false,
});

export const ROOT_REQUIRED = ['description', 'when_to_use', 'how_to_use'];
