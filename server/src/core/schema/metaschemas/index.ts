// The official meta-schemas of JSON Schema 2020-12 (with its vocabulary
// meta-schemas) and draft-07, as published by json-schema.org (BSD-3-Clause /
// AFL-3.0; these copies are the ones ajv 8.20 ships in dist/refs). Every
// validation may `$ref` them by URI without registering anything: they are
// known by name, never fetched.
import schema2020 from './draft2020-12-schema.json';
import core from './draft2020-12-meta-core.json';
import applicator from './draft2020-12-meta-applicator.json';
import unevaluated from './draft2020-12-meta-unevaluated.json';
import validation from './draft2020-12-meta-validation.json';
import metaData from './draft2020-12-meta-meta-data.json';
import formatAnnotation from './draft2020-12-meta-format-annotation.json';
import content from './draft2020-12-meta-content.json';
import schema07 from './draft-07-schema.json';

const META_2020 = 'https://json-schema.org/draft/2020-12/';

/** URI (without fragment) -> meta-schema document. */
export const META_SCHEMAS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  [META_2020 + 'schema', schema2020],
  [META_2020 + 'meta/core', core],
  [META_2020 + 'meta/applicator', applicator],
  [META_2020 + 'meta/unevaluated', unevaluated],
  [META_2020 + 'meta/validation', validation],
  [META_2020 + 'meta/meta-data', metaData],
  [META_2020 + 'meta/format-annotation', formatAnnotation],
  [META_2020 + 'meta/content', content],
  ['http://json-schema.org/draft-07/schema', schema07],
]);
