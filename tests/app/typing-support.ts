import type { Page } from 'playwright-core';

/**
 * Waits until the page has made no channel call for `quietMs` (longer than any autosave's debounce) and none
 * is in flight: every save the typing caused has been answered.
 */
export async function settleSaves(page: Page, quietMs = 2000, limitMs = 30_000): Promise<void> {
  let pending = 0;
  let last = Date.now();
  // Channel calls are POSTs; the event stream (a GET under /api) stays open for the page's life and is not a save.
  const isCall = (r: { url(): string; method(): string }) =>
    r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/');
  const onRequest = (r: { url(): string; method(): string }) => {
    if (!isCall(r)) return;
    pending += 1;
    last = Date.now();
  };
  const onDone = (r: { url(): string; method(): string }) => {
    if (!isCall(r)) return;
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const started = Date.now();
  try {
    while (pending > 0 || Date.now() - last < quietMs) {
      if (Date.now() - started > limitMs) throw new Error(`saves did not settle within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/**
 * Makes every query on the page refetch now, as an invalidation from elsewhere would (another window's change, an
 * event from main). The page's query client is found through React's root fiber, so the app carries no test hook.
 */
export async function forceRefetch(page: Page): Promise<void> {
  const found = await page.evaluate(`(() => {
    const root = document.getElementById('root');
    const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    const stack = key ? [root[key]] : [];
    while (stack.length) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const client = fiber.memoizedProps && fiber.memoizedProps.client;
      if (client && typeof client.invalidateQueries === 'function') {
        void client.invalidateQueries();
        return true;
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return false;
  })()`);
  if (!found) throw new Error('the page has no query client to refetch');
}

/**
 * Pastes `text` into the focused element as the browser does for Ctrl+V: one paste event carrying the clipboard's
 * text (the editor reads the clipboard data from the event, as it does for a real paste).
 */
export async function paste(page: Page, text: string): Promise<void> {
  // A string, not a function: the e2e tests compile without the DOM's types.
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    const target = document.activeElement || document.body;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}
