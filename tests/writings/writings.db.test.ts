import { createApp } from '../../src/main/bootstrap';
import type { FixedClock } from '../../src/main/services/clock';
import { createTestApp, unwrap } from '../support/test-app';

describe('writings (writings_owner_only)', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  it('creates at idea, records the stage history, and computes the word count on save', async () => {
    const created = unwrap(await app.router.invoke('writings:create', { title: 'On probes', type: 'research_reflection' }));
    expect(created.stage).toBe('idea');
    const saved = unwrap(await app.router.invoke('writings:update', { id: created.id, body_md: 'Linear probes find *more* than we think.' }));
    expect(saved.word_count).toBe(7);
    (app.clock as FixedClock).advanceMs(1000);
    unwrap(await app.router.invoke('writings:set-stage', { id: created.id, stage: 'draft' }));
    const history = app.ctx.repos.writings.stageHistory(app.ctx.services.profiles.currentId(), created.id);
    expect(history.map((h) => [h.from_state, h.to_state])).toEqual([
      [null, 'idea'],
      ['idea', 'draft'],
    ]);
  });

  it('sets published_at once when published and refuses moves we do not allow', async () => {
    const w = unwrap(await app.router.invoke('writings:create', { title: 'Post' }));
    const refused = await app.router.invoke('writings:set-stage', { id: w.id, stage: 'published' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
    unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'ready' }));
    const published = unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'published' }));
    expect(published.published_at).toBe(app.clock.now().toISOString());
    expect(await app.router.invoke('writings:set-stage', { id: w.id, stage: 'draft' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  it("hides one profile's pieces from another for read, update, stage and delete", async () => {
    const mine = unwrap(await app.router.invoke('writings:create', { title: 'Mine' }));
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Other' }));
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    expect(unwrap(await app.router.invoke('writings:list', {})).writings).toEqual([]);
    for (const [channel, input] of [
      ['writings:get', { id: mine.id }],
      ['writings:update', { id: mine.id, body_md: 'stolen' }],
      ['writings:set-stage', { id: mine.id, stage: 'draft' }],
      ['writings:delete', { id: mine.id }],
    ] as const) {
      expect(await app.router.invoke(channel, input)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
    const profiles = unwrap(await app.router.invoke('profiles:list', {}));
    const first = profiles.profiles.find((p) => p.name === 'Me')!;
    unwrap(await app.router.invoke('profiles:switch', { id: first.id }));
    const back = unwrap(await app.router.invoke('writings:get', { id: mine.id }));
    expect(back.body_md).toBe('');
    expect(back.stage).toBe('idea');
  });
});

describe('profiles', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  it('has a default profile on first start that is current', async () => {
    const list = unwrap(await app.router.invoke('profiles:list', {}));
    expect(list.profiles).toHaveLength(1);
    expect(list.current_id).toBe(list.profiles[0]!.id);
  });

  it('refuses a duplicate name (case-insensitive) and a blank one with a clear message', async () => {
    expect(await app.router.invoke('profiles:create', { name: 'me' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await app.router.invoke('profiles:create', { name: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', message: 'name: Give the profile a name' },
    });
  });

  it('keeps the current profile across a restart', async () => {
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Second' }));
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    const again = createApp({
      host: 'web',
      dataDir: app.dataDir,
      bundledContentDir: app.ctx.paths.bundledContentDir,
    });
    expect(again.ctx.services.profiles.currentId()).toBe(other.id);
    again.close();
  });
});
