// Every diagnostic code is a registered rule: the codes written in the
// engine's source, and the codes the engine actually emits over every ATDF
// file the repository holds (with the registered default severity).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import { createEngine, EXPORT_TARGETS } from '../../../server/src/core/index';
import { ALL_RULES, isRuleId, ruleMeta, RULE_ID_PATTERN } from '../../../server/src/core/rules/registry';
import { RULE_GROUPS } from '../../../server/src/core/rules/types';

const ROOT = join(__dirname, '..', '..', '..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, keep));
    else if (keep(name)) out.push(p);
  }
  return out;
}

test('rules are well formed: ids, groups, summaries in every language', () => {
  assert.ok(ALL_RULES.length > 40);
  for (const rule of ALL_RULES) {
    assert.match(rule.id, RULE_ID_PATTERN);
    assert.ok(RULE_GROUPS.includes(rule.group), `${rule.id}: group ${rule.group}`);
    for (const locale of ['en', 'es', 'pt'] as const) {
      assert.ok(rule.summary[locale].length > 10, `${rule.id}: ${locale} summary`);
      assert.ok(/[.!?]$/.test(rule.summary[locale]), `${rule.id}: ${locale} summary ends a sentence`);
    }
    if (rule.settings) assert.deepEqual(createCompiler().compile(rule.settings).issues, [], `${rule.id}: settings schema`);
  }
});

/** Literals in the source that look like a rule id of a registered prefix. */
function codeLiterals(): { id: string; where: string }[] {
  const prefixes = [...new Set(ALL_RULES.map((r) => r.id.split('/')[0]))].join('|');
  const literal = new RegExp(`(msg\\([^,()]+,\\s*)?'((?:${prefixes})/[a-z0-9-]+)'(?!\\.)`, 'g');
  const out: { id: string; where: string }[] = [];
  for (const file of filesUnder(join(ROOT, 'server', 'src'), (n) => n.endsWith('.ts'))) {
    // Message catalogs are keyed by message ids, some of which are not codes (`atdf/example-status-missing`).
    if (/messages\.ts$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(literal)) {
      if (m[1] !== undefined) continue; // msg(locale, 'id'): a message id
      out.push({ id: m[2], where: `${relative(ROOT, file)}:${text.slice(0, m.index).split('\n').length}` });
    }
  }
  return out;
}

/** Codes that are no diagnostic: the problems that stop `atdf export` (core/export/types.ts ExportProblem), not configurable. */
const NOT_DIAGNOSTICS = new Set(['export/cannot-export', 'export/duplicate-name', 'export/output-schema-revision']);

test('every code written in the source is a registered rule', () => {
  const literals = codeLiterals();
  assert.ok(literals.length > 60, `found ${literals.length}`);
  const unknown = literals.filter((l) => !isRuleId(l.id) && !NOT_DIAGNOSTICS.has(l.id));
  assert.deepEqual(unknown, []);
});

test('every code the engine emits over the repository’s ATDF files is registered, with its default severity', () => {
  const atdf = (n: string) => /\.(ya?ml|json)$/.test(n) && !/schema/.test(n);
  const files = [
    ...filesUnder(join(ROOT, 'examples'), atdf),
    ...filesUnder(join(ROOT, 'test', 'fixtures', 'atdf'), atdf),
    ...filesUnder(join(ROOT, 'test', 'vendor', 'atdf-official'), atdf),
    ...filesUnder(join(ROOT, 'test', 'vendor', 'atdf-seed'), atdf),
  ];
  assert.ok(files.length > 15, `${files.length} files`);
  const seen = new Set<string>();
  const engine = createEngine();
  for (const file of files) {
    // Every export target on, so that the compatibility rules (atdf.export.targets) are met too.
    const { diagnostics } = engine.validateBytes(readFileSync(file), {
      language: file.endsWith('.json') ? 'json' : 'yaml',
      targets: EXPORT_TARGETS,
    });
    for (const d of diagnostics) {
      const rule = ruleMeta(d.code);
      assert.ok(rule, `${relative(ROOT, file)}: "${d.code}" is not a registered rule`);
      assert.equal(d.severity, rule.defaultSeverity, `${relative(ROOT, file)}: ${d.code}`);
      seen.add(d.code);
    }
  }
  // The corpus exercises the rules most files meet.
  for (const id of [
    'atdf/example-schema',
    'atdf/structure',
    'atdf/example-format',
    'encoding/invalid-utf8',
    'encoding/utf16',
    'export/renamed',
  ]) {
    assert.ok(seen.has(id), `${id} not met in the corpus: ${[...seen].join(', ')}`);
  }
});
