import type { Page, Route } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';
import { forceRefetch, paste, settleSaves } from './typing-support';

jest.setTimeout(300_000);

/**
 * What the user typed is the truth while they type. Typed at real speeds (5, 15 and 30 ms a key: a fast typist's
 * burst, and the same on a busy machine), with every autosave answered 0-800 ms late and every query of the page
 * refetched part-way through, the stored text must equal what was typed, in order, and the cursor must stay where
 * it was (a marker typed after everything settled lands right after the text). A saved or refetched value written
 * back into an editor with newer local edits moved the cursor to line 1 and scrambled the rest of the text.
 */
const SLUG = 'stable-softmax';
const TYPED = 'the quick brown fox jumps over the lazy dog 0123456789 again';
const SPEEDS = [5, 15, 30];
const PLAN =
  'Subtract the maximum before exponentiating so no term overflows, then divide by the sum; check with huge logits.';

/** Answers every save of `channel` between 0 and 800 ms late (seeded, so a failure replays the same delays). */
async function delaySaves(page: Page, channel: string): Promise<void> {
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 801);
  await page.route(`**/api/${channel}`, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, next()));
    await route.continue().catch(() => undefined);
  });
}

/** Types `text` in two halves at `delay` ms a key, forcing every query of the page to refetch in between. */
async function typeWithRefetch(page: Page, text: string, delay: number): Promise<void> {
  const half = Math.floor(text.length / 2);
  await page.keyboard.type(text.slice(0, half), { delay });
  await forceRefetch(page);
  await page.keyboard.type(text.slice(half), { delay });
}

describe('typing never loses a character', () => {
  let host: RunningHost;
  let browser: Browser;
  beforeAll(async () => {
    host = await startWebHost();
    browser = await openBrowser();
    await browser.page.goto(host.url);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  /** Puts the problem in its Implement phase with a plan past the gate; answers the starter code. */
  async function startImplementing(): Promise<string> {
    // Leave the previous case's page first: it saves what it holds when it goes (pagehide), and that save must
    // land before the reset below, not after it.
    await browser.page.goto(`${host.origin}/`);
    await settleSaves(browser.page);
    const fresh = (await host.call('problems:reset-work', { slug: SLUG, mode: 'practice' })).value as {
      code: string;
    };
    expect(fresh.code.endsWith('\n')).toBe(true);
    const saved = await host.call('problems:save-work', {
      slug: SLUG,
      mode: 'practice',
      phase: 'implement',
      reached: 'implement',
      phase_notes: { plan: PLAN },
      code: fresh.code,
      notes: '',
      confidence: null,
      phase_times_ms: {},
    });
    expect(saved.ok).toBe(true);
    return fresh.code;
  }

  async function storedWork(): Promise<{ code: string; phase_notes: Record<string, string> }> {
    const work = await host.call('problems:get-work', { slug: SLUG, mode: 'practice' });
    return work.value as { code: string; phase_notes: Record<string, string> };
  }

  for (const delay of SPEEDS) {
    it(`the problem editor keeps every character at ${delay} ms a key`, async () => {
      const { page } = browser;
      const starter = await startImplementing();
      await delaySaves(page, 'problems:save-work');
      await page.goto(`${host.origin}/problem/${SLUG}`);
      await page.locator('.monaco-editor .view-lines').waitFor();
      await page.locator('.monaco-editor .view-lines').click();
      // The starter ends with a newline: Ctrl+End puts the cursor on the empty last line.
      await page.keyboard.press('Control+End');

      await typeWithRefetch(page, `# ${TYPED}`, delay);
      await settleSaves(page);
      await page.keyboard.type('!');
      await settleSaves(page);

      expect((await storedWork()).code).toBe(`${starter}# ${TYPED}!`);
      await page.unroute('**/api/problems:save-work');
      expect(browser.errors).toEqual([]);
    });
  }

  for (const delay of SPEEDS) {
    it(`the phase notes keep every character at ${delay} ms a key`, async () => {
      const { page } = browser;
      await startImplementing();
      await delaySaves(page, 'problems:save-work');
      await page.goto(`${host.origin}/problem/${SLUG}`);
      const notes = page.getByTestId('notes-implement');
      await notes.click();
      await page.keyboard.press('Control+End');

      await typeWithRefetch(page, TYPED, delay);
      await settleSaves(page);
      await page.keyboard.type('!');
      await settleSaves(page);

      expect((await storedWork()).phase_notes.implement).toBe(`${TYPED}!`);
      expect(await notes.inputValue()).toBe(`${TYPED}!`);
      await page.unroute('**/api/problems:save-work');
      expect(browser.errors).toEqual([]);
    });
  }

  for (const delay of SPEEDS) {
    it(`the writing editor keeps every character at ${delay} ms a key`, async () => {
      const { page } = browser;
      await page.goto(`${host.origin}/`);
      await settleSaves(page);
      const created = await host.call('writings:create', { title: `Typing at ${delay} ms` });
      const id = (created.value as { id: string }).id;
      await host.call('writings:update', { id, body_md: 'First line.\n' });
      await delaySaves(page, 'writings:update');
      await page.goto(`${host.origin}/writings/${id}`);
      await page.locator('.monaco-editor .view-lines').waitFor();
      await page.locator('.monaco-editor .view-lines').click();
      await page.keyboard.press('Control+End');

      await typeWithRefetch(page, TYPED, delay);
      await settleSaves(page);
      await page.keyboard.type('!');
      await settleSaves(page);

      const piece = (await host.call('writings:get', { id })).value as { body_md: string };
      expect(piece.body_md).toBe(`First line.\n${TYPED}!`);
      await page.unroute('**/api/writings:update');
      expect(browser.errors).toEqual([]);
    });
  }

  it('a 2,000-line paste into the problem editor is stored whole, with the cursor after it', async () => {
    const { page } = browser;
    const starter = await startImplementing();
    await delaySaves(page, 'problems:save-work');
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('.monaco-editor .view-lines').waitFor();
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    const pasted = Array.from({ length: 2000 }, (_, i) => `value_${i} = ${i} * 2`).join('\n');
    await paste(page, pasted);
    await forceRefetch(page);
    await settleSaves(page);
    await page.keyboard.type('  # end');
    await settleSaves(page);

    const code = (await storedWork()).code;
    expect(code).toBe(`${starter}${pasted}  # end`);
    await page.unroute('**/api/problems:save-work');
    expect(browser.errors).toEqual([]);
  });
});
