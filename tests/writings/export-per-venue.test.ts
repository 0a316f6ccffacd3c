import { exportPiece, type ExportablePiece } from '../../src/main/services/writings/export';
import { forumMarkdown, forumPasteNote, isForum } from '../../src/main/services/writings/export/forum';
import {
  PUBLICATION,
  newsletterDeepLink,
  newsletterPasteNote,
} from '../../src/main/services/writings/export/newsletter';
import { PERSONAL_PASTE_NOTE, personalMarkdown, slugify } from '../../src/main/services/writings/export/personal';
import { VENUES } from '../../src/shared/domain/writing';

/**
 * Exact outputs of the venue exporters (whole strings, not fragments), so that a changed word, a lost trim or a
 * swapped branch shows. The rich golden fixture lives in export.test.ts; these pieces are small on purpose.
 */
const piece: ExportablePiece = {
  title: 'Notes',
  body_md: '\n\nBody text.\n\n',
  type: null,
  stage: 'draft',
  epistemic_status: null,
  tags: [],
  published_at: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const noPublication = { substack_publication: null };

const LESSWRONG_NOTE =
  'Copy the Markdown first: the link opens a new, empty draft on LessWrong and cannot carry your text. ' +
  'Posts open in the rich-text editor by default: switch this post to the Markdown editor (a setting in your ' +
  'account) before pasting, and type the title into the title field yourself. Nothing is posted until you publish.';

describe('forum export', () => {
  it('names the site in the paste note', () => {
    expect(forumPasteNote('forum_general')).toBe(LESSWRONG_NOTE);
    expect(forumPasteNote('forum_research')).toBe(LESSWRONG_NOTE.replace('LessWrong', 'the Alignment Forum'));
  });

  it('trims the status and the body; a blank status adds no block', () => {
    expect(forumMarkdown('\n body \n', '  Fairly sure.\n')).toBe('+++ Epistemic status\nFairly sure.\n+++\n\nbody\n');
    expect(forumMarkdown('\n body \n', ' \n ')).toBe('body\n');
    expect(forumMarkdown('\n body \n', null)).toBe('body\n');
  });

  it('isForum holds for the two forum venues only', () => {
    expect(VENUES.filter(isForum)).toEqual(['forum_general', 'forum_research']);
  });

  it('the whole forum result', () => {
    expect(exportPiece(piece, 'forum_research', noPublication)).toEqual({
      venue: 'forum_research',
      title: 'Notes',
      markdown: 'Body text.\n',
      html: null,
      preflight: [expect.objectContaining({ line: 1, rule: 'missing_epistemic_status' })],
      file_name: null,
      deep_link: 'https://www.alignmentforum.org/newPost',
      paste_note: forumPasteNote('forum_research'),
    });
  });
});

describe('newsletter export', () => {
  it('the whole newsletter result: the status on one italic line, Markdown and sanitized HTML', () => {
    const status = ' Unsure;\n\nfirst draft. ';
    expect(
      exportPiece({ ...piece, epistemic_status: status }, 'newsletter', { substack_publication: 'my-pub' }),
    ).toEqual({
      venue: 'newsletter',
      title: 'Notes',
      markdown: '_Epistemic status:_ Unsure; first draft.\n\nBody text.\n',
      html: '<p><em>Epistemic status:</em> Unsure; first draft.</p>\n<p>Body text.</p>',
      preflight: [],
      file_name: null,
      deep_link: 'https://my-pub.substack.com/publish/post?type=newsletter',
      paste_note: newsletterPasteNote('my-pub'),
    });
    expect(exportPiece({ ...piece, epistemic_status: ' ' }, 'newsletter', noPublication).markdown).toBe('Body text.\n');
  });

  it('the paste note, with and without a publication', () => {
    const note = (how: string) =>
      `Use "Copy as rich text": the newsletter editor does not convert pasted Markdown. Copy first, ${how}; ` +
      'type the title into the title field. Footnotes are numbered endnotes under "Notes". Nothing is sent until you publish.';
    expect(newsletterPasteNote('p')).toBe(
      note('then open the link (a new, empty post: nothing can be pre-filled) and paste into the body'),
    );
    expect(newsletterPasteNote(null)).toBe(
      note('then paste into a new post (set your Substack publication in the writing settings to get a direct link)'),
    );
  });

  it.each([
    ['a', true],
    ['0', true],
    ['my-pub2', true],
    ['a'.repeat(63), true],
    ['a'.repeat(64), false],
    ['a-'.repeat(31) + 'b', true],
    ['-a', false],
    ['a-', false],
    ['a_b', false],
    ['a.b', false],
    ['My', false],
    ['', false],
    ['ab\n', false],
    ['x my', false],
  ])('publication %j valid: %s', (name, valid) => {
    expect(PUBLICATION.test(name)).toBe(valid);
    expect(newsletterDeepLink(name)).toBe(valid ? `https://${name}.substack.com/publish/post?type=newsletter` : null);
  });

  it('no publication, no link', () => {
    expect(newsletterDeepLink(null)).toBeNull();
  });
});

describe('personal export', () => {
  it('the whole personal result: front matter, trimmed body, file name', () => {
    const published = {
      ...piece,
      title: 'A title: "quoted" # and a long tail so the YAML line would pass eighty characters',
      stage: 'published' as const,
      tags: ['a', 'b c'],
      epistemic_status: '  Sure.\n',
      published_at: '2026-11-21T08:30:00.123Z',
    };
    expect(exportPiece(published, 'personal', noPublication)).toEqual({
      venue: 'personal',
      title: published.title,
      markdown:
        '---\n' +
        `title: 'A title: "quoted" # and a long tail so the YAML line would pass eighty characters'\n` +
        'date: 2026-11-21T08:30:00Z\n' +
        'draft: false\n' +
        'tags:\n  - a\n  - b c\n' +
        'epistemic_status: Sure.\n' +
        '---\n\nBody text.\n',
      html: null,
      preflight: [],
      file_name: '2026-11-21-a-title-quoted-and-a-long-tail-so-the-yaml-line-would-pass-e.md',
      deep_link: null,
      paste_note: PERSONAL_PASTE_NOTE,
    });
  });

  it('a draft: its last edit is the date, draft is true, no status key for a blank status', () => {
    expect(personalMarkdown({ ...piece, epistemic_status: '  ', updated_at: '2026-11-20T10:00:00.000Z' })).toBe(
      '---\ntitle: Notes\ndate: 2026-11-20T10:00:00Z\ndraft: true\ntags: []\n---\n\nBody text.\n',
    );
    // Only a trailing milliseconds part is dropped.
    expect(personalMarkdown({ ...piece, updated_at: '2026-11-20T10:00:00.5Z' })).toContain(
      'date: 2026-11-20T10:00:00.5Z\n',
    );
    expect(personalMarkdown({ ...piece, updated_at: '2026-11-20T10:00:00.abcZ' })).toContain(
      'date: 2026-11-20T10:00:00.abcZ\n',
    );
    expect(personalMarkdown({ ...piece, updated_at: '2026-11-20T10:00:00.123Z+x' })).toContain(
      'date: 2026-11-20T10:00:00.123Z+x\n',
    );
    expect(PERSONAL_PASTE_NOTE).toBe(
      'Download the .md into content/posts/ (Hugo) or _posts/ (Jekyll; unpublished drafts go in _drafts/). ' +
        'Nothing is published until you build and deploy your site.',
    );
  });

  it.each([
    ['--Hello,  World--', 'hello-world'],
    ['a - b', 'a-b'],
    ['Crème brûlée', 'creme-brulee'],
    // Cut at 60 characters, then no hyphen left dangling at the cut.
    ['a'.repeat(59) + ' bcd', 'a'.repeat(59)],
    ['', 'untitled'],
  ])('slugify(%j) is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
