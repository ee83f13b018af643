// Markdown tables for the LSP latency benchmark.
import type { ScenarioResult } from './scenario';

export interface SizeRun {
  tools: number;
  lines: number;
  results: ScenarioResult[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const mb = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : 'n/a');
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(a / b >= 10 ? 0 : 1)}x` : 'n/a');

export function resultsTable(runs: SizeRun[]): string {
  const rows = [
    '| tools | lines | server | open -> diagnostics ms | open server CPU ms (first / last publish) | edit -> diagnostics median ms | edit max ms | typing burst -> settled ms | RSS MB (peak) |',
    '|---:|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of runs) {
    for (const r of run.results) {
      rows.push(
        `| ${run.tools.toLocaleString('en-US')} | ${run.lines.toLocaleString('en-US')} | ${r.server} | ${ms(r.openMs)} | ${ms(r.openCpuMs)} / ${ms(r.openSettledCpuMs)} | ${ms(median(r.editMs))} | ${ms(Math.max(...r.editMs))} | ${ms(r.typingSettledMs)} | ${mb(r.rssMb)} (${mb(r.peakRssMb)}) |`,
      );
    }
    const [ours, yls] = [run.results.find((r) => r.server.startsWith('atdf')), run.results.find((r) => r.server.startsWith('yaml'))];
    if (ours && yls) {
      rows.push(
        `| ${run.tools.toLocaleString('en-US')} | | **ratio yls / ours** | ${ratio(yls.openMs, ours.openMs)} | ${ratio(yls.openCpuMs, ours.openCpuMs)} | ${ratio(median(yls.editMs), median(ours.editMs))} | ${ratio(Math.max(...yls.editMs), Math.max(...ours.editMs))} | ${ratio(yls.typingSettledMs, ours.typingSettledMs)} | ${ratio(yls.rssMb, ours.rssMb)} |`,
      );
    }
  }
  return rows.join('\n');
}

/** How each figure grows with the file, relative to the smallest size run. */
export function growthTable(runs: SizeRun[]): string {
  if (runs.length < 2) return '';
  const base = runs[0];
  const servers = base.results.map((r) => r.server);
  const rows = [
    `| server | metric | ${runs.map((r) => `${r.tools.toLocaleString('en-US')} tools`).join(' | ')} |`,
    `|---|---|${runs.map(() => '---:').join('|')}|`,
  ];
  const metrics: [string, (r: ScenarioResult) => number][] = [
    ['open ms', (r) => r.openMs],
    ['edit median ms', (r) => median(r.editMs)],
    ['RSS MB', (r) => r.rssMb],
  ];
  for (const server of servers) {
    for (const [label, pick] of metrics) {
      const cells = runs.map((run) => {
        const r = run.results.find((x) => x.server === server);
        if (!r) return 'n/a';
        const baseResult = base.results.find((x) => x.server === server)!;
        const value = pick(r);
        return run === base
          ? label === 'RSS MB'
            ? mb(value)
            : ms(value)
          : `${label === 'RSS MB' ? mb(value) : ms(value)} (${ratio(value, pick(baseResult))})`;
      });
      rows.push(`| ${server} | ${label} | ${cells.join(' | ')} |`);
    }
  }
  return rows.join('\n');
}

export function checksTable(runs: SizeRun[]): string {
  const rows = [
    '| tools | server | diagnostics on clean open | broken / mended | message on the broken line | matched by |',
    '|---:|---|---:|---:|---|---|',
  ];
  for (const run of runs) {
    for (const r of run.results) {
      rows.push(
        `| ${run.tools.toLocaleString('en-US')} | ${r.server} | ${r.diagnosticsOnOpen} | ${r.brokenDiagnostics} / ${r.mendedDiagnostics} | ${r.brokenMessage.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 90)} | ${r.matchedBy}; typing: ${r.typingMatchedBy} |`,
      );
    }
  }
  return rows.join('\n');
}

/** Issue 6's targets for our server on the 1,000-tool file, met or not. */
export function targetsTable(runs: SizeRun[]): string {
  const run = runs.find((r) => r.tools === 1000);
  const ours = run?.results.find((r) => r.server.startsWith('atdf'));
  if (!ours) return '';
  const first = runs[0].results.find((r) => r.server.startsWith('atdf'));
  const last = runs.at(-1)!.results.find((r) => r.server.startsWith('atdf'));
  const rows = [
    '| target (1,000 tools) | wanted | measured | met |',
    '|---|---:|---:|---|',
    `| edit -> diagnostics median | <= 30 ms | ${ms(median(ours.editMs))} ms | ${median(ours.editMs) <= 30 ? 'yes' : 'no'} |`,
    `| open -> diagnostics | <= 300 ms | ${ms(ours.openMs)} ms | ${ours.openMs <= 300 ? 'yes' : 'no'} |`,
    `| RSS | <= 150 MB | ${mb(ours.rssMb)} MB | ${ours.rssMb <= 150 ? 'yes' : 'no'} |`,
  ];
  if (first && last && first !== last) {
    const growth = median(last.editMs) / median(first.editMs);
    rows.push(
      `| edit median growth ${runs[0].tools} -> ${runs.at(-1)!.tools} tools | nearly flat | ${growth.toFixed(1)}x | ${growth <= 2 ? 'yes' : 'no'} |`,
    );
  }
  return rows.join('\n');
}
