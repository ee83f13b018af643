// Edit -> report inside one process, without LSP: the server's document
// (LiveDocument: pieces + line index) takes an edit that breaks or mends one
// line in the middle, then the engine revalidates with the editor's hint.
// Shows what an edit costs as the file grows (no JSON-RPC, no client), and
// how much of it is garbage collection. It goes through the engine's API
// (core/index.ts), as the server does; with --workspace each edit also runs
// the workspace rules (the duplicate-tool index) as the server does per publish.
//   npx tsx bench/engine/edit-loop.bench.ts [--sizes 200,1000,5000] [--edits 200] [--pause-ms 0] [--first] [--workspace]
// (--first also prints the first 12 edits' times: the first edits after an open run before the JIT has
// optimised the edit path, and while the open's garbage is still being collected.)
import { PerformanceObserver } from 'node:perf_hooks';
import { createEngine } from '../../server/src/core/index';
import { LiveDocument } from '../../server/src/session/live-document';
import { generateCatalog } from '../gen-catalog';
import { findMiddleTypeLine } from '../lsp/catalog';

function list(name: string, fallback: number[]): number[] {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1].split(',').map(Number) : fallback;
}
const sizes = list('--sizes', [200, 1000, 5000]);
const edits = list('--edits', [200])[0];
/** Idle time between edits (the LSP benchmark waits 150 ms for quiet between edits). */
const pauseMs = list('--pause-ms', [0])[0];
const withWorkspace = process.argv.includes('--workspace');

let gcMs = 0;
new PerformanceObserver((l) => {
  for (const e of l.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ['gc'] });

console.log(
  `## Engine: edit -> report in one process (LiveDocument + hinted validateFile${withWorkspace ? ' + workspace rules' : ''}), ${edits} break/mend edits${pauseMs ? `, ${pauseMs} ms apart` : ''}\n`,
);
// CPU time beside wall time: on a shared machine the wall time counts other processes' turns too.
console.log('| tools | edit median ms | edit mean ms | CPU ms per edit (mean) | GC ms per edit (mean, incl. pauses) |');
console.log('|---:|---:|---:|---:|---:|');
const turn = () => new Promise((resolve) => setImmediate(resolve));
async function main(): Promise<void> {
  for (const tools of sizes) {
    const text = generateCatalog(tools);
    const target = findMiddleTypeLine(text);
    let doc = LiveDocument.create('file:///catalog.atdf.yaml', 'atdf', 1, text);
    const engine = createEngine();
    const workspace = engine.createWorkspace();
    let report = engine.validateFile(doc.source, { language: 'yaml', hint: { lines: doc.lines } });
    if (withWorkspace) workspace.setReport(doc.uri, 'catalog.atdf.yaml', report);
    const line = doc
      .getText({ start: { line: target.line, character: 0 }, end: { line: target.line + 1, character: 0 } })
      .replace(/\r?\n$/, '');
    const broken = line.replace(/type: \w+/, 'type: 42');
    const times: number[] = [];
    await turn();
    const gcStart = gcMs;
    let cpuMicros = 0;
    for (let k = 0; k < edits; k++) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const before = doc;
      const range = { start: { line: target.line, character: 0 }, end: { line: target.line, character: line.length } };
      doc = LiveDocument.update(doc, [{ range, text: k % 2 === 0 ? broken : line }], doc.version + 1);
      report = engine.validateFile(doc.source, {
        language: 'yaml',
        previous: report,
        hint: { change: doc.changeSince(before), lines: doc.lines },
      });
      if (withWorkspace) {
        workspace.setReport(doc.uri, 'catalog.atdf.yaml', report);
        if (workspace.diagnosticsFor(doc.uri, 'en').length !== 0) throw new Error('the catalog defines no tool twice');
      }
      times.push(performance.now() - t0);
      const cpu = process.cpuUsage(cpu0);
      cpuMicros += cpu.user + cpu.system;
      await turn(); // as in the server: the next edit arrives in a later turn (and GC entries are delivered)
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    const gc = (gcMs - gcStart) / edits;
    if (report.diagnostics.length !== (edits % 2 === 0 ? 0 : 1)) throw new Error(`unexpected diagnostics: ${report.diagnostics.length}`);
    if (process.argv.includes('--first'))
      console.error(
        `  ${tools}: first edits ${times
          .slice(0, 12)
          .map((t) => t.toFixed(1))
          .join(' ')} ms`,
      );
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `| ${tools} | ${times[times.length >> 1].toFixed(2)} | ${mean.toFixed(2)} | ${(cpuMicros / 1000 / edits).toFixed(2)} | ${gc.toFixed(2)} |`,
    );
  }
}

void main();
