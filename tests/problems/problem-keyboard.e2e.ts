import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';

/** Whether keyboard focus is inside Monaco (its hidden textarea or any of its parts). */
const inEditor = (page: Page): Promise<boolean> =>
  page.evaluate(`Boolean(document.activeElement && document.activeElement.closest('.monaco-editor'))`) as Promise<boolean>;
const focusedTestId = (page: Page): Promise<string | null> =>
  page.evaluate(`document.activeElement && document.activeElement.getAttribute('data-testid')`) as Promise<
    string | null
  >;
const editorText = (page: Page): Promise<string> =>
  page.evaluate(`document.querySelector('.monaco-editor .view-lines').innerText`) as Promise<string>;

/**
 * Issue 17 item 3 in Chromium: Tab indents in the code editor, yet a keyboard user can always leave it (Escape
 * then Tab, or Ctrl+M to make Tab move focus, as in VS Code), the hint under the editor says so, and inside the
 * confirmation dialog Tab never leaves the dialog.
 */
describe('keyboard in the problem page', () => {
  let host: RunningHost;
  let browser: Browser;
  beforeAll(async () => {
    host = await startWebHost();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('Tab indents; Escape then Tab leaves; Ctrl+M toggles Tab moving focus; the hint follows', async () => {
    const { page } = browser;
    await page.goto(host.url);
    // Interview mode: no plan gate, so the editor is writable at once.
    await page.goto(`${host.origin}/problem/${SLUG}?mode=interview`);
    await page.locator('.monaco-editor').waitFor();
    const hint = page.getByTestId('editor-keys');
    expect(await hint.textContent()).toMatch(/Tab indents.*Esc.*then.*Tab.*Ctrl\+M/);

    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    const before = await editorText(page);
    await page.keyboard.press('Tab');
    expect(await inEditor(page)).toBe(true);
    expect(await editorText(page)).not.toBe(before);

    // Escape, then Tab: out to the next control, the one-line notes.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await inEditor(page)).toBe(false);
    expect(await focusedTestId(page)).toBe('notes-line');
    // Shift+Tab goes back in; Tab alone still indents there (Escape only let one Tab out).
    await page.keyboard.press('Shift+Tab');
    expect(await inEditor(page)).toBe(true);
    const again = await editorText(page);
    await page.keyboard.press('Tab');
    expect(await inEditor(page)).toBe(true);
    expect(await editorText(page)).not.toBe(again);

    // Ctrl+M: Tab moves focus until toggled back.
    await page.keyboard.press('Control+M');
    await hint.getByText('Tab moves focus').waitFor();
    const unchanged = await editorText(page);
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('notes-line');
    await page.keyboard.press('Shift+Tab');
    expect(await inEditor(page)).toBe(true);
    expect(await editorText(page)).toBe(unchanged);
    await page.keyboard.press('Control+M');
    await hint.getByText('Tab indents').waitFor();
    await page.keyboard.press('Tab');
    expect(await inEditor(page)).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('keeps focus inside the confirmation dialog', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/problem/${SLUG}?mode=interview`);
    await page.locator('.monaco-editor').waitFor();
    await page.getByRole('button', { name: 'Start over' }).click();
    const dialog = page.getByTestId('start-over-dialog');
    await dialog.waitFor();
    const inDialog = (): Promise<boolean> =>
      page.evaluate(
        `Boolean(document.activeElement && document.activeElement.closest('[data-testid=start-over-dialog]'))`,
      ) as Promise<boolean>;
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(browser.errors).toEqual([]);
  });
});
