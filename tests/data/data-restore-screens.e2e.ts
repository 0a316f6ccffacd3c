/**
 * Backs up from Settings > Data, changes the learner's data behind every screen, restores the backup through the
 * page, and checks that every screen showing stored learner data shows the data of the backup again (and not the
 * changes). Each screen is checked in three states: before the backup, after the changes (so each check is seen
 * to tell the versions apart) and after the restore.
 *
 * Screens are opened by in-app navigation (history.pushState), not page loads: after the changes the app is
 * loaded once and walks every screen, so its query cache holds the changed data when Restore is clicked. The
 * walk after the restore then sees the old data only if the restore reached every screen (main replaced the rows
 * and the page started over), not because a fresh page load happened to ask again.
 *
 * Routes of the route table with no learner data to check: `/settings/data` lists backup files (files beside the
 * database, which a restore keeps on purpose; the test checks the safety backup the restore adds to that list),
 * and the catch-all not-found screen. Every other route is walked below.
 */
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { startWebHost, type RunningHost } from '../support/web-host';
import { ADDED_PROFILE, changeAfter, other, seedBefore, SEEN, type Seeded, type Version } from './data-restore-seed';

jest.setTimeout(240_000);

/** How long one screen may take to show what it should (a slow, shared 2-core machine). */
const WAIT_MS = 20_000;

/** In-app navigation, as a link click does: the app is not reloaded, its query cache stays. */
async function visit(page: Page, path: string): Promise<void> {
  // A string, not a function: the tests compile without the DOM's types.
  // The screen being left keeps its heading until it unmounts: it is marked so the wait below needs a new one.
  await page.evaluate(`(() => {
    const to = ${JSON.stringify(path)};
    if (location.pathname === to) return;
    document.querySelectorAll('main h1').forEach((h) => h.setAttribute('data-left', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  })()`);
  await page.locator('main h1:not([data-left])').first().waitFor({ timeout: WAIT_MS });
}

const main = (page: Page) => page.locator('main');

async function shows(page: Page, text: string): Promise<void> {
  await main(page).getByText(text).first().waitFor({ timeout: WAIT_MS });
}

async function lacks(page: Page, text: string): Promise<void> {
  expect({ text, count: await main(page).getByText(text).count() }).toEqual({ text, count: 0 });
}

/** Waits until the field labelled `label` holds `expected` (a form fills in once its data is there). */
async function holds(page: Page, label: string, expected: string): Promise<void> {
  const field = main(page).getByLabel(label, { exact: true }).first();
  const deadline = Date.now() + WAIT_MS;
  let actual = '';
  while (Date.now() < deadline) {
    actual = (await field.count()) ? await field.inputValue() : '';
    if (actual === expected) return;
    await page.waitForTimeout(100);
  }
  expect({ label, value: actual }).toEqual({ label, value: expected });
}

async function counts(page: Page, testId: string, expected: number): Promise<void> {
  const rows = main(page).getByTestId(testId);
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline && (await rows.count()) !== expected) await page.waitForTimeout(100);
  expect({ testId, count: await rows.count() }).toEqual({ testId, count: expected });
}

type Screen = { path: (s: Seeded) => string; check: (page: Page, v: Version, s: Seeded) => Promise<void> };

const sections = (v: Version) => SEEN[v].sectionsDone;

