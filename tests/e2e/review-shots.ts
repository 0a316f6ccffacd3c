/**
 * Tall screenshots of the review surfaces (the shared script captures only the viewport because the main pane
 * scrolls): `npx tsx tests/e2e/review-shots.ts /tmp/shots /review /voices /settings`. Seeds with review-seed.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser';
import { startWebHost } from '../support/web-host';
import seed from './review-seed';

async function main(): Promise<void> {
  const [outDir = '/tmp/review-shots', ...routes] = process.argv.slice(2);
  fs.mkdirSync(outDir, { recursive: true });
  const host = await startWebHost();
  try {
    await seed(host);
    for (const scheme of ['light', 'dark'] as const) {
      const browser = await openBrowser({
        colorScheme: scheme,
        viewport: { width: 1280, height: Number(process.env.HEIGHT ?? 2000) },
      });
      await browser.page.goto(host.url);
      for (const route of routes) {
        await browser.page.goto(`${host.origin}${route}`);
        await browser.page.waitForLoadState('networkidle');
        if (process.env.CLICK) {
          // Clicks every matching button (e.g. CLICK="Show review" opens every review in the history).
          const buttons = browser.page.getByRole('button', { name: process.env.CLICK, exact: true });
          for (let i = 0; i < 20 && (await buttons.count()) > 0; i++) await buttons.first().click();
        }
        await browser.page.waitForTimeout(300);
        const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${scheme}.png`;
        await browser.page.screenshot({ path: path.join(outDir, name) });
        process.stdout.write(`${path.join(outDir, name)}\n`);
      }
      if (browser.errors.length) process.stdout.write(`console errors (${scheme}): ${browser.errors.join(' | ')}\n`);
      await browser.close();
    }
  } finally {
    await host.stop();
  }
  process.exit(0);
}

void main();
