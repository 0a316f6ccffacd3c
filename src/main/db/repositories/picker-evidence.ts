import { z } from 'zod';
import type { Db } from '../connection';
import { parseJson } from './ids';

/** One submission, as the picker sees it (read from attempts joined with its latest ready review). */
export type AttemptEvidence = {
  problemSlug: string;
  passed: boolean;
  testStatus: 'passed' | 'failed' | 'error' | 'timeout';
  lookedReference: boolean;
  lookedPitfalls: boolean;
  hints: number;
  /** 1..5; 4 is ship-ready, 2 or below is guessing. */
  confidence: number;
  mode: 'practice' | 'interview';
  createdAt: string;
  /** 0..10 from a ready review, or null. */
  reviewScore: number | null;
  /** Mean interview-rubric score as 0..1 (criteria are graded 0..3), or null. */
  rubricScore: number | null;
};

export type WritingEvidence = {
  id: string;
  title: string;
  stage: string;
  updatedAt: string;
};

/** Attempt columns in select order; read as arrays (raw mode) because home reads thousands of them. */
type RawAttempt = [
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
];

/** Hint counts are `{ phase: count }`; anything else counts as no hints rather than failing the home screen. */
export function totalHints(json: string): number {
  const value = parseJson<unknown>(json, {});
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 0;
  let sum = 0;
  for (const v of Object.values(value)) if (typeof v === 'number' && Number.isFinite(v) && v > 0) sum += v;
  return sum;
}

const RubricSchema = z.record(z.string(), z.object({ score: z.number().min(0).max(3).nullable() }).loose());

/** Mean criterion score as 0..1, or null when the review has no usable rubric. */
export function rubricScore(json: string | null): number | null {
  if (!json) return null;
  const parsed = RubricSchema.safeParse(parseJson<unknown>(json, null));
  if (!parsed.success) return null;
  // A criterion whose reason was refused is not graded (score null) and says nothing about the attempt.
  const scores = Object.values(parsed.data).flatMap((c) => (c.score === null ? [] : [c.score]));
  return scores.length ? scores.reduce((a, b) => a + b, 0) / (3 * scores.length) : null;
}

export function reviewScore(value: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(10, Math.max(0, value)) : null;
}

/**
 * Read-only queries the picker and the daily slots need over other domains' tables (attempts, reviews,
 * writings). writings_owner_only: every statement is scoped by the acting user's id.
 */
export function createPickerEvidenceRepository(db: Db) {
  // Reviews are read apart and joined in code: a correlated subquery per attempt doubled the cost at 10k rows.
  const attempts = db
    .prepare<[string, string], RawAttempt>(
      `SELECT id, problem_slug, passed, test_status, looked_reference, looked_pitfalls, hint_counts_json, confidence,
              mode, created_at
       FROM attempts WHERE user_id = ? AND created_at >= ? ORDER BY created_at, id`,
    )
    .raw(true);
  // Oldest first, so the latest ready review of an attempt wins when put in a map.
  const reviews = db
    .prepare<[string, string], [attemptId: string, overallScore: number | null, rubricJson: string | null]>(
      `SELECT attempt_id, overall_score, rubric_json FROM reviews
       WHERE user_id = ? AND status = 'ready' AND created_at >= ? ORDER BY created_at, id`,
    )
    .raw(true);
  const writings = db.prepare<[string], { id: string; title: string; stage: string; updated_at: string }>(
    'SELECT id, title, stage, updated_at FROM writings WHERE user_id = ? ORDER BY updated_at DESC, id',
  );
  const attemptsSince = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM attempts WHERE user_id = ? AND created_at >= ?',
  );
  const writingsSince = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM writings WHERE user_id = ? AND updated_at >= ?',
  );

  return {
    /** Attempts since `sinceIso` (the picker's evidence window), oldest first. */
    attempts: (userId: string, sinceIso = ''): AttemptEvidence[] => {
      const latestReview = new Map<string, { score: number | null; rubric: string | null }>();
      for (const [attemptId, score, rubric] of reviews.all(userId, sinceIso))
        latestReview.set(attemptId, { score, rubric });
      return attempts.all(userId, sinceIso).map((r) => {
        const review = latestReview.get(r[0]);
        return {
          problemSlug: r[1],
          passed: r[2] === 1,
          testStatus: r[3],
          lookedReference: r[4] === 1,
          lookedPitfalls: r[5] === 1,
          hints: totalHints(r[6]),
          confidence: r[7],
          mode: r[8],
          createdAt: r[9],
          reviewScore: review ? reviewScore(review.score) : null,
          rubricScore: review ? rubricScore(review.rubric) : null,
        };
      });
    },
    writings: (userId: string): WritingEvidence[] =>
      writings.all(userId).map((w) => ({ id: w.id, title: w.title, stage: w.stage, updatedAt: w.updated_at })),
    attemptsSince: (userId: string, sinceIso: string): number => attemptsSince.get(userId, sinceIso)?.n ?? 0,
    writingsTouchedSince: (userId: string, sinceIso: string): number => writingsSince.get(userId, sinceIso)?.n ?? 0,
  };
}
export type PickerEvidenceRepository = ReturnType<typeof createPickerEvidenceRepository>;
