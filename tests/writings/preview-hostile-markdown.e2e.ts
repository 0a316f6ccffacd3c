import type { Request } from 'playwright-core';
import { isLargePiece } from '../../src/renderer/src/features/writings/large-piece';
import { useHostAndBrowser } from '../support/e2e-session';
import { HOSTILE_DOCUMENTS, ORDINARY_DOCUMENT } from '../support/hostile-markdown-documents';
import { openPieceTimed, typeParagraphAtStart, WATCH_PREVIEW } from './preview-watch';

/**
 * The writings editor's live preview in Chromium on every hostile document: it shows the piece (formatted, or the
 * part over a limit as typed) with a note naming the limit, and a keystroke in the editor shows in the formatted
 * preview within a generous bound. Before, each of these parts was parsed in the preview's worker until the 0.7 s
 * watchdog stopped it: the whole piece fell back to plain text ("took longer than 0.7 s") on every keystroke, and a
 * new paragraph typed above it never showed formatted. Times are measured inside the page and bounded generously (10 s against a goal of 1 s on a
 * shared machine) and reported; bench/markdown.bench.ts measures them against an ordinary piece.
 */
jest.setTimeout(900_000);

/**
 * Ten times the one-second goal, for a shared machine under heavy load (the times are measured inside the page and
 * reported; bench/markdown.bench.ts holds the figures). Before, the typed paragraph never showed formatted.
 */
const BOUND_MS = 10_000;
const LIMIT = /shown as typed: (it has|they have) (more than [\d,]+ |a list nested deeper than)/;

const session = useHostAndBrowser();

async function createPiece(title: string, body: string): Promise<string> {
  const created = await session.host.call('writings:create', { title });
  const { id } = created.value as { id: string };
  const saved = await session.host.call('writings:update', { id, body_md: body });
  if (!saved.ok) throw new Error(`writings:update: ${saved.error?.message}`);
  return id;
}

let ordinary: { open: number; key: number };

beforeAll(async () => {
  const { page } = session.browser;
  await page.addInitScript(WATCH_PREVIEW);
  await page.goto(session.host.url);
  const id = await createPiece('Ordinary', ORDINARY_DOCUMENT);
  await openPieceTimed(page, session.host.origin, id); // warms the editor's and the preview's chunks
  ordinary = { open: await openPieceTimed(page, session.host.origin, id), key: await typeParagraphAtStart(page, 'Warm') };
});

/** The bound, or five times the ordinary piece's time in this run when the machine is slower still. */
const bound = (ordinaryMs: number) => Math.max(BOUND_MS, 5 * ordinaryMs);

describe.each(Object.keys(HOSTILE_DOCUMENTS))('the writings preview in Chromium: %s', (name) => {
  it('shows the piece with a note naming the limit, and a paragraph typed above it formatted, within the bound', async () => {
    const { page } = session.browser;
    const id = await createPiece(`Hostile ${name}`, HOSTILE_DOCUMENTS[name]!);
    const saves: string[] = [];
    // This piece's saves only: leaving the piece before it flushes what was typed there.
    const onRequest = (r: Request) =>
      void (/writings(:|%3A)update/i.test(r.url()) && r.postData()?.includes(id) && saves.push(r.url()));
    page.on('request', onRequest);
    const open = await openPieceTimed(page, session.host.origin, id);
    // Opening saves nothing: the body on screen is the one just read (a save of 1-2 MB on every open would cost the
    // host a write and the page a request). Twice the autosave delay passes first.
    await page.waitForTimeout(1_500);
    page.off('request', onRequest);
    expect(saves).toEqual([]);
    // A large piece opens without bracket pair colorization (it parsed every bracket of the piece on the first paint).
    const colored = await page.locator('.monaco-editor [class*="bracket-highlighting"]').count();
    expect(isLargePiece(HOSTILE_DOCUMENTS[name]!.length) ? colored : 0).toBe(0);
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
