// The security evaluation (test/fixtures/lint/security-eval/): poisoned and
// honest tool texts, each put into a whole tool (one of the three dialects in
// turn, the text at the place its case names: description, when_to_use, an
// input's description, a failure, an example, the success output) and linted
// as `atdf validate` does; plus every tool of the real servers' vendored tool
// lists, imported as `atdf import-mcp` does. Counts, per category, the files
// with at least one security finding. Read by scripts/security-eval.ts (the
// table) and test/unit/lint/security-eval.test.ts (the floors).
//
// Each category's cases are split: every third case (index % 3 == 2) is the
// "held-out" split, the rest "dev". Rules were tuned reading the dev split's
// misses only; both figures are printed, so a gap between them shows tuning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { validateFile } from '../../../server/src/core/validate-file';
import { isLintCode } from '../../../server/src/core/lint/index';
import { importTools } from '../../../server/src/core/mcp/import-tools';
import type { McpTool } from '../../../server/src/core/mcp/types';
import { detectorScore } from '../../../server/src/core/lint/detector/score';
import { DETECTOR_MODEL } from '../../../server/src/core/lint/detector/weights';

const ROOT = path.resolve(__dirname, '../../..');
const EVAL = path.join(ROOT, 'test/fixtures/lint/security-eval');

/** The vendored tools/list results of real MCP servers (honest by assumption: each finding on them is read). */
export const REAL_TOOL_LISTS = [
  'test/fixtures/mcp/everything-tools.json',
  'test/fixtures/mcp/firecrawl-tools.json',
  'test/fixtures/mcp/ms365-tools.json',
  'test/fixtures/mcp/notion-tools.json',
  'test/fixtures/mcp/playwright-tools.json',
];

export interface EvalCase {
  id: string;
  kind: 'poisoned' | 'benign';
  category: string;
  split: 'dev' | 'held-out';
  /** The whole file linted. */
  text: string;
  /** The case's own text (encodings applied), for reports. */
  payload: string;
}

export interface EvalResult {
  case: EvalCase;
  /** Security rule ids that fired (sorted, unique). */
  fired: string[];
  /** The security findings' messages (English). */
  messages: string[];
  /** Non-lint errors: the case is not valid ATDF (a defect of the case, not of the lint). */
  invalid: string[];
}

interface RawCase {
  c: string;
  w: 'd' | 'u' | 'i' | 'f' | 'e' | 'o';
  t: string;
  n?: string;
  in?: string;
  inputs?: Record<string, string>;
}

// ---- encodings a case may ask for: {{base64:...}} -------------------------------------------------------

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const HOMOGLYPH: Record<string, string> = { a: '\u0430', e: '\u0435', o: '\u043e', c: '\u0441', p: '\u0440', i: '\u0456' };

function encode(kind: string, text: string): string {
  switch (kind) {
    case 'base64':
      return Buffer.from(text, 'utf8').toString('base64');
    case 'hex':
      return Buffer.from(text, 'utf8').toString('hex');
    case 'rot13':
      return text.replace(/[a-z]/gi, (ch) => {
        const base = ch <= 'Z' ? 65 : 97;
        return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
      });
    case 'url':
      return [...Buffer.from(text, 'utf8')].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
    case 'leet':
      return text.replace(/[aeiost]/g, (ch) => LEET[ch]);
    case 'spaced':
      return [...text].join(' ');
    case 'tags':
      return [...text].map((ch) => String.fromCodePoint(0xe0000 + ch.charCodeAt(0))).join('');
    case 'zw':
      return [...text].join('\u200b');
    case 'homoglyph':
      return text.replace(/[aeocpi]/g, (ch) => HOMOGLYPH[ch]);
    default:
      throw new Error(`unknown encoding ${kind}`);
  }
}

/** A text with its {{enc:...}} markers replaced by the encodings (also read by scripts/detector/corpus.ts). */
export const applyEncodings = (t: string): string =>
  t.replace(/\{\{(\w+):([^}]*)\}\}/g, (_, kind: string, body: string) => encode(kind, body));

