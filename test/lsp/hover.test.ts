// Hover over stdio, in the client's language: ATDF keys explained from the
// meta-schemas (English) or our translations (Spanish, Portuguese); inside an
// example, the declared schema of the property and where it is declared.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { LspClient, positionOf } from './harness';
import { SEED, V2_TOOL, unique } from './fixtures';

const clients: LspClient[] = [];
after(async () => {
  await Promise.all(clients.map((c) => c.stop()));
});

async function hoverWith(locale: string | undefined, text: string, marker: string, delta = 1): Promise<Hover | null> {
  const { client } = await LspClient.start({ locale });
  clients.push(client);
  const uri = `file:///ws/hover-${locale ?? 'none'}-${clients.length}.atdf.yaml`;
  await client.open(uri, text);
  return client.hover(uri, positionOf(text, marker, delta));
}

const markdown = (h: Hover | null) => (h?.contents as MarkupContent | undefined)?.value ?? '';

test('English: hover on `when_to_use` explains it from the 2.x meta-schema', async () => {
  const text = unique(V2_TOOL);
  const h = await hoverWith('en', text, 'when_to_use:');
  assert.match(markdown(h), /\*\*when_to_use\*\*/);
  assert.match(markdown(h), /The context or conditions under which an agent should use the tool/);
  assert.match(markdown(h), /required/);
  assert.deepEqual(h?.range?.start, positionOf(text, 'when_to_use:'));
});

test('Spanish (locale es-ES): the same hover in Spanish', async () => {
  const h = await hoverWith('es-ES', unique(V2_TOOL), 'when_to_use:');
  assert.match(markdown(h), /El contexto o las condiciones en que un agente debe usar la herramienta/);
  assert.match(markdown(h), /obligatorio/);
});

test('Portuguese (locale pt-br): hover on an input field', async () => {
  const h = await hoverWith('pt-br', unique(V2_TOOL), 'required: true', 2);
  assert.match(markdown(h), /Se o parâmetro é obrigatório/);
});

test('inside a tool: form example, hover shows the declared schema of that property', async () => {
  const h = await hoverWith('en', unique(SEED), 'Start: "2025-07-12T10:00:00Z"');
  const text = markdown(h);
  assert.match(text, /Declared schema of input "Start"/);
  assert.match(text, /declared at \/tool\/input\/properties\/Start/);
  assert.match(text, /"format": "date-time"/);
  assert.match(text, /Fecha y hora de inicio/);
});

test('inside a 2.x example (Spanish), hover shows the schema derived from the input declaration', async () => {
  const h = await hoverWith('es', unique(V2_TOOL), 'mode: overwrite');
  const text = markdown(h);
  assert.match(text, /Esquema declarado de la entrada "mode"/);
  assert.match(text, /declarado en \/how_to_use\/inputs\/1/);
  assert.match(text, /"enum": \[/);
});

test('hover on nothing (the indentation before a key) answers null; a value answers (hover-values.test.ts)', async () => {
  assert.equal(await hoverWith('en', unique(V2_TOOL), '  version: "1.0"', 0), null);
  assert.notEqual(await hoverWith('en', unique(V2_TOOL), 'Copies a file.', 3), null);
});
