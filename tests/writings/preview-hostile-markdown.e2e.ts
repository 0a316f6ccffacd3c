import type { Page } from 'playwright-core';
import { useHostAndBrowser } from '../support/e2e-session';
import { HOSTILE_DOCUMENTS, ORDINARY_DOCUMENT } from '../support/hostile-markdown-documents';

/**
 * The writings editor's live preview in Chromium on every hostile document: it shows the piece (formatted, or the
 * part over a limit as typed) with a note naming the limit, and a keystroke in the editor shows in the formatted
 * preview within a generous bound. Before, each of these parts was parsed in the preview's worker until the 0.7 s
 * watchdog stopped it: the whole piece fell back to plain text ("took longer than 0.7 s") on every keystroke, and a
 * new paragraph typed above it never showed formatted. Times are bounded generously (5 s against a goal of 1 s on a
 * shared machine) and reported; bench/markdown.bench.ts measures them against an ordinary piece.
 */
jest.setTimeout(900_000);

/** Five times the one-second goal: before, the typed paragraph never showed formatted (plain text each time). */
const BOUND_MS = 5_000;
const LIMIT = /shown as typed: (it has|they have) (more than [\d,]+ |a list nested deeper than)/;

const session = useHostAndBrowser();

async function createPiece(title: string, body: string): Promise<string> {
  const created = await session.host.call('writings:create', { title });
  const { id } = created.value as { id: string };
  const saved = await session.host.call('writings:update', { id, body_md: body });
  if (!saved.ok) throw new Error(`writings:update: ${saved.error?.message}`);
  return id;
}

/**
 * Times taken inside the page, so that neither the page load nor the editor (Monaco laying out a 1 MB line) is
 * counted: `open` runs from the preview's first appearance to its first answer for the text (not busy); `key` from
 * the first render that hands the preview the new text (it turns busy) until the typed paragraph shows formatted.
 */
const WATCH_PREVIEW = `(() => {
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

async function openPiece(page: Page, id: string): Promise<number> {
  await page.goto(`${session.host.origin}/writings/${id}`);
  await page.locator('[data-testid="preview"] .writing-preview:not([aria-busy])').waitFor({ timeout: 120_000 });
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 120_000 });
  const w = await watched(page);
  return w.settled - w.seen;
}

/** Puts a paragraph at the very start of the piece, as one input; the preview's time to show it formatted. */
async function typeParagraphAtStart(page: Page, word: string): Promise<number> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+Home');
  await page.evaluate(`window.__preview.word = ${JSON.stringify(word)}`);
  await page.keyboard.insertText(`*${word}*`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="preview"] .preview-block em', { hasText: word }).waitFor({ timeout: 120_000 });
  const w = await watched(page);
  return w.shown - w.busy;
}

let ordinary: { open: number; key: number };

beforeAll(async () => {
  const { page } = session.browser;
  await page.addInitScript(WATCH_PREVIEW);
  await page.goto(session.host.url);
  const id = await createPiece('Ordinary', ORDINARY_DOCUMENT);
  await openPiece(page, id); // warms the editor's and the preview's chunks
  ordinary = { open: await openPiece(page, id), key: await typeParagraphAtStart(page, 'Warm') };
});

/** The bound: five times the goal, or five times the ordinary piece's time in this run on a loaded machine. */
const bound = (ordinaryMs: number) => Math.max(BOUND_MS, 5 * ordinaryMs);

describe.each(Object.keys(HOSTILE_DOCUMENTS))('the writings preview in Chromium: %s', (name) => {
  it('shows the piece with a note naming the limit, and a paragraph typed above it formatted, within the bound', async () => {
    const { page } = session.browser;
    const id = await createPiece(`Hostile ${name}`, HOSTILE_DOCUMENTS[name]!);
    const open = await openPiece(page, id);
    const preview = page.getByTestId('preview');
    const notes = (await preview.locator('.markdown-note').allTextContents()).join(' ');
    expect(notes).toMatch(LIMIT);
    expect(notes).not.toMatch(/took longer than/);

    const key = await typeParagraphAtStart(page, `Typed${name.replace(/_/g, '')}`);
    await page.locator('[data-testid="preview"] .writing-preview:not([aria-busy])').waitFor({ timeout: 120_000 });
    expect((await preview.locator('.markdown-note').allTextContents()).join(' ')).toMatch(LIMIT);
    console.log(
      `preview e2e ${name}: open ${open.toFixed(0)} ms (ordinary ${ordinary.open.toFixed(0)} ms), ` +
        `new paragraph to formatted preview ${key.toFixed(0)} ms (ordinary ${ordinary.key.toFixed(0)} ms)`,
    );
    expect(open).toBeLessThan(bound(ordinary.open));
    expect(key).toBeLessThan(bound(ordinary.key));
    expect(session.browser.errors).toEqual([]);
  });
});
