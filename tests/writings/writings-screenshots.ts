/**
 * Screenshots of the writings screens, light and dark, with data in them: the board with 30 pieces across
 * stages, the flat list, the editor with a long document, the editor with parts over the preview's limits (shown as
 * typed under a note naming the limits), and the export screen with a preflight.
 * `npm run build:web && npx tsx tests/writings/writings-screenshots.ts /tmp/shots` (the generic script takes fixed
 * routes; these need the ids of the pieces it creates).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';

const TYPES = ['research_reflection', 'methods_explainer', 'news_response', 'learning_log', 'tutorial', null];
const PATH_TO: Record<string, string[]> = {
  idea: [],
  outline: ['outline'],
  draft: ['draft'],
  ready: ['ready'],
  published: ['ready', 'published'],
};

async function call<T>(host: RunningHost, channel: string, input: unknown): Promise<T> {
  const r = await host.call(channel, input);
  if (!r.ok) throw new Error(`${channel}: ${r.error?.message}`);
  return r.value as T;
}

/** A long piece with footnotes, tables, code, inline and display math (the preview renders math with KaTeX). */
function longDocument(): string {
  const parts = ['# Why linear probes mislead\n', 'An epistemic note first: this is a sketch.\n'];
  for (let i = 1; i <= 12; i++) {
    parts.push(`## Section ${i}\n`);
    parts.push(`Probing classifiers find *directions* in activation space, but **finding** one says little about use [^${i}].\n`);
    parts.push('- a list item with `code`\n- [ ] a task\n- ~~struck~~ text\n');
    if (i % 2 === 1) parts.push(`The probe minimizes $\\mathcal{L}(w) = -\\sum_i \\log \\sigma(y_i\\, w^\\top h_i^{(${i})})$ over the activations.\n`);
    if (i % 4 === 1) parts.push('$$\n\\hat{w} = \\arg\\min_w \\frac{1}{n}\\sum_{i=1}^{n} \\ell(w^\\top h_i, y_i) + \\lambda \\lVert w \\rVert_2^2\n$$\n');
    if (i % 3 === 0) parts.push('| layer | accuracy |\n|---|---|\n| 4 | 0.81 |\n| 8 | 0.93 |\n');
    if (i % 4 === 0) parts.push('```python\nprobe = LogisticRegression().fit(acts, labels)\n```\n');
    parts.push(`[^${i}]: A footnote for section ${i}.\n`);
  }
  return parts.join('\n');
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/writings-shots';
  fs.mkdirSync(outDir, { recursive: true });
  const host = await startWebHost();
  try {
    const stages = Object.keys(PATH_TO);
    for (let i = 0; i < 30; i++) {
      const type = TYPES[i % TYPES.length];
      const stage = stages[i % 5]!;
      const w = await call<{ id: string }>(host, 'writings:create', {
        title: `${['Notes on', 'Why', 'A tour of', 'Against'][i % 4]} ${['superposition', 'probes', 'RLHF reward hacking', 'SAEs', 'grokking'][i % 5]} ${i + 1}`,
        type,
      });
      await call(host, 'writings:update', { id: w.id, body_md: 'word '.repeat(37 * (i + 1)) });
      for (const s of PATH_TO[stage]!) await call(host, 'writings:set-stage', { id: w.id, stage: s });
    }
    const long = await call<{ id: string }>(host, 'writings:create', { title: 'Why linear probes mislead', type: 'research_reflection' });
    await call(host, 'writings:update', { id: long.id, body_md: longDocument() });
    await call(host, 'writings:set-stage', { id: long.id, stage: 'draft' });
    const exp = await call<{ id: string }>(host, 'writings:create', { title: 'Attention, plainly', type: 'methods_explainer' });
    await call(host, 'writings:update', {
      id: exp.id,
      body_md:
        'Attention in one line.[^1]\n\n<details>more</details>\n\nThe score is $QK^T/\\sqrt{d}$.\n\n![diagram](./attn.png)\n\nSee [the paper](arxiv.org/abs/1706.03762).\n\n[^1]: Roughly.\n',
    });

    // A piece with parts over the preview's limits: formatted text, then those parts as typed under a note naming them.
    const hostile = await call<{ id: string }>(host, 'writings:create', { title: 'Pasted from a log', type: 'learning_log' });
    await call(host, 'writings:update', {
      id: hostile.id,
      body_md:
        '# What the run printed\n\nThe *first* part is ordinary prose and is formatted.\n\n' +
        `${'- '.repeat(3_000)}x\n\n${'*a'.repeat(2_000)}\n\nAnd the **last** paragraph is formatted again.\n`,
    });

    const shots: Array<[string, string, 'board' | 'list']> = [
      ['editor-refusal', `/writings/${hostile.id}`, 'board'],
      ['board', '/writings', 'board'],
      ['list', '/writings', 'list'],
      ['editor', `/writings/${long.id}`, 'board'],
      ['export', `/writings/${exp.id}/export?venue=newsletter`, 'board'],
      ['export-forum', `/writings/${long.id}/export?venue=forum_research`, 'board'],
    ];
    for (const scheme of ['light', 'dark'] as const) {
      const browser = await openBrowser({ colorScheme: scheme, viewport: { width: 1360, height: 900 } });
      await browser.page.goto(host.url);
      for (const [name, route, view] of shots) {
        await browser.page.goto(`${host.origin}${route}`);
        // Waits for what each screen shows ('networkidle' never comes while the editor's page keeps a request open).
        await browser.page.locator('main h1, main input[aria-label="Title"]').first().waitFor({ timeout: 60_000 });
        if (route === '/writings') {
          const button = browser.page.getByRole('button', { name: view === 'list' ? 'List' : 'Board', exact: true });
          await button.click();
        }
        // The editor's preview renders in a worker: wait for its math before the picture.
        if (name === 'editor') await browser.page.locator('.writing-preview .katex').first().waitFor({ timeout: 60_000 });
        if (name === 'editor-refusal') {
          await browser.page.locator('.writing-preview .markdown-note').first().waitFor({ timeout: 60_000 });
          await browser.page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
        }
        if (name.startsWith('export')) await browser.page.getByRole('heading', { name: 'Preflight' }).waitFor({ timeout: 60_000 });
        if (route === '/writings') await browser.page.getByTestId(view === 'list' ? 'flat-list' : 'board').waitFor({ timeout: 60_000 });
        await browser.page.waitForTimeout(800);
        const file = path.join(outDir, `${name}-${scheme}.png`);
        await browser.page.screenshot({ path: file, fullPage: name === 'board' || name === 'list' });
        process.stdout.write(`${file}\n`);
      }
      if (browser.errors.length) process.stdout.write(`console errors (${scheme}): ${browser.errors.join(' | ')}\n`);
      await browser.close();
    }
  } finally {
    await host.stop();
  }
}

void main();
