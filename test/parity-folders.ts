// The folders the parity tests diagnose three ways (test/unit/diagnose/parity.test.ts: the CLI's code, the library
// call and the editor's session in process; test/lsp/cli-parity.test.ts: the real CLI and the real server): tools
// defined twice across files and inside one YAML stream beside ordinary errors and a syntax error, and a project whose
// configs change what is reported. File names are relative to the folder, `/`-separated.
import { replaceOnce, V1_TOOL, V2_TOOL } from './lsp/fixtures';

const toolForm = (name: string) => `tool:
  name: ${name}
  description: A tool in the tool form.
  input:
    type: object
    properties:
      q: { type: string }
`;
const v2 = (id: string) => replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${id}`);
const v1 = (id: string) => replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', `tool_id: ${id}`);

/** Repository-relative to the folder: how both the CLI (run inside it on ".") and the server (its workspace folder) name files. */
export const FILES: Record<string, string> = {
  // "alpha" twice in one stream, and once more in sub/more.atdf.yml; "beta" also in beta.atdf.json.
  'stream.atdf.yaml': `${v2('alpha')}---\n${v1('beta')}---\n${toolForm('alpha')}`,
  'beta.atdf.json': JSON.stringify(
    {
      schema_version: '2.0.0',
      tool_id: 'beta',
      description: 'JSON twin of beta.',
      when_to_use: 'Never.',
      how_to_use: { inputs: [], outputs: { success: 'ok', failure: [] } },
    },
    null,
    2,
  ),
  // An ordinary error (no when_to_use) in the first document, "alpha" again in the second.
  'sub/more.atdf.yml': `${replaceOnce(v2('gamma'), 'when_to_use: When a file must exist in two places.\n', '')}---\n${v2('alpha')}`,
  'unique.atdf.yaml': v1('delta'),
  'broken.atdf.yaml': 'tool_id: broken\ndescription: [unclosed\n',
};

/**
 * A project with configs: a group off and a rule turned down at the top, an
 * override for a folder, an ignored folder whose tool would be a duplicate, a
 * nested config on top of the top one for its folder, and inline suppressions (one
 * used, one that suppresses nothing).
 */
export const CONFIGURED: Record<string, string> = {
  '.atdfrc.yaml': `rules:
  style: off
  atdf/duplicate-tool: warning
ignore: [drafts/]
overrides:
  - files: ['strict/**']
    rules:
      atdf/name-style: error
`,
  'a.atdf.yaml': toolForm('BadName'),
  'strict/b.atdf.yaml': toolForm('OtherName'),
  'drafts/copy.atdf.yaml': toolForm('BadName'),
  'dup.atdf.yaml': v2('shared'),
  'nested/.atdfrc.json': '{ "rules": { "atdf/name-style": "hint" } }\n',
  'nested/dup.atdf.yaml': `${v2('shared')}---\n${toolForm('NestedName')}`,
  'inline.atdf.yaml': `# atdf-disable-next-line atdf/structure
schema_version: "2.0.0"
tool_id: inline
description: No when_to_use, its error silenced above.
how_to_use:
  inputs: []
  outputs: { success: ok, failure: [] }
# atdf-disable-next-line atdf/name-style
`,
};
