// /progress reads per-day and per-(mode, confidence) summaries kept by triggers (migration 0150) instead of every
// attempt row, and sums the axis lines in SQL from week rows plus the edge days of each window instead of every
// day row of the year. These tests seed a history the way an import would (plain SQL), then compare every figure
// with the computation it replaced (a GROUP BY over all attempts, every fact of a year, every axis day row),
// across time zones and after each kind of write the triggers must follow. The axis estimates are summed in
// another order (week rows pre-weighted to the week's start), so they are compared to 12 decimal places; the
// attempt counts, the trend evidence and the sentence must be equal.
import { FixedClock } from '../../src/main/services/clock';
import { newId } from '../../src/main/db/repositories/ids';
import { calibration } from '../../src/main/services/retention/calibration';
import { axisSentence, drillStreak, lastMonths, redrillsByMonth } from '../../src/main/services/retention/progress';
import { utcDay } from '../../src/main/services/retention/derive';
import { axisEvidenceOfDays, axisHistoryOfDays } from './axis-days-reference';
import { createTestApp } from '../support/test-app';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const DAY = 86_400_000;
const ZONES = [-840, -330, 0, 345, 840];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type App = ReturnType<typeof createTestApp>;

/** Attempts over two years at random times of day, with gaps of whole days, in bursts near today. */
function seed(app: App, userId: string, count: number, seedValue: number): void {
  const { db, content } = app.ctx;
  const slugs = content.listProblems().map((p) => p.slug);
  const r = rng(seedValue);
  const insert = db.prepare(
    `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, hint_counts_json, looked_reference,
       looked_pitfalls, passed, test_status, phase_times_json, confidence, created_at)
     VALUES (?, ?, ?, 'python', ?, '', '{}', 0, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      // Skewed towards today so the current streak is long and crosses local midnights in every zone.
      const daysBack = Math.floor(Math.pow(r(), 2.5) * 730);
      if (daysBack % 9 === 4) continue; // a gap day
      const at = new Date(NOW.getTime() - daysBack * DAY - Math.floor(r() * DAY));
      if (at > NOW) continue;
      const passed = r() < 0.6;
      insert.run(
        newId(),
        userId,
        slugs[Math.floor(r() * slugs.length)]!,
        r() < 0.3 ? 'interview' : 'practice',
        r() < 0.15 ? 1 : 0,
        passed ? 1 : 0,
        passed ? 'passed' : 'failed',
        `{"implement":${Math.floor(60_000 + r() * 1_800_000)}}`,
        1 + Math.floor(r() * 5),
        at.toISOString(),
      );
    }
  })();
}

/** The figures as computed before the summaries: every attempt row, every fact of the year. */
function oldFigures(app: App, userId: string, tz: number) {
  const { db, repos, content } = app.ctx;
  const months = lastMonths(NOW, 12);
  const counts = db
    .prepare<[string], { confidence: number; mode: 'practice' | 'interview'; n: number; passed: number }>(
      `SELECT confidence, mode, count(*) AS n, sum(passed) AS passed FROM attempts WHERE user_id = ?
       GROUP BY confidence, mode ORDER BY mode, confidence`,
    )
    .all(userId);
  const yearAgo = new Date(Date.UTC(NOW.getUTCFullYear() - 1, NOW.getUTCMonth(), 1)).toISOString();
  const facts = repos.retention.factsSince(userId, yearAgo);
  const doneTotal = db
    .prepare<[string], { n: number }>('SELECT count(*) AS n FROM retention_attempts WHERE user_id = ? AND redrill = 1')
    .get(userId)!.n;
  const axisDays = repos.retention.axisDays(userId);
  const history = axisHistoryOfDays(content.axes, axisDays, months, NOW);
  const evidence = axisEvidenceOfDays(axisDays, utcDay(`${months[0]}-01T00:00:00.000Z`));
  return {
    axis_history: history.map((h) => ({
      ...h,
      points: h.points.map((p) => ({ ...p, estimate: expect.closeTo(p.estimate, 12) as unknown })),
    })),
    axis_evidence: [...evidence].sort(([a], [b]) => (a < b ? -1 : 1)),
    axis_sentence: axisSentence(history, evidence),
    calibration: calibration(counts),
    streak: drillStreak(
      facts.map((f) => f.createdAt),
      NOW,
      tz,
    ),
    done_by_month: redrillsByMonth(facts, months),
    done_total: doneTotal,
  };
}

function newFigures(app: App, userId: string, tz: number) {
  const p = app.ctx.services.retention.progress(userId, tz);
  const months = lastMonths(NOW, 12);
  const evidence = app.ctx.repos.retention.axisEvidenceSince(userId, utcDay(`${months[0]}-01T00:00:00.000Z`));
  return {
    axis_history: p.axis_history,
    axis_evidence: evidence.map((e) => [e.axis, { attempts: e.attempts, firstDay: e.firstDay, lastDay: e.lastDay }]),
    axis_sentence: p.axis_sentence,
    calibration: p.calibration,
    streak: { current: p.streak.current, longest: p.streak.longest },
    done_by_month: p.redrills.done_by_month,
    done_total: p.redrills.done_total,
  };
}

/** The summary tables against the aggregates they stand for, recomputed from scratch. */
function summariesMatchScratch(app: App): void {
  const { db } = app.ctx;
  const all = (sql: string) => db.prepare(sql).all();
  expect(all('SELECT user_id, mode, confidence, n, passed FROM progress_calibration ORDER BY 1, 2, 3')).toEqual(
    all(
      `SELECT user_id, mode, confidence, count(*) AS n, sum(passed) AS passed FROM attempts
       GROUP BY user_id, mode, confidence ORDER BY 1, 2, 3`,
    ),
  );
  expect(all('SELECT user_id, day, n, redrills, first_at, last_at FROM progress_days ORDER BY 1, 2')).toEqual(
    all(
      `SELECT user_id, unixepoch(created_at) / 86400 AS day, count(*) AS n, sum(redrill) AS redrills,
         min(created_at) AS first_at, max(created_at) AS last_at
       FROM retention_attempts GROUP BY user_id, day ORDER BY 1, 2`,
    ),
  );
}

describe('progress figures from the summaries', () => {
  let app: App;
  let ada: string;
  let bob: string;

  beforeAll(() => {
    app = createTestApp({ clock: new FixedClock(NOW) });
    ada = app.ctx.services.profiles.currentId();
    bob = app.ctx.repos.profiles.create('Bob', NOW).id;
    seed(app, ada, 3_000, 7);
    seed(app, bob, 400, 11);
    app.ctx.services.retention.rebuild(ada);
    app.ctx.services.retention.rebuild(bob);
  });
  afterAll(() => app.close());

  const expectSameFigures = () => {
    for (const user of [ada, bob])
      for (const tz of ZONES) expect([user, tz, newFigures(app, user, tz)]).toEqual([user, tz, oldFigures(app, user, tz)]);
    summariesMatchScratch(app);
  };

  it('match the old computation on a seeded history, in every time zone, for each profile apart', () => {
    const figures = newFigures(app, ada, 0);
    // The seeded history is one that exercises every figure.
    expect(figures.streak.current).toBeGreaterThan(3);
    expect(figures.done_total).toBeGreaterThan(100);
    expect(figures.calibration).toHaveLength(3);
    expectSameFigures();
  });

  it('stay equal after a rebuild into empty derived tables', () => {
    app.ctx.db.prepare('DELETE FROM retention_attempts WHERE user_id = ?').run(ada);
    expect(app.ctx.db.prepare('SELECT count(*) AS n FROM progress_days WHERE user_id = ?').get(ada)).toEqual({ n: 0 });
    app.ctx.services.retention.rebuild(ada);
    expectSameFigures();
  });

  it('follow facts replaced in place (INSERT OR REPLACE) and facts deleted at the edges of their day', () => {
    const { db } = app.ctx;
    db.prepare(
      `INSERT OR REPLACE INTO retention_attempts
       SELECT attempt_id, user_id, problem_slug, difficulty, passed, work_ms, rating, 1 - redrill, due_after, created_at
       FROM retention_attempts WHERE user_id = ? AND rowid % 7 = 0`,
    ).run(ada);
    // The first and the last fact of many days: their day's bounds must move to the next fact in.
    db.prepare(
      `DELETE FROM retention_attempts WHERE attempt_id IN (
         SELECT attempt_id FROM retention_attempts r WHERE user_id = ? AND rowid % 3 = 0 AND (
           created_at = (SELECT first_at FROM progress_days d WHERE d.user_id = r.user_id AND d.day = unixepoch(r.created_at) / 86400)
           OR created_at = (SELECT last_at FROM progress_days d WHERE d.user_id = r.user_id AND d.day = unixepoch(r.created_at) / 86400)))`,
    ).run(ada);
    expectSameFigures();
  });

  it('follow attempts changed, deleted and added', () => {
    const { db } = app.ctx;
    db.prepare(
      `UPDATE attempts SET passed = 1 - passed, test_status = CASE passed WHEN 1 THEN 'failed' ELSE 'passed' END,
         confidence = 1 + (confidence % 5) WHERE user_id = ? AND rowid % 5 = 0`,
    ).run(ada);
    db.prepare(`UPDATE attempts SET mode = 'interview' WHERE user_id = ? AND rowid % 11 = 0`).run(bob);
    db.prepare('DELETE FROM attempts WHERE user_id = ? AND rowid % 13 = 0').run(ada);
    seed(app, bob, 50, 99);
    expectSameFigures();
  });
});
