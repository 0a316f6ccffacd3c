import { makeTempDir } from '../support/temp-dir';
import { useHostAndBrowser } from '../support/e2e-session';
import { HOSTILE_MARKDOWN } from '../support/hostile-markdown';
import { HOSTILE_SHAPES, writeMarkdownTrack } from '../support/markdown-tracks';

jest.setTimeout(120_000);

/**
 * The shared Markdown component in Chromium: hostile HTML is
 * inert with a real script engine, `Vec<Option<T>>` survives, and hostile shapes end in a rendered or
 * plain-text page while the app stays usable (the worker has a time budget).
 */
const data = makeTempDir('workbench-e2e-md-');
const pages = {
  hostile: writeMarkdownTrack(
    data.dir,
    'md-hostile',
    `Generics: Vec<Option<T>> and dict[str, list[T]].\n\n${HOSTILE_MARKDOWN}`,
  ),
  ...Object.fromEntries(
    Object.entries(HOSTILE_SHAPES).map(([name, body]) => [
      name,
      writeMarkdownTrack(data.dir, `md-${name.replace('_', '-')}`, body),
    ]),
  ),
} as Record<string, string>;

describe('Markdown in Chromium', () => {
  const session = useHostAndBrowser({ host: { dataDir: data.dir } });
  afterAll(() => data.cleanup());

  const settled = async (path: string) => {
    const { page } = session.browser;
    await page.goto(`${session.host.origin}${path}`);
    // The body's Markdown is the one that is not the page's other short texts: wait until it is rendered.
    await page.locator('.markdown:not([aria-busy])').last().waitFor({ timeout: 20_000 });
    return page;
  };

  beforeAll(async () => {
    await session.browser.page.goto(session.host.url);
  });

  it('renders hostile HTML inert (no flag set, nothing executable in the DOM) and keeps generics as text', async () => {
    const page = await settled(pages.hostile!);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // Hover and click everything the hostile text produced, as a curious user would.
    const links = page.locator('.markdown a');
    for (let i = 0; i < (await links.count()); i++) {
      await links.nth(i).hover();
      await links
        .nth(i)
        .click({ modifiers: [], noWaitAfter: true, trial: false })
        .catch(() => undefined);
      if (!page.url().startsWith(session.host.origin)) await page.goBack();
    }
    // A page expression (string): the node tsconfig has no DOM types.
    const report = await page.evaluate<{ pwned: unknown; bad: string[]; text: string }>(`(() => {
      const root = document.querySelector('main') ?? document.body;
      const bad = [];
      for (const el of root.querySelectorAll('.markdown *')) {
        if (/^(script|iframe|form|svg|math|object|embed|style|details|input|button)$/i.test(el.tagName)) bad.push(el.tagName);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) bad.push(el.tagName + '[' + attr.name + ']');
          if (/^(href|src|action|formaction)$/i.test(attr.name) && /^(javascript|vbscript|data):/i.test(attr.value.replace(/[\\u0000-\\u0020]/g, '')))
            bad.push(el.tagName + '[' + attr.name + '=' + attr.value + ']');
        }
      }
      return { pwned: window.__pwned ?? null, bad, text: root.textContent ?? '' };
    })()`);
    expect(report.pwned).toBeNull();
    expect(report.bad).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(report.text).toContain('Vec<Option<T>>');
    expect(report.text).toContain('<script>window.__pwned = 1</script>');
    expect(session.browser.errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
  });

  it.each(Object.keys(HOSTILE_SHAPES))(
    'the %s shape ends rendered or as plain text, and the app stays usable',
    async (name) => {
      const page = await settled(pages[name]!);
      // Read facts in the page (the texts are hundreds of KB; a failed match would print them whole).
      const facts = await page.evaluate<{ note: string; quotes: number; lists: number; plain: boolean }>(`(() => {
      const body = Array.from(document.querySelectorAll('.markdown')).pop();
      return {
        note: body.querySelector('.markdown-note')?.textContent ?? '',
        quotes: body.querySelectorAll('blockquote').length,
        lists: body.querySelectorAll('ul').length,
        plain: body.querySelector('pre.markdown-plain') !== null,
      };
    })()`);
      const tooSlow = { note: 'Shown as plain text: formatting it took longer than 0.7 s.', plain: true };
      const dense = {
        note: 'Shown as plain text: a paragraph has more than 1000 formatting marks (* _ \\ & [ ] < ` ~), too many to format.',
        plain: true,
      };
      const capped = {
        note: 'Quotes and lists nested deeper than 16 levels are shown as text.',
        plain: false,
        quotes: name === 'quotes' ? 16 : 0,
        lists: name === 'bullets' ? 16 : name === 'indented_lists' ? Math.min(facts.lists, 34) : 0,
      };
      // The capped shapes parse in a few hundred ms on an idle machine; on a loaded one the budget may end
      // first, and plain text is then the right answer. Either way it ends, and when rendered it is capped.
      expect(name === 'stars' || facts.plain ? { note: facts.note, plain: facts.plain } : facts).toEqual(
        name === 'stars' ? dense : facts.plain ? tooSlow : capped,
      );
      expect(facts.lists).toBeLessThanOrEqual(34);
      // The page still answers: navigate away through the sidebar.
      await page.getByRole('link', { name: 'Tracks' }).first().click();
      await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor({ timeout: 5_000 });
    },
  );
});
