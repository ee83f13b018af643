// The training corpus of the suspicious-instruction detector, read from where
// each part lives (scripts/detector/README.md says what each part is and its
// licence): the texts written for the detector (corpus/*.yaml), the dev split
// of the security evaluation set (test/fixtures/lint/security-eval/: never its
// held-out split, which measures the detector), the descriptions of the
// vendored real MCP servers' tools (their dev split: every tool but each
// third) and half of GitHub's REST API operations (@octokit/openapi, the even
// ones; the odd ones and test/fixtures/openapi are held out for precision).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { applyEncodings, evalCases, REAL_TOOL_LISTS } from '../../test/unit/lint/security-eval';
import { templateTexts } from './templates';
import { importTools } from '../../server/src/core/mcp/import-tools';
import type { McpTool } from '../../server/src/core/mcp/types';

const ROOT = path.resolve(__dirname, '../..');
export const GITHUB_SPEC = path.join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');

/** The seed of the generated sentences (templates.ts). */
const TEMPLATE_SEED = 32;

export interface LabelledText {
  text: string;
  poisoned: boolean;
  /** Where it comes from (for the report). */
  source: string;
}

interface CorpusEntry {
  l: string;
  t: string;
}

function written(file: string, poisoned: boolean): LabelledText[] {
  const entries = parseYaml(readFileSync(path.join(__dirname, 'corpus', file), 'utf8')) as CorpusEntry[];
  return entries.map((e) => {
    if (typeof e?.t !== 'string' || typeof e.l !== 'string') throw new Error(`scripts/detector/corpus/${file}: an entry without l or t`);
    return { text: applyEncodings(e.t), poisoned, source: `corpus/${file}:${e.l}` };
  });
}

/** Every description string under a JSON Schema (nested properties, items, anyOf...). */
function schemaDescriptions(node: unknown, out: string[], depth = 0): void {
  if (depth > 32 || node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'description' && typeof value === 'string') out.push(value);
    else schemaDescriptions(value, out, depth + 1);
  }
}

/**
 * The real servers' tool texts, split as the evaluation splits them (each third tool held out): every string of
 * each tool as `atdf import-mcp` writes it, so the importer's own sentences (its `when_to_use`, its `success`) are
 * read as the lint reads them.
 */
export function realToolTexts(split: 'dev' | 'held-out'): string[] {
  const out: string[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (typeof node === 'string') out.push(node);
    else if (depth < 64 && node !== null && typeof node === 'object') for (const v of Object.values(node)) walk(v, depth + 1);
  };
  for (const rel of [...REAL_TOOL_LISTS, 'test/vendor/notion-mcp-server/tools-list.json']) {
    const json = JSON.parse(readFileSync(path.join(ROOT, rel), 'utf8')) as { tools?: McpTool[] } | McpTool[];
    const tools = Array.isArray(json) ? json : (json.tools ?? []);
    importTools(tools).forEach((file, i) => {
      if ((i % 3 === 2) === (split === 'held-out')) walk(parseYaml(file.text), 0);
    });
  }
  return [...new Set(out)];
}

/** Summaries and descriptions of GitHub's operations and their parameters: the even operations, or the odd. */
export function githubTexts(half: 'even' | 'odd'): string[] {
  const spec = JSON.parse(readFileSync(GITHUB_SPEC, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const out: string[] = [];
  let index = 0;
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      if (op === null || typeof op !== 'object' || !('operationId' in op)) continue;
      const mine = index++ % 2 === (half === 'even' ? 0 : 1);
      if (!mine) continue;
      const o = op as { summary?: string; description?: string; parameters?: unknown; requestBody?: unknown };
      if (o.summary) out.push(o.summary);
      if (o.description) out.push(o.description);
      schemaDescriptions(o.parameters, out);
      schemaDescriptions(o.requestBody, out);
    }
  }
  return out;
}

/** The whole training corpus, in a fixed order. */
export function trainingTexts(): LabelledText[] {
  const texts: LabelledText[] = [...written('poisoned.yaml', true), ...written('benign.yaml', false), ...templateTexts(TEMPLATE_SEED)];
  for (const c of evalCases()) {
    if (c.split !== 'dev' || c.category === 'real-server') continue;
    texts.push({ text: c.payload, poisoned: c.kind === 'poisoned', source: `eval-dev/${c.category}` });
  }
  for (const text of realToolTexts('dev')) texts.push({ text, poisoned: false, source: 'real-servers-dev' });
  for (const text of githubTexts('even')) texts.push({ text, poisoned: false, source: 'github-even' });
  return texts;
}
