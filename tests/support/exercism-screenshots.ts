/**
 * Light and dark screenshots of Problems → Import from Exercism (the dialog, a refused pick, the report for an
 * imported and a skipped exercise) and of an imported problem's per-test results with test code (a practice
 * exercise, and a concept exercise grouped by task):
 * `npm run build:web && npx tsx tests/support/exercism-screenshots.ts /tmp/shots`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser';
import { uploadFiles } from './exercism-upload';
import { REPO_ROOT, startWebHost, type RunningHost } from './web-host';

const FIXTURES = path.join(REPO_ROOT, 'tests', 'fixtures');
const RAINDROPS = path.join(FIXTURES, 'exercism-upload', 'raindrops');
const DICE = path.join(FIXTURES, 'exercism', 'rust', 'exercises', 'practice', 'dice');
const LASAGNA = path.join(FIXTURES, 'exercism', 'python', 'exercises', 'concept', 'guidos-gorgeous-lasagna');
const PLAN = 'Check 3, 5 and 7 in that order, append each sound whose factor divides the number, and fall back to the digits.';

async function shoot(page: Page, file: string, target?: string): Promise<void> {
  await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 600));
  if (target) await page.locator(target).screenshot({ path: file });
  else await page.screenshot({ path: file });
  process.stdout.write(`${file}\n`);
}

/** Saves work in Implement with `code`, opens the page and runs the tests once. */
async function runOnPage(host: RunningHost, page: Page, slug: string, code: string): Promise<void> {
  await host.call('problems:save-work', {
    slug,
    mode: 'practice',
    phase: 'implement',
    reached: 'implement',
    phase_notes: { plan: PLAN },
    code,
    notes: '',
    confidence: null,
    phase_times_ms: {},
  });
  await page.goto(`${host.origin}/problem/${slug}`);
  await page.locator('.monaco-editor').waitFor();
  await page.getByTestId('run-tests').click();
  await page.locator('[data-testid=run-result][data-status=failed]').waitFor();
  await page.getByTestId('run-result').scrollIntoViewIfNeeded();
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/workbench-shots';
  fs.mkdirSync(outDir, { recursive: true });
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'exercism-shots-'));
  fs.cpSync(RAINDROPS, path.join(parent, 'downloads', 'raindrops'), { recursive: true });
  try {
    for (const scheme of ['light', 'dark'] as const) {
      const host = await startWebHost();
      const browser = await openBrowser({ colorScheme: scheme });
      const { page } = browser;
      try {
        await host.call('runner:acknowledge-unsandboxed', {});
        await page.goto(host.url);
        await page.goto(`${host.origin}/problems`);
        await page.getByRole('button', { name: 'Import from Exercism…' }).click();
        const dialog = page.getByTestId('exercism-dialog');
        await shoot(page, path.join(outDir, `exercism-dialog-${scheme}.png`));
        await dialog.getByTestId('exercism-folder-input').setInputFiles(path.join(parent, 'downloads'));
        await dialog.getByRole('alert').waitFor();
        await shoot(page, path.join(outDir, `exercism-dialog-refused-${scheme}.png`));
        await dialog.getByTestId('exercism-folder-input').setInputFiles(RAINDROPS);
        await dialog.getByTestId('exercism-report').waitFor();
        await shoot(page, path.join(outDir, `exercism-report-${scheme}.png`));
        await dialog.getByTestId('exercism-folder-input').setInputFiles(DICE);
        await dialog.locator('[data-outcome=skipped]').waitFor();
        await shoot(page, path.join(outDir, `exercism-report-skipped-${scheme}.png`));
        await dialog.getByRole('button', { name: 'Close' }).click();
        await shoot(page, path.join(outDir, `exercism-problems-${scheme}.png`));

        await runOnPage(host, page, 'exercism-python-raindrops', 'def convert(number):\n    return "Pling" if number % 3 == 0 else str(number)\n');
        await shoot(page, path.join(outDir, `exercism-results-${scheme}.png`), '[data-testid=run-result]');
        await host.call('exercism:import', { folder_name: 'guidos-gorgeous-lasagna', files: uploadFiles(LASAGNA) });
        // Task 3 wrong (each layer takes 2 minutes, not 3): tasks 1 and 2 pass, task 3 fails.
        const partial = fs.readFileSync(path.join(LASAGNA, '.meta', 'exemplar.py'), 'utf8').replace('number_of_layers * PREPARATION_TIME', 'number_of_layers * 3');
        await runOnPage(host, page, 'exercism-python-guidos-gorgeous-lasagna', partial);
        await shoot(page, path.join(outDir, `exercism-results-tasks-${scheme}.png`), '[data-testid=run-result]');
        if (browser.errors.length) console.error(browser.errors);
      } finally {
        await browser.close();
        await host.stop();
      }
    }
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