/** Every route that shows stored learner data, in the order a walk opens them. */
const SCREENS: Screen[] = [
  {
    path: () => '/',
    async check(page, v) {
      // The active track's place in Up next and its progress card.
      await shows(page, `Section ${sections(v) + 1} of 37`);
      await shows(page, `${sections(v)} of 37 done`);
      await lacks(page, `${sections(other(v))} of 37 done`);
      // The section done after the backup asks for a reflection; before it, every done section had one.
      if (v === 'after') await shows(page, 'A short reflection?');
      else await lacks(page, 'A short reflection?');
    },
  },
  {
    path: () => '/tracks',
    async check(page, v) {
      await shows(page, `37 sections · about 235 h · ${sections(v)} done`);
      await lacks(page, `37 sections · about 235 h · ${sections(other(v))} done`);
    },
  },
  {
    path: () => '/tracks/arena',
    async check(page, v) {
      await shows(page, `${sections(v)} of 37 sections done`);
      await shows(page, SEEN[v].reflection);
      await lacks(page, SEEN[other(v)].reflection);
      await lacks(page, `${sections(other(v))} of 37 sections done`);
    },
  },
  {
    path: () => '/problems',
    async check(page, v) {
      const attempts = v === 'before' ? '· 1 attempt' : '· 2 attempts';
      await shows(page, attempts);
      await lacks(page, v === 'before' ? '· 2 attempts' : '· 1 attempt');
    },
  },
  {
    path: () => '/problem/stable-softmax',
    async check(page, v) {
      // Work in progress, the preselected voice, the attempts and the newest attempt's review.
      await holds(page, 'Explore notes', SEEN[v].wipNotes);
      await holds(page, 'Review voice', SEEN[v].voice);
      await counts(page, 'open-attempt', v === 'before' ? 1 : 2);
      await main(page).getByTestId('open-attempt').first().click();
      await shows(page, SEEN[v].reviewNote.trim());
      await lacks(page, SEEN[other(v)].reviewNote.trim());
    },
  },
  {
    path: () => '/review',
    async check(page, v) {
      await counts(page, 'review-history-item', v === 'before' ? 1 : 2);
      await shows(page, SEEN[v].reviewNote.trim());
      await shows(page, `Written by ${SEEN[v].model}`);
      // After the changes the older review is still listed (its summary shows); before, the newer one is not.
      if (v === 'before') await lacks(page, SEEN.after.reviewNote.trim());
    },
  },
  {
    path: () => '/writings',
    async check(page, v) {
      const card = (title: string) => main(page).getByTestId('board-card').filter({ hasText: title });
      await card(SEEN[v].writingTitle).first().waitFor({ timeout: WAIT_MS });
      expect(await card(SEEN[other(v)].writingTitle).count()).toBe(0);
      expect(await card('Added after the backup').count()).toBe(v === 'before' ? 0 : 1);
    },
  },
  {
    path: (s) => `/writings/${s.writingId}`,
    async check(page, v) {
      await holds(page, 'Title', SEEN[v].writingTitle);
      await main(page)
        .locator('.monaco-editor .view-lines', { hasText: SEEN[v].writingBody })
        .waitFor({ timeout: WAIT_MS });
      await lacks(page, SEEN[other(v)].writingBody);
    },
  },
  {
    path: (s) => `/writings/${s.writingId}/export`,
    async check(page, v) {
      await shows(page, `Export “${SEEN[v].writingTitle}”`);
      await shows(page, SEEN[v].writingBody);
      // The Substack address is a stored writing setting.
      await shows(page, `${SEEN[v].substack}.substack.com`);
      await lacks(page, SEEN[other(v)].writingBody);
      await lacks(page, `${SEEN[other(v)].substack}.substack.com`);
    },
  },
  {
    path: () => '/news',
    async check(page, v) {
      await shows(page, SEEN.before.headline);
      if (v === 'after') await shows(page, SEEN.after.headline);
      else await lacks(page, SEEN.after.headline);
    },
  },
  {
    path: () => '/voices',
    async check(page, v) {
      const preselected = (key: string) => main(page).getByTestId(`voice-${key}`).getByText('Preselected');
      await preselected(SEEN[v].voice).waitFor({ timeout: WAIT_MS });
      expect(await preselected(SEEN[other(v)].voice).count()).toBe(0);
    },
  },
  {
    path: () => '/reflections',
    async check(page, v) {
      await shows(page, SEEN[v].reflection);
      await lacks(page, SEEN[other(v)].reflection);
    },
  },
  {
    path: () => '/progress',
    async check(page, v) {
      // The review schedule counts attempts; the time calibration counts timed sections.
      const reviews = (w: Version) => `(${w === 'before' ? 1 : 2} reviews so far)`;
      const timed = (w: Version) => `median of ${sections(w)} section${sections(w) === 1 ? '' : 's'}`;
      await shows(page, reviews(v));
      await shows(page, timed(v));
      await lacks(page, reviews(other(v)));
      await lacks(page, timed(other(v)));
    },
  },
  {
    path: () => '/settings',
    async check(page, v) {
      await shows(page, `Reviews use ${SEEN[v].model} at`);
      await holds(page, 'Run timeout (seconds)', String(SEEN[v].timeout));
      await holds(page, 'All calls daily cap in dollars', String(SEEN[v].dailyCap));
      await lacks(page, `Reviews use ${SEEN[other(v)].model} at`);
      const added = main(page).getByText(ADDED_PROFILE, { exact: true });
      expect(await added.count()).toBe(v === 'before' ? 0 : 1);
    },
  },
  {
    path: () => '/drafts',
    async check(page, v) {
      await counts(page, 'draft-row', 1);
      await shows(page, v === 'before' ? '1 waiting for review' : '0 waiting for review');
      await lacks(page, v === 'before' ? '0 waiting for review' : '1 waiting for review');
    },
  },
  {
    path: (s) => `/drafts/${s.draftId}`,
    async check(page, v) {
      if (v === 'after') return shows(page, 'Rejected after the backup.');
      await main(page).getByRole('button', { name: 'Reject', exact: true }).waitFor({ timeout: WAIT_MS });
      await lacks(page, 'Rejected after the backup.');
    },
  },
];

