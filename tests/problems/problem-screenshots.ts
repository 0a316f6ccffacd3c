/**
 * Screenshots of the problem page, light and dark: the two-pane problem page at 1280×800 and 1600×1000, the single
 * column on a narrow window, an opened past attempt, the interview header while coding (the right pane scrolled
 * down), and a brand-new user's home. `npm run build:web && npx tsx tests/problems/problem-screenshots.ts /tmp/shots`
 * (fixed window sizes, which the generic script does not take).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser';
import { REPO_ROOT, startWebHost, type RunningHost } from '../support/web-host';

const SLUG = 'stable-softmax';
const REFERENCE = fs.readFileSync(path.join(REPO_ROOT, 'content', 'problems', SLUG, 'reference.py'), 'utf8');
const PLAN =
  'Subtract the row max before exp so nothing overflows; divide by the sum; log-softmax is x - max - log(sum).';

async function call<T>(host: RunningHost, channel: string, input: unknown): Promise<T> {
  const r = await host.call(channel, input);
  if (!r.ok) throw new Error(`${channel}: ${r.error?.message}`);
  return r.value as T;
}

async function seedAttempt(host: RunningHost): Promise<void> {
  await call(host, 'problems:save-work', {
    slug: SLUG,
    mode: 'practice',
    phase: 'verify',
    reached: 'verify',
    phase_notes: {
      explore: 'A list of floats in, a distribution out.',
      brainstorm: 'Naive exp overflows; shift by the max.',
      plan: PLAN,
      verify: 'Checked [1000, 1000] and [-1000, 0] by hand.',
    },
    code: REFERENCE,
    notes: '',
    confidence: null,
    phase_times_ms: { explore: 60_000, brainstorm: 90_000, plan: 120_000, implement: 300_000, verify: 60_000 },
  });
  await call(host, 'problems:submit', { slug: SLUG, mode: 'practice', notes: 'The max shift is the whole trick.', confidence: 4 });
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/workbench-shots';
  fs.mkdirSync(outDir, { recursive: true });
  const host = await startWebHost();
  try {
    for (const scheme of ['light', 'dark'] as const) {
      const browser = await openBrowser({ colorScheme: scheme, viewport: { width: 1280, height: 800 } });
      const { page } = browser;
      const shot = async (name: string) => {
        await page.waitForTimeout(400);
        const file = path.join(outDir, `${name}-${scheme}.png`);
        await page.screenshot({ path: file });
        process.stdout.write(`${file}\n`);
      };
      await page.goto(host.url);
      if (scheme === 'light') {
        // A brand-new user's home, before anything is seeded.
        await page.goto(`${host.origin}/`);
        await page.waitForLoadState('networkidle');
        await shot('home-new-user');
        await seedAttempt(host);
      } else {
        await page.goto(`${host.origin}/`);
        await page.waitForLoadState('networkidle');
      }
      if (scheme === 'dark') {
        // The dark home of a new user needs its own fresh host.
        const fresh = await startWebHost();
        try {
          await page.goto(fresh.url);
          await page.goto(`${fresh.origin}/`);
          await page.waitForLoadState('networkidle');
          await shot('home-new-user');
        } finally {
          await fresh.stop();
        }
        await page.goto(host.url);
      }
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1600, height: 1000 },
        { width: 1000, height: 800 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(`${host.origin}/problem/${SLUG}`);
        await page.locator('.monaco-editor').waitFor();
        await page.waitForLoadState('networkidle');
        await shot(`problem-${size.width}x${size.height}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${host.origin}/problem/${SLUG}`);
      await page.getByTestId('open-attempt').first().click();
      await page.getByTestId('attempt-code').waitFor();
      await page.getByTestId('attempt-view').scrollIntoViewIfNeeded();
      await shot('problem-past-attempt');

      await page.goto(`${host.origin}/problem/${SLUG}?mode=interview`);
      await page.locator('.monaco-editor').waitFor();
      await page.locator('.monaco-editor .view-lines').click();
      await page.keyboard.type('import numpy as np');
      await page.getByTestId('submit').scrollIntoViewIfNeeded();
      await shot('problem-interview-coding');
      await page.setViewportSize({ width: 1000, height: 800 });
      await page.getByTestId('submit').scrollIntoViewIfNeeded();
      await shot('problem-interview-coding-narrow');
      if (browser.errors.length) process.stdout.write(`console errors (${scheme}): ${browser.errors.join(' | ')}\n`);
      await browser.close();
    }
  } finally {
    await host.stop();
  }
}

void main();
