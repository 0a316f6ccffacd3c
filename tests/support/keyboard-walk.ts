/**
 * A keyboard-only walk (no mouse at all) of home, a problem through submit, and the writings board, printed as a
 * transcript: each key, and what has focus afterwards (role, name) or what was announced. docs/accessibility.md
 * records a run. `npm run build:web && npx tsx tests/support/keyboard-walk.ts`. Data (two pieces on the board) is
 * created through the host's API first; everything on screen is done with keys.
 */
import type { Page } from 'playwright-core';
import { openBrowser, waitForExpression } from './browser';
import { startWebHost, type RunningHost } from './web-host';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The focused element as a screen reader would name it, roughly: role or tag, then its label or text. */
async function focused(page: Page): Promise<string> {
  return (await page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const role = el.getAttribute('role') || el.tagName.toLowerCase();
    const described = el.getAttribute('aria-describedby');
    const label = el.getAttribute('aria-label') || (el.labels && el.labels[0] && el.labels[0].textContent) || el.textContent || el.getAttribute('placeholder') || '';
    const hint = described ? ' [described by: ' + (document.getElementById(described)?.textContent || '').trim().slice(0, 70) + '...]' : '';
    return role + ' "' + label.replace(/\\s+/g, ' ').trim().slice(0, 70) + '"' + hint;
  })()`)) as string;
}

async function press(page: Page, key: string, note = ''): Promise<string> {
  await page.keyboard.press(key);
  await page.waitForTimeout(120);
  const now = await focused(page);
  log(`  ${key.padEnd(12)} -> ${now}${note ? `   (${note})` : ''}`);
  return now;
}

/** Tab until the focused element's description matches; logs only the landing, and how many Tabs it took. */
async function tabTo(page: Page, match: RegExp, max = 80, key = 'Tab'): Promise<void> {
  for (let i = 1; i <= max; i++) {
    // Passing through the code editor: Tab indents there, so Esc first lets the next Tab move on.
    if (/solution code/.test(await focused(page)) && !match.test('solution code')) await page.keyboard.press('Escape');
    await page.keyboard.press(key);
    const now = await focused(page);
    if (match.test(now)) {
      log(`  ${key} x${i}`.padEnd(15) + ` -> ${now}`);
      return;
    }
  }
  throw new Error(`${match} not reached in ${max} presses of ${key}; focus is on ${await focused(page)}`);
}

async function must(host: RunningHost, channel: string, input: unknown): Promise<unknown> {
  const r = await host.call(channel, input);
  if (!r.ok) throw new Error(`${channel}: ${r.error?.message}`);
  return r.value;
}

async function main(): Promise<void> {
  const host = await startWebHost();
  const browser = await openBrowser({ viewport: { width: 1280, height: 820 } });
  const { page } = browser;
  try {
    await must(host, 'runner:acknowledge-unsandboxed', {});
    for (const title of ['Notes on superposition', 'Why probes mislead'])
      await must(host, 'writings:create', { title, type: 'research_reflection' });

    log('## Home');
    await page.goto(host.url);
    await page.locator('main h1').waitFor();
    log(`  title: ${await page.title()}`);
    await press(page, 'Tab', 'first stop');
    await press(page, 'Enter', 'skip link: focus to the content');
    await tabTo(page, /Start|Open|Continue|Pick|Browse/i, 30);
    await press(page, 'Tab');

    log('## Problems, then a problem through submit');
    await page.keyboard.press('Control+3');
    await waitForExpression(page, 'document.title === "Problems - Workbench"');
    log(`  Control+3    -> ${await focused(page)}   (shortcut to Problems, once the screen is there)`);
    log(`  title: ${await page.title()}`);
    await tabTo(page, /a "Numerically stable softmax/i);
    await page.keyboard.press('Enter');
    await waitForExpression(page, 'document.activeElement?.tagName === "H1"');
    log(`  title: ${await page.title()}, focus: ${await focused(page)}`);
    await tabTo(page, /textarea/);
    await page.keyboard.type('Logits can be large; exp overflows.');
    log('  typed Explore notes');
    await tabTo(page, /button "Proceed/);
    await press(page, 'Enter', 'Explore -> Brainstorm; focus goes to its notes');
    await page.keyboard.type('Shift by the max, or work in log space throughout.');
    log('  typed Brainstorm notes');
    await tabTo(page, /button "Proceed/);
    await press(page, 'Enter', 'Brainstorm -> Plan');
    await page.keyboard.type('Subtract the row maximum from each logit, exponentiate, sum, divide; guard the empty list and keep float64.');
    log('  typed Plan notes (over 80 characters: the editor unlocks)');
    await tabTo(page, /button "Proceed/);
    await press(page, 'Enter', 'Plan -> Implement');
    await tabTo(page, /textbox ".*solution code"/, 40);
    await press(page, 'Escape', 'the way out of the editor: Esc');
    await press(page, 'Tab', 'then Tab leaves it');
    await press(page, 'Shift+Tab', 'back into the editor');
    await press(page, 'Escape');
    await tabTo(page, /button "Proceed/, 40, 'Shift+Tab');
    await press(page, 'Enter', 'Implement -> Verify');
    await tabTo(page, /radio|input "1/, 60);
    await press(page, 'ArrowDown', 'confidence: arrow keys move within the group');
    await press(page, 'ArrowDown');
    await tabTo(page, /button "Submit attempt/, 20);
    await press(page, 'Enter', 'submit');
    await page.getByText('Submitted: attempt saved').waitFor({ timeout: 60_000 });
    log('  result shown: "Submitted: attempt saved"');
    const icons = (await page.evaluate(
      `[...document.querySelectorAll('.test-icon')].map((e) => e.getAttribute('role') + ':' + e.getAttribute('aria-label'))`,
    )) as string[];
    log(`  test icons read as: ${[...new Set(icons)].join(', ')}`);

    log('## Writings board');
    await page.keyboard.press('Control+4');
    await waitForExpression(page, 'document.title === "Writings - Workbench"');
    await waitForExpression(page, 'document.activeElement?.tagName === "H1"');
    log(`  Control+4    -> ${await focused(page)}   (shortcut to Writings)`);
    await page.locator('[data-testid=board-card]').first().waitFor();
    await tabTo(page, /Move “Notes on superposition”/);
    await press(page, 'Space', 'pick the card up');
    await press(page, 'ArrowRight', 'to the next column');
    await press(page, 'Space', 'drop');
    await page.waitForTimeout(800);
    const live = await page.evaluate(
      `[...document.querySelectorAll('[aria-live]')].map((e) => e.textContent).filter(Boolean).join(' | ')`,
    );
    log(`  announced: ${live as string}`);
    const list = (await must(host, 'writings:list', {})) as { writings: Array<{ title: string; stage: string }> };
    log(`  stored stages: ${list.writings.map((w) => `${w.title}=${w.stage}`).join(', ')}`);
    if (browser.errors.length) log(`console errors: ${browser.errors.join(' | ')}`);
  } finally {
    await browser.close();
    await host.stop();
  }
}

void main();
