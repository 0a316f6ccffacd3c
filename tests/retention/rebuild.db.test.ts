import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { FixedClock } from '../../src/main/services/clock';
import { HALF_LIFE_DAYS, sumsFromAxisDays } from '../../src/main/services/picker/estimate';
import type { createTestApp } from '../support/test-app';
import { snapshot, store, type AttemptSpec, withClockedApp } from './support';

const START = new Date('2026-01-05T08:00:00.000Z');
const SLUGS = ['causal-attention', 'bpe-merge-step', 'gae-advantages', 'not-in-the-corpus'];

describe('retention derived tables: incremental equals rebuild', () => {
  let app: ReturnType<typeof createTestApp>;
  let clock: FixedClock;
  let userId: string;
  withClockedApp(START, (s) => ({ app, clock, userId } = s));

  function readyReview(attemptId: string, score: number): void {
    const now = clock.now().toISOString();
    app.ctx.db
      .prepare(
        `INSERT INTO reviews (id, user_id, attempt_id, voice_key, status, overall_score, created_at, updated_at)
         VALUES (?, ?, ?, 'default', 'pending', ?, ?, ?)`,
      )
      .run(randomUUID(), userId, attemptId, score, now, now);
    // Settling is an UPDATE, as the review service does: the trigger marks the attempt's day stale.
    app.ctx.db.prepare("UPDATE reviews SET status = 'ready' WHERE attempt_id = ?").run(attemptId);
  }

  it('a fixed history: every table rebuilt from the attempts equals what the submits wrote', () => {
    const plan: Array<[number, AttemptSpec]> = [
      [0, { slug: 'causal-attention', passed: false, confidence: 4 }],
      [0.2, { slug: 'bpe-merge-step', passed: true, workMs: 60_000, confidence: 5 }],
      [1, { slug: 'causal-attention', passed: true, pit: true, workMs: 90_000 }],
      [3, { slug: 'gae-advantages', passed: true, ref: true }],
      [9, { slug: 'causal-attention', passed: true, workMs: 30_000, confidence: 4 }],
      [9.1, { slug: 'not-in-the-corpus', passed: true }],
    ];
    const ids: string[] = [];
    for (const [day, spec] of plan) {
      clock.set(new Date(START.getTime() + day * 86_400_000));
      ids.push(store(app, userId, clock, spec).id);
    }
    readyReview(ids[1]!, 7.5);
    app.ctx.services.retention.refresh(userId);
    const incremental = snapshot(app, userId);
    expect(incremental.attempts).toHaveLength(6);
    expect(incremental.schedule).toHaveLength(4);
    expect(incremental.axisDays.length).toBeGreaterThan(0);
    app.ctx.services.retention.rebuild(userId);
    expect(snapshot(app, userId)).toEqual(incremental);

    // Home's one-row-per-axis read (decay in SQL) matches the decay the picker applies in code.
    const today = clock.now();
    const inCode = sumsFromAxisDays(today, app.ctx.repos.retention.axisDays(userId));
    const inSql = app.ctx.repos.retention.axisSums(userId, 0, today.getTime(), HALF_LIFE_DAYS);
    expect(inSql.map((r) => r.axis).sort()).toEqual([...inCode.keys()].sort());
    for (const r of inSql) {
      const c = inCode.get(r.axis as never)!;
      expect(r.w).toBeCloseTo(c.w, 9);
      expect(r.ws).toBeCloseTo(c.ws, 9);
      expect(r.n).toBe(c.n);
    }
    // Home reads the weekly rows (migration 0122): the same sums, one factor per week instead of per day.
    const byWeek = app.ctx.repos.retention.axisWeekSums(userId, 0, today.getTime(), HALF_LIFE_DAYS);
    expect(incremental.axisWeeks.length).toBeGreaterThan(0);
    expect(byWeek.map((r) => r.axis)).toEqual(inSql.map((r) => r.axis));
    byWeek.forEach((r, i) => {
      expect(r.w).toBeCloseTo(inSql[i]!.w, 9);
      expect(r.ws).toBeCloseTo(inSql[i]!.ws, 9);
      expect(r.n).toBe(inSql[i]!.n);
    });
  });

  it('property: for random histories, recomputing from scratch equals incremental and no due date precedes its attempt', () => {
    const step = fc.record({
      gapMinutes: fc.integer({ min: 0, max: 60 * 24 * 20 }),
      slug: fc.constantFrom(...SLUGS),
      passed: fc.boolean(),
      ref: fc.boolean(),
      pit: fc.boolean(),
      hints: fc.integer({ min: 0, max: 2 }),
      confidence: fc.integer({ min: 1, max: 5 }),
      workMs: fc.integer({ min: 0, max: 3_600_000 }),
      review: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        app.ctx.db.prepare('DELETE FROM attempts WHERE user_id = ?').run(userId);
        app.ctx.services.retention.rebuild(userId);
        clock.set(START);
        for (const s of steps) {
          clock.advanceMs(s.gapMinutes * 60_000);
          const row = store(app, userId, clock, s);
          if (s.review !== null) readyReview(row.id, s.review);
        }
        app.ctx.services.retention.refresh(userId);
        const incremental = snapshot(app, userId);
        for (const a of incremental.attempts as Array<{ due_after: string; created_at: string }>) {
          expect(Date.parse(a.due_after)).toBeGreaterThan(Date.parse(a.created_at));
        }
        app.ctx.services.retention.rebuild(userId);
        expect(snapshot(app, userId)).toEqual(incremental);
      }),
      { numRuns: 40 },
    );
  });

  it('a database with attempts from before the migration is rebuilt on first read', () => {
    clock.set(START);
    store(app, userId, clock, { slug: 'causal-attention', passed: true });
    const before = snapshot(app, userId);
    app.ctx.db.prepare('DELETE FROM retention_attempts').run();
    app.ctx.db.prepare('DELETE FROM retention_schedule').run();
    app.ctx.db.prepare('DELETE FROM retention_problems').run();
    app.ctx.db.prepare('DELETE FROM retention_axis_days').run();
    app.ctx.db.prepare('INSERT INTO retention_stale_days (user_id, day) VALUES (?, -1)').run(userId);
    app.ctx.services.retention.refresh(userId);
    expect(snapshot(app, userId)).toEqual(before);
  });

  it('a rebuild over current rows writes nothing (and one over a changed row writes that row)', () => {
    for (let day = 0; day < 12; day++) {
      clock.set(new Date(START.getTime() + day * 86_400_000));
      store(app, userId, clock, { slug: SLUGS[day % 3]!, passed: day % 2 === 0, workMs: 60_000 + day * 1_000, confidence: 1 + (day % 5) });
    }
    app.ctx.services.retention.refresh(userId);
    const db = app.ctx.db;
    db.exec('CREATE TEMP TABLE writes (tbl TEXT)');
    for (const table of ['retention_attempts', 'retention_axis_days', 'retention_axis_weeks', 'retention_schedule', 'retention_problems'])
      for (const op of ['INSERT', 'UPDATE', 'DELETE'])
        db.exec(`CREATE TEMP TRIGGER count_${op}_${table} AFTER ${op} ON ${table} BEGIN INSERT INTO writes VALUES ('${table}'); END`);
    const writes = () => (db.prepare('SELECT tbl FROM writes').pluck().all() as string[]).sort();
    app.ctx.services.retention.rebuild(userId);
    expect(writes()).toEqual([]);

    db.prepare("UPDATE retention_attempts SET rating = 'easy' WHERE rowid = (SELECT min(rowid) FROM retention_attempts)").run();
    db.prepare('UPDATE retention_schedule SET stability = stability + 1e-9 WHERE rowid = (SELECT min(rowid) FROM retention_schedule)').run();
    db.prepare("INSERT INTO retention_problems (user_id, problem_slug, attempts, leaned, last_at, last_passed) VALUES (?, 'gone', 1, 0, '2026-01-01T00:00:00.000Z', 0)").run(userId);
    const before = snapshot(app, userId);
    db.exec('DELETE FROM writes');
    app.ctx.services.retention.rebuild(userId);
    expect(writes()).toEqual(['retention_attempts', 'retention_problems', 'retention_schedule']);
    const after = snapshot(app, userId);
    expect(after.problems).toHaveLength(3);
    expect(after.schedule).not.toEqual(before.schedule);
  });

  it('the rebuild corrects rows that differ and drops rows with no attempt (it writes only differences)', () => {
    clock.set(START);
    store(app, userId, clock, { slug: 'causal-attention', passed: false });
    clock.advanceMs(86_400_000);
    const gone = store(app, userId, clock, { slug: 'bpe-merge-step', passed: true, workMs: 60_000 });
    clock.advanceMs(86_400_000);
    store(app, userId, clock, { slug: 'causal-attention', passed: true, workMs: 60_000, confidence: 4 });
    app.ctx.db.prepare('DELETE FROM attempts WHERE id = ?').run(gone.id);
    const db = app.ctx.db;
    db.prepare("UPDATE retention_attempts SET rating = 'easy', due_after = '2000-01-01T00:00:00.000Z' WHERE user_id = ?").run(
      userId,
    );
    db.prepare('UPDATE retention_axis_days SET w = w * 3 WHERE user_id = ?').run(userId);
    // Stray rows before, between and after the real ones (the sync walks both sides in (period, axis) order).
    const stray = db.prepare('INSERT INTO retention_axis_days (user_id, axis, day, w, ws, n) VALUES (?, ?, ?, 1, 1, 1)');
    const firstDay = (db.prepare('SELECT min(day) AS d FROM retention_axis_days WHERE user_id = ?').get(userId) as { d: number }).d;
    for (const [axis, day] of [['no-such-axis', 1], ['aaa-first', firstDay], ['zzz-between', firstDay], ['zzz-last', 99_999]] as const)
      stray.run(userId, axis, day);
    // The week rows the same way: one changed, one missing, strays around them.
    db.prepare('UPDATE retention_axis_weeks SET ws = ws + 1 WHERE rowid = (SELECT min(rowid) FROM retention_axis_weeks WHERE user_id = ?)').run(userId);
    db.prepare('DELETE FROM retention_axis_weeks WHERE rowid = (SELECT max(rowid) FROM retention_axis_weeks WHERE user_id = ?)').run(userId);
    const strayWeek = db.prepare('INSERT INTO retention_axis_weeks (user_id, axis, week, w, ws, n) VALUES (?, ?, ?, 1, 1, 1)');
    for (const [axis, week] of [['no-such-axis', 0], ['zzz-last', 99_999]] as const) strayWeek.run(userId, axis, week);
    app.ctx.services.retention.rebuild(userId);
    const rebuilt = snapshot(app, userId);
    expect(rebuilt.attempts).toHaveLength(2);
    const axes = (rows: unknown[]) => rows.map((r) => (r as { axis: string }).axis);
    for (const axis of ['no-such-axis', 'aaa-first', 'zzz-between', 'zzz-last']) {
      expect(axes(rebuilt.axisDays)).not.toContain(axis);
      expect(axes(rebuilt.axisWeeks)).not.toContain(axis);
    }

    // The same as deriving the two remaining attempts into empty tables.
    for (const t of ['retention_attempts', 'retention_axis_days', 'retention_axis_weeks', 'retention_schedule', 'retention_problems'])
      db.prepare(`DELETE FROM ${t} WHERE user_id = ?`).run(userId);
    app.ctx.services.retention.rebuild(userId);
    expect(snapshot(app, userId)).toEqual(rebuilt);
  });
});
