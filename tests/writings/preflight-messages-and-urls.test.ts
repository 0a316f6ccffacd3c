import { preflight, TABLE_COLUMN_LIMIT } from '../../src/main/services/writings/export/preflight';
import { parseSafe } from '../../src/main/services/writings/markdown/parse';
import { VENUES, type Venue } from '../../src/shared/domain/writing';

/**
 * The preflight's whole items (line, rule and the exact message) and the edges of its URL tests. preflight.test.ts
 * checks which rule fires where through exportPiece; here the checker is called on a parse directly.
 */
const check = (venue: Venue, md: string, epistemicStatus: string | null = 'Sure.') => {
  const { tree, tooComplex } = parseSafe(md);
  return preflight({ tree, tooComplex, venue, epistemicStatus });
};
const LOCAL = (url: string) =>
  `The image "${url}" is a local path; the venue cannot load it. Upload it and use its https:// address.`;
const NO_SCHEME = (url: string) =>
  `The link "${url}" has no scheme; add https:// or it will point at the venue's own site.`;

describe('preflight messages', () => {
  it.each([
    [
      'forum_general',
      "Raw HTML: LessWrong's Markdown editor strips HTML tags. Use Markdown instead (for a collapsible section: +++ Title ... +++).",
    ],
    [
      'forum_research',
      "Raw HTML: the Alignment Forum's Markdown editor strips HTML tags. Use Markdown instead (for a collapsible section: +++ Title ... +++).",
    ],
    ['newsletter', 'Raw HTML is dropped from the rich-text copy. Rewrite it in Markdown.'],
    [
      'personal',
      "Raw HTML: Hugo's default renderer (Goldmark, unsafe = false) replaces it with '<!-- raw HTML omitted -->' (a <details> block disappears); Jekyll keeps it. Rewrite it in Markdown or enable unsafe HTML in your site.",
    ],
  ] as const)('raw_html on %s', (venue, message) => {
    expect(check(venue, 'a <b>x</b>')).toEqual([{ line: 1, rule: 'raw_html', message }]);
  });

  it('missing_epistemic_status, footnotes and math', () => {
    expect(check('forum_general', 'Text', null)).toEqual([
      {
        line: 1,
        rule: 'missing_epistemic_status',
        message:
          'No epistemic status: forum readers expect one (how sure you are, how much effort went in). Add it in the piece header; it is exported as a collapsible block at the top.',
      },
    ]);
    expect(check('newsletter', 'Claim.[^1] $x$\n\n[^1]: Source.')).toEqual([
      {
        line: 1,
        rule: 'math',
        message:
          'Math: the newsletter editor does not render $...$ or $$...$$; it arrives as the raw LaTeX. Use an image or write it out in words.',
      },
      {
        line: 3,
        rule: 'footnotes',
        message:
          'Footnotes do not survive a paste into the newsletter editor: this one is converted to a numbered endnote under "Notes".',
      },
    ]);
    expect(check('personal', '$x$')).toEqual([
      {
        line: 1,
        rule: 'math',
        message: 'Math: Hugo and Jekyll show $...$ as raw text unless your theme loads KaTeX or MathJax.',
      },
    ]);
  });

  it('wide_table names the columns, the venue and its limit', () => {
    const table = (n: number) => `|${' c |'.repeat(n)}\n|${'---|'.repeat(n)}\n|${' v |'.repeat(n)}`;
    expect(TABLE_COLUMN_LIMIT).toEqual({ forum_general: 6, forum_research: 6, newsletter: 3, personal: 8 });
    for (const venue of VENUES) {
      const limit = TABLE_COLUMN_LIMIT[venue];
      expect(check(venue, table(limit))).toEqual([]);
      expect(check(venue, table(limit + 1))).toEqual([
        {
          line: 1,
          rule: 'wide_table',
          message: `This table has ${limit + 1} columns; ${venue} shows at most ${limit} readably. Split it or transpose it.`,
        },
      ]);
    }
  });

  it('too_complex names the cap that was passed, and sorts before a later line', () => {
    const items = check('forum_general', '*a'.repeat(1_100) + '\n\nx <b>y</b>');
    expect(items).toEqual([
      {
        line: 1,
        rule: 'too_complex',
        message: expect.stringMatching(
          /^This block has .+; it is exported as plain text\. Split it with blank lines or simplify the formatting\.$/,
        ),
      },
      expect.objectContaining({ line: 3, rule: 'raw_html' }),
    ]);
    // Reported before the tree is walked, yet listed in line order.
    expect(check('forum_general', 'x <b>y</b>\n\n' + '*a'.repeat(1_100)).map((i) => [i.line, i.rule])).toEqual([
      [1, 'raw_html'],
      [3, 'too_complex'],
    ]);
  });
});

describe('preflight URL edges', () => {
  it.each([
    ['./a.png', true],
    // No image extension: still an image, unlike a reference definition to such a path.
    ['./chart', true],
    ['FILE:///tmp/a.png', true],
    ['img/a:b.png', true],
    // A Windows path: its drive letter looks like a scheme.
    ['C:\\Users\\me\\a.png', true],
    ['c:/pics/a.png', true],
    ['https://x.org/file:a.png', false],
    ['//cdn.example.org/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['HTTPS://X.ORG/A.PNG', false],
  ])('image %j is local: %s', (url, local) => {
    expect(check('forum_general', `![a](${url})`)).toEqual(
      local ? [{ line: 1, rule: 'local_image', message: LOCAL(url) }] : [],
    );
  });

  it.each([
    ['./a.jpg', 'local_image'],
    ['./a.JPEG', 'local_image'],
    ['./a.webp', 'local_image'],
    ['./a.png.html', 'link_without_scheme'],
    ['https://x.org/a.png', null],
  ])('reference definition %j: %s', (url, rule) => {
    const message = rule === 'local_image' ? LOCAL(url) : NO_SCHEME(url);
    expect(check('forum_general', `[r]\n\n[r]: ${url}`)).toEqual(rule ? [{ line: 3, rule, message }] : []);
  });

  it.each([
    ['', false, false],
    ['#top', false, false],
    ['//x.org', false, false],
    ['mailto:a@b.co', false, false],
    ['/about', true, false],
    ['../post', true, false],
    ['.hidden', true, false],
    ['example.com/x', true, true],
    ['C:\\notes\\draft.md', true, true],
  ])('link %j lacks a scheme on a forum: %s, on a personal site: %s', (url, forum, personal) => {
    const item = [{ line: 1, rule: 'link_without_scheme', message: NO_SCHEME(url) }];
    expect(check('forum_research', `[a](${url})`)).toEqual(forum ? item : []);
    expect(check('personal', `[a](${url})`)).toEqual(personal ? item : []);
  });
});
