import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';
type Box = { x: number; y: number; width: number; height: number };
type Work = { started_at?: string | null; ended_at?: string | null };

/**
 * Issue 17 items 4 and 8 in Chromium over the real host: the two-pane problem page on wide windows (editor above
 * the fold at 1280×800, each pane scrolling on its own), one column on narrow ones; the interview clock visible
 * while coding, Submit open in any phase, stopped at submit and the same after a reload (stored times); a long
 * test name and its code wrap inside the result card.
 */
describe('problem page layout and the interview clock', () => {
  let host: RunningHost;
  let browser: Browser;
  beforeAll(async () => {
    host = await startWebHost();
    browser = await openBrowser({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  const box = async (testId: string): Promise<Box> => {
    const b = await browser.page.getByTestId(testId).boundingBox();
    if (!b) throw new Error(`${testId} is not on screen`);
    return b;
  };
  const scrollTop = (selector: string): Promise<number> =>
    browser.page.evaluate(`document.querySelector(${JSON.stringify(selector)}).scrollTop`) as Promise<number>;

  it('shows two panes at 1280×800 with the editor above the fold, each pane scrolling on its own', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('.monaco-editor').waitFor();
    const left = await box('pane-statement');
    const right = await box('pane-work');
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(Math.abs(right.y - left.y)).toBeLessThan(4);
    const editor = await page.locator('.monaco-editor').boundingBox();
    expect(editor!.y).toBeLessThan(800 - 200);
    // Scrolling the work pane leaves the statement where it was; the page itself does not scroll.
    await page.getByTestId('attempt-history').scrollIntoViewIfNeeded();
    expect(await scrollTop('[data-testid=pane-work]')).toBeGreaterThan(0);
    expect(await scrollTop('[data-testid=pane-statement]')).toBe(0);
    expect(await scrollTop('main')).toBe(0);
    const statement = await page.locator('.statement').boundingBox();
    expect(statement!.y).toBeGreaterThanOrEqual(0);
    expect(statement!.y).toBeLessThan(300);
    expect(browser.errors).toEqual([]);
  });

  it('keeps one column on a narrow window', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('.monaco-editor').waitFor();
    const left = await box('pane-statement');
    const right = await box('pane-work');
    expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 1000, height: 800 },
  ])('interview at %o: the clock stays in view while coding, stops at submit and survives a reload', async (size) => {
    const { page } = browser;
    await host.call('problems:reset-work', { slug: SLUG, mode: 'interview' });
    await page.setViewportSize(size);
    await page.goto(`${host.origin}/problem/${SLUG}?mode=interview`);
    const timer = page.getByTestId('interview-timer');
    await timer.waitFor();
    expect(await timer.getAttribute('data-stopped')).toBe('false');
    await page.locator('.monaco-editor').waitFor();
    // Scrolled down to the submit button while coding: the clock is still on screen.
    await page.getByTestId('submit').scrollIntoViewIfNeeded();
    const t = await timer.boundingBox();
    expect(t!.y).toBeGreaterThanOrEqual(0);
    expect(t!.y + t!.height).toBeLessThanOrEqual(size.height);
    // Still in Explore: in interview mode the phases are notes, Submit is open.
    await page.locator('[data-testid=phase-panel][data-phase=explore]').waitFor();
    expect(await page.getByTestId('submit').isDisabled()).toBe(false);
    await page.getByTestId('confidence').getByText('Would write a test first').click();
    await page.getByTestId('submit').click();
    await page.getByText('Submitted: attempt saved').waitFor();
    await page.locator('[data-testid=interview-timer][data-stopped=true]').waitFor();
    const work = (await host.call('problems:get-work', { slug: SLUG, mode: 'interview' })).value as Work;
    const stored = Date.parse(work.ended_at ?? '') - Date.parse(work.started_at ?? '');
    expect(Number(await timer.getAttribute('data-elapsed-ms'))).toBe(stored);
    await page.reload();
    await page.locator('[data-testid=interview-timer][data-stopped=true]').waitFor();
    expect(Number(await timer.getAttribute('data-elapsed-ms'))).toBe(stored);
    expect(browser.errors).toEqual([]);
  });

  it('wraps a long test name and its test code inside the result card', async () => {
    const { page } = browser;
    // A naive softmax: the test with the longest name (test_log_softmax_stays_finite_where_softmax_underflows)
    // fails, so its name, its code and its message are all shown.
    const naive =
      'import math\n\ndef softmax(xs):\n    e = [math.exp(x) for x in xs]\n    return [v / sum(e) for v in e]\n\n' +
      'def log_softmax(xs):\n    return [math.log(v) for v in softmax(xs)]\n';
    await host.call('problems:reset-work', { slug: SLUG, mode: 'interview' });
    const saved = await host.call('problems:save-work', {
      ...{ slug: SLUG, mode: 'interview', phase: 'implement', reached: 'implement', phase_notes: {}, code: naive },
      ...{ notes: '', confidence: null, phase_times_ms: {} },
    });
    expect(saved.ok).toBe(true);
    // Two panes: the result card is half the window wide.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${host.origin}/problem/${SLUG}?mode=interview`);
    await page.locator('.monaco-editor').waitFor();
    await page.getByTestId('run-tests').click();
    const result = page.locator('[data-testid=run-result][data-status=failed]');
    await result.waitFor();
    const card = (await result.boundingBox())!;
    const longest = page.getByTestId('test-row').filter({ hasText: 'stays_finite_where_softmax_underflows' });
    for (const part of [longest.locator('.test-name'), longest.getByTestId('test-code')]) {
      const b = (await part.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(browser.errors).toEqual([]);
    // Leave the page, so its last save lands before any later test resets this work.
    await page.goto(`${host.origin}/problems`);
  });
});
