// The MCP SDK, loaded on first use from its own bundle (dist/sdk.js, see
// sdk.ts and scripts/bundles.mjs): for the code outside this folder that needs
// it (`atdf proxy`), so the `./sdk.js` specifier esbuild leaves external is
// written in one folder only.
export function loadSdk(): Promise<typeof import('./sdk')> {
  return import('./sdk.js');
}
