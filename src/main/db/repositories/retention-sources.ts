import type { Db } from '../connection';
import { parseJson } from './ids';
import { reviewScore, rubricScore, totalHints, type AttemptEvidence } from './picker-evidence';

/** An attempt as the retention derivation reads it: the picker's evidence plus its id and work time. */
export type RetentionSource = { id: string; workMs: number; evidence: AttemptEvidence };

type RawSource = [
  id: string,
  problemSlug: string,
  passed: number,
  testStatus: AttemptEvidence['testStatus'],
  lookedReference: number,
  lookedPitfalls: number,
  hintCountsJson: string,
  confidence: number,
  mode: AttemptEvidence['mode'],
  createdAt: string,
  phaseTimesJson: string,
];

function workMs(json: string): number {
  const value = parseJson<unknown>(json, {});
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 0;
  let sum = 0;
  for (const v of Object.values(value)) if (typeof v === 'number' && Number.isFinite(v) && v > 0) sum += v;
  return Math.round(sum);
}

/** Attempts in a time window, oldest first (a range search on attempts_user_time, migration 0140). */
export const SOURCES_SQL = `SELECT id, problem_slug, passed, test_status, looked_reference, looked_pitfalls, hint_counts_json,
       confidence, mode, created_at, phase_times_json
  FROM attempts WHERE user_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at, rowid`;
/** The ready reviews of the attempts in a time window. */
export const SOURCE_REVIEWS_SQL = `SELECT r.attempt_id, r.overall_score, r.rubric_json FROM reviews r
  JOIN attempts a ON a.id = r.attempt_id AND a.user_id = r.user_id
  WHERE r.user_id = ? AND r.status = 'ready' AND a.created_at >= ? AND a.created_at < ?
  ORDER BY r.created_at, r.rowid`;

/** What the retention derivation reads: attempts in a time window with their latest ready review. */
export function createRetentionSources(db: Db) {
  const sources = db.prepare<[string, string, string], RawSource>(SOURCES_SQL).raw(true);
  const sourceReviews = db
    .prepare<[string, string, string], [attemptId: string, overallScore: number | null, rubricJson: string | null]>(
      SOURCE_REVIEWS_SQL,
    )
    .raw(true);

  return {
    /** Attempts with created_at in [fromIso, toIso), oldest first, each with its latest ready review. */
    sources(userId: string, fromIso = '', toIso = '\uffff'): RetentionSource[] {
      const latest = new Map<string, { score: number | null; rubric: string | null }>();
      for (const [attemptId, score, rubric] of sourceReviews.all(userId, fromIso, toIso))
        latest.set(attemptId, { score, rubric });
      // Hint counts take a few distinct values ({"plan":1}, ...): each is parsed once per read.
      const hintTotals = new Map<string, number>();
      const hintsOf = (json: string) => {
        let n = hintTotals.get(json);
        if (n === undefined) hintTotals.set(json, (n = totalHints(json)));
        return n;
      };
      return sources.all(userId, fromIso, toIso).map((r) => {
        const review = latest.get(r[0]);
        return {
          id: r[0],
          workMs: workMs(r[10]),
          evidence: {
            problemSlug: r[1],
            passed: r[2] === 1,
            testStatus: r[3],
            lookedReference: r[4] === 1,
            lookedPitfalls: r[5] === 1,
            hints: hintsOf(r[6]),
            confidence: r[7],
            mode: r[8],
            createdAt: r[9],
            reviewScore: review ? reviewScore(review.score) : null,
            rubricScore: review ? rubricScore(review.rubric) : null,
          },
        };
      });
    },
  };
}
