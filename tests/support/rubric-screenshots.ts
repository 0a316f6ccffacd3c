/**
 * The interview rubric card, light and dark: `npm run build:web && npx tsx tests/support/rubric-screenshots.ts
 * <out-dir>` (`WIDTHS=1440,1024,700` for several window widths; 1280 by default). Seeds with tests/reviews/review-seed.ts (one rubric reason is unbacked, so one row reads "not graded:
 * <why>"), opens the interview review on /review and captures the review and its rubric.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBrowser } from './browser';
import { startWebHost } from './web-host';
import seed from '../reviews/review-seed';

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/workbench-shots';
  fs.mkdirSync(outDir, { recursive: true });
  const host = await startWebHost();
  try {
    await seed(host);
    const widths = (process.env.WIDTHS ?? '1280').split(',').map(Number);
    for (const [scheme, width] of (['light', 'dark'] as const).flatMap((s) => widths.map((w) => [s, w] as const))) {
      const browser = await openBrowser({ colorScheme: scheme });
      await browser.page.setViewportSize({ width, height: 1400 });
      // host.url carries the session; then the route.
      await browser.page.goto(host.url);
      await browser.page.goto(`${host.origin}/review`);
      await browser.page.waitForLoadState('networkidle');
      const items = browser.page.getByTestId('review-history-item');
      await items.first().waitFor();
      const row = browser.page.getByTestId('review-history-item').filter({ has: browser.page.locator('.chip-accent') }).first();
      await row.getByRole('button', { name: 'Show review', exact: true }).first().click();
      const rubric = browser.page.getByTestId('review-rubric');
      await rubric.waitFor({ timeout: 5000 }).catch(async () => {
        await browser.page.screenshot({ path: path.join(outDir, `rubric-debug-${scheme}-${width}.png`), fullPage: true });
        throw new Error('no rubric shown');
      });
      await browser.page.waitForTimeout(300);
      await rubric.scrollIntoViewIfNeeded();
      await rubric.screenshot({ path: path.join(outDir, `rubric-${scheme}-${width}.png`) });
      await browser.page.screenshot({ path: path.join(outDir, `rubric-page-${scheme}-${width}.png`) });
      process.stdout.write(`${path.join(outDir, `rubric-${scheme}-${width}.png`)}\n`);
      if (browser.errors.length) process.stdout.write(`console errors (${scheme}): ${browser.errors.join(' | ')}\n`);
      await browser.close();
    }
  } finally {
    await host.stop();
  }
}

void main();
