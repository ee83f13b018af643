// Formatting never changes what a file says. Over every example we ship
// (examples/), the seed, the official ATDF examples (as JSON, and as YAML
// written in random styles) and a generated catalog, formatted with random
// tab sizes: the result parses to the same value, formatting it again changes
// nothing, and YAML keeps every comment, anchor, quote and flow collection
// (re-indenting changes only the spaces at the start of lines).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { Document } from 'yaml';
import { createEngine, type Language } from '../../../server/src/core/index';
import { applyEdits } from '../../../server/src/core/edit/text-edit';
import { generateCatalog } from '../../../bench/gen-catalog';
import { vendorPath } from '../../vendor-dir';

const engine = createEngine();
const ROOT = join(__dirname, '..', '..', '..');

interface Sample {
  name: string;
  text: string;
  language: Language;
}

const files = (dir: string, keep: (f: string) => boolean): Sample[] =>
  readdirSync(dir)
    .filter(keep)
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8'), language: f.endsWith('.json') ? 'json' : 'yaml' }));

const official = files(vendorPath('atdf-official'), (f) => f.endsWith('.json') && !f.includes('schema'));
const samples: Sample[] = [
  ...files(join(ROOT, 'examples'), (f) => f.includes('.atdf.')),
  ...files(vendorPath('atdf-seed'), (f) => f.endsWith('.yaml')),
  ...official,
  { name: 'catalog of 30', text: generateCatalog(30), language: 'yaml' },
];

function valuesOf(text: string, language: Language): unknown[] {
  const parsed = engine.parse(text, language);
  assert.ok(
    parsed.documents.every((d) => !d.unusable),
    `parses:\n${text.slice(0, 400)}`,
  );
  return parsed.documents.map((d) => d.value);
}

function formatted(text: string, language: Language, tabSize: number, insertSpaces = true): string {
  return applyEdits(text, engine.format(engine.parse(text, language), { tabSize, insertSpaces }));
}

/** Everything but the spaces that start a line (what re-indenting may change). */
const withoutIndentation = (text: string) => text.replace(/^[ ]+/gm, '');

function checkSample(sample: Sample, tabSize: number, insertSpaces: boolean): void {
  const { text, language, name } = sample;
  if (language === 'json') {
    // JSON: every line's indentation is its depth in units (VS Code's formatter).
    const unit = insertSpaces ? ' '.repeat(tabSize) : '\t';
    const lines = formatted(text, language, tabSize, insertSpaces).split(/\r?\n/);
    let depth = 0;
    for (const line of lines) {
      const body = line.trimStart();
      if (/^[}\]]/.test(body)) depth--;
      assert.equal(line.slice(0, line.length - body.length), unit.repeat(Math.max(depth, 0)), `${name}: ${JSON.stringify(line)}`);
      if (/[{[]$/.test(body)) depth++;
    }
  }
  const before = valuesOf(text, language);
  const once = formatted(text, language, tabSize, insertSpaces);
  assert.deepEqual(valuesOf(once, language), before, `${name}: same value after formatting with ${tabSize}`);
  assert.equal(formatted(once, language, tabSize, insertSpaces), once, `${name}: formatting twice changes nothing`);
  if (language === 'yaml') assert.equal(withoutIndentation(once), withoutIndentation(text), `${name}: only indentation changed`);
  // Back and forth between two tab sizes lands on the same text.
  const other = formatted(once, language, tabSize === 2 ? 4 : 2, insertSpaces);
  assert.equal(formatted(other, language, tabSize, insertSpaces), once, `${name}: ${tabSize} -> other -> ${tabSize}`);
}

test('every shipped example, official example and a catalog: same value, stable, only indentation (YAML)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...samples), fc.integer({ min: 1, max: 8 }), fc.boolean(), (sample, tabSize, insertSpaces) =>
      checkSample(sample, tabSize, insertSpaces),
    ),
    { numRuns: 60 },
  );
});

/** An official example as YAML in random styles: indentation, flow collections, quoting, comments, an anchor. */
const styledYaml = fc
  .record({
    sample: fc.constantFrom(...official),
    indent: fc.integer({ min: 1, max: 6 }),
    indentSeq: fc.boolean(),
    flowLevel: fc.integer({ min: 0, max: 4 }),
    quote: fc.boolean(),
    comment: fc.boolean(),
  })
  .map(({ sample, indent, indentSeq, flowLevel, quote, comment }) => {
    const doc = new Document(JSON.parse(sample.text));
    // Collections deeper than flowLevel are written in flow style, over several lines when long.
    let level = 0;
    const mark = (node: unknown, depth: number): void => {
      if (node && typeof node === 'object' && 'items' in node) {
        const collection = node as { items: unknown[]; flow?: boolean; commentBefore?: string };
        if (depth > flowLevel && flowLevel > 0) collection.flow = true;
        // (Not on an empty collection: the yaml package would write `key:\n  # c\n  []`, which does not parse.)
        if (comment && collection.items.length > 0 && level++ % 3 === 0) collection.commentBefore = ` note ${level}`;
        for (const item of collection.items) {
          const pair = item as { key?: unknown; value?: unknown };
          mark('value' in pair ? pair.value : item, depth + 1);
        }
      }
    };
    mark(doc.contents, 0);
    const text = doc.toString({ indent, indentSeq, defaultStringType: quote ? 'QUOTE_DOUBLE' : 'PLAIN', lineWidth: 60 });
    return { name: `${sample.name} as YAML (indent ${indent})`, text, language: 'yaml' as const };
  });

test('official examples written as YAML in random styles: same value, stable, only indentation', () => {
  fc.assert(
    fc.property(styledYaml, fc.integer({ min: 1, max: 8 }), (sample, tabSize) => {
      checkSample(sample, tabSize, true);
      // Not vacuous: written with another indentation, nested block collections move.
      const nested = /^[ ]+\S/m.test(sample.text);
      if (nested && !new RegExp(`^ {${tabSize}}\\S`, 'm').test(sample.text))
        assert.notEqual(formatted(sample.text, 'yaml', tabSize), sample.text, `${sample.name} re-indented to ${tabSize}`);
    }),
    { numRuns: 80 },
  );
});
