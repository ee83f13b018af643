// Our ATDF 1.x/2.x meta-schemas (+ the rules the subset cannot say) against
// the official draft-07 schemas, with Ajv 8 as the oracle: every official
// example, and systematic mutations of them (each member deleted, each value
// replaced by other types, strings emptied, unknown keys added). Whenever the
// official schema rejects a mutation, we reject it too with an error at the
// same pointer; whenever it accepts, our structural checks accept too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import Ajv, { type ErrorObject } from 'ajv';
import { checkDocument } from '../../../server/src/core/atdf/check-document';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import type { Finding } from '../../../server/src/core/atdf/finding';
import type { Dialect } from '../../../server/src/core/types';
import { vendorPath } from '../../vendor-dir';
import { mutations } from './mutations';

const DIR = vendorPath('atdf-official') + '/';
const official = {
  'atdf-1': JSON.parse(readFileSync(DIR + 'atdf_schema.json', 'utf8')),
  'atdf-2': JSON.parse(readFileSync(DIR + 'enhanced_atdf_schema.json', 'utf8')),
} as const;
const examples = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && !f.includes('schema'))
  .sort()
  .map((f) => ({ name: f, value: JSON.parse(readFileSync(DIR + f, 'utf8')) as unknown }));

const ajv = new Ajv({ allErrors: true, strict: false });
const oracles = { 'atdf-1': ajv.compile(official['atdf-1']), 'atdf-2': ajv.compile(official['atdf-2']) };
const compiler = createCompiler();

/** Findings that are ATDF semantics beyond the official schema (examples vs inputs, duplicates, embedded schemas). */
function isSemantic(f: Finding): boolean {
  return (
    f.data.example === true ||
    f.code.startsWith('schema/') ||
    ['atdf/duplicate-input', 'atdf/duplicate-failure-code', 'atdf/undeclared-input', 'atdf/unknown-input-type'].includes(f.code)
  );
}

/** Ajv's errors as pointers: `required`/`additionalProperties` name the member, like ours. */
function ajvPointers(errors: ErrorObject[]): { pointers: Set<string>; oneOf: boolean } {
  const pointers = new Set<string>();
  let oneOf = false;
  for (const e of errors) {
    if (e.schemaPath.startsWith('#/oneOf')) {
      oneOf = true;
      continue;
    }
    const p = e.params as Record<string, string>;
    const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
    if (e.keyword === 'required') pointers.add(`${e.instancePath}/${esc(p.missingProperty)}`);
    else if (e.keyword === 'additionalProperties') pointers.add(`${e.instancePath}/${esc(p.additionalProperty)}`);
    else pointers.add(e.instancePath);
  }
  return { pointers, oneOf };
}

function compare(dialect: 'atdf-1' | 'atdf-2', value: unknown, label: string): void {
  const ajvValid = oracles[dialect](value) as boolean;
  const ours = checkDocument(value, compiler, { dialect: dialect as Dialect }).findings.filter((f) => f.severity === 'error');
  const structural = ours.filter((f) => !isSemantic(f));
  if (ajvValid) {
    assert.deepEqual(
      structural.map((f) => `${f.pointer} ${f.code}`),
      [],
      `${dialect} ${label}: the official schema accepts it, we reported errors`,
    );
    return;
  }
  assert.ok(ours.length > 0, `${dialect} ${label}: the official schema rejects it, we accepted it`);
  const { pointers, oneOf } = ajvPointers(oracles[dialect].errors ?? []);
  const ourPointers = new Set(ours.map((f) => f.pointer));
  for (const p of pointers) {
    assert.ok(ourPointers.has(p), `${dialect} ${label}: official error at ${p}; ours at ${[...ourPointers].join(', ')}`);
  }
  if (oneOf) {
    assert.ok(
      ours.some((f) => f.code === 'atdf/id-or-tool-id'),
      `${dialect} ${label}: official oneOf (tool_id/id) error; we reported no atdf/id-or-tool-id`,
    );
  }
}

test('every official example is valid ATDF 2.x, for them and for us', () => {
  for (const { name, value } of examples) {
    assert.equal(oracles['atdf-2'](value), true, name);
    const findings = checkDocument(value, compiler).findings;
    assert.deepEqual(findings, [], `${name} (detected dialect) must validate clean`);
    assert.deepEqual(checkDocument(value, compiler, { dialect: 'atdf-2' }).findings, [], `${name} as 2.x`);
  }
});

test('the same official examples are not valid 1.x for the official schema and for us', () => {
  const invalidOfficial = examples.filter((e) => !oracles['atdf-1'](e.value)).map((e) => e.name);
  const invalidOurs = examples
    .filter((e) => checkDocument(e.value, compiler, { dialect: 'atdf-1' }).findings.some((f) => f.severity === 'error'))
    .map((e) => e.name);
  assert.deepEqual(invalidOurs, invalidOfficial);
  assert.deepEqual(invalidOfficial, ['enhanced_hole_maker.json', 'hole_maker_converted.json']);
});

for (const dialect of ['atdf-1', 'atdf-2'] as const) {
  test(`mutations of the official examples: we reject what the official ${dialect} schema rejects, at the same pointer`, () => {
    let count = 0;
    let rejected = 0;
    for (const { name, value } of examples) {
      if (dialect === 'atdf-1' && !oracles['atdf-1'](value)) continue;
      for (const m of mutations(value)) {
        compare(dialect, m.value, `${name}: ${m.label}`);
        count++;
        if (!oracles[dialect](m.value)) rejected++;
      }
    }
    assert.ok(count > 1000, `only ${count} mutations generated`);
    assert.ok(rejected > 300, `only ${rejected} mutations rejected by the oracle`);
  });
}
