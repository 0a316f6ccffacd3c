import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { startWebHost, type RunningHost } from '../support/web-host';
import { SOFTMAX_CODE, SOFTMAX_NOTES } from '../reviews/review-data';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';

/**
 * The two limits a user runs into, as the user sees them in Chromium: a review blocked by a reached spend cap
 * (no request is sent; the panel says which cap and when it resets, and that the attempt is saved), and a run
 * stopped by the run timeout set in Settings → Code runner.
 */
describe('limit messages on the problem page', () => {
  let server: ModelServer;
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    server = await startModelServer();
    host = await startWebHost({ env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'test', WORKBENCH_MODEL: 'test-model' } });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await server?.close();
  });

  async function saveWork(mode: 'practice' | 'interview', phase: 'verify' | 'implement', code: string): Promise<void> {
    const saved = await host.call('problems:save-work', {
      slug: SLUG,
      mode,
      phase,
      reached: phase,
      phase_notes: mode === 'practice' ? SOFTMAX_NOTES : {},
      code,
      notes: '',
      confidence: null,
      phase_times_ms: {},
    });
    expect(saved).toMatchObject({ ok: true });
  }

  async function open(page: Page, query = ''): Promise<void> {
    await page.goto(`${host.origin}/problem/${SLUG}${query}`);
    await page.locator('.monaco-editor').waitFor();
  }

  it('a reached daily cap: the review is not requested and the panel says which cap and when it resets', async () => {
    const caps = await host.call('spend:set-caps', { caps: { overall: { daily_usd: 0, weekly_usd: null }, per_tag: {} } });
    expect(caps).toMatchObject({ ok: true });
    await saveWork('practice', 'verify', SOFTMAX_CODE);
    const { page } = browser;
    await page.goto(host.url);
    await open(page);
    await page.locator('[data-testid=phase-panel][data-phase=verify]').waitFor();
    await page.getByTestId('confidence').getByText('Ship-ready', { exact: true }).click();
    await page.getByTestId('submit').click();
    await page.getByText('Submitted: attempt saved').waitFor();

    const panel = page.getByTestId('review-panel');
    await panel.getByText('The review could not be written.').waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).toMatch(/daily overall spend cap of \$0\.00 is reached/);
    expect(text).toMatch(/resets at 00:00 UTC on \w{3} \d{1,2} \w{3}/);
    expect(text).toMatch(/No request was sent/);
    expect(text).toContain('Your attempt is saved.');
    expect(text).not.toMatch(/\bat .*\.ts:\d+|Error:/);
    expect(server.chatRequests()).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('a run over the timeout set in Settings stops and says so', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/settings`);
    await page.getByLabel('Run timeout (seconds)').fill('1');
    await page.getByRole('button', { name: 'Save runner settings' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();

    await saveWork('interview', 'implement', 'def softmax(xs):\n    while True:\n        pass\n\n\ndef log_softmax(xs):\n    return xs\n');
    await open(page, '?mode=interview');
    await page.getByTestId('run-tests').click();
    const result = page.locator('[data-testid=run-result][data-status=timeout]');
    await result.waitFor();
    // The runner names the test that was running.
    expect(await result.locator('.run-error').textContent()).toMatch(
      /^the tests did not finish within 1\.0 s and every process of the run was stopped: \S+ was running \(/,
    );
    expect(browser.errors).toEqual([]);
  });
});
