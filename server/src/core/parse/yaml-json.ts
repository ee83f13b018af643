// A YAML document that is JSON text, read by our JSON reader (json.ts).
//
// JSON is (nearly) a subset of YAML 1.2, and people do write it into
// `.atdf.yaml` files: `JSON.stringify` output, a schema pasted whole, a
// generated catalog. The yaml package composes such flow collections about
// ten times slower than the JSON reader and with several times the memory
// (a 2.9 MB pretty-printed tool: 2.5 s and ~400 MB against 0.25 s), which
// on the keystroke path freezes the editor. The fast block reader
// (yaml-fast.ts) leaves flow roots alone, so this is the route for them.
//
// Like the fast reader it is an accelerator with the same contract: it takes
// only documents it reads exactly as the yaml-package path does (value,
// locations and their order, span, no problems) and gives up on everything
// else: text before the root other than blank lines, comments and one `---`
// line; anything after it; characters YAML refuses in a document; any
// problem the JSON reader finds (a syntax error, a duplicate key, a number
// out of range) — the yaml path then reads it and reports it in YAML's
// terms. test/unit/parse/json-in-yaml.test.ts compares both paths.
import { parseJsonDocument } from './json';
import { shiftDocument } from './reuse';
import { documentStart } from './split';
import { flowRootStart, hasCharacterYamlRefuses } from './flow-root';
import type { ParsedDocument, ParseLimits, Span } from './types';

/** The document in text[extent] read as JSON, or undefined when the yaml path must read it. */
export function readJsonInYaml(text: string, extent: Span, index: number, limits: ParseLimits): ParsedDocument | undefined {
  const root = flowRootStart(text, extent);
  if (root < 0) return undefined;
  if (hasCharacterYamlRefuses(text, root, extent.end)) return undefined;
  const json = parseJsonDocument(text.slice(root, extent.end), limits, 'json');
  if (json.unusable || json.problems.length > 0) return undefined;
  const moved = shiftDocument(json, root, index);
  return {
    index,
    value: moved.value,
    // Defined on the text as the other two paths define it (a `---` line or a comment above is part of the document).
    span: { start: documentStart(text, extent), end: extent.end },
    extent,
    locations: moved.locations,
    problems: [],
    unusable: false,
  };
}
