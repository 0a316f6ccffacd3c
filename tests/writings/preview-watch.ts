import type { Page } from 'playwright-core';

/**
 * Times the writings preview from inside the page, so that neither the page load nor the editor (Monaco laying out
 * a 1 MB line) is counted. Install WATCH_PREVIEW with `page.addInitScript` before the first navigation.
 * - open: from the preview's first appearance to its first answer for the text (no longer busy);
 * - new paragraph: from the render that hands the preview the new text (it turns busy) until the typed paragraph
 *   shows formatted.
 * Used by tests/writings/preview-hostile-markdown.e2e.ts and bench/markdown.bench.ts.
 */
export const WATCH_PREVIEW = `(() => {
  window.__preview = { seen: 0, settled: 0, word: '', busy: 0, shown: 0 };
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="preview"] .writing-preview');
    const p = window.__preview;
    if (!el) return;
    const now = performance.now();
    if (!p.seen) p.seen = now;
    if (!p.settled && !el.hasAttribute('aria-busy')) p.settled = now;
    if (p.word && !p.busy && el.hasAttribute('aria-busy')) p.busy = now;
    if (p.word && !p.shown && [...el.querySelectorAll('.preview-block em')].some((e) => e.textContent === p.word)) p.shown = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
})()`;

type Watched = { seen: number; settled: number; busy: number; shown: number };
const watched = (page: Page) => page.evaluate<Watched>('window.__preview');

/** Opens the piece; the preview's time to its first answer (formatted, or refused with a note). */
export async function openPieceTimed(page: Page, origin: string, id: string): Promise<number> {
  await page.goto(`${origin}/writings/${id}`);
  await page.locator('[data-testid="preview"] .writing-preview:not([aria-busy])').waitFor({ timeout: 120_000 });
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 120_000 });
  const w = await watched(page);
  return w.settled - w.seen;
}

/** Puts `*word*` and a blank line at the very start of the piece, as one input; the preview's time to show it. */
export async function typeParagraphAtStart(page: Page, word: string): Promise<number> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+Home');
  await page.evaluate(`window.__preview.word = ${JSON.stringify(word)}; window.__preview.busy = 0; window.__preview.shown = 0;`);
  await page.keyboard.insertText(`*${word}*`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="preview"] .preview-block em', { hasText: word }).waitFor({ timeout: 120_000 });
  const w = await watched(page);
  return w.shown - w.busy;
}
