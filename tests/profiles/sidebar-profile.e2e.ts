import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(120_000);

type Profiles = { profiles: Array<{ id: string; name: string }>; current_id: string };

/** Issue 17 item 13 in Chromium: the sidebar names the current profile and switches profiles from any screen. */
describe('the sidebar profile switcher', () => {
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

  it('shows the current profile, then switches from the problems screen and keeps the screen', async () => {
    const { page } = browser;
    await page.goto(host.url);
    const before = (await host.call('profiles:list', {})).value as Profiles;
    const me = before.profiles.find((p) => p.id === before.current_id)!;
    await page.getByTestId('profile-name').getByText(me.name).waitFor();

    const created = await host.call('profiles:create', { name: 'Evening learner' });
    expect(created.ok).toBe(true);
    const second = created.value as { id: string };
    await page.goto(`${host.origin}/problems`);
    const select = page.getByTestId('profile-select');
    await select.waitFor();
    expect(await select.inputValue()).toBe(me.id);
    // The page starts over (a reload) in the new profile, on the same screen.
    const reloaded = page.waitForEvent('load');
    await select.selectOption(second.id);
    await reloaded;
    await page.locator(`[data-testid=profile-select] option[value="${second.id}"]`).waitFor({ state: 'attached' });
    expect(await page.getByTestId('profile-select').inputValue()).toBe(second.id);
    expect(new URL(page.url()).pathname).toBe('/problems');
    const after = (await host.call('profiles:list', {})).value as Profiles;
    expect(after.current_id).toBe(second.id);
    expect(browser.errors).toEqual([]);
  });
});
