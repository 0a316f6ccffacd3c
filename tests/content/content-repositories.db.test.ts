// The news, drafts and assist repositories over a fresh database: exact rows and orders, the counts their
// writes answer, the SQL guards on state changes, corrupt JSON cells, and that another profile's rows are
// neither seen nor changed. The channel tests reach these through services; these pin the repositories.
import type { Db } from '../../src/main/db/connection';
import type { Repositories } from '../../src/main/db/repositories';
import { T1, T2, T3, at, freshRepositories } from '../database/fresh-repositories';

let db: Db, repos: Repositories, ada: string, bob: string;
beforeEach(() => ({ db, repos, ada, bob } = freshRepositories(T1)));
afterEach(() => db.close());

describe('news', () => {
  const item = (key: string, publishedAt: string | null = null) => ({
    key,
    headline: `H ${key}`,
    url: `https://x.test/${key}`,
    summary: `S ${key}`,
    publishedAt,
  });
  const feed = { url: 'https://x.test/feed', title: 'X', etag: '"e1"', lastModified: 'Mon' };

  it('adds a feed with its first items and counts what was added and what was already there', () => {
    const added = repos.news.addFeed(ada, feed, [item('a', T1), item('b', T2), item('a', T3)], at(T2));
    expect(added).toEqual({ feedId: expect.any(String), added: 2, skipped: 1 });
    expect(repos.news.feeds(ada)).toEqual([
      { id: added.feedId, ...feed, lastFetchedAt: T2, lastError: null, createdAt: T2 },
    ]);
    expect(repos.news.feedByUrl(ada, feed.url)?.id).toBe(added.feedId);
    expect(repos.news.feedById(ada, added.feedId)?.url).toBe(feed.url);
    expect(repos.news.feedByUrl(bob, feed.url)).toBeUndefined();
    expect(repos.news.feedById(bob, added.feedId)).toBeUndefined();
    expect(
      repos.news.items(ada, 10).map((i) => [i.headline, i.feedId, i.source, i.summary, i.publishedAt, i.createdAt]),
    ).toEqual([
      ['H b', added.feedId, 'X', 'S b', T2, T2],
      ['H a', added.feedId, 'X', 'S a', T1, T2],
    ]);
    expect(repos.news.count(ada)).toBe(2);
    expect(repos.news.count(bob)).toBe(0);
  });

  it('records a refresh: new validators and items, an error, and keeps old values where the fetch sent none', () => {
    const { feedId } = repos.news.addFeed(ada, feed, [item('a')], at(T1));
    const first = repos.news.refreshed(
      ada,
      feedId,
      { title: null, etag: null, lastModified: null, error: 'timed out', source: 'X' },
      [],
      at(T2),
    );
    expect(first).toEqual({ added: 0, skipped: 0 });
    expect(repos.news.feedById(ada, feedId)).toMatchObject({ ...feed, lastFetchedAt: T2, lastError: 'timed out' });
    const second = repos.news.refreshed(
      ada,
      feedId,
      { title: 'Y', etag: '"e2"', lastModified: 'Tue', error: null, source: 'Y' },
      [item('a'), item('b'), item('c')],
      at(T3),
    );
    expect(second).toEqual({ added: 2, skipped: 1 });
    expect(repos.news.feedById(ada, feedId)).toMatchObject({
      title: 'Y',
      etag: '"e2"',
      lastModified: 'Tue',
      lastFetchedAt: T3,
      lastError: null,
    });
    repos.news.refreshed(
      bob,
      feedId,
      { title: 'Bob', etag: null, lastModified: null, error: 'no', source: 'B' },
      [],
      at(T3),
    );
    expect(repos.news.feedById(ada, feedId)).toMatchObject({ title: 'Y', lastError: null });
  });

  it('lists items newest first (published, else fetched; later rows first on a tie), up to a limit, without dismissed ones', () => {
    repos.news.importItems(ada, 'paste', [item('old', T1), item('undated'), item('new', T3)], at(T2));
    repos.news.importItems(ada, 'paste', [item('tie', T2)], at(T2));
    repos.news.importItems(bob, 'paste', [item('bob', T3)], at(T3));
    expect(repos.news.items(ada, 10).map((i) => i.headline)).toEqual(['H new', 'H tie', 'H undated', 'H old']);
    expect(repos.news.items(ada, 2).map((i) => i.headline)).toEqual(['H new', 'H tie']);
    const [newest] = repos.news.items(ada, 1);
    expect(newest).toMatchObject({ feedId: null, source: 'paste', url: 'https://x.test/new' });
    expect(repos.news.item(ada, newest!.id)).toEqual(newest);
    expect(repos.news.item(bob, newest!.id)).toBeUndefined();

    expect(repos.news.dismiss(bob, newest!.id, at(T3))).toBe(false);
    expect(repos.news.dismiss(ada, newest!.id, at(T3))).toBe(true);
    expect(repos.news.dismiss(ada, newest!.id, at(T3))).toBe(false);
    expect(repos.news.items(ada, 10).map((i) => i.headline)).toEqual(['H tie', 'H undated', 'H old']);
    expect(repos.news.count(ada)).toBe(4);
  });

  it('deletes a feed for its owner only, keeping its items without a feed', () => {
    const { feedId } = repos.news.addFeed(ada, feed, [item('a')], at(T1));
    expect(repos.news.deleteFeed(bob, feedId)).toBe(false);
    expect(repos.news.deleteFeed(ada, feedId)).toBe(true);
    expect(repos.news.deleteFeed(ada, feedId)).toBe(false);
    expect(repos.news.feeds(ada)).toEqual([]);
    expect(repos.news.items(ada, 10).map((i) => i.feedId)).toEqual([null]);
  });

  it('lists feeds in the order they were added', () => {
    const b = repos.news.addFeed(ada, { ...feed, url: 'https://b.test' }, [], at(T2)).feedId;
    const a = repos.news.addFeed(ada, { ...feed, url: 'https://a.test' }, [], at(T1)).feedId;
    const c = repos.news.addFeed(ada, { ...feed, url: 'https://c.test' }, [], at(T2)).feedId;
    expect(repos.news.feeds(ada).map((f) => f.id)).toEqual([a, b, c]);
  });
});

