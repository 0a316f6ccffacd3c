import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { REPO_ROOT, startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';
const REFERENCE = fs.readFileSync(path.join(REPO_ROOT, 'content', 'problems', SLUG, 'reference.py'), 'utf8');
const PLAN_79 = 'Subtract the max before exp; divide by the sum; log-softmax is x - max - log(sum)'.slice(0, 79);

type Work = { looked_up_pitfalls: boolean; phase: string; phase_notes: Record<string, string> };
type Attempts = {
  attempts: Array<{ mode: string; status: string; confidence: number; looked_up_pitfalls: boolean; total_time_ms: number }>;
};

/** A request's path as the router reads it (the colon in a channel name may arrive percent-encoded). */
const apiPath = (url: string): string => decodeURIComponent(new URL(url).pathname);

/**
 * Replaces the whole Monaco buffer the way a learner pasting a solution would: click in, select all, paste.
 * (Typing it key by key would trip Monaco's auto-indent, as it would for a person typing Python verbatim.)
 */
async function pasteCode(page: Page, code: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  // A string, because this runs in the page (DOM types are not part of this Node test's compile).
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(code)});
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.activeElement.dispatchEvent(paste);
  })()`);
}

/**
 * The problem page end to end in Chromium against the real browser host, real SQLite and the real runner:
 * the five phases, the plan gate lifting at 80 characters, a logged pitfalls lookup, a run with its spinner and
 * results, the resubmit guard, a stored attempt in the history, work surviving a reload, and interview mode.
 */
describe('problem page', () => {
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    expect(PLAN_79.length).toBe(79);
    host = await startWebHost();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('walks the phases, lifts the lock at 80 characters, runs, guards the re-run, submits and lists the attempt', async () => {
    const { page } = browser;
    // From the start, also when jest runs this test again after a failure (tests/support/e2e-retry.ts): no request
    // held by a route a failed try left, the failed try's page gone (leaving, it saves its work), and then the work
    // back at Explore with no notes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    expect((await host.call('problems:reset-work', { slug: SLUG, mode: 'practice' })).ok).toBe(true);
    await page.goto(host.url);
    await page.goto(`${host.origin}/problems`);
    const card = page.locator(`[data-testid=problem-card][data-slug=${SLUG}]`);
    await card.getByText('Not tried').waitFor();
    await card.getByRole('link', { name: 'Practice' }).click();

    await page.locator('[data-testid=phase-panel][data-phase=explore]').waitFor();
    await page.locator('.monaco-editor').waitFor();
    await page.getByTestId('notes-explore').fill('A list of floats in, a distribution out; empty list raises.');
    await page.getByTestId('proceed').click();
    await page.getByTestId('notes-brainstorm').fill('Naive exp overflows at 1000; shifting by the max keeps exponents <= 0.');
    await page.getByTestId('proceed').click();

    // The plan gate: 79 characters keep the editor locked, with a counter saying why; 80 unlock it.
    await page.getByTestId('notes-plan').fill(PLAN_79);
    await page.getByTestId('plan-counter').getByText('79 / 80 characters').waitFor();
    await page.getByTestId('editor-lock').waitFor();
    expect(await page.locator('.editor-frame').getAttribute('data-locked')).toBe('true');
    expect(await page.getByTestId('run-tests').isDisabled()).toBe(true);
    await page.getByTestId('notes-plan').fill(`${PLAN_79}.`);
    await page.getByTestId('editor-lock').waitFor({ state: 'detached' });
    expect(await page.locator('.editor-frame').getAttribute('data-locked')).toBe('false');

    await page.getByTestId('proceed').click();
    await page.locator('[data-testid=phase-panel][data-phase=implement]').waitFor();
    await pasteCode(page, REFERENCE);
    await page.getByTestId('proceed').click();
    await page.getByTestId('notes-verify').fill('Checked [1000, 1000] and [-1000, 0] by hand.');

    // Opening the pitfalls is logged on the server.
    await page.getByTestId('disclose-pitfalls').click();
    await page.getByTestId('looked-pitfalls').waitFor();
    const work = (await host.call('problems:get-work', { slug: SLUG, mode: 'practice' })).value as Work;
    expect(work.looked_up_pitfalls).toBe(true);

    // First run: no confirmation, a live spinner while the (held) request is in flight, then the results.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/problems:run-tests', async (route) => {
      await held;
      await route.continue();
    });
    const runAnswer = page.waitForResponse((r) => apiPath(r.url()) === '/api/problems:run-tests');
    await page.getByTestId('run-tests').click();
    await page.getByTestId('run-tests').getByRole('status').waitFor();
    await page.getByText('Running tests…').waitFor();
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);
    release();
    const ran = ((await (await runAnswer).json()) as { value: unknown }).value;
    await page.locator('[data-testid=run-result][data-status=passed]').waitFor();
    expect(await page.getByTestId('test-row').count()).toBeGreaterThan(3);
    await page.unroute('**/api/problems:run-tests');

    // Second run in the same page load asks first; Cancel runs nothing.
    // In Verify the dialog asks for a note in Verify.
    await page.getByTestId('run-tests').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').textContent()).toMatch(/write down in Verify/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });

    // Submit without a confidence is refused on the page. With one, submitting the code whose verdict is on
    // screen asks nothing and runs nothing again: main answers the very verdict of the run.
    await page.getByTestId('submit').click();
    await page.getByText('Choose a confidence from 1 to 5 before submitting.').waitFor();
    await page.getByTestId('confidence').getByText('Ship-ready', { exact: true }).click();
    await page.getByTestId('notes-line').fill('Remember the max shift.');
    const submitAnswer = page.waitForResponse((r) => apiPath(r.url()) === '/api/problems:submit');
    await page.getByTestId('submit').click();
    const submitted = ((await (await submitAnswer).json()) as { value: { result: unknown } }).value;
    expect(submitted.result).toEqual(ran);
    await page.getByText('Submitted: attempt saved').waitFor();
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);
    await page.getByTestId('review-panel').waitFor();
    const row = page.getByTestId('attempt-row').first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Practice.*passed.*4 \/ 5.*pitfalls/);

    const stored = (await host.call('attempts:list', { slug: SLUG })).value as Attempts;
    expect(stored.attempts).toEqual([
      expect.objectContaining({ mode: 'practice', status: 'passed', confidence: 4, looked_up_pitfalls: true }),
    ]);
    // Time per phase came from the phase changes on the page.
    expect(stored.attempts[0]?.total_time_ms).toBeGreaterThan(0);

    // A reload keeps the work and starts a new page load: the first run again needs no confirmation.
    await page.reload();
    await page.locator('[data-testid=phase-panel][data-phase=verify]').waitFor();
    expect(await page.getByTestId('notes-verify').inputValue()).toBe('Checked [1000, 1000] and [-1000, 0] by hand.');
    // The one-line notes went with the stored attempt; the form is ready for a fresh one.
    expect(await page.getByTestId('notes-line').inputValue()).toBe('');
    await page.locator('.monaco-editor').waitFor();
    // Ctrl+Enter runs the tests from the keyboard.
    await page.getByTestId('notes-verify').focus();
    await page.keyboard.press('Control+Enter');
    await page.locator('[data-testid=run-result][data-status=passed]').waitFor();
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);

    // A second run from Implement asks for a note in Implement, not in Verify.
    await page.getByTestId('step-implement').click();
    await page.locator('[data-testid=phase-panel][data-phase=implement]').waitFor();
    await page.getByTestId('run-tests').click();
    await page.getByTestId('confirm-dialog').waitFor();
    const implementText = (await page.getByTestId('confirm-dialog').textContent()) ?? '';
    expect(implementText).toMatch(/note in Implement/);
    expect(implementText).not.toMatch(/Verify/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });
    // Changed code has no known verdict: Submit asks, and says why.
    await pasteCode(page, `${REFERENCE}\n# a changed line\n`);
    await page.getByTestId('step-verify').click();
    // The submit cleared the confidence (the form is ready for a fresh attempt), so choose one again.
    await page.getByTestId('confidence').getByText('Ship-ready', { exact: true }).click();
    await page.getByTestId('submit').click();
    await page.getByTestId('confirm-dialog').getByText('Your code changed since the last run').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });

    // Start over clears the work in progress (after a confirmation) but keeps the attempt.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByTestId('start-over-dialog').getByTestId('confirm-yes').click();
    await page.locator('[data-testid=phase-panel][data-phase=explore]').waitFor();
    expect(await page.getByTestId('notes-explore').inputValue()).toBe('');
    await page.getByTestId('attempt-row').first().waitFor();
    const fresh = (await host.call('problems:get-work', { slug: SLUG, mode: 'practice' })).value as Work;
    expect(fresh).toMatchObject({ phase: 'explore', looked_up_pitfalls: false, phase_notes: {} });

    await page.goto(`${host.origin}/problems`);
    await card.getByTestId('last-result').getByText('Passed').waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('interview mode shows a running timer, hides the aids, has no plan gate and stores an interview attempt', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/problem/${SLUG}?mode=interview`);
    const timer = page.getByTestId('interview-timer');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/\d+:\d\d/);
    await page.locator('.monaco-editor').waitFor();
    expect(await page.getByTestId('aids').count()).toBe(0);
    expect(await page.getByTestId('disclose-reference').count()).toBe(0);
    expect(await page.getByTestId('disclose-pitfalls').count()).toBe(0);
    expect(await page.getByTestId('show-hint').count()).toBe(0);
    // No plan written, yet the editor is open.
    expect(await page.getByTestId('editor-lock').count()).toBe(0);
    expect(await page.locator('.editor-frame').getAttribute('data-locked')).toBe('false');

    // Each click waits for the phase it opens: a second click before the first re-rendered hits the same button.
    for (const phase of ['brainstorm', 'plan', 'implement', 'verify']) {
      await page.getByTestId('proceed').click();
      await page.locator(`[data-testid=phase-panel][data-phase=${phase}]`).waitFor();
    }
    await page.getByTestId('confidence').getByText('Would write a test first').click();
    // A fresh page load: the first run goes straight through.
    await page.getByTestId('submit').click();
    await page.getByText('Submitted: attempt saved').waitFor();
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);
    const stored = (await host.call('attempts:list', { slug: SLUG })).value as Attempts;
    expect(stored.attempts[0]).toMatchObject({ mode: 'interview', confidence: 3 });
    expect(stored.attempts[0]?.status).not.toBe('passed');
    expect(browser.errors).toEqual([]);
  });

  it('Monaco follows a live switch between the light and dark themes', async () => {
    const { page } = browser;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('.monaco-editor').waitFor();
    const background = () =>
      page.evaluate(`getComputedStyle(document.querySelector('.monaco-editor .monaco-editor-background')).backgroundColor`);
    // The editor takes the page's --surface token: white in light, #1c1f24 in dark.
    expect(await background()).toBe('rgb(255, 255, 255)');
    // Polls instead of waitForFunction, which the page's CSP (no unsafe-eval) forbids for string predicates.
    const becomes = async (expected: string) => {
      for (let i = 0; i < 100 && (await background()) !== expected; i++) await page.waitForTimeout(50);
      expect(await background()).toBe(expected);
    };
    await page.emulateMedia({ colorScheme: 'dark' });
    await becomes('rgb(28, 31, 36)');
    await page.emulateMedia({ colorScheme: 'light' });
    await becomes('rgb(255, 255, 255)');
    expect(browser.errors).toEqual([]);
  });
});
