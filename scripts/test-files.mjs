// The unit and lsp stages: node:test files run in a few long-lived worker
// processes (scripts/test-worker.mjs), at most `jobs` at a time, instead of one
// process per file started one after the other. tsx and the modules the tests
// share are then loaded once per worker, not once per file (about a second of
// CPU each), and files that wait (on a server, a child process) overlap.
//
// Output stays the spec reporter's: each file's block is printed whole when it
// ends (blocks of two workers never interleave), then one summary for the
// stage with the `ℹ pass N` / `ℹ fail N` lines scripts/test.mjs adds up.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';

const WORKER = new URL('test-worker.mjs', import.meta.url).pathname;
const SUMMARY_LINE = /^\u2139 (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)$/;
// The spec reporter closes a file's suite with "✔ name (12.3ms)" (or ✖, or ﹣ when skipped) at column 0.
const SUITE_END = /^[\u2714\u2716\ufe63] (.+?) \([\d.]+ms\)/;
const COUNTED = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'];

/** How many workers: ATDF_TEST_JOBS, else one per core (never more than there are files). */
export function defaultJobs(fileCount) {
  const wanted = Number(process.env.ATDF_TEST_JOBS) || availableParallelism();
  return Math.max(1, Math.min(fileCount, wanted));
}

/**
 * Runs `files` (absolute paths) and resolves with the exit code (0 when every test passed) and everything
 * printed, which `write` also receives as it is printed.
 */
export function runTestFiles(files, { root, jobs = defaultJobs(files.length), noProcesses = false, write }) {
  const queue = [...files];
  const totals = Object.fromEntries(COUNTED.map((k) => [k, 0]));
  const failures = []; // the reporters' "failing tests" sections, and files whose worker died
  const started = Date.now();
  let out = '';
  let failed = false;
  const print = (text) => {
    out += text;
    write(text);
  };

  return new Promise((resolveRun) => {
    let running = 0;
    const startWorker = () => {
      running++;
      const names = new Set();
      let current;
      let pending = '';
      let block = [];
      const worker = fork(WORKER, [], {
        cwd: root,
        execArgv: ['--import', 'tsx', '--test-reporter=spec'],
        env: noProcesses ? { ...process.env, ATDF_TEST_NO_PROCESSES: '1' } : process.env,
        stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      });
      const next = () => {
        current = queue.shift();
        if (current === undefined) return worker.disconnect();
        names.add(relative(root, current));
        worker.send({ file: current });
      };
      worker.on('message', (message) => {
        if (message.done === current) current = undefined;
        next();
      });
      worker.stdout.setEncoding('utf8').on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) {
          block.push(line);
          const end = SUITE_END.exec(line);
          if (end && names.has(end[1])) {
            print(block.join('\n') + '\n');
            block = [];
          }
        }
      });
      // The summary may still be in the pipe when the process exits: wait for both ('close' does not come
      // for a forked process once its IPC channel is disconnected).
      Promise.all([once(worker.stdout, 'end'), once(worker, 'exit')]).then(([, [code, signal]]) => {
        running--;
        // What is left after the last file: the output of a file cut short (if the worker died), this worker's
        // summary and its list of failing tests.
        const tail = [...block, pending];
        const summaryAt = tail.findIndex((line) => SUMMARY_LINE.test(line.trim()));
        const cutShort = (summaryAt < 0 ? tail : tail.slice(0, summaryAt)).join('\n').trim();
        if (cutShort !== '') print(`${cutShort}\n`);
        for (const line of tail) {
          const m = SUMMARY_LINE.exec(line.trim());
          if (m && m[1] in totals) totals[m[1]] += Number(m[2]);
        }
        const failing = tail.findIndex((line) => line.includes('failing tests:'));
        if (failing >= 0)
          failures.push(
            tail
              .slice(failing + 1)
              .join('\n')
              .trim(),
          );
        if (code !== 0) failed = true;
        if (current !== undefined) {
          totals.fail++;
          failures.push(
            `\u2716 ${relative(root, current)}: its test process exited (${signal ?? `code ${code}`}) before the file finished`,
          );
        }
        if (queue.length > 0) startWorker();
        else if (running === 0) finish();
      });
    };
    const finish = () => {
      const summary = COUNTED.map((k) => `\u2139 ${k} ${totals[k]}`);
      print(`${summary.join('\n')}\n\u2139 duration_ms ${Date.now() - started}\n`);
      if (failures.length > 0) print(`\n\u2716 failing tests:\n\n${failures.join('\n\n')}\n`);
      resolveRun({ code: failed || totals.fail > 0 ? 1 : 0, out });
    };
    for (let i = 0; i < jobs; i++) startWorker();
  });
}
