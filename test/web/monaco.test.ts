// The Monaco demo (examples/monaco/index.html) in headless Chromium: Monaco
// (monaco-editor, a devDependency) with dist/web/monaco.js, which starts the web
// worker server. The page shows the server's diagnostics as markers, and its
// completion, hover and quick fixes come through Monaco's own widgets.
// ATDF_SCREENSHOT=path saves what the page shows (docs/web-monaco.png).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser, ROOT, type TestBrowser } from './browser';

interface Marker {
  message: string;
  code?: string | { value: string };
  startLineNumber: number;
  severity: number;
}

let browser: TestBrowser;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  assert.ok(existsSync(join(ROOT, 'node_modules', 'monaco-editor', 'min', 'vs', 'loader.js')), 'monaco-editor is a devDependency: npm ci');
  browser = await openBrowser();
  page = await browser.browser.newPage({ viewport: { width: 1000, height: 420 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${browser.base}examples/monaco/index.html`);
});
after(async () => {
  await browser?.close();
});

const markers = () =>
  page.evaluate(() =>
    (globalThis as unknown as { monaco: { editor: { getModelMarkers(f: object): unknown[] } } }).monaco.editor.getModelMarkers({
      owner: 'atdf',
    }),
  ) as Promise<Marker[]>;

test("the demo page shows the worker server's diagnostics as Monaco markers", async () => {
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { monaco?: { editor: { getModelMarkers(f: object): unknown[] } } }).monaco?.editor.getModelMarkers({
        owner: 'atdf',
      }).length,
    undefined,
    { timeout: 30_000 },
  );
  const found = await markers();
  const misspelled = found.find((m) => m.message.includes('unknown key "when_to_us"'));
  assert.ok(misspelled, `no marker on the misspelled key: ${JSON.stringify(found)}`);
  assert.equal(misspelled.startLineNumber, 4);
  assert.equal(found.length, 4, `the server's four findings: ${JSON.stringify(found.map((m) => m.message))}`);
  // The editor draws it: a squiggle under the key.
  await page.waitForSelector('.squiggly-error, .squiggly-warning', { timeout: 10_000 });
  // The marker's hover (what the screenshot shows): the server's message.
  await page.evaluate(() => {
    const { editor } = globalThis as unknown as {
      editor: { focus(): void; setPosition(p: object): void; trigger(s: string, id: string, a: object): void };
    };
    editor.focus();
    editor.setPosition({ lineNumber: 4, column: 3 });
    editor.trigger('test', 'editor.action.showHover', {});
  });
  await page.waitForSelector('.monaco-hover :text("did you mean")', { timeout: 10_000 });
  if (process.env.ATDF_SCREENSHOT) await page.screenshot({ path: process.env.ATDF_SCREENSHOT });
  await page.keyboard.press('Escape');
  assert.deepEqual(pageErrors, []);
});

test("the quick fix through Monaco's code action menu", async () => {
  await page.evaluate(() => {
    const { editor } = globalThis as unknown as {
      editor: { focus(): void; setPosition(p: object): void; trigger(s: string, id: string, a: object): void };
    };
    editor.focus();
    editor.setPosition({ lineNumber: 4, column: 3 });
    editor.trigger('test', 'editor.action.quickFix', {});
  });
  const item = await page.waitForSelector(':text("Rename \\"when_to_us\\" to \\"when_to_use\\"")', { timeout: 20_000 });
  assert.ok(await item.isVisible());
  await page.keyboard.press('Escape');
});

test('an edit that fixes the key clears its marker', async () => {
  await page.evaluate(() => {
    const { model, monaco } = globalThis as unknown as {
      model: { pushEditOperations(a: unknown[], e: unknown[], c: () => null): void };
      monaco: { Range: new (a: number, b: number, c: number, d: number) => unknown };
    };
    model.pushEditOperations([], [{ range: new monaco.Range(4, 1, 4, 11), text: 'when_to_use' }], () => null);
  });
  await page.waitForFunction(
    () =>
      !(globalThis as unknown as { monaco: { editor: { getModelMarkers(f: object): { message: string }[] } } }).monaco.editor
        .getModelMarkers({ owner: 'atdf' })
        .some((m) => m.message.includes('when_to_us')),
    undefined,
    { timeout: 20_000 },
  );
});

test("hover through Monaco's hover widget", async () => {
  await page.evaluate(() => {
    const { editor } = globalThis as unknown as {
      editor: { setPosition(p: object): void; trigger(s: string, id: string, a: object): void };
    };
    editor.setPosition({ lineNumber: 3, column: 3 }); // on `description`
    editor.trigger('test', 'editor.action.showHover', {});
  });
  const hover = await page.waitForSelector('.monaco-hover .rendered-markdown', { timeout: 20_000 });
  assert.match((await hover.textContent()) ?? '', /description.*string/, "the server's hover on description");
});

test("completion through Monaco's suggest widget", async () => {
  await page.evaluate(() => {
    const { editor } = globalThis as unknown as {
      editor: { setPosition(p: object): void; focus(): void; trigger(s: string, id: string, a: object): void };
    };
    editor.focus();
    // A new line after the last one: a new key at the document's root.
    editor.setPosition({ lineNumber: 12, column: 1000 });
    editor.trigger('test', 'type', { text: '\n' });
    editor.trigger('test', 'editor.action.triggerSuggest', {});
  });
  await page.waitForSelector('.suggest-widget .monaco-list-row', { timeout: 20_000 });
  const labels = await page.$$eval('.suggest-widget .monaco-list-row .label-name', (rows) => rows.map((r) => r.textContent));
  // `examples` is a root member the tool lacks: the server's answer, not a word of the text (Monaco's own suggestions).
  assert.ok(labels.includes('examples'), `suggestions: ${JSON.stringify(labels)}`);
});
