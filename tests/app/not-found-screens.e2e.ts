import { useHostAndBrowser } from '../support/e2e-session';

jest.setTimeout(120_000);

/**
 * Addresses that lead nowhere, in Chromium against the browser host: an unknown problem and an unknown track
 * (well-formed or not) each get a titled not-found screen with one way back, no error banner and no retry.
 */
describe('unknown problem and unknown track screens', () => {
  const session = useHostAndBrowser();

  it.each([
    ['/problem/no-such-problem', 'Problem not found', 'There is no problem “no-such-problem”.', 'Browse problems', '/problems', 'Problems'],
    ['/tracks/no-such-track', 'Track not available', 'There is no track “no-such-track”.', 'Back to Tracks', '/tracks', 'Tracks'],
    ['/tracks/Not%20A%20Slug', 'Track not available', 'There is no track “Not A Slug”.', 'Back to Tracks', '/tracks', 'Tracks'],
  ])('%s shows "%s" and leads back', async (address, pageTitle, message, back, backPath, backHeading) => {
    const { page } = session.browser;
    await page.goto(session.host.url);
    await page.goto(`${session.host.origin}${address}`);
    await page.getByRole('heading', { name: pageTitle, level: 1 }).waitFor();
    expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: /try again|retry/i }).count()).toBe(0);
    await page.getByRole('link', { name: back }).click();
    await page.getByRole('heading', { name: backHeading, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(backPath);
    expect(session.browser.errors).toEqual([]);
  });
});
