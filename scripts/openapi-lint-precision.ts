// False findings of the security lint on real OpenAPI descriptions: every operation of GitHub's REST API
// (@octokit/openapi), the Petstore in three forms and the APIs.guru sample (test/fixtures/openapi) imported as
// `atdf import-openapi` does, each file validated; prints the security findings by rule and severity (on these
// honest APIs every one is a false finding) and, with --texts, each one's text. docs/lint.md quotes it.
//   npx tsx scripts/openapi-lint-precision.ts [--texts]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { createEngine } from '../server/src/core/index';

const ROOT = path.resolve(__dirname, '..');
const engine = createEngine();
const showTexts = process.argv.includes('--texts');

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.(json|ya?ml)$/.test(name) ? [full] : [];
    });
}

const specs = [
  path.join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json'),
  ...files(path.join(ROOT, 'test/fixtures/openapi')),
];
const counts = new Map<string, number>();
let tools = 0;
for (const spec of specs) {
  const source = path.relative(ROOT, spec);
  const imported = engine.mcp.readOpenApi(parse(readFileSync(spec, 'utf8')), source);
  const read = engine.mcp.readToolsValue({ tools: imported.tools.map((t) => t.tool) }, source);
  const written = engine.mcp.importTools(read.tools, {
    source,
    origin: { what: 'the OpenAPI operation', by: 'atdf import-openapi' },
    failures: imported.tools.map((t) => t.failures),
    success: imported.tools.map((t) => t.success),
  });
  tools += written.length;
  let found = 0;
  for (const file of written) {
    const report = engine.validateFile(file.text, { language: 'yaml' });
    for (const d of report.diagnostics) {
      if (!d.code.startsWith('security/')) continue;
      found++;
      const key = `${d.code} ${d.severity}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (showTexts) process.stdout.write(`  ${source} ${file.toolName}: ${d.severity} ${d.code}: ${d.message.slice(0, 160)}\n`);
    }
  }
  process.stdout.write(`${source}: ${written.length} tools, ${found} security findings\n`);
}
process.stdout.write(`\n${specs.length} descriptions, ${tools} tools\n`);
for (const [key, n] of [...counts].sort()) process.stdout.write(`${key}: ${n}\n`);