describe('drafts', () => {
  const draft = (title: string, kind: 'reading_guide' | 'exercise' = 'exercise', sectionUrl: string | null = null) => ({
    kind,
    title,
    payloadJson: `{"t":"${title}"}`,
    sourceJson: '{"s":1}',
    checkJson: null,
    sectionUrl,
  });

  it('stores a draft with every column and lists newest first', () => {
    const a = repos.drafts.insert(ada, draft('a'), T1);
    const b = repos.drafts.insert(ada, draft('b', 'reading_guide', 'https://s.test'), T2);
    expect(repos.drafts.get(ada, b)).toEqual({
      id: b,
      kind: 'reading_guide',
      state: 'draft',
      title: 'b',
      payloadJson: '{"t":"b"}',
      sourceJson: '{"s":1}',
      checkJson: null,
      sectionUrl: 'https://s.test',
      liveSlug: null,
      createdAt: T2,
      updatedAt: T2,
      promotedAt: null,
      promotedBy: null,
      rejectedAt: null,
      rejectedReason: null,
    });
    expect(repos.drafts.list(ada).map((d) => d.id)).toEqual([b, a]);
    expect(repos.drafts.list(bob)).toEqual([]);
    expect(repos.drafts.countDrafts(ada)).toBe(2);
    expect(repos.drafts.countDrafts(bob)).toBe(0);
  });

  it('edits, checks, promotes and rejects only a draft of the acting user', () => {
    const id = repos.drafts.insert(ada, draft('a'), T1);
    expect(repos.drafts.update(bob, id, { title: 'x', payloadJson: '{}', checkJson: null }, T2)).toBe(false);
    expect(repos.drafts.setCheck(bob, id, '{}')).toBe(false);
    expect(repos.drafts.update(ada, id, { title: 'edited', payloadJson: '{"e":1}', checkJson: '{"c":0}' }, T2)).toBe(
      true,
    );
    expect(repos.drafts.setCheck(ada, id, '{"c":1}')).toBe(true);
    expect(repos.drafts.get(ada, id)).toMatchObject({
      title: 'edited',
      payloadJson: '{"e":1}',
      checkJson: '{"c":1}',
      updatedAt: T2,
    });

    expect(repos.drafts.promote(ada, id, 'live-slug', T3)).toBe(true);
    expect(repos.drafts.get(ada, id)).toMatchObject({
      state: 'live',
      liveSlug: 'live-slug',
      promotedAt: T3,
      promotedBy: ada,
      updatedAt: T3,
    });
    expect(repos.drafts.countDrafts(ada)).toBe(0);
    expect(repos.drafts.update(ada, id, { title: 'late', payloadJson: '{}', checkJson: null }, T3)).toBe(false);
    expect(repos.drafts.setCheck(ada, id, '{}')).toBe(false);
    expect(repos.drafts.reject(ada, id, 'late', T3)).toBe(false);

    const other = repos.drafts.insert(ada, draft('b'), T1);
    expect(repos.drafts.reject(ada, other, 'off topic', T2)).toBe(true);
    expect(repos.drafts.get(ada, other)).toMatchObject({
      state: 'rejected',
      rejectedAt: T2,
      rejectedReason: 'off topic',
      updatedAt: T2,
    });
    expect(repos.drafts.promote(ada, other, null, T3)).toBe(false);
  });

  it('lists the live reading guides of one section, the latest promotion first', () => {
    const url = 'https://s.test/1';
    const g1 = repos.drafts.insert(ada, draft('g1', 'reading_guide', url), T1);
    const g2 = repos.drafts.insert(ada, draft('g2', 'reading_guide', url), T1);
    const pending = repos.drafts.insert(ada, draft('g3', 'reading_guide', url), T1);
    const elsewhere = repos.drafts.insert(ada, draft('g4', 'reading_guide', 'https://s.test/2'), T1);
    const exercise = repos.drafts.insert(ada, draft('e', 'exercise', url), T1);
    repos.drafts.promote(ada, g1, null, T3);
    repos.drafts.promote(ada, g2, null, T2);
    repos.drafts.promote(ada, elsewhere, null, T2);
    repos.drafts.promote(ada, exercise, null, T2);
    expect(repos.drafts.liveGuidesFor(ada, url).map((d) => d.id)).toEqual([g1, g2]);
    expect(repos.drafts.liveGuidesFor(bob, url)).toEqual([]);
    expect(repos.drafts.get(ada, pending)?.state).toBe('draft');
  });
});

