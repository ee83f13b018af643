// Writes the JSON Schemas of the ATDF dialects to dist/schemas/, generated
// from the engine's own meta-schemas (server/src/core/atdf/meta/), so that
// other YAML/JSON tooling (the manifest's yamlValidation/jsonValidation) sees
// the same structure our validator checks. One file per dialect, plus
// atdf.schema.json, which picks the dialect the way the engine detects it, and
// atdfrc.schema.json, the schema of the `.atdfrc` config (made from the rule registry).
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist', 'schemas');

/** The exports of an engine module, bundled and loaded here (the script runs without tsx). */
async function load(entry) {
  const bundled = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'warning',
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', bundled.outputFiles[0].text)(module, module.exports, createRequire(import.meta.url));
  return module.exports;
}

const { getMetaSchema, LOCALE_KEY_PATTERN } = await load('server/src/core/atdf/meta/index.ts');
const { configSchema } = await load('server/src/core/config/schema.ts');

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DIALECTS = { tool: 'tool-form', 'atdf-1': 'atdf-1', 'atdf-2': 'atdf-2' };

/** A deep copy with every local `$ref` moved under `#/$defs/<name>` (for embedding) and our extras for outside tools. */
function adapt(schema, refPrefix) {
  if (Array.isArray(schema)) return schema.map((s) => adapt(s, refPrefix));
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) copy[key] = refPrefix + value.slice(1);
    else if (key === '$schema') continue;
    else copy[key] = adapt(value, refPrefix);
  }
  // `x-` keys are extension keys the engine lets through where nothing else may go.
  if (copy.additionalProperties === false && copy.properties && !copy.patternProperties) copy.patternProperties = { '^x-': {} };
  return copy;
}

function withLocalization(schema) {
  // Upstream describes the language entries with patternProperties; the engine checks them in a rule.
  const loc = schema.properties?.localization;
  if (loc && schema.$defs?.localizedText) {
    loc.patternProperties = { [LOCALE_KEY_PATTERN]: { $ref: '#/$defs/localizedText' } };
    loc.additionalProperties = false;
  }
  return schema;
}

mkdirSync(out, { recursive: true });
const combined = {
  $schema: DRAFT_07,
  title: 'ATDF tool description (any dialect)',
  description:
    'The `tool:` form when there is a top-level `tool` key; an ARDF resource (checked by the ATDF language server) when there are `resource_id` and `resource_type`; ATDF 1.x when schema_version is 1.x; ATDF 2.x otherwise.',
  $defs: {},
  if: { type: 'object', required: ['tool'] },
  then: { $ref: '#/$defs/tool-form' },
  else: {
    // An ARDF resource: its schema is 2020-12 (this file is draft-07 for the editors' JSON/YAML services), so it is
    // left to the language server, which checks it against the official ARDF schema.
    if: { type: 'object', required: ['resource_id', 'resource_type'] },
    then: {},
    else: {
      if: { type: 'object', required: ['schema_version'], properties: { schema_version: { type: 'string', pattern: '^1\\.' } } },
      then: { $ref: '#/$defs/atdf-1' },
      else: { $ref: '#/$defs/atdf-2' },
    },
  },
};
for (const [dialect, name] of Object.entries(DIALECTS)) {
  const standalone = withLocalization(adapt(getMetaSchema(dialect), '#'));
  writeFileSync(join(out, `${name}.schema.json`), JSON.stringify({ $schema: DRAFT_07, ...standalone }, null, 2) + '\n');
  const embedded = adapt(getMetaSchema(dialect), `#/$defs/${name}`);
  if (embedded.$defs?.localizedText && embedded.properties?.localization) {
    embedded.properties.localization.patternProperties = { [LOCALE_KEY_PATTERN]: { $ref: `#/$defs/${name}/$defs/localizedText` } };
    embedded.properties.localization.additionalProperties = false;
  }
  combined.$defs[name] = embedded;
}
writeFileSync(join(out, 'atdf.schema.json'), JSON.stringify(combined, null, 2) + '\n');
writeFileSync(
  join(out, 'atdfrc.schema.json'),
  JSON.stringify({ $schema: DRAFT_07, title: 'ATDF config (.atdfrc.yaml / .atdfrc.json)', ...configSchema() }, null, 2) + '\n',
);
