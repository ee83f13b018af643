// Text and parse problems carry a message id and arguments; the text is made
// at the edge, in the user's language. Every message of the catalogue is
// translated, keeps its placeholders, and the real problems of real inputs
// read in Spanish and Portuguese still name their line and what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { problemsEn, type ProblemMessageId } from '../../../server/src/core/messages/problems-en';
import { problemsEs } from '../../../server/src/core/messages/problems-es';
import { problemsPt } from '../../../server/src/core/messages/problems-pt';
import { DEFAULT_PARSE_LIMITS, parseFile, type ParseLimits } from '../../../server/src/core/parse';
import { parseJsonDocument } from '../../../server/src/core/parse/json';
import { validateFile } from '../../../server/src/core/validate-file';
import { checkFileSize, decodeUtf8 } from '../../../server/src/core/text/decode';
import type { TextProblem } from '../../../server/src/core/text/problem';
import type { Locale } from '../../../server/src/core/locale';
import { messageOf } from './helpers';

const ids = Object.keys(problemsEn) as ProblemMessageId[];
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every text and parse problem message is translated into es and pt, with the same placeholders', () => {
  for (const [locale, table] of [
    ['es', problemsEs],
    ['pt', problemsPt],
  ] as const) {
    for (const id of ids) {
      assert.equal(typeof table[id], 'string', `${locale}: ${id} is missing`);
      assert.notEqual(table[id], problemsEn[id], `${locale}: ${id} is still the English text`);
      assert.deepEqual(placeholders(table[id]), placeholders(problemsEn[id]), `${locale}: ${id} placeholders`);
    }
    assert.deepEqual(Object.keys(table).sort(), [...ids].sort(), `${locale}: no keys beyond the English ones`);
  }
});

/** Inputs that make each message: the id must be the problem's own message or one of its arguments. */
const yaml = (text: string, limits?: Partial<ParseLimits>) => ({
  text,
  problems: parseFile(text, 'yaml', limits).documents.flatMap((d) => d.problems),
});
const json = (text: string) => ({ text, problems: parseFile(text, 'json').documents.flatMap((d) => d.problems) });
const bytes = (b: number[]) => {
  const decoded = decodeUtf8(Uint8Array.from(b));
  return { text: decoded.text, problems: decoded.problems as TextProblem[] };
};
const SOURCES: Array<{ text: string; problems: TextProblem[] }> = [
  bytes([0xff, 0xfe, 0x61, 0x00]),
  bytes([0x61, 0xff]),
  bytes([0x61, 0xff, 0x62, 0xff]),
  bytes([0x61, 0xff, 0x62, 0xff, 0x63, 0xff]),
  { text: '', problems: [checkFileSize(20 * 1024 * 1024)!] },
  yaml('a: "x\u0000"\n'),
  yaml('['.repeat(600) + ']'.repeat(600)),
  yaml('a: 1\na: 2\n'),
  yaml('a: &x 1\nb: *x\n', { maxGeneralYaml: 10 }),
  yaml('a: "open\n'),
  yaml("a: 'open\n"),
  yaml('a: b: c\n'),
  yaml('a:\n\t- x\n'),
  yaml('a: 1\nb\n'),
  yaml('x: [a\n'),
  yaml('a: !custom 1\n'),
  yaml('a: .inf\n'),
  yaml('? [a]\n: 1\n'),
  yaml('a: *nope\n'),
  yaml('a: &x [*x]\n'),
  yaml('a: &a 1\nb: [*a, *a, *a]\n', { maxAliasCount: 2 }),
  yaml('a: &a [1, 2, 3]\nb: [*a, *a]\n', { maxAliasNodes: 5 }),
  yaml('a:\n  <<: 1\n'),
  yaml('a: "x"#c\n'),
  yaml('- - a\n - b\n'),
  yaml('"a\nb": 1\n'),
  yaml('%YAML 1.1\n---\na: yes\n'),
  json('{"a": 1,}'),
  json('[1,]'),
  json('{1: 2}'),
  json('{"a" 1}'),
  json('{"a": 1 "b": 2}'),
  json('[1 2]'),
  json('{"a": // c\n 1}'),
  json("{'a': 1}"),
  json('{"a": "x'),
  json('{"a": "\\q"}'),
  json('{"a": "x\ty"}'),
  json('[tru]'),
  json('[1] 2'),
  json('{"a": 1, "a": 2}'),
  json('[1e400]'),
  json('['.repeat(1001) + ']'.repeat(1001)),
  json(''),
  { text: '{} /* open', problems: parseJsonDocument('{} /* open', DEFAULT_PARSE_LIMITS, 'jsonc').problems },
];

