import type { Page, Request } from 'playwright-core';

/**
 * True in the page once a screen is drawn with its data: the heading is there; no loading state (a query, a lazy
 * screen's or an editor's chunk) and no busy region (Markdown rendering in its worker) is left; and every Monaco
 * host holds its editor. These are the screens' own markers (`LoadingState`, `aria-busy`), so waiting on them is
 * waiting on what the screen is doing, not on time.
 */
const READY_IN_PAGE = `(() => {
  if (!document.querySelector('main h1')) return false;
  if (document.querySelector('.loading-state, [aria-busy="true"]')) return false;
  for (const host of document.querySelectorAll('.markdown-editor, .code-editor, .draft-code-editor')) {
    if (!host.querySelector('.monaco-editor .view-lines')) return false;
  }
  return true;
})()`;

export type ScreenReadiness = {
  /** Waits until the screen is ready on two polls in a row with no request of the page in flight. */
  wait(timeoutMs?: number): Promise<void>;
};

/**
 * Watches a page's channel calls from now on (call it before the first navigation), so `wait` can tell that no
 * answer the screen asked for is still coming, a query whose answer is not behind a loading state included.
 * Only `/api/` requests count: chunks show a loading state while they load, and the Markdown worker's script never
 * reports an end to playwright (its request stays open). The event stream (`/api/events`) stays open for the
 * page's life and is not counted either.
 */
export function watchScreenReadiness(page: Page): ScreenReadiness {
  const open = new Set<Request>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/events') open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return {
    async wait(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let inARow = 0;
      for (;;) {
        const ready = open.size === 0 && Boolean(await page.evaluate(READY_IN_PAGE));
        inARow = ready && open.size === 0 ? inARow + 1 : 0;
        if (inARow === 2) return;
        if (Date.now() > deadline) {
          const pending = [...open].map((r) => r.url()).join(', ') || 'none';
          throw new Error(`${page.url()} not ready after ${timeoutMs} ms (requests in flight: ${pending})`);
        }
        await page.waitForTimeout(50);
      }
    },
  };
}
