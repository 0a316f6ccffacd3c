import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';
import { startModelServer, type ModelServer } from '../support/model-server';

jest.setTimeout(120_000);

type Summary = {
  caps: { overall: { daily_usd: number | null; weekly_usd: number | null }; per_tag: Record<string, unknown> };
};

/** Settings → Language model and Spend in Chromium against the browser host, with the loopback model server. */
describe('model and spend settings', () => {
  let server: ModelServer;
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    server = await startModelServer({ models: ['test-model'] });
    host = await startWebHost({ env: { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', WORKBENCH_MODEL: '' } });
    browser = await openBrowser({ colorScheme: 'dark' });
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await server?.close();
  });

  it('saves the endpoint, tests the connection, and edits caps with readable validation', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await page.goto(`${host.origin}/settings`);
    await page.getByTestId('model-status').getByText('No language model is configured').waitFor();

    await page.getByLabel('Base URL').fill(server.baseUrl);
    await page.getByLabel('Model', { exact: true }).fill('test-model');
    await page.getByRole('button', { name: 'Save model settings' }).click();
    await page.getByTestId('model-status').getByText('Reviews use test-model').waitFor();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByTestId('connection-result').getByText('"test-model" is available').waitFor();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models']);

    // A cap that is not a number is refused on the page with what to type instead; nothing is saved.
    const daily = page.getByLabel('Reviews daily cap in dollars');
    await daily.fill('lots');
    await page.getByRole('button', { name: 'Save caps' }).click();
    await page.getByRole('alert').getByText('Reviews, daily cap: enter dollars such as 2.50').waitFor();
    await daily.fill('0.5');
    await page.getByLabel('All calls weekly cap in dollars').fill('');
    await page.getByRole('button', { name: 'Save caps' }).click();
    await page.getByText('Caps saved').waitFor();
    const summary = (await host.call('spend:summary', {})).value as Summary;
    expect(summary.caps.overall).toEqual({ daily_usd: 1, weekly_usd: null });
    expect(summary.caps.per_tag).toEqual({ review: { daily_usd: 0.5, weekly_usd: null } });

    // A price override shows as yours after saving.
    await page.getByLabel('gpt-4o-mini input price').fill('0.2');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByText('Prices saved').waitFor();
    await page.reload();
    expect(await page.getByLabel('Reviews daily cap in dollars').inputValue()).toBe('0.5');
    expect(await page.getByLabel('gpt-4o-mini input price').inputValue()).toBe('0.2');
    expect(browser.errors).toEqual([]);
  });
});
