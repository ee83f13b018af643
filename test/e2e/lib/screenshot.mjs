// docs/screenshot.png: an ATDF file with its squiggle, the error's message
// (F8's inline widget) and the Problems panel open — in a normal (non-test)
// window of the same code-server, where the extension runs as installed from
// the .vsix. Every step waits for a precise selector rather than for time.
const WAIT = { timeout: 60_000 };

export async function takeScreenshot({ browser, url, workspace, fileName, outFile, debugFile, log }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${url}/?folder=${encodeURIComponent(workspace)}`);
    await page.waitForSelector('.monaco-workbench', WAIT);
    const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: fileName }).first();
    await row.waitFor(WAIT);
    await row.click();
    await page.waitForSelector(`.tabs-container .tab.active[aria-label*="${fileName}"]`, WAIT);
    await page.waitForSelector('.monaco-editor .view-lines', WAIT);
    await page.keyboard.press('Control+Shift+M');
    await page.waitForSelector('.markers-panel .monaco-list-row', WAIT);
    // Back to the editor, then F8: the cursor goes to the first error, which
    // scrolls into view with its squiggle, and the inline widget shows the message.
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('F8');
    await page.waitForSelector('.marker-widget', WAIT);
    await page.waitForSelector('.monaco-editor .squiggly-error', { ...WAIT, state: 'visible' });
    await page.screenshot({ path: outFile });
    log(`screenshot: ${outFile}`);
  } catch (err) {
    if (debugFile) await page.screenshot({ path: debugFile }).catch(() => {});
    throw err;
  } finally {
    await page.close().catch(() => {});
  }
}

// docs/context-preview.png: an ATDF file with "ATDF: Preview as Model Context"
// beside it (run from the command palette, the prompt target picked), in the
// same kind of window: what the model reads of the file, under its tokens.
export async function takeContextPreviewScreenshot({ browser, url, workspace, fileName, target, outFile, debugFile, log }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${url}/?folder=${encodeURIComponent(workspace)}`);
    await page.waitForSelector('.monaco-workbench', WAIT);
    const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: fileName }).first();
    await row.waitFor(WAIT);
    await row.click();
    await page.waitForSelector(`.tabs-container .tab.active[aria-label*="${fileName}"]`, WAIT);
    await page.waitForSelector('.monaco-editor .view-lines', WAIT);
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('F1');
    await page.waitForSelector('.quick-input-widget input', { ...WAIT, state: 'visible' });
    await page.keyboard.type('ATDF: Preview as Model Context');
    await page.waitForSelector('.quick-input-list .monaco-list-row', WAIT);
    await page.keyboard.press('Enter');
    // The target's quick pick.
    await page.waitForSelector('.quick-input-widget input[placeholder*="Target"]', { ...WAIT, state: 'visible' });
    await page.keyboard.type(target);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.tabs-container .tab[aria-label*="(${target})"]`, WAIT);
    await page.locator('.monaco-editor .view-lines', { hasText: 'receives it' }).first().waitFor(WAIT);
    // The side bar closed: the file and its preview get the width.
    await page.keyboard.press('Control+B');
    await page.waitForSelector('.part.sidebar', { ...WAIT, state: 'hidden' });
    await page.screenshot({ path: outFile });
    log(`screenshot: ${outFile}`);
  } catch (err) {
    if (debugFile) await page.screenshot({ path: debugFile }).catch(() => {});
    throw err;
  } finally {
    await page.close().catch(() => {});
  }
}
