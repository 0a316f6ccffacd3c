import type { Db } from '../connection';
import { parseJson } from './ids';

/** What a review needs from a stored attempt. The problems engineer owns writes; this side only reads. */
export type ReviewAttempt = {
  id: string;
  userId: string;
  problemSlug: string;
  language: 'python' | 'rust';
  mode: 'practice' | 'interview';
  code: string;
  phaseNotes: Record<string, string>;
  hintCounts: Record<string, number>;
  lookedReference: boolean;
  lookedPitfalls: boolean;
  passed: boolean;
  testStatus: 'passed' | 'failed' | 'error' | 'timeout';
  testResults: unknown[];
  phaseTimes: Record<string, number>;
  notes: string;
  confidence: number;
  createdAt: string;
};

type Raw = {
  id: string;
  user_id: string;
  problem_slug: string;
  language: 'python' | 'rust';
  mode: 'practice' | 'interview';
  code: string;
  phase_notes_json: string;
  hint_counts_json: string;
  looked_reference: number;
  looked_pitfalls: number;
  passed: number;
  test_status: ReviewAttempt['testStatus'];
  test_results_json: string;
  phase_times_json: string;
  notes: string;
  confidence: number;
  created_at: string;
};

/** Corrupt or oddly shaped JSON cells become empty values: a review of a damaged attempt still runs. */
function stringMap(text: string): Record<string, string> {
  const raw = parseJson<unknown>(text, {});
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
}
function numberMap(text: string): Record<string, number> {
  const raw = parseJson<unknown>(text, {});
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
}

const toAttempt = (r: Raw): ReviewAttempt => ({
  id: r.id,
  userId: r.user_id,
  problemSlug: r.problem_slug,
  language: r.language,
  mode: r.mode,
  code: r.code,
  phaseNotes: stringMap(r.phase_notes_json),
  hintCounts: numberMap(r.hint_counts_json),
  lookedReference: r.looked_reference === 1,
  lookedPitfalls: r.looked_pitfalls === 1,
  passed: r.passed === 1,
  testStatus: r.test_status,
  testResults: (() => {
    const v = parseJson<unknown>(r.test_results_json, []);
    return Array.isArray(v) ? v : [];
  })(),
  phaseTimes: numberMap(r.phase_times_json),
  notes: r.notes,
  confidence: r.confidence,
  createdAt: r.created_at,
});

/** Read-only view of `attempts` for reviews (writings_owner_only: every statement is scoped by user_id). */
export function createReviewAttemptsRepository(db: Db) {
  const get = db.prepare<[string, string], Raw>('SELECT * FROM attempts WHERE user_id = ? AND id = ?');
  return {
    get: (userId: string, id: string): ReviewAttempt | undefined => {
      const row = get.get(userId, id);
      return row ? toAttempt(row) : undefined;
    },
  };
}
export type ReviewAttemptsRepository = ReturnType<typeof createReviewAttemptsRepository>;
