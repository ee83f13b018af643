// What both launchers hand to the extension-host suite: where to write its
// results, and the real MCP servers (devDependencies) the import tests spawn.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';

function mcpServerEntry(name) {
  const entry = join(root, 'node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing; run "npm install" (or "npm ci") in the project first`);
  return entry;
}

/** `pass: 'untrusted'` makes the suite run only its untrusted-workspace tests (see suite/index.ts). */
export function suiteEnvironment(resultsFile, { pass = 'trusted' } = {}) {
  return {
    ATDF_E2E_RESULTS: resultsFile,
    ATDF_E2E_PASS: pass,
    ATDF_E2E_NODE: process.execPath,
    ATDF_E2E_EVERYTHING: mcpServerEntry('server-everything'),
    ATDF_E2E_MEMORY: mcpServerEntry('server-memory'),
    ...(process.env.ATDF_E2E_GREP ? { ATDF_E2E_GREP: process.env.ATDF_E2E_GREP } : {}),
  };
}

/** Prints the failures again with their whole error, then the closing "N passed, N failed" line. */
export function report(results, { incomplete }) {
  for (const t of results?.tests.filter((t) => t.state === 'failed') ?? []) {
    console.log(`\n  ✗ ${t.title}`);
    console.log(
      String(t.error)
        .split('\n')
        .map((l) => `      ${l}`)
        .join('\n'),
    );
  }
  const passed = results?.passed ?? 0;
  // A run that ended without its results (crash, timeout) counts as one more failure
  // (`incomplete`: a boolean, or how many runs ended so).
  const failed = (results?.failed ?? 0) + Number(incomplete ?? 0);
  console.log(`${passed} passed, ${failed} failed`);
  return passed > 0 && failed === 0;
}
