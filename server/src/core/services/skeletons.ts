// Whole-tool skeletons for each dialect and snippets for one new input,
// failure or example, as data: the server offers them as completion items
// (every editor gets them, not only VS Code), a skeleton at an empty
// document, an item snippet inside the list it belongs to. Bodies are LSP
// snippet syntax (`${1:default}`, `${2|a,b|}`, `$0`), YAML, indented for
// column 0; `expandSnippet` gives the text with every placeholder at its
// default (what JSON documents get, and what the tests validate).
import type { Dialect } from '../types';

export interface Skeleton {
  /** Names its description in the message catalogs (`snippet.<id>`). */
  id: SkeletonId;
  /** The completion label: what the user types to pick it. */
  label: string;
  /** `document`: a whole tool, at an empty document; otherwise one item of that list. */
  where: 'document' | 'input' | 'failure' | 'example';
  /** The dialect it is written in (input and failure items are the same in 1.x and 2.x). */
  dialect?: Dialect;
  body: string[];
}

export type SkeletonId = 'tool-2' | 'tool-1' | 'tool-form' | 'input' | 'failure' | 'example-2' | 'example-tool';

export const SKELETONS: readonly Skeleton[] = [
  {
    id: 'tool-2',
    label: 'atdf-tool-2',
    where: 'document',
    dialect: 'atdf-2',
    body: [
      'schema_version: "2.0.0"',
      'tool_id: ${1:my_tool}',
      'description: ${2:What the tool does.}',
      'when_to_use: ${3:When an agent should call this tool.}',
      'how_to_use:',
      '  inputs:',
      '    - name: ${4:query}',
      '      type: ${5|string,number,integer,boolean,object,array|}',
      '      description: ${6:What this input means.}',
      '      required: true',
      '  outputs:',
      '    success: ${7:What the tool returns when it succeeds.}',
      '    failure:',
      '      - code: ${8:invalid_input}',
      '        description: ${9:When and why this error happens.}',
      'examples:',
      '  - goal: ${10:What this example shows.}',
      '    input_values:',
      '      ${4:query}: ${11:"value"}',
      '    expected_result: ${12:What the agent gets back.}',
      '$0',
    ],
  },
  {
    id: 'tool-1',
    label: 'atdf-tool-1',
    where: 'document',
    dialect: 'atdf-1',
    body: [
      'tool_id: ${1:my_tool}',
      'description: ${2:What the tool does.}',
      'when_to_use: ${3:When an agent should call this tool.}',
      'how_to_use:',
      '  inputs:',
      '    - name: ${4:query}',
      '      type: ${5|string,number,integer,boolean,object,array|}',
      '      description: ${6:What this input means.}',
      '  outputs:',
      '    success: ${7:What the tool returns when it succeeds.}',
      '    failure:',
      '      - code: ${8:invalid_input}',
      '        description: ${9:When and why this error happens.}',
      '$0',
    ],
  },
  {
    id: 'tool-form',
    label: 'atdf-tool-form',
    where: 'document',
    dialect: 'tool',
    body: [
      'tool:',
      '  name: ${1:my_tool}',
      '  description: ${2:What the tool does.}',
      '  input:',
      '    type: object',
      '    properties:',
      '      ${3:query}:',
      '        type: ${4|string,number,integer,boolean,object,array|}',
      '        description: ${5:What this input means.}',
      '    required: [${3:query}]',
      '  output:',
      '    success:',
      '      type: object',
      '      description: ${7:What the tool returns when it succeeds.}',
      '      properties:',
      '        status: { const: "success" }',
      '        data: { type: object }',
      '      required: [status, data]',
      '    error:',
      '      type: object',
      '      properties:',
      '        status: { const: "error" }',
      '        data:',
      '          type: object',
      '          properties:',
      '            code: { type: string }',
      '            text: { type: string }',
      '      required: [status, data]',
      '  examples:',
      '    - input:',
      '        ${3:query}: ${6:"value"}',
      '      output:',
      '        status: "success"',
      '        data: {}',
      '$0',
    ],
  },
  {
    id: 'input',
    label: 'atdf-input',
    where: 'input',
    body: [
      '- name: ${1:name}',
      '  type: ${2|string,number,integer,boolean,object,array|}',
      '  description: ${3:What this input means.}',
      '  required: ${4|true,false|}',
      '$0',
    ],
  },
  {
    id: 'failure',
    label: 'atdf-failure',
    where: 'failure',
    body: ['- code: ${1:error_code}', '  description: ${2:When and why this error happens.}', '$0'],
  },
  {
    id: 'example-2',
    label: 'atdf-example',
    where: 'example',
    dialect: 'atdf-2',
    body: [
      '- goal: ${1:What this example shows.}',
      '  input_values:',
      '    ${2:name}: ${3:"value"}',
      '  expected_result: ${4:What the agent gets back.}',
      '$0',
    ],
  },
  {
    id: 'example-tool',
    label: 'atdf-example-tool',
    where: 'example',
    dialect: 'tool',
    body: ['- input:', '    ${1:name}: ${2:"value"}', '  output:', '    status: "${3|success,error|}"', '    data: {}', '$0'],
  },
];

/** The snippet's text with each placeholder at its default (`${1:x}` -> x, `${2|a,b|}` -> a, `$0` -> nothing). */
export function expandSnippet(snippet: string): string {
  let out = snippet;
  // Innermost first: a default may itself hold a placeholder.
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/\$\{\d+:([^${}]*)\}/g, '$1').replace(/\$\{\d+\|([^,|}]*)[^}]*\|\}/g, '$1');
  }
  return out.replace(/\$\d+/g, '');
}
