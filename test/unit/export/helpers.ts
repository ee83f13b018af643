// Shared by the exporter tests: ATDF files through the real engine (validated,
// then exported), and the platforms' request shapes (shapes/*.schema.json,
// each with its source) compiled by Ajv as an independent oracle.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { createEngine, type ExportFile, type ExportOptions, type ExportResult } from '../../../server/src/core/index';

export const ROOT = path.resolve(__dirname, '../../..');
export const engine = createEngine();

/** One file of text through the engine; it must have no errors (the exporters take only clean files). */
export function fileOf(file: string, text: string): ExportFile {
  const report = engine.validateFile(text, { language: file.endsWith('.json') ? 'json' : 'yaml' });
  const errors = report.diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(errors, [], `${file} validates`);
  return { file, report };
}

/** The examples/ folder (what `atdf export examples` reads, in its order): the three dialects. */
export function exampleFiles(): ExportFile[] {
  return ['create-event.atdf.yaml', 'hole-maker.atdf.yaml', 'send-email.atdf.yaml', 'translate-text.atdf.json'].map((name) =>
    fileOf(name, readFileSync(path.join(ROOT, 'examples', name), 'utf8')),
  );
}

/** The examples and some of the official ATDF examples. */
export function sampleFiles(): ExportFile[] {
  const official = ['enhanced_hole_maker.json', 'paint_brush.json', 'text_translator_es.json'].map((name) =>
    fileOf(name, readFileSync(path.join(ROOT, 'test/vendor/atdf-official', name), 'utf8')),
  );
  return [...exampleFiles(), ...official];
}

export function exportOf(files: readonly ExportFile[], options: ExportOptions): ExportResult {
  return engine.export.catalog(files, options);
}

const ajv = new Ajv({ allErrors: true, strict: false });

/** Asserts that `value` has the request shape `shapes/<name>.schema.json`. */
export function assertShape(name: string, value: unknown): void {
  const schema = JSON.parse(readFileSync(path.join(__dirname, 'shapes', `${name}.schema.json`), 'utf8')) as object;
  const validate = ajv.getSchema(name) ?? (ajv.addSchema(schema, name), ajv.getSchema(name)!);
  const ok = validate(value);
  assert.ok(ok, `${name}: ${JSON.stringify(validate.errors, null, 1)}`);
}
