import fs from 'node:fs';
import path from 'node:path';
import { useHostAndBrowser } from '../support/e2e-session';
import { makeTempDir } from '../support/temp-dir';

jest.setTimeout(120_000);

/**
 * Settings → Profiles and Diagnostics in Chromium against the browser host: a new profile is added, switched
 * to, and starts with nothing of the first profile's; the diagnostics card names the data folder and lists a
 * broken track file in the user's tracks folder by file and field.
 */
const data = makeTempDir('workbench-e2e-settings-');
fs.mkdirSync(path.join(data.dir, 'tracks'), { recursive: true });
const BROKEN = path.join(data.dir, 'tracks', 'broken.md');
fs.writeFileSync(BROKEN, '---\nslug: broken\ntitle: Broken\n---\nNo description, no chapters.\n');

describe('settings: profiles and diagnostics', () => {
  const session = useHostAndBrowser({ host: { dataDir: data.dir } });
  afterAll(() => data.cleanup());

  it('adds a profile, switches to it, and the new profile sees none of the first one’s writings', async () => {
    await session.host.call('writings:create', { title: 'Only for Me' });
    const { page } = session.browser;
    await page.goto(session.host.url);
    await page.goto(`${session.host.origin}/settings`);
    const profiles = page.locator('section[aria-labelledby=profiles-heading]');
    await profiles.getByText('Current').waitFor();
    expect(await profiles.locator('li').allTextContents()).toEqual(['MeCurrent']);

    await profiles.getByLabel('New profile name').fill('Study group');
    await profiles.getByRole('button', { name: 'Add profile' }).click();
    await profiles.getByRole('button', { name: 'Switch to Study group' }).click();
    // Switching starts the page over as the new profile.
    await profiles.getByRole('button', { name: 'Switch to Me' }).waitFor();
    expect(await profiles.locator('li').allTextContents()).toEqual(['MeSwitch to Me', 'Study groupCurrent']);

    await page.goto(`${session.host.origin}/writings`);
    await page.getByRole('heading', { name: 'Writings', level: 1 }).waitFor();
    expect(await page.getByText('Only for Me').count()).toBe(0);

    // A name already taken (in any case) is refused with a message that says what to do.
    await page.goto(`${session.host.origin}/settings`);
    await profiles.getByLabel('New profile name').fill('me');
    await profiles.getByRole('button', { name: 'Add profile' }).click();
    expect(await profiles.getByRole('alert').textContent()).toMatch(/already exists; pick another name/);
    expect(session.browser.errors).toEqual([]);
  });

  it('diagnostics name the data folder and the skipped track file with its field', async () => {
    const { page } = session.browser;
    await page.goto(`${session.host.origin}/settings`);
    const card = page.locator('section[aria-labelledby=diagnostics-heading]');
    await card.getByText('Data folder').waitFor();
    expect(await card.getByText(data.dir, { exact: true }).count()).toBe(1);
    expect(await card.getByText(/\(browser host\)$/).count()).toBe(1);
    const line = card.getByTestId('diagnostics-line');
    expect(await line.textContent()).toContain('1 content file(s) skipped:');
    expect(await line.locator('li').textContent()).toMatch(new RegExp(`^${BROKEN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: \\w+`));
    expect(await line.locator('li').textContent()).toMatch(/description|chapters/);
    expect(session.browser.errors).toEqual([]);
  });
});
