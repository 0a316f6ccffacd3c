/**
 * Screenshots of the learner's loop messages, light and dark at 1440, 1024 and 700 px wide: Settings' connection
 * test of unsaved values; on a problem page a run stopped by its time limit (every test listed), a refused Submit
 * (the message beside the button) and a failed "Draft a debugging problem" (a banner with Retry); the writing
 * editor's way back, an image note in the preview, the stage menu, and an assist suggestion as changes.
 * `npm run build:web && npx tsx tests/app/learner-loop-screenshots.ts /tmp/shots`
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { startModelServer } from '../support/model-server';
import { REPO_ROOT, startWebHost, type RunningHost } from '../support/web-host';

const SLUG = 'stable-softmax';
const REFERENCE = fs.readFileSync(path.join(REPO_ROOT, 'content', 'problems', SLUG, 'reference.py'), 'utf8');
// The third call to softmax never returns: the first tests pass, one is stopped, the rest never start.
const HANGS = `${REFERENCE}\n_calls = [0]\n_softmax = softmax\ndef softmax(xs):\n    _calls[0] += 1\n    if _calls[0] > 3:\n        while True:\n            pass\n    return _softmax(xs)\n`;
const PLAN = 'Subtract the row max before exp so nothing overflows; divide by the sum; log-softmax is x - max - log(sum).';
const P1 = 'I trained a linear probe on the residual stream of a small model.';
const P2 = 'The probe found the feature early.\nBut the feature was also in the later layers, and stronger there.';
const BODY = `${P1}\n\n![Probe accuracy by layer](https://example.com/probe-accuracy.png)\n\n${P2}\n`;
const REPLY = `${P1}\n\n![Probe accuracy by layer](https://example.com/probe-accuracy.png)\n\nThe probe found the feature early. It was also in the deeper layers, and stronger there.\n`;
const WIDTHS = [1440, 1024, 700];

async function call<T>(host: RunningHost, channel: string, input: unknown): Promise<T> {
  const r = await host.call(channel, input);
  if (!r.ok) throw new Error(`${channel}: ${r.error?.message}`);
  return r.value as T;
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/workbench-shots';
  fs.mkdirSync(outDir, { recursive: true });
  const model = await startModelServer({ models: ['test-model'], fallback: { kind: 'content', content: JSON.stringify({ text: REPLY }) } });
  const host = await startWebHost();
  try {
    await call(host, 'runner:save-settings', { timeout_seconds: 2 });
    const piece = await call<{ id: string }>(host, 'writings:create', { title: 'What the probe found', type: 'research_reflection' });
    await call(host, 'writings:update', { id: piece.id, body_md: BODY });
    // SCHEMES=dark takes one scheme only (a re-take after a look).
    const schemes = (['light', 'dark'] as const).filter((s) => !process.env.SCHEMES || process.env.SCHEMES.includes(s));
    for (const scheme of schemes) {
      for (const width of WIDTHS) {
        const browser = await openBrowser({ colorScheme: scheme, viewport: { width, height: 900 } });
        const { page } = browser;
        const shot = async (name: string) => {
          await page.waitForTimeout(500);
          const file = path.join(outDir, `${name}-${width}-${scheme}.png`);
          await page.screenshot({ path: file });
          process.stdout.write(`${file}\n`);
        };
        await page.goto(host.url);
        await settings(page, host, model.baseUrl, shot);
        await problem(page, host, shot);
        await call(host, 'model:save-settings', { base_url: model.baseUrl, model: 'test-model' });
        await writing(page, host, piece.id, shot);
        if (browser.errors.length) process.stdout.write(`console errors (${scheme} ${width}): ${browser.errors.join(' | ')}\n`);
        await browser.close();
      }
    }
  } finally {
    await host.stop();
    await model.close();
  }
}

type Shot = (name: string) => Promise<void>;

async function settings(page: Page, host: RunningHost, baseUrl: string, shot: Shot): Promise<void> {
  // Nothing saved: the test checks what is typed.
  await call(host, 'model:save-settings', { base_url: '', model: '' });
  await page.goto(`${host.origin}/settings`);
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('Model', { exact: true }).fill('test-model');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByTestId('connection-result').waitFor();
  await page.getByTestId('connection-result').scrollIntoViewIfNeeded();
  await shot('settings-test-unsaved');
}

async function problem(page: Page, host: RunningHost, shot: Shot): Promise<void> {
  await call(host, 'problems:reset-work', { slug: SLUG, mode: 'practice' });
  await call(host, 'problems:save-work', {
    slug: SLUG,
    mode: 'practice',
    phase: 'verify',
    reached: 'verify',
    phase_notes: { plan: PLAN },
    code: HANGS,
    notes: '',
    confidence: null,
    phase_times_ms: {},
  });
  await page.goto(`${host.origin}/problem/${SLUG}`);
  await page.locator('.monaco-editor').waitFor({ timeout: 120_000 });
  await page.getByTestId('run-tests').click();
  const result = page.getByTestId('run-result');
  await result.waitFor({ timeout: 60_000 });
  await result.scrollIntoViewIfNeeded();
  await shot('problem-timeout-every-test');
  await page.getByTestId('submit').click();
  await page.getByTestId('submit-error').waitFor();
  await page.getByTestId('submit-error').scrollIntoViewIfNeeded();
  await shot('problem-submit-refused');
  await page.evaluate('document.querySelector("main")?.scrollTo(0, 0)');
  await page.getByRole('button', { name: 'Draft a debugging problem' }).click();
  await page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 60_000 });
  await page.evaluate('document.querySelector("main")?.scrollTo(0, 0)');
  await shot('problem-draft-failed-banner');
}

async function writing(page: Page, host: RunningHost, id: string, shot: Shot): Promise<void> {
  await call(host, 'writings:set-stage', { id, stage: 'idea' }).catch(() => undefined);
  await page.goto(`${host.origin}/writings/${id}`);
  await page.locator('.monaco-editor').waitFor({ timeout: 120_000 });
  await page.locator('.preview-image-note').waitFor();
  await shot('writing-editor-back-and-image-note');
  // A native menu does not show in a screenshot: the stage options are drawn as a list beside it for the shot.
  await page.evaluate(`(() => {
    const select = document.querySelector('[data-testid="stage-select"]');
    if (!select) return;
    select.size = select.options.length;
    select.style.position = 'relative';
    select.style.zIndex = '10';
  })()`);
  await shot('writing-stage-menu');
  await page.reload();
  await page.locator('.monaco-editor').waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Assist', exact: true }).click();
  await page.getByRole('button', { name: 'Plain-language pass' }).click();
  const card = page.getByTestId('assist-suggestion');
  await card.waitFor({ timeout: 60_000 });
  await card.getByRole('button', { name: /^Refuse change 1 of/ }).click();
  await card.scrollIntoViewIfNeeded();
  await shot('writing-assist-changes');
  // The next window size asks again; an open suggestion would stack above the new one.
  await card.getByRole('button', { name: 'Discard' }).click();
  await card.waitFor({ state: 'detached' });
}

void main();
