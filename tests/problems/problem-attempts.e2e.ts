import fs from 'node:fs';
import path from 'node:path';
import { openBrowser, type Browser } from '../support/browser';
import { REPO_ROOT, startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';
const REFERENCE = fs.readFileSync(path.join(REPO_ROOT, 'content', 'problems', SLUG, 'reference.py'), 'utf8');
const MARKER = '# first attempt, kept for later';
const PLAN =
  'Subtract the row max before exp so nothing overflows; divide by the sum; log-softmax is x - max - log(sum).';

/**
 * Issue 17 item 6 in Chromium over the real host: after a submit the form is ready for a fresh attempt
 * (confidence and the notes line cleared, phase notes kept); a row of "Your attempts" opens read-only with its
 * code, notes, phases and verdict; "Start again from this code" puts that code back in the editor.
 */
describe('past attempts on the problem page', () => {
  let host: RunningHost;
  let browser: Browser;
  beforeAll(async () => {
    host = await startWebHost();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('clears the form after a submit, opens the attempt read-only and starts again from its code', async () => {
    const saved = await host.call('problems:save-work', {
      slug: SLUG,
      mode: 'practice',
      phase: 'verify',
      reached: 'verify',
      phase_notes: { plan: PLAN, verify: 'Checked [1000, 1000] by hand.' },
      code: `${MARKER}\n${REFERENCE}`,
      notes: '',
      confidence: null,
      phase_times_ms: { plan: 60_000, implement: 120_000 },
    });
    expect(saved.ok).toBe(true);
    const { page } = browser;
    await page.goto(host.url);
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('[data-testid=phase-panel][data-phase=verify]').waitFor();
    await page.locator('.monaco-editor').waitFor();
    await page.getByTestId('confidence').getByText('Ship-ready', { exact: true }).click();
    await page.getByTestId('notes-line').fill('The max shift is the whole trick.');
    await page.getByTestId('submit').click();
    await page.getByText('Submitted: attempt saved').waitFor();

    // Ready for a fresh attempt: no confidence chosen, an empty notes line, the Verify notes kept.
    await page.locator('[data-testid=notes-line][value=""]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('notes-line').inputValue()).toBe('');
    expect(await page.getByTestId('confidence').locator('input:checked').count()).toBe(0);
    expect(await page.getByTestId('notes-verify').inputValue()).toBe('Checked [1000, 1000] by hand.');

    // Change the code, then open the stored attempt: it shows what was submitted, read-only.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('x = 1');
    await page.getByTestId('open-attempt').first().click();
    const view = page.getByTestId('attempt-view');
    await view.getByTestId('attempt-code').waitFor();
    expect(await view.getByTestId('attempt-code').textContent()).toContain(MARKER);
    expect(await view.getByTestId('attempt-notes').textContent()).toBe('The max shift is the whole trick.');
    expect(await view.getByTestId('attempt-phases').textContent()).toMatch(/Verify.*Checked \[1000, 1000\] by hand\./);
    expect(await view.locator('[data-testid=attempt-result]').getAttribute('data-status')).toBe('passed');
    expect(await view.textContent()).toMatch(/4 \/ 5/);
    expect(await view.locator('textarea, input, [contenteditable=true]').count()).toBe(0);

    // Start again from this code: the editor holds the attempt's code and the view closes.
    await view.getByTestId('start-again').click();
    await view.waitFor({ state: 'detached' });
    await page.locator('.monaco-editor .view-lines', { hasText: MARKER }).waitFor();
    // The saved work follows (autosave), so a reload keeps it.
    for (let i = 0; i < 40; i++) {
      const now = (await host.call('problems:get-work', { slug: SLUG, mode: 'practice' })).value as { code: string };
      if (now.code.startsWith(MARKER)) break;
      await page.waitForTimeout(250);
    }
    const kept = (await host.call('problems:get-work', { slug: SLUG, mode: 'practice' })).value as { code: string };
    expect(kept.code.startsWith(MARKER)).toBe(true);
    expect(browser.errors).toEqual([]);
  });
});
