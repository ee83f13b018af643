// The held-out measure of the suspicious-instruction detector: on texts it was
// not trained on, how many poisoned ones it flags alone and together with the
// rules, and how many honest ones, at each threshold of a grid. The threshold
// is then the lowest at which no honest real-world text is flagged (the real
// servers' held-out tools, GitHub's odd operations, the vendored OpenAPI specs,
// the lint's own clean fixtures and examples)
// and the held-out honest cases of the evaluation set flagged (by the rules or
// the detector) stay within the 2.5 %.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { bestSentenceScore, type DetectorWeights } from '../../server/src/core/lint/detector/score';
import { evalCases, runCase, stringsOf } from '../../test/unit/lint/security-eval';
import { CLEAN_JSON, CLEAN_TOOL, CLEAN_V1, CLEAN_V2 } from '../../test/unit/lint/clean-tools';

const ROOT = path.resolve(__dirname, '../..');

export interface CurvePoint {
  threshold: number;
  /** Held-out poisoned cases flagged by the detector alone, and by the rules or the detector. */
  alone: number;
  combined: number;
  poisoned: number;
  /** Held-out honest cases (written, and the real servers' tools) flagged by the rules or the detector. */
  honestFlagged: number;
  honest: number;
  /** Honest real-world texts the detector flags. */
  realFlagged: number;
  real: number;
}

const scoreOf = (text: string, model: DetectorWeights): number => bestSentenceScore(text, model).score;

/** Every string of the lint's own honest fixtures: the clean near-misses, the examples, the rule tests' clean tools. */
export function lintFixtureTexts(): string[] {
  const out: string[] = [];
  for (const dir of ['test/fixtures/lint/clean', 'examples'])
    for (const n of readdirSync(path.join(ROOT, dir)).sort())
      if (/\.atdf\.(?:ya?ml|json)$/.test(n)) out.push(...stringsOf(readFileSync(path.join(ROOT, dir, n), 'utf8')));
  for (const text of [CLEAN_JSON, CLEAN_TOOL, CLEAN_V1, CLEAN_V2]) out.push(...stringsOf(text));
  return [...new Set(out)];
}

/** Every description and summary of the vendored OpenAPI specs. */
export function openapiFixtureTexts(): string[] {
  const out: string[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (depth > 64 || node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if ((k === 'description' || k === 'summary') && typeof v === 'string') out.push(v);
      else walk(v, depth + 1);
    }
  };
  const files = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((n) => {
        const full = path.join(dir, n);
        return statSync(full).isDirectory() ? files(full) : /\.(json|ya?ml)$/.test(n) ? [full] : [];
      });
  for (const f of files(path.join(ROOT, 'test/fixtures/openapi'))) walk(parseYaml(readFileSync(f, 'utf8')), 0);
  return out;
}

export function heldOutCurve(
  model: DetectorWeights,
  real: { realServers: string[]; github: string[]; openapi: string[]; fixtures: string[] },
): { points: CurvePoint[]; table: string } {
  const cases = evalCases().filter((c) => c.split === 'held-out');
  const read = cases.map((c) => ({
    poisoned: c.kind === 'poisoned',
    rules: runCase(c).fired.length > 0,
    // A real server's tool is scored on every string of its file (the importer's sentences too), a written case on its text.
    score: c.category === 'real-server' ? Math.max(0, ...stringsOf(c.text).map((t) => scoreOf(t, model))) : scoreOf(c.payload, model),
  }));
  const realScores = [...real.realServers, ...real.github, ...real.openapi, ...real.fixtures].map((t) => scoreOf(t, model));
  const points: CurvePoint[] = [];
  for (let t = 500; t <= 995; t += 5) {
    const threshold = t / 1000;
    const poisoned = read.filter((r) => r.poisoned);
    const honest = read.filter((r) => !r.poisoned);
    points.push({
      threshold,
      alone: poisoned.filter((r) => r.score >= threshold).length,
      combined: poisoned.filter((r) => r.rules || r.score >= threshold).length,
      poisoned: poisoned.length,
      honestFlagged: honest.filter((r) => r.rules || r.score >= threshold).length,
      honest: honest.length,
      realFlagged: realScores.filter((s) => s >= threshold).length,
      real: realScores.length,
    });
  }
  const rows = points
    .filter((p) => Math.round(p.threshold * 1000) % 50 === 0 || p.threshold >= 0.95 || p.threshold === chooseThreshold(points))
    .map(
      (p) =>
        `${p.threshold.toFixed(3)}  alone ${p.alone}/${p.poisoned}  with rules ${p.combined}/${p.poisoned}  ` +
        `honest flagged ${p.honestFlagged}/${p.honest}  real-world texts flagged ${p.realFlagged}/${p.real}\n`,
    );
  return { points, table: 'held-out split, by threshold:\n' + rows.join('') };
}

/** The lowest threshold with no real-world text flagged and at most 2.5 % of the held-out honest cases. */
export function chooseThreshold(points: readonly CurvePoint[]): number {
  const ok = points.find((p) => p.realFlagged === 0 && p.honestFlagged <= 0.025 * p.honest);
  return ok?.threshold ?? 0.99;
}
