// Blind measurement of the security lint (issue 32): the corpus under test/fixtures/lint/security-blind was
// written from the attack literature by someone who had not read the lint's code, rules' texts or fixtures, so
// its figures say how the lint does on poisonings it was not built from. The folder is validated once by the
// real CLI (`atdf validate DIR --format json`, in process), and each file counts by its path:
// poisoned/<category>/... (caught: at least one security finding) or benign/<category>/... (flagged: at least
// one security finding; "any" also counts every other error or warning).
//   npx tsx scripts/security-blind.ts            per-category table (Markdown)
//   npx tsx scripts/security-blind.ts --files    also every poisoned file missed and benign file flagged
import path from 'node:path';
import { Writable } from 'node:stream';
import { runValidate } from '../server/src/cli/validate';

export const CORPUS = path.resolve(__dirname, '../test/fixtures/lint/security-blind');

// The security rules, from the ids of docs/rules.md's rule table (group "Security: tool poisoning and hidden
// instructions"): every id in the `security/` namespace. security/tool-changed only fires with --locked and
// security/annotation-mismatch and security/confusable-name look at names and annotations, not at texts, but
// they are security findings all the same. A finding counts as a security one by its namespace (a rule added
// later counts too); this list is what the report names and what the unit test checks the namespace against.
export const SECURITY_RULES = [
  'security/annotation-mismatch',
  'security/conceal-from-user',
  'security/confusable-name',
  'security/exfiltration',
  'security/hidden-tag',
  'security/instruction-override',
  'security/invisible-characters',
  'security/model-directive',
  'security/preference-manipulation',
  'security/sensitive-data',
  'security/suspicious-instruction',
  'security/tool-changed',
  'security/tool-shadowing',
];

export const isSecurityRule = (code: string): boolean => code.startsWith('security/');

export type Kind = 'poisoned' | 'benign';

export interface FileResult {
  /** Path relative to the corpus folder, such as poisoned/secrets/notes_aws_sync.atdf.yaml. */
  file: string;
  kind: Kind;
  category: string;
  /** Dialect of each document, as the CLI detected it. */
  dialects: string[];
  /** Ids of the security rules that fired (sorted, once each). */
  security: string[];
  /** Ids of the other findings of severity error or warning (quality/..., and any error that should not be). */
  otherFindings: string[];
  /** Codes of errors that are not security findings: a well-formed corpus file has none. */
  otherErrors: string[];
}

interface JsonDiagnostic {
  code: string;
  severity: string;
}
interface JsonFileReport {
  file: string;
  documents: { dialect?: string }[];
  diagnostics: JsonDiagnostic[];
}

/** Validates the corpus with the CLI's `validate --format json` and reads each file's findings. */
export async function measureBlind(dir: string = CORPUS): Promise<FileResult[]> {
  let json = '';
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      json += chunk.toString();
      done();
    },
  });
  await runValidate([dir, '--format', 'json', '--max-problems', '100000'], sink);
  const reports = JSON.parse(json) as JsonFileReport[];
  return reports.map((report) => {
    const file = path.relative(dir, report.file).split(path.sep).join('/');
    const [kind, category] = file.split('/');
    if ((kind !== 'poisoned' && kind !== 'benign') || category === undefined || !file.includes('/', kind.length + 1)) {
      throw new Error(`${report.file}: not under poisoned/<category>/ or benign/<category>/ of ${dir}`);
    }
    const counted = report.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
    return {
      file,
      kind,
      category,
      dialects: report.documents.map((d) => d.dialect ?? '?'),
      security: [...new Set(counted.filter((d) => isSecurityRule(d.code)).map((d) => d.code))].sort(),
      otherFindings: counted.filter((d) => !isSecurityRule(d.code)).map((d) => d.code),
      otherErrors: report.diagnostics.filter((d) => d.severity === 'error' && !isSecurityRule(d.code)).map((d) => d.code),
    };
  });
}

