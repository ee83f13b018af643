// The npm package atdf-language-server, as a user gets it: `npm pack ./server`
// (from the bundles `npm run build` made), installed from the tarball into an
// empty prefix with no network (it has no dependencies), and run from there,
// from a folder outside the repository: the `atdf` CLI on a folder (exit
// codes, formats), `npx` from the tarball, and `atdf-language-server --stdio`
// publishing diagnostics for a document.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { LspClient, fileUri } from '../lsp/harness';
import { withoutLint } from '../lsp/fixtures';

const ROOT = join(__dirname, '..', '..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const work = mkdtempSync(join(tmpdir(), 'atdf-package-'));
const prefix = join(work, 'prefix');
/** A project of the user's, outside the repository. */
const project = join(work, 'project');
let tarball = '';

const npm = (args: string[], cwd = work) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--offline', '--cache', join(work, 'npm-cache')], { cwd, encoding: 'utf8' });

before(() => {
  const packed = JSON.parse(npm(['pack', join(ROOT, 'server'), '--pack-destination', work, '--json'], ROOT)) as { filename: string }[];
  tarball = join(work, packed[0].filename);
  npm(['install', '--global', '--prefix', prefix, tarball]);
  mkdirSync(project);
  cpSync(join(ROOT, 'examples'), join(project, 'tools'), { recursive: true });
  writeFileSync(join(project, 'broken.atdf.yaml'), 'tool:\n  name: BadName\n  description: d\n');
});
after(() => rmSync(work, { recursive: true, force: true }));

const bin = (name: string) => join(prefix, 'bin', name);
const run = (name: string, args: string[]) => spawnSync(bin(name), args, { cwd: project, encoding: 'utf8' });

test('the tarball holds the bundles, the dialect schemas, README, LICENSE and package.json, nothing else', () => {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n').sort();
  assert.deepEqual(listing, [
    'package/LICENSE',
    'package/README.md',
    'package/dist/cli.js',
    'package/dist/schemas/atdf-1.schema.json',
    'package/dist/schemas/atdf-2.schema.json',
    'package/dist/schemas/atdf.schema.json',
    'package/dist/schemas/atdfrc.schema.json',
    'package/dist/schemas/tool-form.schema.json',
    'package/dist/sdk.js',
    'package/dist/server.js',
    'package/dist/tokenizer.js',
    'package/dist/web/tokenizer.js',
    'package/package.json',
  ]);
  const manifest = JSON.parse(readFileSync(join(prefix, 'lib', 'node_modules', 'atdf-language-server', 'package.json'), 'utf8'));
  assert.equal(manifest.version, VERSION);
  assert.equal(manifest.dependencies, undefined, 'no runtime dependencies: the bundles carry them');
  assert.deepEqual(readdirSync(join(prefix, 'bin')).sort(), ['atdf', 'atdf-language-server']);
});

test('installed atdf: --version, exit 0 on a clean folder, 1 on errors, 2 on a missing path', () => {
  assert.equal(run('atdf', ['--version']).stdout, `${VERSION}\n`);
  const clean = run('atdf', ['validate', 'tools']);
  assert.equal(clean.status, 0, clean.stdout + clean.stderr);
  assert.match(clean.stderr, /4 files checked: 0 errors, 0 warnings/);
  const broken = run('atdf', ['validate', '.']);
  assert.equal(broken.status, 1);
  assert.match(broken.stdout, /^broken\.atdf\.yaml:1:1: error: missing required member "input" in \/tool/m);
  const missing = run('atdf', ['validate', 'nowhere']);
  assert.equal(missing.status, 2);
  assert.equal(missing.stderr, 'atdf: cannot read "nowhere": no such file or folder\n');
  const sarif = JSON.parse(run('atdf', ['validate', '--format', 'sarif', 'broken.atdf.yaml']).stdout);
  assert.equal(sarif.runs[0].tool.driver.version, VERSION);
  assert.ok(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'atdf/structure'));
  // The tokenizer is its own bundle, loaded on first use: the installed package must carry it.
  const context = run('atdf', ['context', 'tools']);
  assert.equal(context.status, 0, context.stdout + context.stderr);
  assert.match(context.stdout, /^ *\d+ {2}total \(mcp, 4 tools, o200k_base\)$/m);
});

