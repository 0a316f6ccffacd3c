import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(60_000);

const ROUTES = ['/', '/tracks', '/problems', '/writings', '/reflections', '/review', '/voices', '/settings'];

describe('app shell in Chromium', () => {
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

  it('opens home through the tokened URL and walks every sidebar route with no console errors', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    for (const route of ROUTES) {
      await page.goto(`${host.origin}${route}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[role=alert]').count()).toBe(0);
    }
    expect(browser.errors).toEqual([]);
  });

  it('navigates with the keyboard shortcut', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/`);
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Control+4');
    await page.getByRole('heading', { name: 'Writings', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/writings');
  });

  it('shows a not-found screen for an unknown path', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/no/such/page`);
    await page.getByText('This page does not exist.').waitFor();
  });
});
