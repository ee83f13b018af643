// The core keywords: `$ref`, `$dynamicRef`, `$defs`/`definitions` (compiled
// for their issues, and so that references find them ready), and the values
// of `$id`, `$schema`, `$anchor`, `$dynamicAnchor`.
import { anchorName, schemaMap } from './keyword-values';
import type { KeywordHandler } from './schema-build';

const refKeyword: KeywordHandler = (b, v, at) => {
  const check = b.host.refs.compileRef(v, b.h, at, b.node);
  if (check) b.any.push(check);
  b.descends = true;
  b.node.run = b.host.fastRun;
};

const dynamicRefKeyword: KeywordHandler = (b, v, at) => {
  const compiled = b.host.refs.compileDynamicRef(v, b.h, at, b.node);
  if (compiled) b.any.push(compiled.check);
  b.descends = true;
  b.node.run = b.host.fastRun;
};

const definitionsKeyword: KeywordHandler = (b, v, at, key) => {
  const entries = schemaMap(b, v, key, at);
  if (entries === null) return;
  for (const [, value, pointer] of entries) b.host.sub(value, pointer, b.h, b.depth);
};

const idKeyword: KeywordHandler = (b, v, at, key) => {
  if (typeof v !== 'string') b.issue(at, key, 'error', 'schema/bad-value', 'notString', { keyword: key, got: v });
};

/** `$schema` at a resource root: hints when it is mapped to the nearest draft, unknown, or needs an unknown vocabulary. */
const schemaKeyword: KeywordHandler = (b, v, at, key) => {
  if (typeof v !== 'string') {
    b.issue(at, key, 'error', 'schema/bad-value', 'notString', { keyword: key, got: v });
    return;
  }
  if (b.h.place.resourcePointer !== b.h.pointer) return;
  const answer = b.host.documents.dialectAnswer(v, b.dialect);
  if (answer.mappedFrom !== null) {
    b.issue(at, key, 'warning', 'schema/draft-mapped', 'schemaMapped', { name: answer.mappedFrom, detail: answer.dialect.draft });
  } else if (answer.unknown) {
    b.issue(at, key, 'warning', 'schema/unknown-dialect', 'schemaUnknown', { name: v, detail: b.dialect.draft });
  }
  for (const uri of answer.unknownRequired) b.issue(at, key, 'error', 'schema/unknown-vocabulary', 'vocabularyUnknown', { name: uri });
};

const anchorKeyword: KeywordHandler = (b, v, at, key) => {
  anchorName(b, v, key, at);
};

export const CORE_KEYWORDS: ReadonlyMap<string, KeywordHandler> = new Map([
  ['$ref', refKeyword],
  ['$dynamicRef', dynamicRefKeyword],
  ['$defs', definitionsKeyword],
  ['definitions', definitionsKeyword],
  ['$id', idKeyword],
  ['$schema', schemaKeyword],
  ['$anchor', anchorKeyword],
  ['$dynamicAnchor', anchorKeyword],
]);
