import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { makeTempDir } from '../support/temp-dir';
import { startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(240_000);

async function call<T>(host: RunningHost, channel: string, input: unknown): Promise<T> {
  const result = await host.call(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error?.message}`);
  return result.value as T;
}

async function expectWritingScreens(
  page: Page,
  host: RunningHost,
  id: string,
  title: string,
  body: string,
  absent: string,
) {
  await page.goto(`${host.origin}/writings`);
  await page.locator('[data-testid="board-card"]', { hasText: title }).first().waitFor();
  expect(await page.locator('[data-testid="board-card"]', { hasText: absent }).count()).toBe(0);
  await page.goto(`${host.origin}/writings/${id}`);
  await page.locator('.monaco-editor .view-lines', { hasText: body }).waitFor();
}

// Back up, change, restore and the old data on every screen: data-restore-screens.e2e.ts.
describe('Settings > Data in Chromium', () => {
  let host: RunningHost;
  let browser: Browser;
  afterEach(async () => {
    await browser?.close();
    await host?.stop();
  });

  test('a refused restore shows what is wrong on the page', async () => {
    host = await startWebHost();
    browser = await openBrowser();
    const { page } = browser;
    const bogus = path.join(host.dataDir, 'notes.txt');
    fs.writeFileSync(bogus, 'not a database');
    await page.goto(host.url);
    await page.goto(`${host.origin}/settings/data`);
    await page.getByLabel('Backup file to restore').fill(bogus);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'notes.txt is not a Workbench backup' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Nothing was changed\./);
    expect(await page.getByTestId('no-backups').count()).toBe(1);
  });

  test('a damaged database: the host keeps serving, the recovery screen restores the newest backup', async () => {
    const data = makeTempDir('workbench-e2e-recovery-');
    try {
      host = await startWebHost({ dataDir: data.dir });
      const piece = await call<{ id: string }>(host, 'writings:create', { title: 'Survives the damage' });
      await call(host, 'writings:update', { id: piece.id, body_md: 'Backed up body.' });
      await call(host, 'data:backup', {});
      await host.stop();
      fs.writeFileSync(path.join(data.dir, 'workbench.db'), 'garbage where a database was '.repeat(300));
      for (const suffix of ['-wal', '-shm']) fs.rmSync(path.join(data.dir, `workbench.db${suffix}`), { force: true });

      host = await startWebHost({ dataDir: data.dir });
      browser = await openBrowser();
      const { page } = browser;
      await page.goto(host.url);
      await page.getByTestId('recovery-screen').waitFor();
      expect(await page.getByTestId('recovery-screen').textContent()).toMatch(/moved to .*workbench\.db\.damaged-/);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Restore this backup' }).click();
      await reloaded;
      await expectWritingScreens(page, host, piece.id, 'Survives the damage', 'Backed up body.', 'nothing-else');
      expect(await page.getByTestId('recovery-screen').count()).toBe(0);
    } finally {
      await host.stop();
      data.cleanup();
    }
  });
});
