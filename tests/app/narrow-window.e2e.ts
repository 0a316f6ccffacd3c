import type { Page } from 'playwright-core';
import { waitForExpression } from '../support/browser';
import { useHostAndBrowser } from '../support/e2e-session';

jest.setTimeout(180_000);

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
}

const sidebarWidth = async (page: Page) => (await box(page, 'nav.sidebar')).width;

/**
 * Narrow windows: the sidebar folds to an icon rail by default below 900 px (it took 35% of a 600 px window),
 * the fold is a keyboard-reachable button that is remembered per window class, and the problem page's single
 * column reads statement, phases, editor, then the submit and its results, with nothing wider than the window.
 */
describe('narrow windows', () => {
  const session = useHostAndBrowser({ browser: { viewport: { width: 600, height: 800 } } });

  it('folds the sidebar to an icon rail at 600 px, keeps every link named, and remembers a choice per width', async () => {
    const { page } = session.browser;
    await page.goto(session.host.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await sidebarWidth(page)).toBeLessThanOrEqual(64);
    // The rail still names every link for a screen reader, and the toggle says what it does.
    expect(await nav.getByRole('link', { name: 'Writings', exact: true }).count()).toBe(1);
    const toggle = page.getByTestId('nav-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Keyboard only: Tab from the top reaches the toggle right after the skip link; Enter unfolds.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.className')).toBe('skip-link');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.dataset.testid')).toBe('nav-toggle');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await sidebarWidth(page)).toBeGreaterThan(200);

    // Remembered across a reload for narrow windows; a wide window keeps its own default (full).
    await page.reload();
    await nav.waitFor();
    expect(await sidebarWidth(page)).toBeGreaterThan(200);
    await toggle.press('Enter');
    expect(await sidebarWidth(page)).toBeLessThanOrEqual(64);
    await page.setViewportSize({ width: 1280, height: 800 });
    await waitForExpression(page, 'document.querySelector("nav.sidebar").getBoundingClientRect().width > 200');
    await page.setViewportSize({ width: 600, height: 800 });
    await waitForExpression(page, 'document.querySelector("nav.sidebar").getBoundingClientRect().width <= 64');
    expect(session.browser.errors).toEqual([]);
  });

  it('lays the problem page out as one column in reading order, nothing wider than the window', async () => {
    const { page } = session.browser;
    await page.goto(`${session.host.origin}/problem/stable-softmax`);
    await page.locator('.monaco-editor').waitFor();
    const order = [
      'main h1',
      '[data-testid=pane-statement] .statement',
      '[data-testid=pane-statement] .stepper',
      '[data-testid=phase-panel]',
      '.monaco-editor',
      '[data-testid=submit]',
      '[data-testid=attempt-history]',
    ];
    const boxes: Box[] = [];
    for (const selector of order) boxes.push(await box(page, selector));
    for (let i = 1; i < boxes.length; i++)
      expect([order[i - 1], order[i], boxes[i]!.y > boxes[i - 1]!.y]).toEqual([order[i - 1], order[i], true]);
    // One column: the statement and the editor start at the same left edge, and main never scrolls sideways.
    expect(Math.abs(boxes[1]!.x - boxes[4]!.x)).toBeLessThan(24);
    const overflow = await page.evaluate(
      'document.querySelector("main").scrollWidth - document.querySelector("main").clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(session.browser.errors).toEqual([]);
  });
});
