import fs from 'node:fs';
import path from 'node:path';
import { openBrowser, type Browser } from '../support/browser';
import { REPO_ROOT, startWebHost, type RunningHost } from '../support/web-host';
import { submitWork } from '../support/submit-work';
import { seedYear } from './progress-seed';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';
const REFERENCE = fs.readFileSync(path.join(REPO_ROOT, 'content', 'problems', SLUG, 'reference.py'), 'utf8');
/** Local noon, so no step straddles midnight (the browser's timezone decides "today"). */
const START = '2026-06-10T12:00:00.000Z';
const DAY = 86_400_000;

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

    // The re-drill: from the starter again, solved this time.
    await host.call('problems:reset-work', { slug: SLUG, mode: 'practice' });
    const passed = await submitWork(router, { slug: SLUG, code: REFERENCE, notes: 'n', confidence: 4 });
    expect(passed.ok && passed.value.result.status).toBe('passed');
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
    expect(browser.errors).toEqual([]);
  });
});
