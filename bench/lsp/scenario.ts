// One measured run: one server, one catalog. Cold open -> first diagnostics,
// then edits that alternately break and mend one `type: string` line in the
// middle of the file (edit -> the diagnostics that reflect it), then a typing
// burst, then the server's memory. Each measurement is checked: the broken
// state must be reported on the edited line and the mended state must not,
// otherwise the run fails instead of printing meaningless numbers.
import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { LspSession, type PublishedDiagnostics, type ServerSpec } from './lsp-driver';
import { findMiddleTypeLine, type EditTarget } from './catalog';

export interface ScenarioOptions {
  edits: number;
  /** Pause between typing-burst keystrokes (a fast typist: ~60 ms). */
  keystrokeGapMs: number;
  openTimeoutMs: number;
  editTimeoutMs: number;
  /** Written as .atdfrc.yaml beside the catalog (targets, budget...). */
  atdfrc?: string;
}

export interface ScenarioResult {
  server: string;
  openMs: number;
  /** The server's CPU time from didOpen to the first publish (see LspSession.cpuMs). */
  openCpuMs: number;
  /** ... to the open's last publish (a server may publish again after the first, e.g. with slower rules). */
  openSettledCpuMs: number;
  diagnosticsOnOpen: number;
  editMs: number[];
  brokenDiagnostics: number;
  mendedDiagnostics: number;
  brokenMessage: string;
  typingSettledMs: number;
  typingMatchedBy: 'version' | 'quiet window';
  matchedBy: 'version' | 'content';
  rssMb: number;
  peakRssMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function onLine(p: PublishedDiagnostics, line: number): boolean {
  return p.diagnostics.some((d) => d.range.start.line <= line && d.range.end.line >= line);
}

/** Waits until no diagnostics arrive for `quietMs` (bounded by `maxMs`). */
async function waitForQuiet(session: LspSession, uri: string, quietMs: number, maxMs: number): Promise<void> {
  const start = performance.now();
  for (;;) {
    const list = session.published.get(uri) ?? [];
    const last = list.length ? list[list.length - 1].receivedAt : start;
    const now = performance.now();
    if (now - Math.max(last, start) >= quietMs || now - start >= maxMs) return;
    await sleep(Math.min(50, quietMs));
  }
}

export async function runScenario(
  spec: ServerSpec,
  catalogText: string,
  dir: string,
  fileName: string,
  options: ScenarioOptions,
): Promise<ScenarioResult> {
  // A folder of its own: a server that indexes its workspace (ours does) must
  // not see the catalogs of earlier runs, whose tool ids would be duplicates.
  const runDir = mkdtempSync(path.join(dir, 'run-'));
  const file = path.join(runDir, fileName);
  writeFileSync(file, catalogText);
  if (options.atdfrc !== undefined) writeFileSync(path.join(runDir, '.atdfrc.yaml'), options.atdfrc + '\n');
  const uri = pathToFileURL(file).href;
  const target: EditTarget = findMiddleTypeLine(catalogText);
  const session = new LspSession({ ...spec, cwd: runDir });
  try {
    await session.initialize(pathToFileURL(runDir).href, 30_000);
    // Let the server pull its configuration (yaml-language-server does so on
    // `initialized`) before the cold open; same pause for both servers.
    const settleStart = performance.now();
    while (session.configurationRequestsAnswered === 0 && performance.now() - settleStart < 2000) await sleep(20);
    await sleep(300);

    let version = 1;
    const opened = session.waitForDiagnostics(uri, () => true, options.openTimeoutMs, 'diagnostics after didOpen');
    const cpuBeforeOpen = session.cpuMs();
    const openStart = performance.now();
    await session.didOpen(uri, catalogText, version);
    const first = await opened;
    const openMs = first.receivedAt - openStart;
    // Quiet for 4 s: a server may publish the open again with slower rules (ours does for a big file: its lint, ~2 s of
    // CPU at 5,000 tools), and the edits are measured from the settled state.
    await waitForQuiet(session, uri, 4000, options.openTimeoutMs);
    const settledOpen = session.published.get(uri)!.at(-1)!;
    if (settledOpen.diagnostics.length > 0) {
      process.stderr.write(
        `  note: ${spec.name} reports ${settledOpen.diagnostics.length} diagnostics on the clean catalog, e.g. "${settledOpen.diagnostics[0].message}"\n`,
      );
    }
    if (onLine(settledOpen, target.line)) {
      throw new Error(`${spec.name} reports a problem on line ${target.line + 1} of the clean catalog; cannot measure edits there`);
    }

    // Break/mend edits, one at a time.
    const usesVersions = typeof first.version === 'number';
    const editMs: number[] = [];
    let brokenDiagnostics = -1;
    let mendedDiagnostics = settledOpen.diagnostics.length;
    let brokenMessage = '';
    let broken = false;
    for (let i = 0; i < options.edits; i++) {
      const breaking: boolean = !broken;
      version++;
      const expectedVersion = version;
      const current = breaking ? 'string' : '12345';
      const replacement = breaking ? '12345' : 'string';
      const reflects = (p: PublishedDiagnostics) => (!usesVersions || p.version === expectedVersion) && onLine(p, target.line) === breaking;
      const waiting = session.waitForDiagnostics(
        uri,
        reflects,
        options.editTimeoutMs,
        `diagnostics reflecting edit ${i + 1} (${breaking ? 'break' : 'mend'})`,
      );
      const sentAt = performance.now();
      await session.didChange(uri, version, {
        range: {
          start: { line: target.line, character: target.startCharacter },
          end: { line: target.line, character: target.startCharacter + current.length },
        },
        text: replacement,
      });
      const got = await waiting;
      editMs.push(got.receivedAt - sentAt);
      broken = breaking;
      if (breaking) {
        brokenDiagnostics = got.diagnostics.length;
        brokenMessage = got.diagnostics.find((d) => d.range.start.line <= target.line && d.range.end.line >= target.line)?.message ?? '';
      } else {
        mendedDiagnostics = got.diagnostics.length;
      }
      // Drain any follow-up publishes so the next edit starts from quiet.
      await waitForQuiet(session, uri, 150, options.editTimeoutMs);
    }
    if (brokenDiagnostics <= mendedDiagnostics) {
      throw new Error(
        `${spec.name}: the broken state has ${brokenDiagnostics} diagnostics, the mended state ${mendedDiagnostics}; the edit is not seen as an error`,
      );
    }

    // Typing burst: from a clean line, select `string` and type 1 2 3 4 5,
    // one keystroke per didChange. Measured: last keystroke -> the last
    // diagnostics the server publishes (which must show the final, broken state).
    if (broken) throw new Error('internal: the edit loop must end mended (use an even --edits)');
    const keys = ['1', '2', '3', '4', '5'];
    let lastSent = 0;
    for (let k = 0; k < keys.length; k++) {
      version++;
      const start = target.startCharacter + (k === 0 ? 0 : k);
      const end = k === 0 ? target.startCharacter + 'string'.length : start;
      await session.didChange(uri, version, {
        range: { start: { line: target.line, character: start }, end: { line: target.line, character: end } },
        text: keys[k],
      });
      lastSent = performance.now();
      if (k < keys.length - 1) await sleep(options.keystrokeGapMs);
    }
    const finalVersion = version;
    let typingSettledMs: number;
    let typingMatchedBy: ScenarioResult['typingMatchedBy'];
    if (usesVersions) {
      const got = await session.waitForDiagnostics(
        uri,
        (p) => p.version === finalVersion,
        options.editTimeoutMs,
        'diagnostics after the typing burst',
      );
      typingSettledMs = got.receivedAt - lastSent;
      typingMatchedBy = 'version';
      if (!onLine(got, target.line)) throw new Error(`${spec.name}: after typing, the error on line ${target.line + 1} is not reported`);
    } else {
      // Without versions the final publish is the last one before a quiet
      // window longer than any single validation seen in this run.
      const quiet = Math.max(1000, 2 * Math.max(...editMs));
      await session.waitForDiagnostics(uri, (p) => p.receivedAt > lastSent, options.editTimeoutMs, 'diagnostics after the typing burst');
      await waitForQuiet(session, uri, quiet, options.editTimeoutMs);
      const last = session.published.get(uri)!.at(-1)!;
      if (!onLine(last, target.line)) throw new Error(`${spec.name}: after typing, the error on line ${target.line + 1} is not reported`);
      typingSettledMs = last.receivedAt - lastSent;
      typingMatchedBy = 'quiet window';
    }

    const memory = session.memory();
    return {
      server: spec.name,
      openMs,
      openCpuMs: first.serverCpuMs - cpuBeforeOpen,
      openSettledCpuMs: settledOpen.serverCpuMs - cpuBeforeOpen,
      diagnosticsOnOpen: settledOpen.diagnostics.length,
      editMs,
      brokenDiagnostics,
      mendedDiagnostics,
      brokenMessage,
      typingSettledMs,
      typingMatchedBy,
      matchedBy: usesVersions ? 'version' : 'content',
      rssMb: memory?.rssMb ?? NaN,
      peakRssMb: memory?.peakMb ?? NaN,
    };
  } finally {
    await session.close();
  }
}
