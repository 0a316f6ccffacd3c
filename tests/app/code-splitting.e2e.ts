import { useHostAndBrowser } from '../support/e2e-session';

jest.setTimeout(120_000);

/**
 * Runs in the page before its own scripts: records, for each home:get fetch, the script that sent it (the head's
 * script by its path; `document.currentScript` is null in the app's modules). A second try of the test registers it
 * again in the same page, and one wrapper is enough.
 */
const RECORD_HOME_GET_SENDERS = `(() => {
  if (window.__homeGetSenders) return;
  const senders = (window.__homeGetSenders = []);
  const fetchBefore = window.fetch;
  window.fetch = function (...args) {
    const target = args[0];
    const url = typeof target === 'string' ? target : target instanceof URL ? target.href : target.url;
    if (url.includes('home%3Aget') || url.includes('home:get')) {
      const script = document.currentScript;
      senders.push(script ? new URL(script.src).pathname : 'the app');
    }
    return fetchBefore.apply(this, args);
  };
})();`;

/**
 * Home loads only its own code; the editor screens and Monaco come when a screen needs them. Sizes are read from
 * the responses, so the test fails if a heavy module slips back into the main script.
 */
describe('route code splitting in Chromium', () => {
  const session = useHostAndBrowser();

  it('home loads no screen chunk, Monaco or KaTeX; a problem page loads its chunk and the editor when opened', async () => {
    const { page } = session.browser;
    const scripts: Array<{ url: string; bytes: number; zod: boolean }> = [];
    // A script is listed when its response arrives (before it can run); its body is read after, so each check first
    // waits for the reads in flight (on a loaded machine a screen rendered before its chunk's body had been read).
    const reads: Array<Promise<void>> = [];
    const bodiesRead = () => Promise.all(reads);
    page.on('response', (res) => {
      if (!/\/assets\/.*\.js$/.test(res.url())) return;
      const entry = { url: res.url(), bytes: 0, zod: false };
      scripts.push(entry);
      reads.push(
        res
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            entry.bytes = body.length;
            // zod's error class keeps its name in a minified build.
            entry.zod = body.includes('ZodError');
          }),
      );
    });
    // Home's data is asked for by the page's head (public/early-request.js, async so that it holds back none of
    // the app's own requests) before the app's script has run, and only once: the app takes that answer instead of
    // asking again. Who sent it is read from the page (document.currentScript is the head's script while it runs,
    // null in the app's modules), not from the order of network events: the script is 1 KB and the app's 250 KB,
    // but which finishes arriving first is the browser's scheduling, and on a loaded CI machine the app's did.
    await page.addInitScript(RECORD_HOME_GET_SENDERS);
    const homeGets: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (url.includes('/api/home%3Aget') || url.includes('/api/home:get')) homeGets.push(url);
    });

    await page.goto(session.host.url);
    await page.getByRole('heading', { name: 'Welcome to Workbench', level: 2 }).or(page.getByRole('heading', { name: 'Up next' })).first().waitFor();
    await page.locator('.loading-state').first().waitFor({ state: 'detached' });
    await bodiesRead();
    const home = [...scripts];
    expect(await page.evaluate('window.__homeGetSenders')).toEqual(['/early-request.js']);
    expect(homeGets).toHaveLength(1);
    const names = home.map((s) => s.url.replace(/^.*\/assets\//, ''));
    expect(names.some((n) => n.startsWith('index-'))).toBe(true);
    for (const heavy of ['monaco-setup', 'WritingEditorPage', 'WritingsPage', 'ProblemPage', 'ProblemsPage', 'SettingsPage', 'Markdown-', 'katex']) {
      expect(names.filter((n) => n.startsWith(heavy))).toEqual([]);
    }
    // zod (about 90 KB) and the contract's schemas are for screens that validate forms; home checks envelopes by hand.
    expect(home.filter((s) => s.zod).map((s) => s.url)).toEqual([]);
    const homeBytes = home.reduce((sum, s) => sum + s.bytes, 0);
    // Production build: 1.28 MB in one script before splitting, about 420 KB after, 323 KB without zod (React and
    // the query layer are most of it). The e2e tests serve the same production build; the bound leaves room for
    // growth, while the whole app in one script would be well over 1.5 MB.
    expect(homeBytes).toBeLessThan(800 * 1024);

    // Another screen: its chunk arrives on first use and the screen renders (the route shows a loading state meanwhile).
    // Waited for by its response: the screen's heading may show while the chunk is still on its way.
    const problemsChunk = page.waitForResponse((res) => /\/ProblemsPage-[^/]*\.js$/.test(res.url()));
    await page.getByRole('link', { name: 'Problems', exact: true }).click();
    await problemsChunk;
    await page.getByRole('heading', { name: 'Problems', level: 1 }).waitFor();
    await bodiesRead();
    expect(scripts.some((s) => /\/ProblemsPage-[^/]*\.js$/.test(s.url))).toBe(true);
    expect(scripts.some((s) => /\/monaco-setup-[^/]*\.js$/.test(s.url))).toBe(false);

    // The problem page brings the editor (Monaco) with it.
    await page.goto(`${session.host.origin}/problem/stable-softmax`);
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await bodiesRead();
    expect(scripts.some((s) => /\/ProblemPage-[^/]*\.js$/.test(s.url))).toBe(true);
    expect(scripts.some((s) => /\/monaco-setup-[^/]*\.js$/.test(s.url))).toBe(true);
    expect(session.browser.errors).toEqual([]);
  });
});
