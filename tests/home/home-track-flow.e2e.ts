import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(120_000);

/**
 * The daily flow end to end in Chromium against the real browser host, real SQLite and the real ARENA
 * track: activate, "Section 1 of N" on home, complete, reflect, clear (strip returns), resume at the same
 * section, and the reflection coming back on /reflections after 1, 3 and 7 days (injected clock).
 */
describe('daily flow with the ARENA track', () => {
  let host: RunningHost;
  let browser: Browser;
  let total = 0;
  // The host's clock runs with real time; pin it near local noon so no step can straddle midnight and
  // change which local day "today" is (the schedule counts local calendar days).
  let noon = 0;

  beforeAll(async () => {
    host = await startWebHost();
    const now = new Date();
    const target = new Date(now);
    target.setHours(12, 0, 0, 0);
    noon = (target.getTime() - now.getTime()) / 86_400_000;
    await host.setClockOffsetDays(noon);
    browser = await openBrowser();
    const arena = await host.call('tracks:get', { slug: 'arena' });
    expect(arena.ok).toBe(true);
    total = (arena.value as { section_count: number }).section_count;
    expect(total).toBeGreaterThan(2);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('activates, shows section 1 of N, completes with a reflection, clears, and resumes', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await page.getByRole('heading', { name: 'Up next' }).waitFor();
    // No track yet: the daily-slot strip is there.
    await page.getByTestId('slot-drill').waitFor();

    await page.goto(`${host.origin}/tracks`);
    const card = page.locator('.track-card', { has: page.getByRole('link', { name: 'ARENA 3.0' }) });
    await card.getByRole('button', { name: 'Opt in' }).click();
    await card.getByText('Active', { exact: true }).waitFor();

    await page.goto(`${host.origin}/`);
    await page.getByTestId('track-position').getByText(`Section 1 of ${total}`).waitFor();
    expect(await page.getByTestId('slot-drill').count()).toBe(0);
    await page.getByText('Track section', { exact: true }).waitFor();
    const open = page.getByRole('link', { name: /Open section/ });
    expect(await open.getAttribute('target')).toBe('_blank');

    await page.getByRole('button', { name: /Mark section done/ }).click();
    // It asks how long the section took (never opened here, so nothing is prefilled).
    expect(await page.getByTestId('done-minutes').inputValue()).toBe('');
    await page.getByTestId('done-minutes').fill('40');
    await page.getByTestId('done-confirm').click();
    await page.getByRole('heading', { name: 'A short reflection?' }).waitFor();
    await page.getByTestId('track-position').getByText(`Section 2 of ${total}`).waitFor();
    await page.getByRole('textbox').fill('einsum: write the output shape first and the contraction follows.');
    await page.getByRole('button', { name: 'Save reflection' }).click();
    await page.getByRole('heading', { name: 'A short reflection?' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Clear active track' }).click();
    await page.getByTestId('slot-drill').waitFor();
    expect(await page.getByTestId('track-position').count()).toBe(0);
    // Reading a section today ticks the "read" slot; the reflection ticks "reflect".
    await page.getByTestId('slot-read').getByText('1 section done today').waitFor();
    await page.getByTestId('slot-reflect').getByText('Reflected today').waitFor();

    await page.goto(`${host.origin}/tracks`);
    await card.getByRole('button', { name: 'Resume track' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
    await page.goto(`${host.origin}/`);
    await page.getByTestId('track-position').getByText(`Section 2 of ${total}`).waitFor();

    const settings = await host.call('home:get', {});
    expect(settings.value).toMatchObject({
      active_track: { slug: 'arena', cursor: 1, completed_sections: [0] },
    });
    expect((settings.value as { active_track: { section_reflections: Record<string, string> } }).active_track.section_reflections[
      '0'
    ]).toContain('einsum');
    expect(browser.errors).toEqual([]);
  });

  it('brings the reflection back after 1, 3 and 7 days', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/reflections`);
    await page.getByText('Nothing due today').waitFor();

    for (const day of [1, 3, 7]) {
      await host.setClockOffsetDays(noon + day);
      await page.goto(`${host.origin}/reflections`);
      const due = page.getByTestId('due-reflection');
      await due.waitFor();
      await due.getByText(`Day ${day} review`).waitFor();
      await due.getByRole('heading', { name: /0\.0 Prerequisites/ }).waitFor();
      // Recall first: the earlier words stay hidden until the learner has tried.
      expect(await due.getByText('einsum: write the output shape first').count()).toBe(0);
      await due.getByTestId('recall-text').fill('Something about output shapes.');
      await due.getByTestId('reveal').click();
      await due.getByText('einsum: write the output shape first').waitFor();
      await due.getByLabel(day === 7 ? 'Partly' : 'Yes, it holds').check();
      await due.getByLabel('What would you say differently now?').fill(`Day ${day}: still true.`);
      await due.getByRole('button', { name: 'Save answer' }).click();
      await page.getByText('Nothing due today').waitFor();
    }
    await page.getByText('Day 7: partly holds').waitFor();
    expect(browser.errors).toEqual([]);
  });
});