/** Opens every screen in turn (in-app) and checks it shows version `v` of the data. */
async function walk(page: Page, v: Version, seeded: Seeded): Promise<void> {
  for (const screen of SCREENS) {
    const path = screen.path(seeded);
    try {
      await visit(page, path);
      await screen.check(page, v, seeded);
    } catch (err) {
      throw new Error(`${path} does not show the data ${v} the backup: ${(err as Error).message}`);
    }
  }
}

describe('restore from Settings > Data in Chromium', () => {
  let server: ModelServer;
  let host: RunningHost;
  let opening: Promise<Browser> | undefined;
  afterAll(async () => {
    // Awaited even when the seed failed first, so no Chromium is left running.
    await (await opening?.catch(() => undefined))?.close();
    await host?.stop();
    await server?.close();
  });

  test('every screen shows the data of the backup again, not the changes made after it', async () => {
    server = await startModelServer();
    host = await startWebHost();
    // Chromium starts while the host takes the seed (a submit runs the tests, a draft is verified by the runner).
    opening = openBrowser();
    const [seeded, browser] = await Promise.all([seedBefore(host, server), opening]);
    const { page } = browser;
    await page.goto(host.url);
    await walk(page, 'before', seeded);

    await visit(page, '/settings/data');
    await page.getByTestId('no-backups').waitFor({ timeout: WAIT_MS });
    await page.getByRole('button', { name: 'Back up now' }).click();
    await counts(page, 'backup-row', 1);

    await changeAfter(host, server, seeded);
    await page.goto(`${host.origin}/`);
    await walk(page, 'after', seeded);

    // A second tab stays on the problem page through the restore: it reloads too, and the work it saves as it
    // unloads (the changed work) must not land over the restored work.
    const tab = await browser.context.newPage();
    await tab.goto(`${host.origin}/problem/stable-softmax`);
    await holds(tab, 'Explore notes', SEEN.after.wipNotes);
    // The learner restores while another profile is current: the backup's current profile must come back too
    // (every screen below is checked for the first profile's data).
    await visit(page, '/settings');
    const switched = page.waitForEvent('load');
    await main(page)
      .getByRole('button', { name: `Switch to ${ADDED_PROFILE}` })
      .click();
    await switched;
    await visit(page, '/settings/data');
    await page.getByTestId('backup-row').first().getByRole('button', { name: 'Restore…' }).click();
    const reloaded = page.waitForEvent('load');
    const tabReloaded = tab.waitForEvent('load');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await Promise.all([reloaded, tabReloaded]);
    await holds(tab, 'Explore notes', SEEN.before.wipNotes);
    await tab.close();
    // The data of before the restore was backed up first.
    await counts(page, 'backup-row', 2);
    await walk(page, 'before', seeded);
    expect(browser.errors).toEqual([]);
  });
});