test('npx runs the CLI from the tarball', () => {
  const r = spawnSync('npx', ['--offline', '--yes', '--cache', join(work, 'npm-cache'), '-p', tarball, 'atdf', 'validate', 'tools'], {
    cwd: project,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stderr, /4 files checked: 0 errors/);
});

test('installed atdf-language-server --stdio: initialize with its version, diagnostics for an open document', async () => {
  const { client, initializeResult } = await LspClient.start({ command: bin('atdf-language-server'), workspaceFolders: [project] });
  try {
    assert.deepEqual(initializeResult.serverInfo, { name: 'atdf-language-server', version: VERSION });
    const uri = fileUri(join(project, 'broken.atdf.yaml'));
    await client.open(uri, readFileSync(join(project, 'broken.atdf.yaml'), 'utf8'));
    const diagnostics = await client.diagnosticsFor(uri, 1, 30_000);
    // The lint's findings (some depend on the workspace's other tools) are lint.test.ts's business: here, that it runs.
    assert.ok(diagnostics.some((d) => d.code === 'quality/no-examples'));
    assert.deepEqual(
      withoutLint(diagnostics)
        .map((d) => [d.code, d.severity])
        .sort(),
      [
        ['atdf/name-style', 2],
        ['atdf/structure', 1],
      ],
    );
  } finally {
    await client.stop();
  }
});

test('installed atdf-language-server: --version and --help answer (exit 0), no transport is a usage error (exit 2), no stack trace', () => {
  const version = run('atdf-language-server', ['--version']);
  assert.deepEqual([version.status, version.stdout, version.stderr], [0, `${VERSION}\n`, '']);
  const help = run('atdf-language-server', ['--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^Usage: atdf-language-server --stdio$/m);
  const bare = run('atdf-language-server', []);
  assert.equal(bare.status, 2);
  assert.match(bare.stderr, /^atdf-language-server: no transport given\n\nUsage: /);
  assert.doesNotMatch(bare.stderr, /\bat \S+ \(|Error:/, 'no stack trace');
});

/**
 * The action's one step, run by bash as the runner would: the inputs and the `github` context values it reads in
 * its environment (offline unless `online`: the default downloads a tarball over HTTP, never from a registry).
 */
function actionStep(inputs: Record<string, string>, github: Record<string, string>, online: boolean) {
  const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default: string }>;
    runs: { using: string; steps: { shell: string; env: Record<string, string>; run: string }[] };
  };
  const [step] = action.runs.steps;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    npm_config_cache: join(work, 'npm-cache'),
    // No registry: a package the step would fetch from one fails instead of passing by luck.
    npm_config_registry: 'http://127.0.0.1:9/',
  };
  if (!online) env.npm_config_offline = 'true';
  for (const [name, value] of Object.entries(step.env)) {
    const input = /^\$\{\{ inputs\.([\w-]+) \}\}$/.exec(value)?.[1];
    const context = /^\$\{\{ github\.(\w+) \}\}$/.exec(value)?.[1];
    if (input) env[name] = inputs[input] ?? action.inputs[input].default;
    else if (context) env[name] = github[context] ?? '';
    else {
      assert.equal(`${name}: ${value}`, `ATDF_VERSION: ${VERSION}`, 'the only literal is the stamped version');
      env[name] = value;
    }
  }
  return { action, env, script: step.run };
}

function runAction(inputs: Record<string, string>, github: Record<string, string> = {}) {
  const { action, env, script } = actionStep(inputs, github, false);
  return { action, result: spawnSync('bash', ['-c', script], { cwd: project, env, encoding: 'utf8' }) };
}

/** The step with network (to the test's own HTTP server, which answers in this process: so not spawnSync). */
function runActionOnline(inputs: Record<string, string>, github: Record<string, string>) {
  const { env, script } = actionStep(inputs, github, true);
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('bash', ['-c', script], { cwd: project, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

test('action.yml: a composite action that runs the package with npx (annotations, or a report file)', () => {
  const { action, result } = runAction({ package: tarball });
  assert.equal(action.runs.using, 'composite');
  assert.equal(result.status, 1, result.stderr);
  assert.match(
    result.stdout,
    /^::error file=broken\.atdf\.yaml,line=1,endLine=1,col=1,endColumn=4,title=atdf\/structure::missing required member "input"/m,
  );
  const sarif = runAction({
    package: tarball,
    format: 'sarif',
    output: 'atdf.sarif',
    paths: 'tools broken.atdf.yaml',
    'max-warnings': '0',
  });
  assert.equal(sarif.result.status, 1);
  const log = JSON.parse(readFileSync(join(project, 'atdf.sarif'), 'utf8'));
  assert.ok(log.runs[0].results.length >= 2);
  assert.equal(runAction({ package: tarball, paths: 'tools' }).result.status, 0);
});

test("action.yml's default: the tarball of the action's GitHub release v<version>, fetched over HTTP with no registry", async () => {
  const { action } = runAction({ package: tarball, paths: 'tools' });
  assert.equal(action.inputs.package.default, '', 'no npm spec by default: the package is not on the registry');
  // A stand-in for github.com: it serves the release asset at the path GitHub gives release downloads.
  const asset = `/owner/atdf-repo/releases/download/v${VERSION}/atdf-language-server-${VERSION}.tgz`;
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === asset) res.end(readFileSync(tarball));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const github = { server_url: `http://127.0.0.1:${port}`, action_repository: 'owner/atdf-repo' };
    const run = await runActionOnline({ paths: 'tools' }, github);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stderr, /4 files checked: 0 errors/);
    assert.ok(asked.includes(asset), `the release asset was fetched (asked: ${asked.join(', ')})`);
  } finally {
    server.close();
  }
  // `uses: ./` (the action in the workflow's own repository): no release to fetch, and the step says what to set.
  const local = runAction({ paths: 'tools' }, {}).result;
  assert.equal(local.status, 2);
  assert.match(local.stderr, /^atdf: the package input is empty .*uses: \.\/.*set package: to a tarball/);
});
