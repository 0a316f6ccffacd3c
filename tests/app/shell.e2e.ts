import { useHostAndBrowser } from '../support/e2e-session';
import { watchScreenReadiness } from '../support/screen-ready';

jest.setTimeout(60_000);

const ROUTES = ['/', '/tracks', '/problems', '/writings', '/reflections', '/review', '/voices', '/settings'];

describe('app shell in Chromium', () => {
  const session = useHostAndBrowser();

  it('opens home through the tokened URL and walks every sidebar route with no console errors', async () => {
    const { page } = session.browser;
    const ready = watchScreenReadiness(page);
    await page.goto(session.host.url);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    for (const route of ROUTES) {
      await page.goto(`${session.host.origin}${route}`);
      await page.locator('h1').first().waitFor();
      // The screen drawn with its data and no channel call left in flight (its own markers, not a quiet network).
      await ready.wait();
      expect(await page.locator('[role=alert]').count()).toBe(0);
    }
    expect(session.browser.errors).toEqual([]);
  });

  it('navigates with the keyboard shortcut', async () => {
    const { page } = session.browser;
    await page.goto(`${session.host.origin}/`);
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Control+4');
    await page.getByRole('heading', { name: 'Writings', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/writings');
  });

  it('shows a not-found screen for an unknown path', async () => {
    const { page } = session.browser;
    await page.goto(`${session.host.origin}/no/such/page`);
    await page.getByText('This page does not exist.').waitFor();
    expect(await page.getByText('This page does not exist.').count()).toBe(1);
  });
});