// ---- a case as a whole tool -------------------------------------------------------------------------------

const HOSTS = ['get_weather', 'add_numbers', 'search_notes', 'convert_units', 'format_date', 'lookup_word'];
const DIALECTS = ['atdf-2', 'tool', 'atdf-1'] as const;

/** A YAML double-quoted scalar (JSON's escapes are YAML's). */
const q = (s: string): string => JSON.stringify(s);

function toolText(raw: RawCase, payload: string, index: number): string {
  const name = raw.n ?? HOSTS[index % HOSTS.length];
  let dialect: (typeof DIALECTS)[number] = DIALECTS[index % 3];
  // when_to_use is not a member of the `tool:` form; 1.x has no examples.
  if (raw.w === 'u' && dialect === 'tool') dialect = 'atdf-2';
  if (raw.w === 'e' && dialect === 'atdf-1') dialect = 'atdf-2';
  const at = (w: RawCase['w'], fallback: string): string => (raw.w === w ? payload : fallback);
  const inputs: [string, string][] = [];
  if (raw.w === 'i') inputs.push([raw.in ?? 'note', payload]);
  for (const [k, v] of Object.entries(raw.inputs ?? {})) inputs.push([k, v]);
  if (inputs.length === 0 || raw.w !== 'i') inputs.unshift(['value', 'The value the tool works on.']);
  const description = at('d', 'Does what its name says for the given value and returns the result.');
  const whenToUse = at('u', 'Use when the user asks for this operation.');
  const failure = at('f', 'The value could not be processed.');
  const example = at('e', 'A typical call.');
  const success = at('o', 'The result of the operation.');
  const first = inputs[0][0];
  if (dialect === 'tool') {
    return [
      'tool:',
      `  name: ${q(name)}`,
      `  description: ${q(description)}`,
      '  input:',
      '    type: object',
      '    properties:',
      ...inputs.map(([k, v]) => `      ${q(k)}: { type: string, description: ${q(v)} }`),
      `    required: [${q(first)}]`,
      '  examples:',
      `    - description: ${q(example)}`,
      `      input: { ${q(first)}: "x" }`,
      '  output:',
      `    success: { type: object, description: ${q(success)} }`,
      `    error: { type: object, description: ${q(failure)} }`,
      '',
    ].join('\n');
  }
  const lines = [
    dialect === 'atdf-2' ? 'schema_version: "2.0.0"' : '',
    `tool_id: ${q(name)}`,
    `description: ${q(description)}`,
    `when_to_use: ${q(whenToUse)}`,
    'how_to_use:',
    '  inputs:',
    ...inputs.flatMap(([k, v], i) => [
      `    - name: ${q(k)}`,
      '      type: string',
      `      description: ${q(v)}`,
      `      required: ${i === 0}`,
    ]),
    '  outputs:',
    `    success: ${q(success)}`,
    '    failure:',
    '      - code: failed',
    `        description: ${q(failure)}`,
  ];
  if (dialect === 'atdf-2') {
    lines.push('examples:', `  - goal: ${q(example)}`, `    input_values: { ${q(first)}: "x" }`, '    expected_result: "ok"');
  }
  return lines.filter((l) => l !== '').join('\n') + '\n';
}

function readCases(file: string, kind: EvalCase['kind']): EvalCase[] {
  const raw = parseYaml(readFileSync(path.join(EVAL, file), 'utf8')) as RawCase[];
  const seen = new Map<string, number>();
  return raw.map((r, index) => {
    const n = seen.get(r.c) ?? 0;
    seen.set(r.c, n + 1);
    const payload = applyEncodings(r.t);
    return {
      id: `${kind}/${r.c}-${String(n + 1).padStart(2, '0')}`,
      kind,
      category: r.c,
      split: n % 3 === 2 ? 'held-out' : 'dev',
      text: toolText(r, payload, index),
      payload,
    };
  });
}

