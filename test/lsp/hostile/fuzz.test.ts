// LSP fuzzing (fast-check): thousands of random edits to real ATDF documents,
// sent as incremental didChange ranges the way an editor sends them:
// insertions, deletions, pasted fragments of other ATDF files, random Unicode
// (surrogate pairs included, and cuts through them), mid-token cuts. After
// every batch of edits the server must answer a request within a bound and
// publish diagnostics for the latest version; hover, completion, code actions
// and symbols at random positions never fail (nothing is logged as failed);
// the process never exits; and the final diagnostics equal those a second
// server gives on a fresh open of the same final text, which catches
// incremental-parse drift.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { Position, TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from '../harness';
import { ANSWER_MS, HANG_MS, assertServerAnswers, within } from './support';

const ROOT = join(__dirname, '..', '..', '..');
/** The read-only reference data next to the checkout (as the conformance stage finds it). */
const VENDOR = join(ROOT, 'test', 'vendor');

/** Deeper hunts: ATDF_FUZZ_RUNS=200 ATDF_FUZZ_SEED=1 (npm test uses the defaults below). */
const RUNS = Number(process.env.ATDF_FUZZ_RUNS ?? 0) || 16;
const SEED = process.env.ATDF_FUZZ_SEED === undefined ? 424242 : Number(process.env.ATDF_FUZZ_SEED);

interface Source {
  name: string;
  text: string;
  json: boolean;
}

function readCorpus(): Source[] {
  const out: Source[] = [];
  const add = (dir: string, filter: (f: string) => boolean) => {
    for (const f of readdirSync(dir).sort()) {
      if (filter(f)) out.push({ name: f, text: readFileSync(join(dir, f), 'utf8'), json: f.endsWith('.json') });
    }
  };
  add(join(ROOT, 'examples'), (f) => /\.atdf\.(ya?ml|json)$/.test(f));
  add(join(VENDOR, 'atdf-seed'), (f) => f.endsWith('.yaml'));
  add(join(VENDOR, 'atdf-official'), (f) => f.endsWith('.json') && !f.includes('schema'));
  return out;
}

const corpus = readCorpus();
const yamlSources = corpus.filter((s) => !s.json);

/** A starting document: one real file, or (YAML) a stream of two or three, so incremental reuse of documents is exercised. */
const initialDocument = fc.oneof(
  { arbitrary: fc.constantFrom(...corpus), weight: 1 },
  {
    weight: 2,
    arbitrary: fc.array(fc.constantFrom(...yamlSources), { minLength: 2, maxLength: 3 }).map((docs): Source => ({
      name: docs.map((d) => d.name).join('+'),
      text: docs.map((d) => d.text).join('\n---\n'),
      json: false,
    })),
  },
);

const fragment = fc
  .tuple(fc.constantFrom(...corpus), fc.nat(), fc.integer({ min: 1, max: 160 }))
  .map(([src, at, length]) => src.text.slice(at % src.text.length, (at % src.text.length) + length));
const unicode = fc.string({ unit: 'binary', maxLength: 6 });
const punctuation = fc
  .array(
    fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ':',
      ': ',
      ',',
      '- ',
      '"',
      "'",
      '#',
      '&a ',
      '*a',
      '|',
      '>',
      '\n',
      '\n  ',
      '\t',
      '---\n',
      '? ',
      '!!str ',
      '\\',
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));
const insertion = fc.oneof(
  { arbitrary: fragment, weight: 3 },
  { arbitrary: unicode, weight: 1 },
  { arbitrary: punctuation, weight: 2 },
  { arbitrary: fc.constantFrom('\n', '\n\n', '# comment\n'), weight: 2 },
  { arbitrary: fc.constant(''), weight: 1 },
);

/** One edit, positioned by fractions of the current text so it always lands inside it (possibly mid-token or mid-surrogate). */
const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  removeChars: fc.oneof(
    { arbitrary: fc.constant(0), weight: 3 },
    { arbitrary: fc.integer({ min: 1, max: 8 }), weight: 4 },
    { arbitrary: fc.integer({ min: 9, max: 400 }), weight: 1 },
  ),
  text: insertion,
});
/** Edits sent together: one didChange may carry several content changes, applied in order. */
const batch = fc.array(fc.array(edit, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
const probe = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  kind: fc.constantFrom('hover', 'completion', 'codeAction', 'symbols'),
});
const session = fc.tuple(initialDocument, fc.array(fc.tuple(batch, probe), { minLength: 8, maxLength: 24 }));

let editing: LspClient;
let fresh: LspClient;
before(async () => {
  [{ client: editing }, { client: fresh }] = await Promise.all([LspClient.start(), LspClient.start()]);
});
after(async () => {
  await Promise.all([editing?.stop(), fresh?.stop()]);
});

