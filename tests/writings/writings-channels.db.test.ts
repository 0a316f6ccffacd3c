/**
 * The writings channels end to end on real SQLite: stage rules and history, word counts
 * computed in main, the board order, the venue rule for learning_log and tutorial whatever the client sends,
 * published_url only once published, export per venue, the per-profile newsletter setting, and
 * writings_owner_only on every writings channel.
 */
import { STAGES, WRITING_TYPES } from '../../src/shared/domain/writing';
import type { FixedClock } from '../../src/main/services/clock';
import { sortForBoard } from '../../src/main/services/writings/board-order';
import { expectFailure } from '../support/expect-failure';
import { createTestApp, unwrap } from '../support/test-app';

jest.setTimeout(60_000);

type App = ReturnType<typeof createTestApp>;

async function create(app: App, input: Record<string, unknown>) {
  return unwrap(await app.router.invoke('writings:create', input));
}

describe('writings channels', () => {
  let app: App;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());
  const clock = () => app.clock as FixedClock;

  it('get answers every field the editor needs; a new piece has no status, no tags, a default venue', async () => {
    const w = await create(app, { title: 'On probes', type: 'research_reflection' });
    const got = unwrap(await app.router.invoke('writings:get', { id: w.id }));
    expect(got).toMatchObject({
      title: 'On probes',
      type: 'research_reflection',
      venue: 'forum_research',
      stage: 'idea',
      word_count: 0,
      body_md: '',
      epistemic_status: null,
      tags: [],
      published_at: null,
      published_url: null,
      updated_at: '2026-11-02T09:00:00.000Z',
    });
  });

  it.each([
    ['research_reflection', 'forum_research'],
    ['methods_explainer', 'newsletter'],
    ['news_response', 'newsletter'],
    ['learning_log', 'personal'],
    ['tutorial', 'personal'],
  ] as const)('a new %s is routed to %s', async (type, venue) => {
    expect((await create(app, { title: 'x', type })).venue).toBe(venue);
  });

  it('update recomputes word_count in main and answers only {updated_at, word_count}', async () => {
    const w = await create(app, { title: 'Count' });
    clock().advanceMs(5_000);
    const saved = unwrap(
      await app.router.invoke('writings:update', {
        id: w.id,
        body_md: '# Title here\n\nSee [the paper](https://example.com/long/url) and `code`.\n\n```\nnot words\n```\n',
      }),
    );
    expect(saved).toEqual({ updated_at: '2026-11-02T09:00:05.000Z', word_count: 6 });
    const again = unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: 'one two three' }));
    expect(again.word_count).toBe(3);
    expect(unwrap(await app.router.invoke('writings:get', { id: w.id }))).toMatchObject({
      body_md: 'one two three',
      word_count: 3,
    });
    // A save without a body keeps the body and its count, and answers the stored count.
    clock().advanceMs(1_000);
    expect(
      unwrap(await app.router.invoke('writings:update', { id: w.id, title: 'Renamed', tags: ['ml', 'ML', ' probes '] })),
    ).toEqual({ updated_at: '2026-11-02T09:00:06.000Z', word_count: 3 });
    expect(unwrap(await app.router.invoke('writings:get', { id: w.id }))).toMatchObject({
      title: 'Renamed',
      body_md: 'one two three',
      word_count: 3,
      tags: ['ml', 'probes'],
    });
  });

  it('refuses a body over 2 MB in the schema with a message that says what to do', async () => {
    const w = await create(app, { title: 'Huge' });
    const error = expectFailure(
      await app.router.invoke('writings:update', { id: w.id, body_md: 'a'.repeat(2_000_001) }),
    );
    expect(error).toMatchObject({ code: 'invalid_input' });
    expect(error.message).toMatch(/2 MB.*split/);
  });

  it('set-stage applies the rules, sets published_at on publication, and history lists {from, to, at}', async () => {
    const w = await create(app, { title: 'Staged' });
    clock().advanceMs(1_000);
    unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'draft' }));
    const refused = expectFailure(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'published' }));
    expect(refused.code).toBe('conflict');
    expect(refused.message).toMatch(/Only a piece in "ready" can be published/);
    clock().advanceMs(1_000);
    unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'ready' }));
    clock().advanceMs(1_000);
    const published = unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'published' }));
    expect(published.published_at).toBe('2026-11-02T09:00:03.000Z');
    expect(published).not.toHaveProperty('body_md');
    expect(unwrap(await app.router.invoke('writings:history', { id: w.id }))).toEqual({
      entries: [
        { from: null, to: 'idea', at: '2026-11-02T09:00:00.000Z' },
        { from: 'idea', to: 'draft', at: '2026-11-02T09:00:01.000Z' },
        { from: 'draft', to: 'ready', at: '2026-11-02T09:00:02.000Z' },
        { from: 'ready', to: 'published', at: '2026-11-02T09:00:03.000Z' },
      ],
    });
  });

  it('published_url only once published, refused before with the reason', async () => {
    const w = await create(app, { title: 'URL' });
    const early = expectFailure(
      await app.router.invoke('writings:update', { id: w.id, published_url: 'https://www.lesswrong.com/posts/x' }),
    );
    expect(early).toMatchObject({ code: 'conflict' });
    expect(early.message).toMatch(/once the piece is published/);
    unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'ready' }));
    unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'published' }));
    unwrap(
      await app.router.invoke('writings:update', { id: w.id, published_url: 'https://www.lesswrong.com/posts/x' }),
    );
    expect(unwrap(await app.router.invoke('writings:get', { id: w.id })).published_url).toBe(
      'https://www.lesswrong.com/posts/x',
    );
    const bad = expectFailure(
      await app.router.invoke('writings:update', { id: w.id, published_url: 'lesswrong.com/x' }),
    );
    expect(bad).toMatchObject({ code: 'invalid_input' });
  });

  it('learning_log and tutorial never get a forum venue, whatever the client sends', async () => {
    for (const type of ['learning_log', 'tutorial'] as const) {
      for (const venue of ['forum_general', 'forum_research'] as const) {
        const onCreate = expectFailure(await app.router.invoke('writings:create', { title: 't', type, venue }));
        expect(onCreate).toMatchObject({ code: 'invalid_input' });
        expect(onCreate.message).toMatch(/personal site/);
        const w = await create(app, { title: 't', type });
        expect(expectFailure(await app.router.invoke('writings:update', { id: w.id, venue })).code).toBe(
          'invalid_input',
        );
        const exported = expectFailure(await app.router.invoke('writings:export', { id: w.id, venue }));
        expect(exported).toMatchObject({ code: 'invalid_input' });
        // Changing the type of a forum piece to a private type is refused too.
        const forum = await create(app, { title: 'f', type: 'research_reflection' });
        expect(expectFailure(await app.router.invoke('writings:update', { id: forum.id, type })).code).toBe(
          'invalid_input',
        );
        expect(unwrap(await app.router.invoke('writings:get', { id: w.id })).venue).toBe('personal');
      }
    }
  });

  it('list orders by stage, type priority, then last edit, and sends no body', async () => {
    const made: string[] = [];
    for (let i = 0; i < 24; i++) {
      const type = i % 6 === 5 ? null : WRITING_TYPES[i % 5]!;
      const w = await create(app, { title: `p${i}`, type });
      made.push(w.id);
      clock().advanceMs(1_000 * ((i * 7) % 5));
      unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: `words ${i}` }));
      const stage = STAGES[i % 4]!;
      if (stage !== 'idea') unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage }));
    }
    const { writings } = unwrap(await app.router.invoke('writings:list', {}));
    expect(writings).toHaveLength(24);
    expect(writings[0]).not.toHaveProperty('body_md');
    expect(Object.keys(writings[0]!).sort()).toEqual([
      'id',
      'stage',
      'title',
      'type',
      'updated_at',
      'venue',
      'word_count',
    ]);
    expect(writings.map((w) => w.id)).toEqual(sortForBoard(writings).map((w) => w.id));
    expect(writings.map((w) => w.stage)).toEqual(
      [...writings.map((w) => w.stage)].sort((a, b) => STAGES.indexOf(a) - STAGES.indexOf(b)),
    );
  });

  it('export answers the venue shape; the newsletter link uses the per-profile publication setting', async () => {
    const w = await create(app, { title: 'Export me', type: 'methods_explainer' });
    unwrap(
      await app.router.invoke('writings:update', {
        id: w.id,
        body_md: 'A claim.[^1]\n\n[^1]: A source.',
        epistemic_status: 'Guessing.',
      }),
    );
    const before = unwrap(await app.router.invoke('writings:export', { id: w.id, venue: 'newsletter' }));
    expect(before.deep_link).toBeNull();
    expect(before.html).toContain('<strong>Notes</strong>');
    expect(before.preflight.map((p) => p.rule)).toEqual(['footnotes']);
    expect(
      unwrap(
        await app.router.invoke('writings:set-settings', { substack_publication: 'https://Probe-Notes.substack.com/' }),
      ),
    ).toEqual({
      substack_publication: 'probe-notes',
    });
    expect(unwrap(await app.router.invoke('writings:get-settings', {}))).toEqual({
      substack_publication: 'probe-notes',
    });
    const after = unwrap(await app.router.invoke('writings:export', { id: w.id, venue: 'newsletter' }));
    expect(after.deep_link).toBe('https://probe-notes.substack.com/publish/post?type=newsletter');
    const bad = expectFailure(
      await app.router.invoke('writings:set-settings', { substack_publication: 'not a name!' }),
    );
    expect(bad).toMatchObject({ code: 'invalid_input' });
    const forum = unwrap(await app.router.invoke('writings:export', { id: w.id, venue: 'forum_general' }));
    expect(forum.markdown).toBe('+++ Epistemic status\nGuessing.\n+++\n\nA claim.[^1]\n\n[^1]: A source.\n');
    expect(forum.deep_link).toBe('https://www.lesswrong.com/newPost');
    const personal = unwrap(await app.router.invoke('writings:export', { id: w.id, venue: 'personal' }));
    expect(personal.file_name).toBe('2026-11-02-export-me.md');
  });

  it('writings_owner_only: another profile gets not_found on every writings channel, and its settings are its own', async () => {
    const mine = await create(app, { title: 'Mine', type: 'research_reflection' });
    unwrap(await app.router.invoke('writings:update', { id: mine.id, body_md: 'my words' }));
    unwrap(await app.router.invoke('writings:set-settings', { substack_publication: 'mine' }));
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Other' }));
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    expect(unwrap(await app.router.invoke('writings:list', {})).writings).toEqual([]);
    expect(unwrap(await app.router.invoke('writings:get-settings', {}))).toEqual({ substack_publication: null });
    for (const [channel, input] of [
      ['writings:get', { id: mine.id }],
      ['writings:update', { id: mine.id, body_md: 'stolen' }],
      ['writings:update', { id: mine.id, published_url: 'https://x.org/y' }],
      ['writings:set-stage', { id: mine.id, stage: 'draft' }],
      ['writings:history', { id: mine.id }],
      ['writings:export', { id: mine.id, venue: 'personal' }],
      ['writings:delete', { id: mine.id }],
    ] as const) {
      expect({ channel, error: expectFailure(await app.router.invoke(channel, input)).code }).toEqual({
        channel,
        error: 'not_found',
      });
    }
    const profiles = unwrap(await app.router.invoke('profiles:list', {}));
    unwrap(await app.router.invoke('profiles:switch', { id: profiles.profiles.find((p) => p.name === 'Me')!.id }));
    expect(unwrap(await app.router.invoke('writings:get', { id: mine.id }))).toMatchObject({
      body_md: 'my words',
      stage: 'idea',
    });
    expect(unwrap(await app.router.invoke('writings:history', { id: mine.id })).entries).toHaveLength(1);
  });
});
