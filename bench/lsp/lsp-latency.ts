// LSP latency, side by side: our server and yaml-language-server 2.0.0 with
// the official ATDF 2.x schema, on generated catalogs of several sizes.
//
//   npx tsx bench/lsp/lsp-latency.ts [--sizes 200,1000,5000] [--edits 12]
//        [--servers ours,yls] [--rounds N] [--json FILE] [--atdfrc TEXT]
//
// --atdfrc writes TEXT as .atdfrc.yaml beside the catalog (e.g.
// 'targets: [openai]' + newline + 'budget: {tokens: 100000000}' to measure the
// edit path with per-target rules and the token budget on).
//
// With --rounds N each server runs N times per size (fresh process each time,
// servers alternating); open, typing and RSS are the median of the rounds and
// the edit figures are over all N x edits samples.
//
// Servers run one after the other in this process tree (same machine, same
// run); each gets a fresh process, so "open" is a cold measure for both.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCatalog } from './catalog';
import { runScenario, type ScenarioOptions, type ScenarioResult } from './scenario';
import { missingComparisonTools, ourServer, OUR_SERVER, writePatchedOfficialSchema, yamlLanguageServer } from './servers';
import { checksTable, growthTable, median, resultsTable, targetsTable, type SizeRun } from './report';
import type { ServerSpec } from './lsp-driver';

interface Args {
  sizes: number[];
  edits: number;
  servers: string[];
  json?: string;
  rounds: number;
  atdfrc?: string;
}

const USAGE =
  'usage: npx tsx bench/lsp/lsp-latency.ts [--sizes 200,1000,5000] [--edits 12] [--servers ours,yls] [--rounds N] [--json FILE] [--atdfrc TEXT]';

function parseArgs(argv: string[]): Args {
  const args: Args = { sizes: [200, 1000, 5000], edits: 12, servers: ['ours', 'yls'], rounds: 1 };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--sizes':
        args.sizes = (value ?? '').split(',').map(Number);
        i++;
        break;
      case '--edits':
        args.edits = Number(value);
        i++;
        break;
      case '--servers':
        args.servers = (value ?? '').split(',').filter(Boolean);
        i++;
        break;
      case '--rounds':
        args.rounds = Number(value);
        i++;
        break;
      case '--json':
        args.json = value;
        i++;
        break;
      case '--atdfrc':
        args.atdfrc = (value ?? '').replace(/\\n/g, '\n');
        i++;
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        return process.exit(0);
      default:
        throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
    }
  }
  if (!args.sizes.length || args.sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--sizes wants positive integers\n${USAGE}`);
  // An even count ends mended, so the typing burst starts from a clean line.
  if (!Number.isInteger(args.edits) || args.edits < 10 || args.edits % 2) throw new Error(`--edits wants an even number >= 10\n${USAGE}`);
  if (!Number.isInteger(args.rounds) || args.rounds < 1) throw new Error(`--rounds wants a positive integer\n${USAGE}`);
  if (args.servers.some((s) => s !== 'ours' && s !== 'yls')) throw new Error(`--servers takes ours and/or yls\n${USAGE}`);
  return args;
}

function combineRounds(results: ScenarioResult[]): ScenarioResult {
  const pick = (f: (r: ScenarioResult) => number) => median(results.map(f));
  return {
    ...results[0],
    openMs: pick((r) => r.openMs),
    openCpuMs: pick((r) => r.openCpuMs),
    openSettledCpuMs: pick((r) => r.openSettledCpuMs),
    editMs: results.flatMap((r) => r.editMs),
    typingSettledMs: pick((r) => r.typingSettledMs),
    rssMb: pick((r) => r.rssMb),
    peakRssMb: Math.max(...results.map((r) => r.peakRssMb)),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-lsp-bench-'));
  const specs: ServerSpec[] = [];
  if (args.servers.includes('ours')) {
    if (existsSync(OUR_SERVER)) specs.push(ourServer());
    else console.error(`skipping our server: ${path.relative(process.cwd(), OUR_SERVER)} is missing (run \`node scripts/build.mjs\`)`);
  }
  if (args.servers.includes('yls')) {
    const missing = missingComparisonTools();
    if (missing) console.error(`skipping yaml-language-server: ${missing}`);
    else specs.push(yamlLanguageServer(writePatchedOfficialSchema(dir), '*.atdf.yaml'));
  }
  if (!specs.length) throw new Error('no server to measure');

  const options: ScenarioOptions = {
    edits: args.edits,
    keystrokeGapMs: 60,
    openTimeoutMs: 180_000,
    editTimeoutMs: 120_000,
    ...(args.atdfrc !== undefined ? { atdfrc: args.atdfrc } : {}),
  };
  const runs: SizeRun[] = [];
  const loadAtStart = os.loadavg()[0];
  try {
    for (const tools of args.sizes) {
      const catalog = loadCatalog(tools);
      const run: SizeRun = { tools, lines: catalog.lines, results: [] };
      const rounds = new Map<ServerSpec, ScenarioResult[]>(specs.map((spec) => [spec, []]));
      // Rounds alternate the servers, so a burst of load elsewhere hits both.
      for (let round = 1; round <= args.rounds; round++) {
        for (const spec of specs) {
          console.error(`${tools} tools (${catalog.lines} lines): ${spec.name}, round ${round}/${args.rounds} ...`);
          const result = await runScenario(spec, catalog.text, dir, `catalog-${tools}.atdf.yaml`, options);
          console.error(
            `  open ${result.openMs.toFixed(0)} ms (server CPU ${result.openCpuMs.toFixed(0)} ms to the first publish, ${result.openSettledCpuMs.toFixed(0)} ms to the last), edits ${result.editMs.map((v) => v.toFixed(0)).join(' ')} ms, typing ${result.typingSettledMs.toFixed(0)} ms, RSS ${result.rssMb.toFixed(0)} MB`,
          );
          rounds.get(spec)!.push(result);
        }
      }
      for (const spec of specs) run.results.push(combineRounds(rounds.get(spec)!));
      runs.push(run);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `## LSP latency (catalog from bench/gen-catalog.ts, ${args.edits} break/mend edits x ${args.rounds} round(s), Node ${process.version} for ours, Node 24 for yaml-language-server)\n`,
  );
  // Other work on the machine skews latency: say how busy it was.
  console.log(
    `Load average (1 min) at start ${loadAtStart.toFixed(2)}, at end ${os.loadavg()[0].toFixed(2)}, on ${os.cpus().length} cores.\n`,
  );
  console.log(resultsTable(runs));
  const growth = growthTable(runs);
  if (growth) console.log(`\nGrowth with the file (factor vs. ${runs[0].tools} tools):\n\n${growth}`);
  const targets = targetsTable(runs);
  if (targets) console.log(`\nIssue 6 targets for our server:\n\n${targets}`);
  console.log(`\nChecks (both servers must report the broken line, and only then):\n\n${checksTable(runs)}`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ edits: args.edits, catalogSource: 'bench/gen-catalog.ts', runs }, null, 2));
}

main().catch((err: unknown) => {
  console.error(`lsp-latency: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
