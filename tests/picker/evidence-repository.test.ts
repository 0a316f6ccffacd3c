import { randomUUID } from 'node:crypto';
import { FixedClock } from '../../src/main/services/clock';
import { createTestApp, unwrap } from '../support/test-app';

/**
 * What the picker reads from the database (repositories/picker-evidence.ts): each attempt's flags as booleans,
 * the evidence window, the latest ready review of an attempt, the pieces of writing newest first, and the counts
 * the daily slots use. Kept with the picker's unit tests so its mutation run (module `picker`) sees them.
 */
const NOW = new Date('2026-11-10T09:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

let app: ReturnType<typeof createTestApp>;
let clock: FixedClock;
let me: string;

beforeEach(() => {
  clock = new FixedClock(NOW);
  app = createTestApp({ clock });
  me = app.ctx.services.profiles.currentId();
});
afterEach(() => app.close());

type AttemptRow = {
  slug?: string;
  passed?: boolean;
  ref?: boolean;
  pit?: boolean;
  at: string;
  status?: string;
  mode?: string;
  confidence?: number;
  id?: string;
};
function insertAttempt(o: AttemptRow): string {
  const id = o.id ?? randomUUID();
  app.ctx.db
    .prepare(
      `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, hint_counts_json, looked_reference,
         looked_pitfalls, passed, test_status, confidence, created_at)
       VALUES (?, ?, ?, 'python', ?, '', '{"plan":1}', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      me,
      o.slug ?? 'p',
      o.mode ?? 'practice',
      o.ref ? 1 : 0,
      o.pit ? 1 : 0,
      o.passed ? 1 : 0,
      o.status ?? (o.passed ? 'passed' : 'failed'),
      o.confidence ?? 3,
      o.at,
    );
  return id;
}
function insertReview(attemptId: string, score: number | null, at: string, rubric: string | null = null): void {
  app.ctx.db
    .prepare(
      `INSERT INTO reviews (id, user_id, attempt_id, voice_key, status, overall_score, rubric_json, created_at, updated_at)
       VALUES (?, ?, ?, 'default', 'ready', ?, ?, ?, ?)`,
    )
    .run(randomUUID(), me, attemptId, score, rubric, at, at);
}

describe('picker evidence: attempts', () => {
  it('reads every field of an attempt, with the stored 0/1 flags as booleans', () => {
    insertAttempt({ slug: 'a', passed: true, ref: true, pit: false, at: daysAgo(2), mode: 'interview', confidence: 5 });
    insertAttempt({
      slug: 'b',
      passed: false,
      ref: false,
      pit: true,
      at: daysAgo(1),
      status: 'timeout',
      confidence: 1,
    });
    expect(app.ctx.repos.pickerEvidence.attempts(me)).toEqual([
      {
        problemSlug: 'a',
        passed: true,
        testStatus: 'passed',
        lookedReference: true,
        lookedPitfalls: false,
        hints: 1,
        confidence: 5,
        mode: 'interview',
        createdAt: daysAgo(2),
        reviewScore: null,
        rubricScore: null,
      },
      {
        problemSlug: 'b',
        passed: false,
        testStatus: 'timeout',
        lookedReference: false,
        lookedPitfalls: true,
        hints: 1,
        confidence: 1,
        mode: 'practice',
        createdAt: daysAgo(1),
        reviewScore: null,
        rubricScore: null,
      },
    ]);
  });

  it('reads oldest first, and only attempts at or after the start of the window', () => {
    insertAttempt({ slug: 'late', at: daysAgo(1) });
    insertAttempt({ slug: 'edge', at: daysAgo(5) });
    insertAttempt({ slug: 'before', at: daysAgo(5.1) });
    const slugs = (since?: string) => app.ctx.repos.pickerEvidence.attempts(me, since).map((a) => a.problemSlug);
    expect(slugs(daysAgo(5))).toEqual(['edge', 'late']);
    expect(slugs()).toEqual(['before', 'edge', 'late']);
  });

  it('takes the latest ready review of an attempt, clamped to 0..10, with its rubric', () => {
    const a = insertAttempt({ at: daysAgo(3) });
    insertReview(a, 2, daysAgo(3));
    insertReview(a, 14, daysAgo(2), JSON.stringify({ c: { score: 3 }, d: { score: 0 } }));
    const b = insertAttempt({ at: daysAgo(2) });
    insertReview(b, null, daysAgo(1), JSON.stringify({ c: { score: 3 } }));
    const [ra, rb] = app.ctx.repos.pickerEvidence.attempts(me);
    expect(ra).toMatchObject({ reviewScore: 10, rubricScore: 0.5 });
    expect(rb).toMatchObject({ reviewScore: null, rubricScore: 1 });
  });

  it('counts attempts since a time, at the boundary included', () => {
    insertAttempt({ at: daysAgo(2) });
    insertAttempt({ at: daysAgo(1) });
    expect(app.ctx.repos.pickerEvidence.attemptsSince(me, daysAgo(1))).toBe(1);
    expect(app.ctx.repos.pickerEvidence.attemptsSince(me, daysAgo(3))).toBe(2);
    expect(app.ctx.repos.pickerEvidence.attemptsSince(me, daysAgo(0))).toBe(0);
  });
});

describe('picker evidence: writing', () => {
  it('lists pieces newest edit first with their stage, and counts the ones touched since a time', async () => {
    clock.set(new Date(daysAgo(3)));
    const old = unwrap(await app.router.invoke('writings:create', { title: 'Old piece' }));
    clock.set(new Date(daysAgo(1)));
    const recent = unwrap(await app.router.invoke('writings:create', { title: 'Recent piece' }));
    expect(app.ctx.repos.pickerEvidence.writings(me)).toEqual([
      { id: recent.id, title: 'Recent piece', stage: 'idea', updatedAt: daysAgo(1) },
      { id: old.id, title: 'Old piece', stage: 'idea', updatedAt: daysAgo(3) },
    ]);
    expect(app.ctx.repos.pickerEvidence.writingsTouchedSince(me, daysAgo(1))).toBe(1);
    expect(app.ctx.repos.pickerEvidence.writingsTouchedSince(me, daysAgo(4))).toBe(2);
    expect(app.ctx.repos.pickerEvidence.writingsTouchedSince('nobody', daysAgo(4))).toBe(0);
  });
});
