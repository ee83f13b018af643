// `atdf proxy` driven by a client nobody here wrote: the MCP Inspector's CLI
// (@modelcontextprotocol/inspector, pinned in devDependencies), over stdio (the
// Inspector launches the proxy, which launches server-everything) and over
// Streamable HTTP. It lists the ATDF description, gets the server's answer to
// a valid call, and gets a refused call back as a tool result with isError and
// the JSON-pointer hints, the shape the MCP spec asks for so a model can fix
// its call. Nothing is left running.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { descendantsOf } from '../../server/src/mcp-live/process-tree';
import { bundledCli } from '../cli-bundle';
import { assertGone, atdfProcess, EVERYTHING, FIXTURES, ROOT } from './helpers';

const INSPECTOR = path.join(ROOT, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
const GET_SUM = path.join(FIXTURES, 'get-sum.atdf.yaml');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The Inspector's process tree while it ran (sampled once after its first output). */
  tree: number[];
}

/** `mcp-inspector --cli ARGS` to its end (60 s at most), with the processes it started. */
function inspector(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [INSPECTOR, '--cli', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    let tree: number[] = [];
    const sample = () => {
      if (tree.length === 0) tree = [child.pid!, ...descendantsOf(child.pid!)];
    };
    child.stdout.setEncoding('utf8').on('data', (d: string) => ((stdout += d), sample()));
    child.stderr.setEncoding('utf8').on('data', (d: string) => ((stderr += d), sample()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, tree });
    });
  });
}

/** The Inspector's JSON result; it exits 5 when the tool result has isError (and still prints the result). */
const json = (run: Run, code = 0) => {
  assert.equal(run.code, code, `the Inspector exited ${run.code}, not ${code}:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
};
const texts = (result: Record<string, unknown>) => (result.content as { text: string }[]).map((c) => c.text).join('\n');

test('the MCP Inspector CLI over stdio: the ATDF list, a valid call answered by the server, a bad one refused with pointers', async () => {
  const cli = await bundledCli();
  const proxy = [process.execPath, cli, 'proxy', '--command', EVERYTHING, GET_SUM];

  const listed = await inspector([...proxy, '--method', 'tools/list']);
  const tools = json(listed).tools as { name: string; description: string; inputSchema: { properties: Record<string, unknown> } }[];
  assert.deepEqual(
    tools.map((t) => t.name),
    ['get-sum'],
  );
  assert.match(tools[0].description, /^Adds two numbers\.\nWhen to use: When the task needs the sum of two non-negative numbers\./);
  assert.deepEqual(tools[0].inputSchema.properties.a, { type: 'number', description: 'First number, 0 or more.', minimum: 0 });
  assert.ok(listed.tree.length >= 3, `the Inspector, the proxy and the server ran: ${listed.tree.join(', ')}`);
  await assertGone(listed.tree);

  const sum = await inspector([...proxy, '--method', 'tools/call', '--tool-name', 'get-sum', '--tool-arg', 'a=2', '--tool-arg', 'b=3']);
  const answered = json(sum);
  assert.notEqual(answered.isError, true);
  assert.match(texts(answered), /The sum of 2 and 3 is 5/, 'the server answered through the proxy');
  await assertGone(sum.tree);

  const bad = await inspector([...proxy, '--method', 'tools/call', '--tool-name', 'get-sum', '--tool-arg', 'a=-1', '--tool-arg', 'b=2']);
  const refused = json(bad, 5);
  assert.equal(refused.isError, true, 'a tool result with isError, not a JSON-RPC error');
  assert.match(texts(refused), /^\/a: expected a number >= 0, got -1$/m);
  assert.match(texts(refused), /^Failure: negative_input \(An input is below 0, out of the allowed range\.\)$/m);
  assert.deepEqual(
    (refused.structuredContent as { problems: { pointer: string }[] }).problems.map((p) => p.pointer),
    ['/a'],
  );
  await assertGone(bad.tree);
});

test('the MCP Inspector CLI over Streamable HTTP: the same list and refusal from `atdf proxy --listen`', async () => {
  const child = await atdfProcess(['proxy', '--listen', '127.0.0.1:0', '--command', EVERYTHING, GET_SUM]);
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      const m = / at (http:\/\/127\.0\.0\.1:\d+\/mcp)$/m.exec(stderr);
      if (m) resolve(m[1]);
    });
    void exited.then(() => reject(new Error(`the proxy exited: ${stderr}`)));
  });
  const tree = [child.pid!, ...descendantsOf(child.pid!)];
  try {
    const http = ['--transport', 'http', '--server-url', url];
    const tools = json(await inspector([...http, '--method', 'tools/list'])).tools as { name: string }[];
    assert.deepEqual(
      tools.map((t) => t.name),
      ['get-sum'],
    );
    const refused = json(
      await inspector([...http, '--method', 'tools/call', '--tool-name', 'get-sum', '--tool-arg', 'a=1', '--tool-arg', 'b=-4']),
      5,
    );
    assert.equal(refused.isError, true);
    assert.match(texts(refused), /^\/b: expected a number >= 0, got -4$/m);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  await assertGone(tree);
});
