import type { Db } from '../connection';
import { newId, parseJson } from './ids';

export type ReviewStatusValue = 'pending' | 'ready' | 'failed' | 'no_model';

export type ReviewRow = {
  id: string;
  userId: string;
  attemptId: string;
  voiceKey: string;
  status: ReviewStatusValue;
  summary: string | null;
  perPhase: unknown;
  overallScore: number | null;
  rubric: unknown;
  thinNotes: boolean;
  failureReason: string | null;
  model: string | null;
  /** What the app changed or could not do, shown above the cards (0050). */
  notices: string[];
  createdAt: string;
  updatedAt: string;
};

/** A review joined with the attempt facts the history page shows. */
export type ReviewHistoryRow = ReviewRow & {
  problemSlug: string;
  mode: 'practice' | 'interview';
  passed: boolean;
};

type Raw = {
  id: string;
  user_id: string;
  attempt_id: string;
  voice_key: string;
  status: ReviewStatusValue;
  summary: string | null;
  per_phase_json: string | null;
  overall_score: number | null;
  rubric_json: string | null;
  thin_notes: number;
  failure_reason: string | null;
  model: string | null;
  notices_json: string | null;
  created_at: string;
  updated_at: string;
};

function noticesOf(text: string | null): string[] {
  const raw = parseJson<unknown>(text, []);
  return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === 'string') : [];
}

const toRow = (r: Raw): ReviewRow => ({
  id: r.id,
  userId: r.user_id,
  attemptId: r.attempt_id,
  voiceKey: r.voice_key,
  status: r.status,
  summary: r.summary,
  perPhase: parseJson<unknown>(r.per_phase_json, null),
  overallScore: r.overall_score,
  rubric: parseJson<unknown>(r.rubric_json, null),
  thinNotes: r.thin_notes === 1,
  failureReason: r.failure_reason,
  model: r.model,
  notices: noticesOf(r.notices_json),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export type ReviewOutcome =
  | {
      status: 'ready';
      summary: string;
      perPhase: unknown;
      overallScore: number;
      rubric: unknown;
      thinNotes: boolean;
      notices?: string[];
      model: string;
    }
  | { status: 'failed'; failureReason: string; model: string | null }
  | { status: 'no_model'; failureReason: string }
  | { status: 'pending' };

/**
 * Reviews (writings_owner_only: every statement carries `user_id = ?`). A review is created `pending` before
 * the model is called and then settles to ready, failed or no_model, so a crash mid-call leaves a visible row.
 */
export function createReviewsRepository(db: Db) {
  const get = db.prepare<[string, string], Raw>('SELECT * FROM reviews WHERE user_id = ? AND id = ?');
  const latestFor = db.prepare<[string, string, string], Raw>(
    `SELECT * FROM reviews WHERE user_id = ? AND attempt_id = ? AND voice_key = ?
     ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  const insert = db.prepare(
    `INSERT INTO reviews (id, user_id, attempt_id, voice_key, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
  );
  const settle = db.prepare(
    `UPDATE reviews SET status = @status, summary = @summary, per_phase_json = @perPhase,
       overall_score = @overallScore, rubric_json = @rubric, thin_notes = @thinNotes,
       failure_reason = @failureReason, model = @model, notices_json = @notices, updated_at = @now
     WHERE user_id = @userId AND id = @id`,
  );
  const history = db.prepare<
    [string, number],
    Raw & { problem_slug: string; mode: 'practice' | 'interview'; passed: number }
  >(
    `SELECT r.*, a.problem_slug, a.mode, a.passed FROM reviews r
     JOIN attempts a ON a.id = r.attempt_id AND a.user_id = r.user_id
     WHERE r.user_id = ? ORDER BY r.created_at DESC, r.rowid DESC LIMIT ?`,
  );

  return {
    get: (userId: string, id: string): ReviewRow | undefined => {
      const row = get.get(userId, id);
      return row ? toRow(row) : undefined;
    },
    latestFor: (userId: string, attemptId: string, voiceKey: string): ReviewRow | undefined => {
      const row = latestFor.get(userId, attemptId, voiceKey);
      return row ? toRow(row) : undefined;
    },
    createPending: (userId: string, attemptId: string, voiceKey: string, now: Date): ReviewRow => {
      const id = newId();
      insert.run(id, userId, attemptId, voiceKey, now.toISOString(), now.toISOString());
      return toRow(get.get(userId, id)!);
    },
    /** Moves a review to its outcome; fields not in the outcome are cleared so a retry leaves no stale parts. */
    settle: (userId: string, id: string, outcome: ReviewOutcome, now: Date): ReviewRow | undefined => {
      const ready = outcome.status === 'ready' ? outcome : undefined;
      settle.run({
        userId,
        id,
        status: outcome.status,
        summary: ready?.summary ?? null,
        perPhase: ready ? JSON.stringify(ready.perPhase) : null,
        overallScore: ready?.overallScore ?? null,
        rubric: ready && ready.rubric != null ? JSON.stringify(ready.rubric) : null,
        thinNotes: ready?.thinNotes ? 1 : 0,
        failureReason: outcome.status === 'failed' || outcome.status === 'no_model' ? outcome.failureReason : null,
        model: outcome.status === 'ready' || outcome.status === 'failed' ? outcome.model : null,
        notices: ready?.notices?.length ? JSON.stringify(ready.notices) : null,
        now: now.toISOString(),
      });
      const row = get.get(userId, id);
      return row ? toRow(row) : undefined;
    },
    history: (userId: string, limit: number): ReviewHistoryRow[] =>
      history.all(userId, limit).map((r) => ({
        ...toRow(r),
        problemSlug: r.problem_slug,
        mode: r.mode,
        passed: r.passed === 1,
      })),
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