function messageIds(p: TextProblem): ProblemMessageId[] {
  const out: ProblemMessageId[] = [];
  const walk = (m: TextProblem['message']): void => {
    out.push(m.id);
    for (const a of Object.values(m.args ?? {})) if (typeof a === 'object') walk(a);
  };
  walk(p.message);
  return out;
}

// Messages no input here reaches: the stack ran out before a limit (the
// limits are set below where it does), the yaml package threw, or (a
// sequence item without "-") the yaml package reports another error first on
// every input tried. Built by hand below.
const UNREACHABLE: ProblemMessageId[] = [
  'parse.json.stack',
  'parse.yaml.stack',
  'parse.yaml.tooDeep',
  'parse.yaml.unreadable',
  'parse.yaml.itemIndicator',
];

test('real inputs make every reachable message, and each reads in every language with its placeholders filled', () => {
  const seen = new Set<ProblemMessageId>();
  for (const { text, problems } of SOURCES) {
    assert.ok(problems.length > 0, `no problem in ${JSON.stringify(text.slice(0, 40))}`);
    for (const p of problems) {
      for (const id of messageIds(p)) seen.add(id);
      for (const locale of ['en', 'es', 'pt'] as Locale[]) {
        const message = messageOf(p, text, locale);
        assert.doesNotMatch(message, /\{\w+\}/, `${locale} ${p.message.id}: ${message}`);
      }
    }
  }
  const missing = ids.filter((id) => !seen.has(id) && !UNREACHABLE.includes(id));
  assert.deepEqual(missing, [], 'messages no input made (add an input above)');
});

test('in es and pt a duplicate key names the line of the first definition, a NUL its line:column, and say what to do', () => {
  const text = 'tool_id: a\nname: x\nname: y\ndescription: "a\u0000b"\n';
  const es = validateFile(text, { language: 'yaml', locale: 'es' }).diagnostics;
  const pt = validateFile(text, { language: 'yaml', locale: 'pt' }).diagnostics;
  const of = (ds: typeof es, code: string) => ds.find((d) => d.code === code)!.message;
  assert.match(of(es, 'yaml/duplicate-key'), /Clave duplicada "name" \(definida primero en la línea 2\)\. Conserve solo una\./);
  assert.match(of(pt, 'yaml/duplicate-key'), /Chave duplicada "name" \(definida primeiro na linha 2\)\. Mantenha apenas uma\./);
  assert.match(of(es, 'text/nul'), / en 4:16: .*elimine el carácter\./);
  assert.match(of(pt, 'text/nul'), / em 4:16: .*remova o caractere\./);
  const syntax = validateFile('{"a": 1,}', { language: 'json', locale: 'es' }).diagnostics[0].message;
  assert.equal(syntax, "Error de sintaxis JSON: se esperaba un nombre de miembro (JSON no admite una coma final), se encontró '}'.");
});

test('a YAML library message keeps its own words inside the translated framing', () => {
  const text = 'x: [a\n';
  const p = parseFile(text, 'yaml').documents[0].problems.find((q) => q.message.id === 'parse.yaml.syntax')!;
  assert.ok(p, 'the yaml package reports an unclosed flow sequence in its own words');
  const en = messageOf(p, text, 'en');
  const es = messageOf(p, text, 'es');
  assert.match(en, /^YAML syntax error: /);
  assert.equal(es, en.replace(/^YAML syntax error: /, 'Error de sintaxis YAML: '));
});

test('the hand-built unreachable messages render too', () => {
  for (const id of UNREACHABLE) {
    const p: TextProblem = {
      severity: 'error',
      code: 'x',
      span: { start: 0, end: 1 },
      message: { id, args: { limit: 500, reason: 'boom' } },
    };
    for (const locale of ['en', 'es', 'pt'] as Locale[]) assert.doesNotMatch(messageOf(p, 'x', locale), /\{\w+\}/);
  }
});
