import { useHostAndBrowser } from '../support/e2e-session';
import { watchScreenReadiness } from '../support/screen-ready';

jest.setTimeout(180_000);

/**
 * Layout defects seen at mid widths: the writings board squeezed five columns into a 1000 px window (titles
 * broken mid-word, "PUBLISHED0"), and the progress and track pages showed two scrollbars side by side.
 */
describe('layout at mid widths in Chromium', () => {
  const session = useHostAndBrowser({ browser: { viewport: { width: 1000, height: 760 } } });

  async function call(channel: string, input: unknown): Promise<{ id: string }> {
    const r = await session.host.call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${r.error?.message}`);
    return r.value as { id: string };
  }

  it('the writings board keeps readable columns and scrolls sideways; the count stands apart from the stage', async () => {
    const titles = ['Notes on superposition and polysemanticity', 'Interpretability', 'Against naive reward modelling'];
    for (const [i, title] of titles.entries()) {
      const piece = await call('writings:create', { title, type: 'research_reflection' });
      if (i === 1) await call('writings:set-stage', { id: piece.id, stage: 'outline' });
    }
    const { page } = session.browser;
    await page.goto(session.host.url);
    await page.goto(`${session.host.origin}/writings`);
    await page.getByTestId('board').waitFor();
    type Geometry = {
      columns: Array<{ width: number; gap: number }>;
      titles: Array<{ lines: number; words: number }>;
      scrolls: boolean;
      docScrolls: boolean;
    };
    const geometry = (await page.evaluate(`(() => {
      const board = document.querySelector('[data-testid="board"]');
      const columns = [...board.querySelectorAll('.board-column')].map((c) => {
        const [label, count] = [...c.querySelectorAll('.board-column-title > span')];
        return { width: c.getBoundingClientRect().width, gap: count.getBoundingClientRect().left - label.getBoundingClientRect().right };
      });
      // A title broken inside a word would need more line boxes than it has words.
      const titles = [...board.querySelectorAll('.board-card-title a')].map((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return { lines: range.getClientRects().length, words: a.textContent.split(' ').length };
      });
      return { columns, titles, scrolls: board.scrollWidth > board.clientWidth, docScrolls: document.documentElement.scrollHeight > innerHeight };
    })()`)) as Geometry;
    expect(geometry.columns).toHaveLength(5);
    for (const c of geometry.columns) {
      expect(c.width).toBeGreaterThanOrEqual(199);
      expect(c.gap).toBeGreaterThanOrEqual(6);
    }
    for (const t of geometry.titles) expect(t.lines).toBeLessThanOrEqual(t.words);
    expect(geometry.scrolls).toBe(true);
    expect(geometry.docScrolls).toBe(false);
    expect(session.browser.errors).toEqual([]);
  });

  it('the track page and Progress scroll in one place: the window itself never scrolls', async () => {
    const { page } = session.browser;
    const ready = watchScreenReadiness(page);
    const scrolled: Array<{ route: string; window: number; main: number }> = [];
    for (const route of ['/tracks/arena', '/progress']) {
      await page.goto(`${session.host.origin}${route}`);
      await page.locator('main h1').first().waitFor();
      // Measured once the screen holds its data (its own markers, no channel call in flight), not after a quiet network.
      await ready.wait();
      const dims = (await page.evaluate(`({
        window: document.documentElement.scrollHeight - innerHeight,
        main: document.querySelector('main').scrollHeight - document.querySelector('main').clientHeight,
      })`)) as { window: number; main: number };
      scrolled.push({ route, ...dims });
    }
    // The window never scrolls; the long track page scrolls inside <main>.
    expect(scrolled.map((d) => d.window)).toEqual([0, 0]);
    expect(scrolled[0]!.main).toBeGreaterThan(0);
    expect(session.browser.errors).toEqual([]);
  });
});
