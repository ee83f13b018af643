// A second real LSP client: headless Neovim (its built-in vim.lsp) drives
// `node dist/server.js --stdio` through test/lsp/neovim/drive.lua: it opens an
// ATDF file, gets the diagnostics, hover, completion and a quick fix (applied),
// then formats the buffer, then goes to the definition of a relative `$ref` of
// a second file (vim.lsp.buf.definition(), into a third one read from disk).
// What Neovim saw is asserted here. Neovim 0.7.2 (Debian 12, what CI installs)
// has no client for on-type formatting or inlay hints (vim.lsp.inlay_hint is
// 0.10+): those are tested over stdio and in the real VS Code only.
// Without nvim on the PATH the test is skipped with a message saying so, except
// where CI or ATDF_REQUIRE_NVIM is set (.ci/run installs Debian's `neovim`):
// there a missing nvim fails.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { positionOf, SERVER_JS } from './harness';
import { replaceOnce, unique, withoutLint } from './fixtures';

const DRIVER = join(__dirname, 'neovim', 'drive.lua');
const hasNvim = spawnSync('nvim', ['--version'], { stdio: 'ignore' }).status === 0;
const required = Boolean(process.env.CI || process.env.ATDF_REQUIRE_NVIM);
const skip = !hasNvim && !required ? 'nvim is not installed: the Neovim client test did not run (apt-get install neovim)' : false;
if (skip) process.stdout.write(`# SKIPPED: ${skip}\n`);

interface VimDiagnostic {
  lnum: number;
  col: number;
  end_lnum: number;
  end_col: number;
  severity: number;
  message: string;
  source: string;
  code: string;
}

interface Seen {
  nvim: string;
  error?: string;
  opened: VimDiagnostic[];
  hover: { contents: { kind: string; value: string } } | null;
  completion: string[];
  actions: { title: string; kind: string; isPreferred?: boolean }[];
  applied: string;
  fixPublished: boolean;
  afterFix: VimDiagnostic[];
  textAfterFix: string;
  formatEdits: number;
  formatted: string;
  formattedPublished: boolean;
  afterFormat: VimDiagnostic[];
  /** The definition response for the `$ref`, and where vim.lsp.buf.definition() put the cursor. */
  definition: { uri: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }[];
  jump: { jumped: boolean; file: string; line: number; col: number; text: string };
  /** The quick fix of quality/inconsistent-tool-names and the texts of the two buffers after Neovim applied it. */
  rename: { title: string; isPreferred?: boolean };
  renamed: string;
  renamedMention: string;
}

/** A camelCase tool among snake_case ones (files.copy, book_room, plan_day), and a file on disk that mentions it. */
const EVENTS = `tool:
  name: createEvent
  description: Creates a calendar event with a title.
  input:
    type: object
    properties:
      title: { type: string, description: What the event is called. }
`;
const PLANNER = `tool:
  name: plan_day
  description: Plans a day. Never use createEvent to plan a day.
  input:
    type: object
`;

/** The other file a `$ref` names, and a tool whose input's schema is taken from it (neither is open in Neovim). */
const COMMON = `{
  "$defs": {
    "room": { "type": "string" },
    "day": { "type": "string", "format": "date" }
  }
}
`;
const BOOKING = `tool:
  name: book_room
  description: Books a room for a day.
  input:
    type: object
    properties:
      day: { $ref: "./common.json#/$defs/day" }
    required: [day]
`;

/**
 * An ATDF 2.x tool written four spaces deep, with an example value of the wrong type ("3" for an integer) and
 * trailing spaces and a tab at the ends of lines, which formatting removes (none is in a block scalar).
 */
const WIDE = unique(`schema_version: "2.0.0"
tool_id: files.copy
description: Copies a file.
when_to_use: When a file must exist in two places.
how_to_use:${'  '}
    inputs:
        -   name: mode
            type: string
            description: What to do when the target exists.${'\t '}
            required: true
            schema:
                enum: [overwrite, skip]
        -   name: retries
            type: integer
            description: How many times to retry a failed copy.
            required: true
${'    '}
    outputs:
        success: The file was copied.
        failure:
            -   code: not_found
                description: The source does not exist.
examples:
    -   goal: Copy a report
        input_values:
            mode: overwrite
            retries: "3"
        expected_result: The report is copied.
`);
const FIXED_WIDE = replaceOnce(WIDE, 'retries: "3"', 'retries: 3');
/** What formatting with tabSize 2 makes of it: each level two spaces right of its parent, a mapping after "- " as far from its dash as before. */
const FORMATTED = replaceOnce(
  FIXED_WIDE,
  FIXED_WIDE.slice(FIXED_WIDE.indexOf('how_to_use:')),
  `how_to_use:
  inputs:
    -   name: mode
        type: string
        description: What to do when the target exists.
        required: true
        schema:
          enum: [overwrite, skip]
    -   name: retries
        type: integer
        description: How many times to retry a failed copy.
        required: true

  outputs:
    success: The file was copied.
    failure:
      -   code: not_found
          description: The source does not exist.
examples:
  -   goal: Copy a report
      input_values:
        mode: overwrite
        retries: 3
      expected_result: The report is copied.
`,
);