function positionIn(text: string, fraction: number): { offset: number; position: Position } {
  const doc = TextDocument.create('x:', 'x', 0, text);
  const offset = Math.min(text.length, Math.floor(fraction * (text.length + 1)));
  return { offset, position: doc.positionAt(offset) };
}

/** Turns fraction-positioned edits into LSP content changes against `text`, each relative to the text after the previous one. */
function toChanges(text: string, edits: { at: number; removeChars: number; text: string }[]): TextDocumentContentChangeEvent[] {
  const changes: TextDocumentContentChangeEvent[] = [];
  let current = TextDocument.create('x:', 'x', 0, text);
  for (const e of edits) {
    const content = current.getText();
    const start = Math.min(content.length, Math.floor(e.at * (content.length + 1)));
    const end = Math.min(content.length, start + e.removeChars);
    const change = { range: { start: current.positionAt(start), end: current.positionAt(end) }, text: e.text };
    changes.push(change);
    current = TextDocument.update(current, [change], current.version + 1);
  }
  return changes;
}

async function request(client: LspClient, uri: string, kind: string, position: Position): Promise<unknown> {
  switch (kind) {
    case 'hover':
      return client.hover(uri, position);
    case 'completion':
      return client.completion(uri, position);
    case 'codeAction': {
      const diagnostics = client.published.get(uri)?.at(-1)?.diagnostics ?? [];
      return client.codeActions(uri, { start: position, end: position }, diagnostics.slice(0, 5));
    }
    default:
      return client.symbols(uri);
  }
}

/**
 * Closes a document without leaving its tools in the workspace registry for a
 * while: on close the server re-reads the file from disk asynchronously, so a
 * document opened right after could briefly see the closed one's tool names
 * as duplicates. Emptying the document first (validated in order, before any
 * later document) clears its definitions synchronously.
 */
async function retire(client: LspClient, uri: string): Promise<void> {
  const version = client.version(uri) + 1;
  await client.replace(uri, version, '');
  await within(client, ANSWER_MS, 'emptied document', client.diagnosticsFor(uri, version, HANG_MS));
  await client.close(uri);
}

let freshCount = 0;
/** Diagnostics of `text` opened in the fresh server, under a new URI each time (rewritten to `uri`). */
async function freshDiagnostics(uri: string, text: string, languageId: string) {
  const freshUri = uri.replace(/(\.atdf\.\w+)$/, `-fresh-${++freshCount}$1`);
  await fresh.open(freshUri, text, languageId);
  const published = await within(fresh, ANSWER_MS, 'fresh open', fresh.diagnosticsFor(freshUri, 1, HANG_MS));
  await retire(fresh, freshUri);
  return JSON.parse(JSON.stringify(published).split(freshUri).join(uri)) as typeof published;
}

const failureLog = /failed|unexpected (error|rejection)/i;
let runs = 0;
let editsSent = 0;

test('thousands of random incremental edits: the server always answers, publishes the latest version, never logs a failure, and ends where a fresh open ends', async () => {
  await fc.assert(
    fc.asyncProperty(session, async ([source, batches]) => {
      const run = ++runs;
      const uri = `file:///ws/fuzz-${run}.atdf.${source.json ? 'json' : 'yaml'}`;
      const languageId = source.json ? 'json' : 'atdf';
      const logsBefore = editing.logs.length;
      await editing.open(uri, source.text, languageId);
      try {
        for (const [edits, ask] of batches) {
          for (const group of edits) {
            const version = editing.version(uri) + 1;
            await editing.change(uri, version, toChanges(editing.text(uri), group));
            editsSent += group.length;
          }
          const latest = editing.version(uri);
          const { position } = positionIn(editing.text(uri), ask.at);
          await within(editing, ANSWER_MS, `${ask.kind} after edits (run ${run})`, request(editing, uri, ask.kind, position));
          const published = await within(
            editing,
            ANSWER_MS,
            `diagnostics of version ${latest}`,
            editing.diagnosticsFor(uri, latest, HANG_MS),
          );
          assert.ok(editing.alive, 'the server process is alive');
          // The same text opened fresh in another server must give exactly the same diagnostics.
          const text = editing.text(uri);
          const reference = await freshDiagnostics(uri, text, languageId);
          assert.deepEqual(
            published,
            reference,
            `after incremental edits (run ${run}, version ${latest}) the diagnostics differ from a fresh open of the same text:\n${JSON.stringify(text)}`,
          );
        }
        const failures = editing.logs.slice(logsBefore).filter((l) => failureLog.test(l));
        assert.deepEqual(failures, [], 'no feature failed');
      } finally {
        await retire(editing, uri);
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  assert.ok(editsSent >= 1000, `thousands of edits were sent (${editsSent})`);
  if (process.env.ATDF_FUZZ_VERBOSE) console.log(`${runs} runs, ${editsSent} edits`);
  assert.ok(editing.alive && fresh.alive);
  await assertServerAnswers(editing, 'after fuzzing');
});
