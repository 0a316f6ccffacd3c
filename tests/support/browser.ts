import fs from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { makeTempDir } from './temp-dir';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (containers), and none of the browser's own background traffic or updates. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Browser = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
};

/**
 * Debian's Chromium through playwright-core, with a fresh profile folder each time (playwright refuses
 * --user-data-dir in args, hence launchPersistentContext). `colorScheme` drives prefers-color-scheme.
 */
export async function openBrowser(
  options: {
    colorScheme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    /** Lets a test add its own script tag (the accessibility audit injects axe-core); the app's policy forbids it. */
    bypassCSP?: boolean;
  } = {},
): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}; install it with apt-get install -y chromium`);
  const profile = makeTempDir('workbench-chromium-');
  const context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 820 },
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      profile.cleanup();
    },
  };
}

/**
 * Waits until a page expression is truthy, polling with page.evaluate. page.waitForFunction would evaluate a
 * string with eval inside the page after its first try, which the app's content policy (no unsafe-eval) refuses.
 */
export async function waitForExpression(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(expression)) return;
    if (Date.now() > deadline) throw new Error(`still false after ${timeoutMs} ms: ${expression}`);
    await page.waitForTimeout(100);
  }
}
