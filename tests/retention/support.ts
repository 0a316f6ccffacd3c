import type { NewAttempt } from '../../src/main/db/repositories/attempts';
import { FixedClock } from '../../src/main/services/clock';
import { createTestApp } from '../support/test-app';

type App = ReturnType<typeof createTestApp>;

export type AttemptSpec = {
  slug: string;
  passed: boolean;
  ref?: boolean;
  pit?: boolean;
  hints?: number;
  confidence?: number;
  workMs?: number;
  mode?: 'practice' | 'interview';
};

export function newAttempt(s: AttemptSpec): NewAttempt {
  return {
    problemSlug: s.slug,
    language: 'python',
    mode: s.mode ?? 'practice',
    code: 'pass',
    phaseNotes: {},
    hintCounts: s.hints ? { plan: s.hints } : {},
    lookedUpReference: !!s.ref,
    lookedUpPitfalls: !!s.pit,
    passed: s.passed,
    testStatus: s.passed ? 'passed' : 'failed',
    testResults: [],
    phaseTimesMs: s.workMs ? { implement: s.workMs } : {},
    notes: '',
    confidence: s.confidence ?? 3,
    durationMs: 10,
    isolation: null,
    errorMessage: null,
    voiceKey: null,
  };
}

/** Stores an attempt the way submit does: through the wrapped repository, so retention records it. */
export function store(app: App, userId: string, clock: FixedClock, s: AttemptSpec) {
  const repo = app.ctx.services.retention.attemptsWithRetention(app.ctx.repos.attempts);
  return repo.create(userId, newAttempt(s), clock.now());
}

/** Every derived row of a user, in a stable order, for comparing incremental with rebuilt. */
export function snapshot(app: App, userId: string) {
  const q = (sql: string) => app.ctx.db.prepare(sql).all(userId);
  return {
    attempts: q(
      `SELECT attempt_id, problem_slug, difficulty, passed, work_ms, rating, redrill, due_after, created_at
       FROM retention_attempts WHERE user_id = ? ORDER BY created_at, attempt_id`,
    ),
    problems: q('SELECT * FROM retention_problems WHERE user_id = ? ORDER BY problem_slug'),
    schedule: q('SELECT * FROM retention_schedule WHERE user_id = ? ORDER BY problem_slug'),
    axisDays: q('SELECT * FROM retention_axis_days WHERE user_id = ? ORDER BY day, axis'),
    axisWeeks: q('SELECT * FROM retention_axis_weeks WHERE user_id = ? ORDER BY week, axis'),
  };
}

/**
 * Each test gets a fresh app on a fixed clock starting at `start`, closed after it; `set` hands it to the
 * test file's own variables: `withClockedApp(START, (s) => ({ app, clock, userId } = s))`.
 */
export function withClockedApp(start: Date, set: (s: { app: App; clock: FixedClock; userId: string }) => void): void {
  let app: App | undefined;
  beforeEach(() => {
    const clock = new FixedClock(start);
    app = createTestApp({ clock });
    set({ app, clock, userId: app.ctx.services.profiles.currentId() });
  });
  afterEach(() => app?.close());
}