/** Every tool of the real servers' lists, as `atdf import-mcp` writes it (2.x). */
function realCases(): EvalCase[] {
  const out: EvalCase[] = [];
  for (const rel of [...REAL_TOOL_LISTS, 'test/vendor/notion-mcp-server/tools-list.json']) {
    const json = JSON.parse(readFileSync(path.join(ROOT, rel), 'utf8')) as { tools?: McpTool[] } | McpTool[];
    const tools = Array.isArray(json) ? json : (json.tools ?? []);
    const server = path.basename(rel, '.json').replace(/-tools$/, '');
    const files = importTools(tools);
    files.forEach((f, i) =>
      out.push({
        id: `benign/real-${server}/${f.toolName}`,
        kind: 'benign',
        category: 'real-server',
        split: i % 3 === 2 ? 'held-out' : 'dev',
        text: f.text,
        payload: tools[i].description ?? '',
      }),
    );
  }
  return out;
}

export function evalCases(): EvalCase[] {
  return [...readCases('poisoned.yaml', 'poisoned'), ...readCases('benign.yaml', 'benign'), ...realCases()];
}

export function runCase(c: EvalCase): EvalResult {
  const diagnostics = validateFile(c.text, { language: 'yaml' }).diagnostics;
  return {
    case: c,
    fired: [...new Set(diagnostics.filter((d) => d.code.startsWith('security/')).map((d) => d.code))].sort(),
    messages: diagnostics.filter((d) => d.code.startsWith('security/')).map((d) => `${d.code} ${d.message}`),
    invalid: diagnostics.filter((d) => d.severity === 'error' && !isLintCode(d.code)).map((d) => `${d.code} ${d.pointer}: ${d.message}`),
  };
}

export interface CategoryFigure {
  kind: EvalCase['kind'];
  category: string;
  total: number;
  flagged: number;
  heldOutTotal: number;
  heldOutFlagged: number;
}

export function figures(results: readonly EvalResult[]): CategoryFigure[] {
  const by = new Map<string, CategoryFigure>();
  for (const r of results) {
    const key = `${r.case.kind}/${r.case.category}`;
    const f = by.get(key) ?? { kind: r.case.kind, category: r.case.category, total: 0, flagged: 0, heldOutTotal: 0, heldOutFlagged: 0 };
    const flagged = r.fired.length > 0 ? 1 : 0;
    f.total++;
    f.flagged += flagged;
    if (r.case.split === 'held-out') {
      f.heldOutTotal++;
      f.heldOutFlagged += flagged;
    }
    by.set(key, f);
  }
  return [...by.values()];
}

export interface Totals {
  poisoned: number;
  detected: number;
  benign: number;
  falsePositives: number;
}

export function totals(results: readonly EvalResult[], split?: EvalCase['split']): Totals {
  const chosen = split ? results.filter((r) => r.case.split === split) : results;
  const poisoned = chosen.filter((r) => r.case.kind === 'poisoned');
  const benign = chosen.filter((r) => r.case.kind === 'benign');
  return {
    poisoned: poisoned.length,
    detected: poisoned.filter((r) => r.fired.length > 0).length,
    benign: benign.length,
    falsePositives: benign.filter((r) => r.fired.length > 0).length,
  };
}

/** Every string of a parsed value (64 levels at most), pushed into `out`. */
export function stringsOfValue(node: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof node === 'string') out.push(node);
  else if (depth < 64 && node !== null && typeof node === 'object') for (const v of Object.values(node)) stringsOfValue(v, out, depth + 1);
  return out;
}

/** Every string of a case's file (YAML or JSON). */
export function stringsOf(text: string): string[] {
  return stringsOfValue(parseYaml(text));
}

/** The trained detector (core/lint/detector/) scores a string of the case's file at or above its threshold. */
export function detectorFlags(c: EvalCase): boolean {
  return stringsOf(c.text).some((s) => detectorScore(s).score >= DETECTOR_MODEL.threshold);
}
