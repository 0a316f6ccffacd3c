/**
 * axe-core (Deque's rule engine, the one accessibility audits use) on every screen, light and dark, with data in
 * the screens. Fails on any serious or critical violation and on skipped heading levels; the message lists each
 * one with its nodes, so a failure says what to fix. Every path in the app's route table must be audited: a new
 * screen without an entry here fails the first test. Also: each screen names the window, and a navigation moves
 * focus to the new screen's heading.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, waitForExpression, type Browser } from '../support/browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { watchScreenReadiness, type ScreenReadiness } from '../support/screen-ready';
import { startWebHost, type RunningHost } from '../support/web-host';
import { seedForAudit } from './a11y-seed';

jest.setTimeout(600_000);

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

type AxeNode = { target: string[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/** Runs axe on the whole document; answers the serious and critical violations, one line per node. */
async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = (await page.evaluate(
    'window.axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)',
  )) as AxeViolation[];
  return (
    violations
      // Skipped heading levels too (a moderate rule): a screen reader's list of headings must not have gaps.
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
      .flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${v.impact} ${v.id} (${v.help}) at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      )
  );
}

/** The route patterns of the app's route table, read from its source (the table holds JSX). */
function routePatterns(): string[] {
  const source = fs.readFileSync(path.resolve(__dirname, '../../src/renderer/src/app/routes.tsx'), 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]!);
}

function matches(pattern: string, url: string): boolean {
  const re = new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}$`);
  return re.test(url);
}

/** Opens a screen and waits until it is drawn with its data: Markdown rendered, editors mounted, no query left. */
async function settle(page: Page, ready: ScreenReadiness, url: string): Promise<void> {
  await page.goto(url);
  await ready.wait();
}

describe('accessibility: axe-core on every screen, light and dark', () => {
  let server: ModelServer;
  let host: RunningHost;
  let routes: string[];

  beforeAll(async () => {
    server = await startModelServer();
    host = await startWebHost({
      env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'test', WORKBENCH_MODEL: 'test-model' },
    });
    routes = await seedForAudit(host, server);
  });
  afterAll(async () => {
    await host?.stop();
    await server?.close();
  });

  it('audits a URL for every route in the route table', () => {
    const patterns = routePatterns();
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) expect([pattern, routes.some((r) => matches(pattern, r))]).toEqual([pattern, true]);
  });

  it('names the window after the problem or the screen and moves focus to the heading after a navigation', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      const ready = watchScreenReadiness(page);
      await page.goto(host.url);
      const title = () => page.evaluate('document.title') as Promise<string>;
      const heading = () => page.locator('main h1').first().innerText();
      const problem = await host.call('problems:get', { slug: 'stable-softmax' });
      const problemTitle = (problem.value as { title: string }).title;
      await settle(page, ready, `${host.origin}/problem/stable-softmax`);
      expect(await title()).toBe(`${problemTitle} - Workbench`);
      await settle(page, ready, `${host.origin}/writings`);
      expect(await title()).toBe('Writings - Workbench');

      // The first load leaves focus alone; a navigation moves it to the new screen's heading.
      await settle(page, ready, `${host.origin}/`);
      expect(await page.evaluate('document.activeElement === document.body')).toBe(true);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Writings', 'Problems', 'News', 'Review', 'Settings', 'Home']) {
        const before = await title();
        await nav.getByRole('link', { name, exact: true }).click();
        await waitForExpression(page, `document.title !== ${JSON.stringify(before)} && document.title !== 'Workbench'`);
        const focused = await page.evaluate(
          '[document.activeElement?.tagName, document.activeElement?.textContent, document.title]',
        );
        expect(focused).toEqual(['H1', (await heading()).trim(), `${(await heading()).trim()} - Workbench`]);
      }
      // From the keyboard too: Enter on a sidebar link, then the problem card's link inside the screen.
      await nav.getByRole('link', { name: 'Problems', exact: true }).focus();
      await page.keyboard.press('Enter');
      await waitForExpression(page, 'document.title === "Problems - Workbench"');
      await waitForExpression(page, 'document.activeElement?.tagName === "H1"');
      await page.getByRole('link', { name: problemTitle }).first().focus();
      await page.keyboard.press('Enter');
      await waitForExpression(page, `document.title === ${JSON.stringify(`${problemTitle} - Workbench`)}`);
      await waitForExpression(
        page,
        `document.activeElement?.tagName === 'H1' && document.activeElement.textContent === ${JSON.stringify(problemTitle)}`,
      );
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical violation on any screen (${scheme})`, async () => {
      const browser: Browser = await openBrowser({ colorScheme: scheme, bypassCSP: true });
      try {
        const { page } = browser;
        const ready = watchScreenReadiness(page);
        await page.goto(host.url);
        const found: string[] = [];
        for (const route of routes) {
          await settle(page, ready, `${host.origin}${route}`);
          for (const line of await audit(page)) found.push(`${route}: ${line}`);
          // Every screen names the window after its heading.
          const named = await page.evaluate('[document.querySelector("main h1")?.textContent, document.title]');
          expect([route, named]).toEqual([route, [expect.any(String), `${(named as string[])[0]} - Workbench`]]);
        }
        // The sidebar folded to its icon rail is a different navigation: audit it too.
        await page.setViewportSize({ width: 600, height: 800 });
        await settle(page, ready, `${host.origin}/problem/stable-softmax`);
        for (const line of await audit(page)) found.push(`/problem/stable-softmax at 600 px: ${line}`);
        expect(found).toEqual([]);
        expect(browser.errors).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }
});
