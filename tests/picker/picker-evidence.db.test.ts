import { randomUUID } from 'node:crypto';
import { FixedClock } from '../../src/main/services/clock';
import { rankCandidates } from '../../src/main/services/picker/compute-next';
import { createTestApp, unwrap } from '../support/test-app';
import { makeDailyFlowContent } from '../fixtures/daily-flow/content';

const NOW = new Date('2026-11-10T09:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

describe('picker evidence read from attempts and reviews', () => {
  let content: { dir: string; cleanup: () => void };
  let app: ReturnType<typeof createTestApp>;
  let userId: string;

  function insertAttempt(slug: string, o: { passed?: boolean; ref?: boolean; pit?: boolean; at: string; hints?: string; confidence?: number }): string {
    const id = randomUUID();
    app.ctx.db
      .prepare(
        `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, hint_counts_json, looked_reference, looked_pitfalls,
           passed, test_status, confidence, created_at) VALUES (?, ?, ?, 'python', 'practice', '', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, userId, slug, o.hints ?? '{}', o.ref ? 1 : 0, o.pit ? 1 : 0, o.passed ? 1 : 0, o.passed ? 'passed' : 'failed', o.confidence ?? 3, o.at);
    return id;
  }
  function insertReview(attemptId: string, score: number, rubric: string | null, status = 'ready', at = NOW.toISOString()): void {
    app.ctx.db
      .prepare(
        `INSERT INTO reviews (id, user_id, attempt_id, voice_key, status, overall_score, rubric_json, created_at, updated_at)
         VALUES (?, ?, ?, 'default', ?, ?, ?, ?, ?)`,
      )
      .run(randomUUID(), userId, attemptId, status, score, rubric, at, at);
  }

  beforeEach(async () => {
    content = makeDailyFlowContent();
    app = createTestApp({ contentDir: content.dir, clock: new FixedClock(NOW) });
    userId = (unwrap(await app.router.call('profiles:list', {})) as { current_id: string }).current_id;
  });
  afterEach(() => {
    app.close();
    content.cleanup();
  });

  it('joins each attempt with its latest ready review, parses hints and rubric defensively', () => {
    const a = insertAttempt('bbb-own-work', { at: daysAgo(2), hints: '{"plan":2,"implement":1}' });
    insertReview(a, 4, JSON.stringify({ code_quality: { score: 3, reason: 'x' }, verification: { score: 0, reason: 'y' } }), 'ready', daysAgo(2));
    insertReview(a, 9, null, 'failed', daysAgo(1)); // not ready: ignored
    insertAttempt('aaa-leaned-on', { at: daysAgo(1), hints: 'not json' });
    const rows = app.ctx.repos.pickerEvidence.attempts(userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ problemSlug: 'bbb-own-work', hints: 3, reviewScore: 4, rubricScore: 0.5 });
    expect(rows[1]).toMatchObject({ problemSlug: 'aaa-leaned-on', hints: 0, reviewScore: null, rubricScore: null });
  });

  it('ranks the problem the user leaned on below the equal one they solved alone', async () => {
    insertAttempt('aaa-leaned-on', { at: daysAgo(3), ref: true });
    insertAttempt('aaa-leaned-on', { at: daysAgo(2), pit: true });
    insertAttempt('bbb-own-work', { at: daysAgo(3) });
    insertAttempt('bbb-own-work', { at: daysAgo(2) });
    // The full ranking from the same inputs home:get gathers (reading candidates from the tracks are in it too).
    // Both failed, so both are due re-drills; the lookup penalty is about the axis-fit ranking.
    const ranked = rankCandidates({ ...app.ctx.services.home.pickerInput(userId, 0), dueRedrills: [] });
    const ids = ranked.map((c) => c.id);
    expect(ids.indexOf('bbb-own-work')).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf('bbb-own-work')).toBeLessThan(ids.indexOf('aaa-leaned-on'));
    const leaned = ranked.find((c) => c.id === 'aaa-leaned-on')!;
    expect(leaned.reasons).toContainEqual({ type: 'lookups', leaned: 2, total: 2 });
  });

  it('daily slots are done from real data today and pending otherwise', async () => {
    const before = unwrap(await app.router.call('home:get', {})) as { slots: Array<{ key: string; done: boolean }> };
    expect(before.slots.map((s) => [s.key, s.done])).toEqual([
      ['drill', false],
      ['read', false],
      ['write', false],
      ['reflect', false],
    ]);
    insertAttempt('bbb-own-work', { at: NOW.toISOString() });
    insertAttempt('bbb-own-work', { at: daysAgo(1) }); // yesterday does not count
    unwrap(await app.router.call('writings:create', { title: 'A piece' }));
    unwrap(await app.router.call('tracks:complete-section', { slug: 'other', idx: 0 }));
    const after = unwrap(await app.router.call('home:get', {})) as { slots: Array<{ key: string; done: boolean; detail: string }> };
    expect(after.slots.map((s) => [s.key, s.done])).toEqual([
      ['drill', true],
      ['read', true],
      ['write', true],
      ['reflect', false],
    ]);
    expect(after.slots[0]!.detail).toBe('1 submission today');
  });

  it("never reads another profile's attempts", async () => {
    insertAttempt('bbb-own-work', { at: daysAgo(1) });
    const other = unwrap(await app.router.call('profiles:create', { name: 'Other' })) as { id: string };
    expect(app.ctx.repos.pickerEvidence.attempts(other.id)).toEqual([]);
  });
});
