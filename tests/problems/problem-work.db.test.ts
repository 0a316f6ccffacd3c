import { createApp } from '../../src/main/bootstrap';
import { FixedClock } from '../../src/main/services/clock';
import { makeFixtureContent } from './fixture-content';
import { createTestApp } from '../support/test-app';

describe('problem work repository (writings_owner_only)', () => {
  let content: ReturnType<typeof makeFixtureContent>;
  let app: ReturnType<typeof createTestApp>;
  let me: string;
  beforeEach(() => {
    content = makeFixtureContent();
    app = createTestApp({ contentDir: content.dir });
    me = app.ctx.services.profiles.currentId();
  });
  afterEach(() => {
    app.close();
    content.cleanup();
  });

  it('keeps one document per user, problem and mode', () => {
    const repo = app.ctx.repos.problemWork;
    const other = app.ctx.repos.profiles.create('Other', app.clock.now()).id;
    repo.put(me, 'add-two', 'practice', { a: 1 }, app.clock.now());
    repo.put(me, 'add-two', 'interview', { a: 2 }, app.clock.now());
    expect(repo.get(me, 'add-two', 'practice')?.state).toEqual({ a: 1 });
    expect(repo.get(me, 'add-two', 'interview')?.state).toEqual({ a: 2 });
    expect(repo.get(other, 'add-two', 'practice')).toBeUndefined();
    expect(repo.delete(other, 'add-two', 'practice')).toBe(false);
    expect(repo.delete(me, 'add-two', 'practice')).toBe(true);
    expect(repo.get(me, 'add-two', 'practice')).toBeUndefined();
  });

  it('update hands the current document to the change and stores the result', () => {
    const repo = app.ctx.repos.problemWork;
    expect(repo.update(me, 'add-two', 'practice', (cur) => ({ seen: cur ?? null }), app.clock.now())).toEqual({ seen: null });
    repo.update(me, 'add-two', 'practice', (cur) => ({ seen: cur }), app.clock.now());
    expect(repo.get(me, 'add-two', 'practice')?.state).toEqual({ seen: { seen: null } });
  });

  it('work in progress survives closing and reopening the app (a restart)', () => {
    const saved = app.ctx.services.problems.saveWork(me, 'add-two', 'practice', {
      phase: 'plan',
      reached: 'plan',
      phase_notes: { explore: 'ints only', plan: 'return a + b' },
      code: 'def add(a, b):\n    return a + b\n',
      notes: 'easy',
      confidence: 3,
      phase_times_ms: { explore: 5000, plan: 1200 },
    });
    app.ctx.services.problems.reveal(me, { slug: 'add-two', mode: 'practice', what: 'pitfalls' });
    app.ctx.db.close();

    const reopened = createApp({
      host: 'web',
      dataDir: app.dataDir,
      bundledContentDir: content.dir,
      clock: new FixedClock(new Date('2026-11-03T09:00:00.000Z')),
      logger: { error: () => undefined },
    });
    try {
      const work = reopened.ctx.services.problems.getWork(me, 'add-two', 'practice');
      expect(work).toMatchObject({
        phase: 'plan',
        phase_notes: { explore: 'ints only', plan: 'return a + b' },
        code: 'def add(a, b):\n    return a + b\n',
        notes: 'easy',
        confidence: 3,
        phase_times_ms: { explore: 5000, plan: 1200 },
        looked_up_pitfalls: true,
        looked_up_reference: false,
      });
      expect(saved.updated_at).toBe('2026-11-02T09:00:00.000Z');
      // The other mode is separate work.
      expect(reopened.ctx.services.problems.getWork(me, 'add-two', 'interview').phase_notes).toEqual({});
    } finally {
      reopened.close();
    }
  });

  it('a damaged document starts fresh with the starter code instead of breaking the page', () => {
    app.ctx.repos.problemWork.put(me, 'add-two', 'practice', { phase: 'nonsense' }, app.clock.now());
    const work = app.ctx.services.problems.getWork(me, 'add-two', 'practice');
    expect(work.phase).toBe('explore');
    expect(work.code).toContain('# TODO');
  });
});
