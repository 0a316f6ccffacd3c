import fs from 'node:fs';
import path from 'node:path';
import { openBrowser, type Browser } from '../support/browser';
import { REPO_ROOT, startWebHost, type RunningHost } from '../support/web-host';
import { submitWork } from '../support/submit-work';
import { seedSectionTimes, seedYear } from '../progress/progress-seed';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';
const REFERENCE = fs.readFileSync(path.join(REPO_ROOT, 'content', 'problems', SLUG, 'reference.py'), 'utf8');
/** Local noon, so no step straddles midnight (the browser's timezone decides "today"). */
const START = '2026-06-10T12:00:00.000Z';
const DAY = 86_400_000;
const PLAN = 'Subtract the row max before exp so nothing overflows; divide by the sum; log-softmax is x - max - log(sum).';

/**
 * Issue 19 end to end over the real browser host (HTTP, real SQLite, real runner, Chromium) with its test
 * clock (WORKBENCH_TEST_CLOCK): a failed problem comes due the next day on home, a passing re-drill moves its
 * next due date further out, and /progress shows the calibration diagram after a seeded year.
 */
describe('spaced re-drills and calibration', () => {
  let host: RunningHost;
  let browser: Browser;
  const router = { invoke: (channel: string, input: unknown) => host.call(channel, input) as never };

  beforeAll(async () => {
    host = await startWebHost({ env: { WORKBENCH_TEST_CLOCK: START, TZ: 'UTC' } });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  const dueBadge = () => browser.page.getByTestId('redrills-due');
  async function openHome(): Promise<void> {
    await browser.page.goto(host.url);
    await browser.page.getByRole('heading', { name: 'Up next' }).waitFor();
  }
  async function upcomingDue(): Promise<string> {
    const p = await host.call('progress:get', { tz_offset_minutes: 0 });
    expect(p.ok).toBe(true);
    const item = (p.value as { redrills: { upcoming: Array<{ slug: string; due: string }> } }).redrills.upcoming.find(
      (u) => u.slug === SLUG,
    );
    return item!.due;
  }

  it('fail, move the clock, see it due on home, re-drill it, see the next due date move out', async () => {
    const failed = await submitWork(router, { slug: SLUG, code: 'def softmax(x):\n    return x\n', notes: 'n', confidence: 4 });
    expect(failed.ok && failed.value.result.status).not.toBe('passed');
    const firstDue = Date.parse(await upcomingDue());
    // Again: back tomorrow (the test clock runs on from START in real time, so allow the test's own minutes).
    expect(firstDue - Date.parse(START)).toBeGreaterThanOrEqual(DAY);
    expect(firstDue - Date.parse(START)).toBeLessThan(DAY + 10 * 60_000);

    await openHome();
    expect(await dueBadge().count()).toBe(0);

    await host.setClockOffsetDays(1);
    await openHome();
    await dueBadge().waitFor();
    expect(await dueBadge().innerText()).toContain('1 problem is due for a re-drill today');
    await browser.page.getByText('Due for a re-drill: you last did it 1 day ago and it did not pass its tests').first().waitFor();

    // /problems' Due filter lists exactly the failed problem (main decides what is due).
    const { page } = browser;
    await page.goto(`${host.origin}/problems?filter=due`);
    await page.locator(`[data-testid=problem-card][data-slug=${SLUG}]`).waitFor();
    expect(await page.getByTestId('problem-card').count()).toBe(1);
    expect(await page.getByTestId('due-filter').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('due-filter').innerText()).toMatch(/Due\s+1/);
    expect(await page.getByTestId('redrill-due').innerText()).toContain('Re-drill due');
    // Turning the filter off lists the whole corpus again.
    const other = page.locator('[data-testid=problem-card][data-slug=causal-attention]');
    await page.getByTestId('due-filter').click();
    await other.waitFor();
    await page.getByTestId('due-filter').click();
    await other.waitFor({ state: 'detached' });
    expect(await page.getByTestId('problem-card').count()).toBe(1);

    // The re-drill is a fresh attempt: opening it shows the starter, not the failed code left in the editor.
    await page.locator(`[data-testid=problem-card][data-slug=${SLUG}] h2 a`).click();
    await page.locator('.monaco-editor .view-lines', { hasText: 'NotImplementedError' }).waitFor();
    expect(await page.locator('.monaco-editor .view-lines').innerText()).not.toContain('return x');
    const fresh = (await host.call('problems:get-work', { slug: SLUG, mode: 'practice' })).value as { code: string };
    expect(fresh.code).toContain('raise NotImplementedError');

    // Solved this time (the learner's code, saved as the page would), submitted from the page.
    await page.goto(host.url);
    const saved = await host.call('problems:save-work', {
      slug: SLUG,
      mode: 'practice',
      phase: 'verify',
      reached: 'verify',
      phase_notes: { plan: PLAN },
      code: REFERENCE,
      notes: '',
      confidence: null,
      phase_times_ms: { plan: 60_000, implement: 120_000 },
    });
    expect(saved.ok).toBe(true);
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('[data-testid=phase-panel][data-phase=verify]').waitFor();
    await page.locator('.monaco-editor .view-lines', { hasText: 'log_softmax' }).waitFor();
    await page.getByTestId('confidence').getByText('Ship-ready', { exact: true }).click();
    await page.getByTestId('submit').click();
    await page.getByText('Submitted: attempt saved').waitFor();
    // The old code is one click away after submitting.
    await page.getByRole('button', { name: "See your previous attempt's code" }).click();
    const view = page.getByTestId('attempt-view');
    await view.getByTestId('attempt-code').waitFor();
    expect(await view.getByTestId('attempt-code').textContent()).toContain('return x');
    expect(await view.locator('[data-testid=attempt-result]').getAttribute('data-status')).not.toBe('passed');

    const secondDue = Date.parse(await upcomingDue());
    const redrillAt = Date.parse(START) + DAY;
    expect(secondDue - redrillAt).toBeGreaterThan(firstDue - Date.parse(START));

    await openHome();
    expect(await dueBadge().count()).toBe(0);
    // One day on it is not due (the first interval was one day); on its new day it is.
    await host.setClockOffsetDays(2);
    await openHome();
    expect(await dueBadge().count()).toBe(0);
    await host.setClockOffsetDays((secondDue - Date.parse(START)) / DAY);
    await openHome();
    await dueBadge().waitFor();

    await browser.page.goto(`${host.origin}/progress`);
    await browser.page.getByTestId(`upcoming-${SLUG}`).waitFor();
    expect(await browser.page.getByTestId(`upcoming-${SLUG}`).innerText()).toContain('due now');
    expect(browser.errors).toEqual([]);
  });

  it('shows the calibration diagram, with counts and a sentence per level, after a seeded year', async () => {
    const seeded = await seedYear(host, Date.parse(START));
    expect(seeded).toBeGreaterThan(200);
    await browser.page.goto(`${host.origin}/progress`);
    const diagram = browser.page.getByRole('img', { name: /Reliability diagram, All attempts/ });
    await diagram.waitFor().catch(async (err: unknown) => {
      throw new Error(`${String(err)}\n${await browser.page.locator('main').innerText()}`);
    });
    expect(await diagram.locator('circle').count()).toBe(5);
    expect(await diagram.locator('line.diagonal').count()).toBe(1);
    const sentence = browser.page.getByText(/^When you say 4, ship-ready, your code passed \d+% of \d+ times\.$/).first();
    await sentence.waitFor();
    // The table behind the chart agrees with the sentence.
    await browser.page.getByText('Table: all attempts').click();
    const row = browser.page.getByRole('row', { name: /^4 / }).first();
    const cells = await row.locator('td').allInnerTexts();
    const text = await sentence.innerText();
    expect(text).toContain(`passed ${cells[2]} of ${cells[0]} times`);
    expect(await browser.page.getByTestId('calibration-sentence').innerText()).toMatch(/confiden/);

    // A seeded year is over the review threshold: "Optimise my schedule" fits this profile's parameters.
    await browser.page.getByRole('button', { name: 'Optimise my schedule' }).click();
    await browser.page.getByText(/Scheduled with FSRS using parameters fitted to your \d+ reviews/).waitFor();
    await browser.page.getByRole('button', { name: 'Back to the default parameters' }).click();
    await browser.page.getByRole('button', { name: 'Optimise my schedule' }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('time calibration: timed sections give a ratio on /progress and personal estimates on the track page and Up next', async () => {
    const slug = await seedSectionTimes(host);
    const { page } = browser;
    await page.goto(`${host.origin}/progress`);
    await page.getByText(/take you 2\.0x the authored time/).first().waitFor();
    await page.goto(`${host.origin}/tracks/${slug}`);
    const estimate = page.getByTestId('personal-estimate').first();
    await estimate.waitFor();
    expect(await estimate.innerText()).toMatch(/^about \d+(\.5)? (h|min) for you$/);
    // A done section says how long it took, and the user can correct it.
    const took = page.getByTestId('section-took').first();
    await took.waitFor();
    expect(await took.innerText()).toMatch(/Took you \d+ h/);
    await took.getByTestId('correct-time').click();
    await page.getByTestId('correct-minutes').fill('30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Took you 30 min (your figure)').waitFor();
    // Home's Up next (the next section of the active track) carries the estimate too.
    await page.goto(host.url);
    await page.getByTestId('up-next-estimate').waitFor();
    expect(await page.getByTestId('up-next-estimate').innerText()).toMatch(/for you$/);
    expect(browser.errors).toEqual([]);
  });
});
