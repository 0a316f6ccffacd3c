import { createTestApp, unwrap } from '../support/test-app';
import { insertAttempt } from './fixtures';

describe('reviews repository (writings_owner_only)', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  it('creates pending, settles to ready and clears stale failure fields', () => {
    const repo = app.ctx.repos.reviews;
    const me = app.ctx.services.profiles.currentId();
    const attemptId = insertAttempt(app);
    const row = repo.createPending(me, attemptId, 'default', new Date('2026-11-02T09:00:00Z'));
    expect(row.status).toBe('pending');
    repo.settle(me, row.id, { status: 'failed', failureReason: 'boom', model: 'm' }, new Date('2026-11-02T09:01:00Z'));
    const ready = repo.settle(
      me,
      row.id,
      {
        status: 'ready',
        summary: 's',
        perPhase: { implement: { strength: 'a', gap: 'b', question: 'c?' } },
        overallScore: 6.5,
        rubric: null,
        thinNotes: true,
        model: 'm',
      },
      new Date('2026-11-02T09:02:00Z'),
    );
    expect(ready).toMatchObject({
      status: 'ready',
      failureReason: null,
      overallScore: 6.5,
      thinNotes: true,
      rubric: null,
      updatedAt: '2026-11-02T09:02:00.000Z',
    });
    expect(repo.latestFor(me, attemptId, 'default')?.id).toBe(row.id);
    expect(repo.latestFor(me, attemptId, 'socratic')).toBeUndefined();
  });

  it('hides one profile’s reviews and attempts from another', async () => {
    const me = app.ctx.services.profiles.currentId();
    const attemptId = insertAttempt(app);
    const row = app.ctx.repos.reviews.createPending(me, attemptId, 'default', new Date());
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Other' }));
    expect(app.ctx.repos.reviews.get(other.id, row.id)).toBeUndefined();
    expect(app.ctx.repos.reviews.history(other.id, 10)).toEqual([]);
    expect(app.ctx.repos.attempts.get(other.id, attemptId)).toBeUndefined();
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    expect(await app.router.invoke('reviews:get', { id: row.id })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await app.router.invoke('reviews:generate', { attempt_id: attemptId, voice_key: 'default' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('reads a damaged attempt defensively', () => {
    const me = app.ctx.services.profiles.currentId();
    const attemptId = insertAttempt(app);
    app.ctx.db
      .prepare("UPDATE attempts SET phase_notes_json = 'not json', hint_counts_json = '[1,2]' WHERE id = ?")
      .run(attemptId);
    expect(app.ctx.repos.attempts.get(me, attemptId)).toMatchObject({ phaseNotes: {}, hintCounts: {} });
  });

  it('lists history newest first with attempt facts', () => {
    const me = app.ctx.services.profiles.currentId();
    const a = insertAttempt(app, { problemSlug: 'first-problem' });
    const b = insertAttempt(app, { problemSlug: 'second-problem', mode: 'interview', passed: false });
    app.ctx.repos.reviews.createPending(me, a, 'default', new Date('2026-11-02T09:00:00Z'));
    app.ctx.repos.reviews.createPending(me, b, 'socratic', new Date('2026-11-02T10:00:00Z'));
    const rows = app.ctx.repos.reviews.history(me, 10);
    expect(rows.map((r) => [r.problemSlug, r.mode, r.passed, r.voiceKey])).toEqual([
      ['second-problem', 'interview', false, 'socratic'],
      ['first-problem', 'practice', true, 'default'],
    ]);
  });
});
