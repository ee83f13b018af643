// One process of the unit and lsp stages (started by scripts/test-files.mjs as
// `node --import tsx --test-reporter=spec scripts/test-worker.mjs`): tsx and the
// modules the tests share are loaded once, not once per file. Each file the
// parent sends runs as one suite named after the file, so that its top-level
// hooks (a server per file, a scratch folder) belong to it alone; the parent
// sends the next file when this one has finished.
import { describe } from 'node:test';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;

// The unit stage is the engine in process: a test that starts a program (the CLI, an MCP server, a
// script) belongs to the cli stage (test/cli/), where its cost is seen. Every way to start one throws.
if (process.env.ATDF_TEST_NO_PROCESSES === '1') {
  const childProcess = require('node:child_process');
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
    childProcess[name] = () => {
      throw new Error(`the unit stage starts no process (child_process.${name}): move this test to test/cli/`);
    };
  }
  require('node:module').syncBuiltinESMExports();
}

process.on('message', async ({ file }) => {
  await describe(relative(root, file), () => {
    require(file);
  });
  process.send({ done: file });
});
process.send({ ready: true });
