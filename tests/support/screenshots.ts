/**
 * Takes screenshots of routes in light and dark themes against a fresh browser host, for looking at what we
 * build: `npx tsx tests/support/screenshots.ts <out-dir> / /tracks ...`. Build the renderer first
 * (`npm run build:web`). Set SEED=<module path> to run a seeding module's default export(host) first, and
 * CLICK=<button name> to click every such button before the shot (e.g. CLICK="Show review"). Long screens
 * are captured whole: the window grows to the height <main> scrolls to. WIDTH=<px> sets the window's width
 * (1280 by default), for the narrow layouts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBrowser } from './browser';
import { startWebHost, type RunningHost } from './web-host';

const WIDTH = Number(process.env.WIDTH ?? 1280);

async function main(): Promise<void> {
  const [outDir = '/tmp/workbench-shots', ...routes] = process.argv.slice(2);
  fs.mkdirSync(outDir, { recursive: true });
  const host = await startWebHost();
  try {
    if (process.env.SEED) {
      const seed = (await import(path.resolve(process.env.SEED))) as { default: (h: RunningHost) => Promise<void> };
      await seed.default(host);
    }
    for (const scheme of ['light', 'dark'] as const) {
      const browser = await openBrowser({ colorScheme: scheme, viewport: { width: WIDTH, height: 820 } });
      await browser.page.goto(host.url);
      for (const route of routes.length ? routes : ['/']) {
        await browser.page.goto(`${host.origin}${route}`);
        await browser.page.waitForLoadState('networkidle');
        if (process.env.CLICK) {
          const buttons = browser.page.getByRole('button', { name: process.env.CLICK, exact: true });
          for (let i = 0; i < 20 && (await buttons.count()) > 0; i++) await buttons.first().click();
        }
        // SETTLE_MS: more time for async rendering (Markdown runs in a worker) on a loaded machine.
        await browser.page.waitForTimeout(Number(process.env.SETTLE_MS ?? 300));
        // The app scrolls inside <main>, so a full-page shot would stop at the window: grow the window first.
        const height = Number(await browser.page.evaluate('document.querySelector("main")?.scrollHeight ?? 820'));
        await browser.page.setViewportSize({ width: WIDTH, height: Math.max(820, Math.min(height + 40, 6000)) });
        const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${scheme}.png`;
        await browser.page.screenshot({ path: path.join(outDir, name), fullPage: true });
        await browser.page.setViewportSize({ width: WIDTH, height: 820 });
        process.stdout.write(`${path.join(outDir, name)}\n`);
      }
      if (browser.errors.length) process.stdout.write(`console errors (${scheme}): ${browser.errors.join(' | ')}\n`);
      await browser.close();
    }
  } finally {
    await host.stop();
  }
}

void main();
