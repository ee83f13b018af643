// The vendored tools/list of real npm servers (test/fixtures/mcp/README.md),
// imported from the file by the real CLI in both dialects: every file
// validates with no errors and no warnings (`atdf validate`), `atdf
// export-mcp` of the folder gives the very same tools back in the server's
// order, and an example added under a `$ref` (and, once unions are checked,
// under an `anyOf`) is reported at the line of the wrong value.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importToolsChecked } from '../../../server/src/core/mcp/import-tools';
import type { McpTool } from '../../../server/src/core/mcp/types';
import { validateFile } from '../../../server/src/core/validate-file';
import { bundleCli, ROOT, type CliRun } from './cli-harness';
import { problemsOf } from '../../unit/mcp/helpers';

const FIXTURES = path.join(ROOT, 'test/fixtures/mcp');
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-mcp-files-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let atdf: (args: string[], input?: string | Buffer) => Promise<CliRun>;

/** What each server's schemas are made of, so that the test cannot pass on a server that lost them. */
const servers: Record<string, { file: string; uses: string[] }> = {
  notion: { file: 'notion-tools.json', uses: ['"$defs"', '"$ref"', '"anyOf"', '"oneOf"'] },
  ms365: { file: 'ms365-tools.json', uses: ['"$defs"', '"$ref"', '"anyOf"', 'draft-07'] },
  firecrawl: { file: 'firecrawl-tools.json', uses: ['"propertyNames"'] },
  playwright: { file: 'playwright-tools.json', uses: ['"anyOf"', '"propertyNames"'] },
  everything: { file: 'everything-tools.json', uses: ['"outputSchema"', '"annotations"', '"execution"'] },
};

describe('real servers from their vendored tools/list', { concurrency: 2 }, () => {
  before(async () => {
    atdf = await bundleCli();
  });

  for (const [name, { file, uses }] of Object.entries(servers)) {
    for (const dialect of ['enhanced', 'tool'] as const) {
      test(`${name} (${dialect}): import, validate clean, export the same tools in the same order`, async () => {
        const source = path.join(FIXTURES, file);
        const text = readFileSync(source, 'utf8');
        for (const keyword of uses) assert.ok(text.includes(keyword), `${file} uses ${keyword}`);
        const tools = JSON.parse(text).tools;
        const out = path.join(scratch, `${name}-${dialect}`);

        const imported = await atdf(['import-mcp', source, '--out', out, '--dialect', dialect]);
        assert.equal(imported.code, 0, imported.stderr);
        const files = imported.stdout.trimEnd().split('\n');
        assert.equal(files.length, tools.length + 1, 'a file per tool and the order file');
        for (const f of files.filter((f) => f.endsWith('.atdf.yaml'))) {
          assert.deepEqual(problemsOf(readFileSync(f, 'utf8')), [], f);
        }
        const validated = await atdf(['validate', out]);
        assert.equal(validated.code, 0, validated.stdout);

        const exported = await atdf(['export-mcp', out]);
        assert.equal(exported.code, 0, exported.stderr);
        assert.deepStrictEqual(JSON.parse(exported.stdout).tools, tools);
      });
    }
  }
});

/** An imported ms-365 tool with an example appended, and the errors of the result. */
function withExample(toolName: string, example: string): { text: string; errors: ReturnType<typeof validateFile>['diagnostics'] } {
  const tool = JSON.parse(readFileSync(path.join(FIXTURES, 'ms365-tools.json'), 'utf8')).tools.find((t: McpTool) => t.name === toolName);
  const [imported] = importToolsChecked([tool], { source: 'ms365-tools.json' });
  const text = `${imported.text}examples:\n  - goal: try it\n    input_values:\n${example}    expected_result: it works\n`;
  return { text, errors: validateFile(text, { language: 'yaml' }).diagnostics.filter((d) => d.severity === 'error') };
}

describe('examples added to an imported real tool', () => {
  test('under a $ref into $defs: the wrong value is an error at its line, linked to the definition', () => {
    const { text, errors } = withExample(
      'create-contact-folder',
      '      body:\n        displayName: Family\n        childFolders:\n          - displayName: 42\n',
    );
    assert.deepEqual(
      errors.map((d) => [d.code, d.data?.keyword, d.pointer]),
      [['atdf/example-schema', 'type', '/examples/0/input_values/body/childFolders/0/displayName']],
    );
    assert.equal(errors[0].range.start.line, text.split('\n').indexOf('          - displayName: 42'));
    assert.match(String(errors[0].related?.[0].pointer), /^\/\$defs\/def0/);
  });

  test('under an anyOf: the wrong value is an error at its line', () => {
    const { text, errors } = withExample('list-todo-tasks', '      todoTaskListId: abc\n      orderby: 42\n');
    assert.ok(errors.length > 0, 'orderby: 42 is neither a string nor an array');
    const line = text.split('\n').indexOf('      orderby: 42');
    assert.ok(
      errors.every((d) => d.pointer.startsWith('/examples/0/input_values/orderby') && d.range.start.line === line),
      JSON.stringify(errors),
    );
  });
});