function runNeovim(dir: string, file: string, refFile: string): Promise<Seen> {
  const out = join(dir, 'seen.json');
  const env = {
    ...process.env,
    ATDF_NVIM_OUT: out,
    ATDF_SERVER_JS: SERVER_JS,
    ATDF_NVIM_FILE: file,
    // on the value of `mode:` in the example, and after `retries: ` (nothing typed)
    ATDF_NVIM_HOVER: JSON.stringify(positionOf(WIDE, 'mode: overwrite', 7)),
    ATDF_NVIM_COMPLETE: JSON.stringify(positionOf(WIDE, 'type: string', 6)),
    // on "day" of the $ref's fragment
    ATDF_NVIM_REF_FILE: refFile,
    ATDF_NVIM_REF_AT: JSON.stringify(positionOf(BOOKING, 'day" }', 1)),
    ATDF_NVIM_STYLE_FILE: join(dir, 'events.atdf.yaml'),
    ATDF_NVIM_MENTION_FILE: join(dir, 'planner.atdf.yaml'),
    XDG_CONFIG_HOME: dir,
    XDG_DATA_HOME: dir,
    XDG_STATE_HOME: dir,
  };
  return new Promise((resolve, reject) => {
    const child = spawn('nvim', ['--headless', '--clean', '-n', '-c', `luafile ${DRIVER}`], {
      env,
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(readFileSync(out, 'utf8')) as Seen);
      } catch {
        reject(new Error(`nvim exited (${code}) without a result:\n${output}`));
      }
    });
  });
}

test(
  'Neovim: diagnostics, hover, completion, a quick fix, formatting, a cross-file $ref definition and a workspace rename fix over stdio',
  { skip, timeout: 120_000 },
  async () => {
    assert.ok(hasNvim, 'nvim is required here (CI or ATDF_REQUIRE_NVIM is set) but is not on the PATH: apt-get install neovim');
    const dir = mkdtempSync(join(tmpdir(), 'atdf-nvim-'));
    try {
      const file = join(dir, 'copy.atdf.yaml');
      writeFileSync(file, WIDE);
      writeFileSync(join(dir, 'common.json'), COMMON);
      writeFileSync(join(dir, 'booking.atdf.yaml'), BOOKING);
      writeFileSync(join(dir, 'events.atdf.yaml'), EVENTS);
      writeFileSync(join(dir, 'planner.atdf.yaml'), PLANNER);
      const seen = await runNeovim(dir, file, join(dir, 'booking.atdf.yaml'));
      assert.equal(seen.error, undefined, `Neovim ${seen.nvim}: ${seen.error}`);

      // The wrong type is reported where "3" is written, with its rule id as the code.
      const errors = withoutLint(seen.opened).filter((d) => d.severity === 1);
      assert.equal(errors.length, 1, JSON.stringify(seen.opened));
      const at = positionOf(WIDE, '"3"');
      assert.deepEqual(
        [errors[0]!.code, errors[0]!.source, errors[0]!.lnum, errors[0]!.col, errors[0]!.end_lnum, errors[0]!.end_col],
        ['atdf/example-schema', 'atdf', at.line, at.character, at.line, at.character + 3],
      );

      assert.match(seen.hover?.contents.value ?? '', /Allowed values: \*\*`"overwrite"`\*\*, `"skip"`/);
      assert.ok(seen.completion.includes('integer') && seen.completion.includes('boolean'), seen.completion.join(', '));

      assert.equal(seen.applied, 'Convert to integer 3');
      assert.ok(seen.fixPublished, 'no diagnostics for the fixed text');
      assert.equal(seen.textAfterFix, FIXED_WIDE);
      assert.deepEqual(withoutLint(seen.afterFix), []);

      // Formatting with tabSize 2 gives back the two-space text, fixed (a mapping after "- " keeps its distance from the dash).
      assert.ok(seen.formatEdits > 0);
      assert.equal(seen.formatted, FORMATTED);
      assert.ok(seen.formattedPublished, 'no diagnostics for the formatted text');
      assert.deepEqual(withoutLint(seen.afterFormat), []);

      // Go to definition on the $ref: the name of the "day" member of common.json, read from disk; Neovim opened it there.
      const day = positionOf(COMMON, '"day"');
      const node = { start: day, end: { line: day.line, character: day.character + '"day"'.length } }; // the member's name
      assert.deepEqual(seen.definition, [{ uri: pathToFileURL(join(dir, 'common.json')).href, range: node }]);
      assert.deepEqual(seen.jump, {
        jumped: true,
        file: 'common.json',
        line: day.line,
        col: day.character,
        text: '    "day": { "type": "string", "format": "date" }',
      });

      // The tool renamed to the workspace's style in both files by one workspace edit, the file not open included.
      assert.deepEqual(seen.rename, {
        title: 'Rename tool "createEvent" to "create_event" in the workspace (2 places in 2 files)',
        isPreferred: true,
      });
      assert.equal(seen.renamed, replaceOnce(EVENTS, 'name: createEvent', 'name: create_event'));
      assert.equal(seen.renamedMention, replaceOnce(PLANNER, 'Never use createEvent', 'Never use create_event'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
