import { createTestApp, unwrap } from '../support/test-app';

/** writings:update writes each field it is sent, and only those: every other column keeps its value. */
describe('writings:update, field by field', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  const get = async (id: string) => unwrap(await app.router.invoke('writings:get', { id }));

  it('writes type, venue and epistemic status, and a later title-only save keeps them', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Probes', type: 'research_reflection' }));
    unwrap(
      await app.router.invoke('writings:update', {
        id: w.id,
        type: 'learning_log',
        venue: 'personal',
        epistemic_status: 'Fairly sure; two evenings of work.',
      }),
    );
    const changed = await get(w.id);
    expect(changed).toMatchObject({
      type: 'learning_log',
      venue: 'personal',
      epistemic_status: 'Fairly sure; two evenings of work.',
      title: 'Probes',
    });

    unwrap(await app.router.invoke('writings:update', { id: w.id, title: 'Linear probes' }));
    expect(await get(w.id)).toMatchObject({
      type: 'learning_log',
      venue: 'personal',
      epistemic_status: 'Fairly sure; two evenings of work.',
      title: 'Linear probes',
    });
  });

  it('a type or venue set to null is cleared', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Log', type: 'learning_log' }));
    unwrap(await app.router.invoke('writings:update', { id: w.id, venue: null }));
    expect(await get(w.id)).toMatchObject({ type: 'learning_log', venue: null });
    unwrap(await app.router.invoke('writings:update', { id: w.id, type: null }));
    expect(await get(w.id)).toMatchObject({ type: null, venue: null });
  });

  it('a row whose tags column is not JSON (edited outside the app) reads as no tags', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Tagged' }));
    app.ctx.db.prepare("UPDATE writings SET tags_json = '[oops' WHERE id = ?").run(w.id);
    expect((await get(w.id)).tags).toEqual([]);
  });

  it('a published_url stays through later saves of other fields', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Post' }));
    unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'ready' }));
    unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'published' }));
    const url = 'https://www.lesswrong.com/posts/abc/post';
    unwrap(await app.router.invoke('writings:update', { id: w.id, published_url: url }));
    unwrap(await app.router.invoke('writings:update', { id: w.id, title: 'Post, revised', body_md: 'Two words.' }));
    expect(await get(w.id)).toMatchObject({ published_url: url, title: 'Post, revised' });
  });

  it('deletes its own piece once: afterwards it is not found, and deleting again says so', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Short-lived' }));
    expect(await app.router.invoke('writings:delete', { id: w.id })).toMatchObject({ ok: true });
    expect(await app.router.invoke('writings:get', { id: w.id })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await app.router.invoke('writings:delete', { id: w.id })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});

describe('writings repository on a piece that is not there', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  // The service looks the piece up first; the repository still answers "not found" by itself, not by throwing.
  it('update answers undefined and setStage false, writing no history', () => {
    const me = app.ctx.services.profiles.currentId();
    const repo = app.ctx.repos.writings;
    const now = app.clock.now();
    expect(repo.update(me, 'missing', { title: 'x' }, now)).toBeUndefined();
    expect(repo.update(me, 'missing', { bodyMd: 'a b', wordCount: 2 }, now)).toBeUndefined();
    expect(repo.setStage(me, 'missing', 'idea', 'draft', now)).toBe(false);
    expect(repo.stageHistory(me, 'missing')).toEqual([]);
    expect(repo.delete(me, 'missing')).toBe(false);
  });
});