export interface CategoryRow {
  kind: Kind;
  category: string;
  files: number;
  /** Files with at least one security finding (caught, for poisoned; false flags, for benign). */
  flagged: number;
  /** Files with any error or warning finding (security or not). */
  flaggedAny: number;
  /** Rule id -> number of files it fired on. */
  rules: Map<string, number>;
}

export function summarise(results: FileResult[]): CategoryRow[] {
  const rows = new Map<string, CategoryRow>();
  for (const r of results) {
    const key = `${r.kind}/${r.category}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { kind: r.kind, category: r.category, files: 0, flagged: 0, flaggedAny: 0, rules: new Map() }));
    row.files++;
    if (r.security.length > 0) row.flagged++;
    if (r.security.length > 0 || r.otherFindings.length > 0) row.flaggedAny++;
    for (const id of r.security) row.rules.set(id, (row.rules.get(id) ?? 0) + 1);
  }
  // Poisoned categories first, then benign; by name within each.
  const order = (row: CategoryRow) => (row.kind === 'poisoned' ? 0 : 1);
  return [...rows.values()].sort((a, b) => order(a) - order(b) || a.category.localeCompare(b.category));
}

const percent = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const ruleList = (rules: Map<string, number>) =>
  [...rules]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([id, n]) => `${id.replace('security/', '')} ${n}`)
    .join(', ') || '-';

/** The per-category tables and totals, as Markdown. */
export function formatReport(rows: CategoryRow[]): string {
  const out: string[] = [];
  for (const kind of ['poisoned', 'benign'] as const) {
    const mine = rows.filter((r) => r.kind === kind);
    const files = mine.reduce((s, r) => s + r.files, 0);
    const flagged = mine.reduce((s, r) => s + r.flagged, 0);
    const any = mine.reduce((s, r) => s + r.flaggedAny, 0);
    const rules = new Map<string, number>();
    for (const r of mine) for (const [id, n] of r.rules) rules.set(id, (rules.get(id) ?? 0) + n);
    out.push(
      kind === 'poisoned'
        ? '| poisoned category | caught / files | recall | security rules that fired (files) |'
        : '| benign category | flagged / files | flag rate | any error or warning | security rules that fired (files) |',
    );
    out.push(kind === 'poisoned' ? '| --- | --- | --- | --- |' : '| --- | --- | --- | --- | --- |');
    for (const r of mine) {
      out.push(
        kind === 'poisoned'
          ? `| ${r.category} | ${r.flagged} / ${r.files} | ${percent(r.flagged, r.files)} | ${ruleList(r.rules)} |`
          : `| ${r.category} | ${r.flagged} / ${r.files} | ${percent(r.flagged, r.files)} | ${r.flaggedAny} | ${ruleList(r.rules)} |`,
      );
    }
    out.push(
      kind === 'poisoned'
        ? `| **total** | **${flagged} / ${files}** | **${percent(flagged, files)}** | ${ruleList(rules)} |`
        : `| **total** | **${flagged} / ${files}** | **${percent(flagged, files)}** | ${any} (${percent(any, files)}) | ${ruleList(rules)} |`,
    );
    out.push('');
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const results = await measureBlind();
  process.stdout.write(formatReport(summarise(results)));
  const broken = results.filter((r) => r.otherErrors.length > 0);
  for (const r of broken) process.stdout.write(`not well formed: ${r.file}: ${r.otherErrors.join(', ')}\n`);
  if (process.argv.includes('--files')) {
    for (const r of results) {
      if (r.kind === 'poisoned' && r.security.length === 0) process.stdout.write(`missed   ${r.file}\n`);
      if (r.kind === 'benign' && r.security.length > 0) process.stdout.write(`flagged  ${r.file}: ${r.security.join(', ')}\n`);
    }
  }
  process.exitCode = broken.length > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(__filename)) void main();
