// Bad input never throws out of the pipeline: hostile documents and random
// edits of real ones always give a report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { validateFile } from '../../../server/src/core/validate-file';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import { vendorPath } from '../../vendor-dir';

const compiler = createCompiler();
const yaml = (text: string) => validateFile(text, { language: 'yaml', compiler });

test('hostile documents give diagnostics, not exceptions', () => {
  const cases: Record<string, string> = {
    deepFlow: '['.repeat(20_000),
    deepMaps: Array.from({ length: 3000 }, (_, i) => ' '.repeat(i) + 'a:').join('\n'),
    aliasBomb:
      'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n',
    nul: 'tool_id: a\u0000b\n',
    refCycle: 'tool:\n  name: a\n  description: d\n  input: {$ref: "#"}\n  examples: [{input: 1}]\n',
    refChain:
      'tool:\n  name: a\n  description: d\n  input: {$defs: {a: {$ref: "#/$defs/b"}, b: {$ref: "#/$defs/a"}}, $ref: "#/$defs/a"}\n  examples: [{input: 1}]\n',
    badRegex: 'tool:\n  name: a\n  description: d\n  input: {type: string, pattern: "(("}\n  examples: [{input: x}]\n',
    catastrophic: `tool:\n  name: a\n  description: d\n  input: {type: string, pattern: "^(a+)+$"}\n  examples: [{input: "${'a'.repeat(40)}!"}]\n`,
    schemaNotObject:
      'tool:\n  name: a\n  description: d\n  input: 5\n  output: {success: [1], error: "x"}\n  examples: [{input: 1, output: 2}]\n',
    inputsWeird:
      'schema_version: "2.0.0"\ntool_id: x\nhow_to_use: {inputs: [1, null, {name: 5}, {name: a, schema: [1]}], outputs: 7}\nexamples: [1, {input_values: 5}, {input_values: {a: 1}}]\n',
    onlyDashes: '---\n---\n---\n',
  };
  for (const [name, text] of Object.entries(cases)) {
    const report = yaml(text);
    assert.ok(Array.isArray(report.diagnostics), name);
    assert.ok(report.diagnostics.length > 0 || name === 'catastrophic', `${name}: expected diagnostics`);
  }
});

test('random edits of real ATDF files never throw', () => {
  const sources = [
    readFileSync(vendorPath('atdf-seed', 'validar_rango_de_fechas.atdf.yaml'), 'utf8'),
    ...readdirSync('examples')
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => readFileSync(`examples/${f}`, 'utf8')),
  ];
  const fragments = ['\n', ': ', '- ', '{', '}', '[', ']', '"', "'", '&a ', '*a', '---\n', '  ', '#', 'type: strng', '$ref: "#"'];
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: sources.length - 1 }),
      fc.array(fc.tuple(fc.nat(), fc.nat(40), fc.constantFrom(...fragments)), { minLength: 1, maxLength: 6 }),
      (which, edits) => {
        let text = sources[which];
        for (const [at, del, insert] of edits) {
          const pos = at % (text.length + 1);
          text = text.slice(0, pos) + insert + text.slice(pos + del);
        }
        const report = yaml(text);
        for (const d of report.diagnostics) {
          assert.ok(d.range.start.line >= 0 && d.range.end.line >= d.range.start.line);
          assert.equal(typeof d.message, 'string');
        }
      },
    ),
    { numRuns: 400, seed: 42 },
  );
});
