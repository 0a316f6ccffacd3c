/**
 * Screenshots of the daily-loop screens with data in them, light and dark, at 1440, 1024 and 700 px wide: spend
 * tables with their labels, Progress with little history, a track page with a timed and an untimed section and
 * the Mark done dialog, News with a response, a due reflection before and after the reveal, the writings board.
 * `npm run build:web && npx tsx tests/app/loop-screenshots.ts /tmp/loop-shots [name,name]`
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Alignment news</title>
<item><guid>a</guid><title>Lab publishes sparse autoencoder features for a small model</title><link>https://news.example.org/a</link><description>Features for every layer, with a viewer.</description></item>
<item><guid>b</guid><title>A new benchmark for deceptive behaviour in agents</title><link>https://news.example.org/b</link><description>Twelve tasks, three model families.</description></item>
</channel></rss>`;

async function call<T = { id: string }>(host: RunningHost, channel: string, input: unknown = {}): Promise<T> {
  const r = await host.call(channel, input);
  if (!r.ok) throw new Error(`${channel}: ${r.error?.message}`);
  return r.value as T;
}

async function seed(host: RunningHost): Promise<void> {
  const { current_id: me } = await call<{ current_id: string }>(host, 'profiles:list');
  const db = new Database(path.join(host.dataDir, 'workbench.db'));
  const now = Date.now();
  const ledger = db.prepare(
    `INSERT INTO spend_ledger (id, user_id, tag, model, tokens_in, tokens_out, cost_usd, outcome, created_at) VALUES (?, ?, ?, 'gpt-4o-mini', ?, ?, ?, ?, ?)`,
  );
  const calls: Array<[string, string]> = [['review', 'ok'], ['generated_content', 'ok'], ['writing_assist', 'ok'], ['writing_assist', 'rate_limited'], ['generated_content', 'timeout']];
  calls.forEach(([tag, outcome], i) => ledger.run(randomUUID(), me, tag, 1200 + i * 300, 400, 0.0021 * (i + 1), outcome, new Date(now - i * 600_000).toISOString()));
  const attempt = db.prepare(
    `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, looked_reference, looked_pitfalls, passed, test_status, confidence, created_at)
     VALUES (?, ?, ?, 'python', 'practice', '', 0, 0, ?, ?, 4, ?)`,
  );
  ['stable-softmax', 'kl-divergence', 'causal-attention'].forEach((slug, i) =>
    attempt.run(randomUUID(), me, slug, i === 2 ? 0 : 1, i === 2 ? 'failed' : 'passed', new Date(now - 3_600_000 * (i + 1)).toISOString()),
  );
  db.close();

  await call(host, 'tracks:activate', { slug: 'arena' });
  await call(host, 'tracks:complete-section', { slug: 'arena', idx: 0, minutes: 300 });
  await call(host, 'reflections:save', { slug: 'arena', idx: 0, text: 'einsum is named axes: write the output shape first and the contraction falls out.' });
  await call(host, 'tracks:start-section', { slug: 'arena', idx: 1 });
  await call(host, 'tracks:complete-section', { slug: 'arena', idx: 1 });
  await call(host, 'tracks:start-section', { slug: 'arena', idx: 2 });

  await call(host, 'news:import', { text: FEED });
  const { items } = await call<{ items: Array<{ id: string }> }>(host, 'news:list');
  const response = await call(host, 'news:draft-response', { item_id: items[0]!.id });
  await call(host, 'writings:set-stage', { id: response.id, stage: 'outline' });
  const titles = ['Notes on superposition and polysemanticity', 'Why linear probes mislead', 'A tour of grokking', 'Against naive reward modelling', 'What SAEs do not tell us', 'Interpretability, plainly'];
  const path_: Record<number, string[]> = { 0: [], 1: ['outline'], 2: ['draft'], 3: ['draft', 'ready'] };
  for (const [i, title] of titles.entries()) {
    const w = await call(host, 'writings:create', { title, type: i % 2 ? 'methods_explainer' : 'research_reflection' });
    await call(host, 'writings:update', { id: w.id, body_md: 'word '.repeat(120 * (i + 1)) });
    for (const s of path_[i % 4]!) await call(host, 'writings:set-stage', { id: w.id, stage: s });
  }
  // A day later: the reflection is due.
  await host.setClockOffsetDays(1.1);
}

type Shot = { name: string; route: string; act?: (page: Page) => Promise<void>; focus?: string };

const SHOTS: Shot[] = [
  { name: 'spend', route: '/settings', focus: '#spend-heading' },
  { name: 'spend-recent', route: '/settings', focus: '#spend-recent-heading' },
  { name: 'progress', route: '/progress', focus: '#axes-heading' },
  { name: 'track', route: '/tracks/arena', focus: '[data-testid="section-0"]' },
  {
    name: 'track-done-dialog',
    route: '/tracks/arena',
    act: async (page) => {
      await page.getByTestId('section-2').getByRole('button', { name: /Mark done/ }).click();
      await page.getByTestId('done-minutes').waitFor();
    },
  },
  { name: 'news', route: '/news' },
  { name: 'reflection-recall', route: '/reflections', act: async (page) => page.getByTestId('recall-text').fill('Something about einsum: name the axes.') },
  {
    name: 'reflection-revealed',
    route: '/reflections',
    act: async (page) => {
      await page.getByTestId('recall-text').fill('Something about einsum: name the axes.');
      await page.getByTestId('reveal').click();
    },
  },
  { name: 'writings-board', route: '/writings' },
];

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/loop-shots';
  const only = process.argv[3];
  fs.mkdirSync(outDir, { recursive: true });
  const host = await startWebHost();
  try {
    await seed(host);
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1440, 1024, 700]) {
        const browser = await openBrowser({ colorScheme: scheme, viewport: { width, height: 900 } });
        await browser.page.goto(host.url);
        for (const shot of SHOTS.filter((s) => !only || only.split(',').includes(s.name))) {
          await browser.page.goto(`${host.origin}${shot.route}`);
          await browser.page.waitForLoadState('networkidle');
          await browser.page.locator('main h1').first().waitFor();
          await shot.act?.(browser.page);
          if (shot.focus) await browser.page.evaluate(`document.querySelector(${JSON.stringify(shot.focus)}).scrollIntoView({ block: 'start' })`);
          await browser.page.waitForTimeout(300);
          const file = path.join(outDir, `${shot.name}-${width}-${scheme}.png`);
          await browser.page.screenshot({ path: file });
          process.stdout.write(`${file}\n`);
        }
        if (browser.errors.length) process.stdout.write(`console errors (${scheme} ${width}): ${browser.errors.join(' | ')}\n`);
        await browser.close();
      }
    }
  } finally {
    await host.stop();
  }
}

void main();
