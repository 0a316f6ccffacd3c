import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { makeTempDir } from '../support/temp-dir';
import { startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(240_000);

type Piece = { id: string; title: string; stage: string; body_md: string };
type Export = { markdown: string; preflight: Array<{ line: number; rule: string; message: string }> };

async function call<T>(host: RunningHost, channel: string, input: unknown): Promise<T> {
  const result = await host.call(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error?.message}`);
  return result.value as T;
}

/** The process's children (ps exits with 1 when there are none). */
function childrenOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch (err) {
    if ((err as { status?: number }).status === 1) return '';
    throw err;
  }
}

/**
 * SIGKILL for the host, and for the node process tsx runs it in when it runs from the sources (the bundle the e2e
 * setup builds runs in the host's own process): no shutdown code runs, as in a crash.
 */
function killHard(host: RunningHost): void {
  const children = childrenOf(host.pid)
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  for (const pid of [...children, host.pid]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Asks again until `read` answers `expected` (10 s at most), then asserts it, so a failure shows the last answer. */
async function until<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last = await read();
  for (let i = 0; i < 50 && last !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toBe(expected);
}

async function typeInEditor(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.type(text, { delay: 15 });
}

/** The little of the DOM these tests touch inside the page (the e2e project compiles without the DOM types). */
type DomNode = { closest(selector: string): DomNode | null; getAttribute(name: string): string | null };

async function cardColumn(page: Page, title: string): Promise<string | null> {
  return page
    .locator('[data-testid="board-card"]', { hasText: title })
    .evaluate((el) => (el as unknown as DomNode).closest('[data-testid^="column-"]')?.getAttribute('data-testid') ?? null);
}

/** A real mouse drag: press on the card, move in steps (dnd-kit starts after 4 px), release over the column. */
async function dragWithMouse(page: Page, title: string, toStage: string): Promise<void> {
  const card = await page.locator('[data-testid="board-card"]', { hasText: title }).boundingBox();
  const column = await page.getByTestId(`column-${toStage}`).boundingBox();
  if (!card || !column) throw new Error('card or column not on screen');
  await page.mouse.move(card.x + card.width / 2, card.y + 12);
  await page.mouse.down();
  await page.mouse.move(card.x + card.width / 2 + 10, card.y + 14, { steps: 3 });
  await page.mouse.move(column.x + column.width / 2, column.y + 60, { steps: 12 });
  await page.mouse.up();
}

/**
 * The writings pipeline end to end in Chromium against the real browser host and real SQLite: typing with a
 * live preview and autosave, surviving a reload and a crash of the host, moving cards with the mouse and the
 * keyboard, a refused move snapping back, and exporting for a forum with the clipboard and the preflight.
 */
describe('writings', () => {
  const data = makeTempDir('workbench-writings-e2e-');
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    host = await startWebHost({ dataDir: data.dir });
    browser = await openBrowser();
    await browser.page.goto(host.url);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    data.cleanup();
  });

  it('creates a piece, shows the preview as it is typed, saves it, and finds the text after a reload', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/writings`);
    await page.getByRole('button', { name: 'New piece' }).first().click();
    const dialog = page.getByTestId('new-piece-dialog');
    await dialog.getByLabel('Title').fill('Probing, plainly');
    await dialog.getByLabel('Type').selectOption('research_reflection');
    expect(await dialog.getByLabel('Venue').inputValue()).toBe('forum_research');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/writings\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;

    await typeInEditor(page, '# Linear probes\n\nThey find **directions**');
    await page.locator('[data-testid="preview"] h1', { hasText: 'Linear probes' }).waitFor();
    await page.locator('[data-testid="preview"] strong', { hasText: 'directions' }).waitFor();
    const typedAt = Date.now();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor({ timeout: 15_000 });
    // Reported, not asserted (the machine is shared): the acceptance goal is under 2 s.
    console.log(`writings e2e: "Saved at" shown ${Date.now() - typedAt} ms after the last keystroke`);
    expect(await page.getByTestId('save-status').textContent()).toMatch(/^Saved at \d\d:\d\d$/);
    expect(await page.getByTestId('word-count').textContent()).toBe('5 words');

    await page.reload();
    await page.locator('[data-testid="preview"] strong', { hasText: 'directions' }).waitFor();
    // The preview can be on screen before Monaco (a chunk of its own) has mounted and drawn its lines.
    await page.locator('.monaco-editor .view-lines', { hasText: 'directions' }).waitFor();
    expect((await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain(
      'They find **directions**',
    );
    expect((await call<Piece>(host, 'writings:get', { id })).body_md).toBe('# Linear probes\n\nThey find **directions**');
    expect(browser.errors).toEqual([]);
  });

  it('a footnote call in the preview jumps to its note, and the back reference jumps back', async () => {
    const { page } = browser;
    const filler = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} pushes the notes out of sight.`).join('\n\n');
    const { id } = await call<Piece>(host, 'writings:create', { title: 'Footnoted' });
    await call(host, 'writings:update', { id, body_md: `A claim.[^src]\n\n${filler}\n\n[^src]: Where it comes from.\n` });
    await page.goto(`${host.origin}/writings/${id}`);
    const preview = page.getByTestId('preview');
    const ref = preview.locator('a[data-footnote-ref]');
    await ref.waitFor();
    // Every footnote link names an id that exists (the ids were prefixed twice: user-content-user-content-).
    const href = (await ref.getAttribute('href'))!;
    expect(href).toBe('#user-content-fn-src');
    expect(await preview.locator('[id="user-content-fn-src"]').count()).toBe(1);
    expect(await preview.locator('[id^="user-content-user-content-"]').count()).toBe(0);
    const note = preview.locator('li[id="user-content-fn-src"]');
    const height = page.viewportSize()!.height;
    const inView = async (l: typeof note) => {
      const box = await l.boundingBox();
      return box !== null && box.y + box.height > 0 && box.y < height;
    };
    const focused = (l: typeof note) =>
      l.evaluate((el) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement);
    expect(await inView(note)).toBe(false);

    await ref.click();
    await until(() => focused(note), true);
    await until(() => inView(note), true);
    // The route stays the piece's (no fragment in the address).
    expect(page.url()).toBe(`${host.origin}/writings/${id}`);

    await note.locator('a[data-footnote-backref]').click();
    await until(() => focused(ref), true);
    await until(() => inView(ref), true);
    expect(browser.errors).toEqual([]);
  });

  it.each([
    ['closing the tab (beforeunload, pagehide)', true],
    ['closing the page without beforeunload (pagehide only)', false],
  ])('keeps the last keystrokes when %s right after typing', async (_name, runBeforeUnload) => {
    // The tab must close inside the autosave delay (700 ms) for only the leave path to save the text. On a loaded
    // machine the round trip that checks it sometimes outlasts the delay: such an attempt proves nothing about the
    // leave path, so it is repeated with a new piece (five attempts at most), and the attempt that closes with
    // nothing saved yet must pass every check.
    for (let attempt = 1; ; attempt++) {
      const { id } = await call<Piece>(host, 'writings:create', { title: `Closed mid-typing ${String(runBeforeUnload)} ${attempt}` });
      const tab = await browser.context.newPage();
      await tab.goto(`${host.origin}/writings/${id}`);
      await tab.locator('.monaco-editor .view-lines').click();
      await tab.keyboard.type('Typed just before closing', { delay: 5 });
      const before = (await call<Piece>(host, 'writings:get', { id })).body_md;
      if (before !== '' && attempt < 5) {
        await tab.close();
        continue;
      }
      // Closed well inside the autosave delay: only the leave path can have saved it.
      expect(before).toBe('');
      await tab.close({ runBeforeUnload });
      await until(async () => (await call<Piece>(host, 'writings:get', { id })).body_md, 'Typed just before closing');
      // Re-opened, the editor shows it.
      const again = await browser.context.newPage();
      await again.goto(`${host.origin}/writings/${id}`);
      await again.locator('[data-testid="preview"] p', { hasText: 'Typed just before closing' }).waitFor();
      await again.close();
      return;
    }
  });

  it('keeps every acknowledged character when the host is killed mid-typing', async () => {
    const { page } = browser;
    const { id } = await call<Piece>(host, 'writings:create', { title: 'Crash test' });
    await page.goto(`${host.origin}/writings/${id}`);
    await typeInEditor(page, 'Acknowledged text');
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    const acknowledged = (await call<Piece>(host, 'writings:get', { id })).body_md;
    expect(acknowledged).toBe('Acknowledged text');
    // Mid-typing: a few more keys, then the host dies before (or while) they are saved.
    await page.keyboard.type(' and more', { delay: 5 });
    killHard(host);
    // Restarted at once on the same data folder (the killed host's stop() would wait for an exit already seen).
    const port = host.port;
    host = await startWebHost({ dataDir: data.dir });
    expect(host.port).not.toBe(port);
    // The page still talks to the dead port: saves fail and the text stays in the editor. One more key after the
    // kill makes a save that must go to the dead port (on a loaded machine " and more" may have been saved before
    // the kill, and then no save would be left to fail).
    await page.keyboard.type('.');
    await page.locator('[data-testid="save-status"][data-state="failed"]').waitFor();
    const onScreen = (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
    expect(onScreen).toContain('Acknowledged text and more.');

    const stored = (await call<Piece>(host, 'writings:get', { id })).body_md;
    expect(stored.startsWith(acknowledged)).toBe(true);
    await page.goto(host.url);
    await page.goto(`${host.origin}/writings/${id}`);
    await page.locator('[data-testid="preview"]', { hasText: 'Acknowledged text' }).waitFor();
    // The only console errors allowed: the save cut off by the kill and the failed saves to the dead host's port.
    // Taken out before asserting, so a failure here cannot spill into the next test's check.
    const seen = browser.errors.splice(0);
    expect(seen.filter((e) => !/net::ERR_(CONNECTION_REFUSED|INCOMPLETE_CHUNKED_ENCODING|EMPTY_RESPONSE|CONNECTION_RESET)/.test(e))).toEqual([]);
  });

  it('moves a card from idea to outline with the mouse and with the keyboard, and shows the history', async () => {
    const { page } = browser;
    const byMouse = await call<Piece>(host, 'writings:create', { title: 'Dragged by mouse' });
    const byKeys = await call<Piece>(host, 'writings:create', { title: 'Moved by keys' });
    await page.goto(`${host.origin}/writings`);
    await page.getByTestId('board').waitFor();

    await dragWithMouse(page, 'Dragged by mouse', 'outline');
    await until(() => cardColumn(page, 'Dragged by mouse'), 'column-outline');
    await until(async () => (await call<Piece>(host, 'writings:get', { id: byMouse.id })).stage, 'outline');

    await page.getByRole('button', { name: 'Move “Moved by keys”' }).focus();
    // Each key waits for what it should have done: dnd-kit measures the columns once the drag has started, so
    // keys pressed back to back could land before it (the move then did nothing, about one run in three).
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move “Moved by keys”', pressed: true }).waitFor(); // dnd-kit: dragging
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-testid="column-outline"].board-column-over').waitFor();
    await page.keyboard.press('Space');
    await until(() => cardColumn(page, 'Moved by keys'), 'column-outline');
    await until(async () => (await call<Piece>(host, 'writings:get', { id: byKeys.id })).stage, 'outline');

    await page.getByRole('link', { name: 'Moved by keys' }).click();
    await page.getByRole('button', { name: 'Stage history' }).click();
    await page.getByTestId('history-entry').first().waitFor();
    expect(await page.getByTestId('history-entry').first().textContent()).toMatch(/Idea → Outline/);
    expect(browser.errors).toEqual([]);
  });

  it('a move the stage rules refuse snaps back with the reason', async () => {
    const { page } = browser;
    const piece = await call<Piece>(host, 'writings:create', { title: 'Not ready yet' });
    await page.goto(`${host.origin}/writings`);
    await page.getByTestId('board').waitFor();
    await dragWithMouse(page, 'Not ready yet', 'published');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/“Not ready yet” stays in Idea: .*Only a piece in "ready" can be published/);
    await until(() => cardColumn(page, 'Not ready yet'), 'column-idea');
    expect((await call<Piece>(host, 'writings:get', { id: piece.id })).stage).toBe('idea');
  });

  it('exports for a forum: the clipboard holds the venue Markdown, and the preflight lists the raw HTML line', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin });
    const piece = await call<Piece>(host, 'writings:create', { title: 'Exported', type: 'research_reflection' });
    const body = 'Intro paragraph.\n\n<details>hidden</details>\n\nMath $x^2$ stays.\n';
    await call(host, 'writings:update', { id: piece.id, body_md: body, epistemic_status: 'Fairly sure.' });
    const expected = await call<Export>(host, 'writings:export', { id: piece.id, venue: 'forum_research' });

    await page.goto(`${host.origin}/writings/${piece.id}/export?venue=forum_research`);
    await page.getByTestId('export-markdown').waitFor();
    await page.getByRole('button', { name: 'Copy Markdown' }).click();
    await page.getByTestId('copy-status').filter({ hasText: 'Copied' }).waitFor();
    const clipboard = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(clipboard).toBe(expected.markdown);
    expect(clipboard).toContain('Intro paragraph.');
    expect(clipboard).toContain('Fairly sure.');

    const raw = page.locator('[data-testid="preflight-item"][data-rule="raw_html"]');
    await raw.first().waitFor();
    expect(await raw.first().textContent()).toMatch(/^Line 3/);
    expect(expected.preflight.some((p) => p.rule === 'raw_html' && p.line === 3)).toBe(true);
    expect(await page.getByTestId('paste-note').textContent()).toMatch(/Markdown/);
    expect(browser.errors).toEqual([]);
  });

  it('offers a learning log only the personal site, with the reason', async () => {
    const { page } = browser;
    const piece = await call<Piece>(host, 'writings:create', { title: 'Week 3 notes', type: 'learning_log' });
    await page.goto(`${host.origin}/writings/${piece.id}/export?venue=forum_general`);
    await page.getByTestId('personal-only').waitFor();
    expect(await page.getByTestId('personal-only').textContent()).toMatch(/LessWrong is not offered/);
    expect(await page.getByRole('group', { name: 'Venue' }).getByRole('button').allTextContents()).toEqual(['Personal site']);
    await page.getByRole('button', { name: /^Download .*\.md$/ }).waitFor();
  });
});
