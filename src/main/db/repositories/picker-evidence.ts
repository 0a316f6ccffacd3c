import { z } from 'zod';
import type { Db } from '../connection';
import type { AttemptEvidence, WritingEvidence } from '../../services/picker/types';
import { parseJson } from './ids';

type RawAttempt = {
  problem_slug: string;
  passed: number;
  test_status: AttemptEvidence['testStatus'];
  looked_reference: number;
  looked_pitfalls: number;
  hint_counts_json: string;
  confidence: number;
  mode: AttemptEvidence['mode'];
  created_at: string;
  overall_score: number | null;
  rubric_json: string | null;
};

/** Hint counts are `{ phase: count }`; anything else counts as no hints rather than failing the home screen. */
function totalHints(json: string): number {
  const value = parseJson<unknown>(json, {});
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 0;
  let sum = 0;
  for (const v of Object.values(value)) if (typeof v === 'number' && Number.isFinite(v) && v > 0) sum += v;
  return sum;
}

const RubricSchema = z.record(z.string(), z.object({ score: z.number().min(0).max(3) }).loose());

/** Mean criterion score as 0..1, or null when the review has no usable rubric. */
export function rubricScore(json: string | null): number | null {
  if (!json) return null;
  const parsed = RubricSchema.safeParse(parseJson<unknown>(json, null));
  if (!parsed.success) return null;
  const scores = Object.values(parsed.data).map((c) => c.score);
  return scores.length ? scores.reduce((a, b) => a + b, 0) / (3 * scores.length) : null;
}

function reviewScore(value: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(10, Math.max(0, value)) : null;
}

/**
 * Read-only queries the picker and the daily slots need over other domains' tables (attempts, reviews,
 * writings). writings_owner_only: every statement is scoped by the acting user's id.
 */
export function createPickerEvidenceRepository(db: Db) {
  // Each attempt with its latest ready review (one row per attempt).
  const attempts = db.prepare<[string], RawAttempt>(
    `SELECT a.problem_slug, a.passed, a.test_status, a.looked_reference, a.looked_pitfalls, a.hint_counts_json,
            a.confidence, a.mode, a.created_at, r.overall_score, r.rubric_json
     FROM attempts a
     LEFT JOIN reviews r ON r.id = (
       SELECT r2.id FROM reviews r2
       WHERE r2.attempt_id = a.id AND r2.user_id = a.user_id AND r2.status = 'ready'
       ORDER BY r2.created_at DESC, r2.id DESC LIMIT 1)
     WHERE a.user_id = ?
     ORDER BY a.created_at, a.id`,
  );
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
    attempts: (userId: string): AttemptEvidence[] =>
      attempts.all(userId).map((r) => ({
        problemSlug: r.problem_slug,
        passed: r.passed === 1,
        testStatus: r.test_status,
        lookedReference: r.looked_reference === 1,
        lookedPitfalls: r.looked_pitfalls === 1,
        hints: totalHints(r.hint_counts_json),
        confidence: r.confidence,
        mode: r.mode,
        createdAt: r.created_at,
        reviewScore: reviewScore(r.overall_score),
        rubricScore: rubricScore(r.rubric_json),
      })),
    writings: (userId: string): WritingEvidence[] =>
      writings.all(userId).map((w) => ({ id: w.id, title: w.title, stage: w.stage, updatedAt: w.updated_at })),
    attemptsSince: (userId: string, sinceIso: string): number => attemptsSince.get(userId, sinceIso)?.n ?? 0,
    writingsTouchedSince: (userId: string, sinceIso: string): number => writingsSince.get(userId, sinceIso)?.n ?? 0,
  };
}
export type PickerEvidenceRepository = ReturnType<typeof createPickerEvidenceRepository>;