describe('assist', () => {
  const suggestion = (writingId: string, suggestedText: string) => ({
    writingId,
    action: 'plain_language' as const,
    target: 'body' as const,
    sourceStart: 3,
    sourceEnd: 9,
    originalText: 'before',
    suggestedText,
    flags: [{ kind: 'new_claim', text: 'x', start: 0, end: 1 }],
    model: 'm',
    message: null,
  });
  const writing = (userId: string) =>
    repos.writings.create(userId, { title: 'W', type: null, venue: null, stage: 'draft', sourceRef: null }, at(T1)).id;

  it("stores a suggestion as pending and lists a writing's suggestions in order", () => {
    const w = writing(ada);
    const first = repos.assist.insert(ada, suggestion(w, 'one'), at(T2));
    expect(first).toEqual({
      ...suggestion(w, 'one'),
      id: expect.any(String),
      keptText: null,
      state: 'suggested',
      createdAt: T2,
      resolvedAt: null,
    });
    const second = repos.assist.insert(ada, suggestion(w, 'two'), at(T1));
    const third = repos.assist.insert(ada, suggestion(w, 'three'), at(T2));
    expect(repos.assist.list(ada, w).map((s) => s.id)).toEqual([second.id, first.id, third.id]);
    expect(repos.assist.list(bob, w)).toEqual([]);
    expect(repos.assist.get(ada, first.id)).toEqual(first);
    expect(repos.assist.get(bob, first.id)).toBeUndefined();
  });

  it('settles a pending suggestion once, for its owner only', () => {
    const w = writing(ada);
    const s = repos.assist.insert(ada, suggestion(w, 'one'), at(T1));
    expect(repos.assist.resolve(bob, s.id, 'applied', 'kept', at(T2))).toBe(false);
    expect(repos.assist.resolve(ada, s.id, 'applied', 'kept', at(T2))).toBe(true);
    expect(repos.assist.resolve(ada, s.id, 'discarded', null, at(T3))).toBe(false);
    expect(repos.assist.get(ada, s.id)).toMatchObject({ state: 'applied', keptText: 'kept', resolvedAt: T2 });
  });

  it('reads a corrupt flags cell as no flags', () => {
    const w = writing(ada);
    const s = repos.assist.insert(ada, suggestion(w, 'one'), at(T1));
    db.prepare("UPDATE assist_suggestions SET flags_json = '[oops'").run();
    expect(repos.assist.get(ada, s.id)?.flags).toEqual([]);
  });

  it('keeps one provenance record a writing, the last one written; a corrupt ranges cell reads as none', () => {
    const w = writing(ada);
    expect(repos.assist.provenance(ada, w)).toBeUndefined();
    const range = { start: 0, end: 4, suggestion_id: 's', model: 'm' };
    repos.assist.setProvenance(ada, w, 'body one', [range], at(T1));
    repos.assist.setProvenance(ada, w, 'body two', [range, { ...range, start: 5, end: 8 }], at(T2));
    expect(repos.assist.provenance(ada, w)).toEqual({
      body: 'body two',
      ranges: [range, { ...range, start: 5, end: 8 }],
    });
    expect(repos.assist.provenance(bob, w)).toBeUndefined();
    expect(db.prepare('SELECT count(*) AS n, max(updated_at) AS at FROM assist_provenance').get()).toEqual({
      n: 1,
      at: T2,
    });
    db.prepare("UPDATE assist_provenance SET ranges_json = 'nope'").run();
    expect(repos.assist.provenance(ada, w)).toEqual({ body: 'body two', ranges: [] });
  });

  it('runs a function in one transaction: all of it or none', () => {
    const w = writing(ada);
    expect(repos.assist.transaction(() => 7)).toBe(7);
    expect(() =>
      repos.assist.transaction(() => {
        repos.assist.setProvenance(ada, w, 'half', [], at(T1));
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(repos.assist.provenance(ada, w)).toBeUndefined();
  });
});
