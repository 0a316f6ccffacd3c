import type { Db } from '../connection';
import type { Language } from '@shared/domain/problem';
import type { RunResult, TestCaseResult } from '@shared/domain/run-result';
import type { HintCounts, Mode, PhaseNotes, PhaseTimes } from '@shared/domain/attempt';
import { newId, parseJson } from './ids';

/** One stored submission ("Problems" in docs/product.md), as the services and the review layer read it. */
export type AttemptRow = {
  id: string;
  userId: string;
  problemSlug: string;
  language: Language;
  mode: Mode;
  code: string;
  phaseNotes: PhaseNotes;
  hintCounts: HintCounts;
  lookedUpReference: boolean;
  lookedUpPitfalls: boolean;
  passed: boolean;
  testStatus: RunResult['status'];
  testResults: TestCaseResult[];
  phaseTimesMs: PhaseTimes;
  notes: string;
  confidence: number;
  durationMs: number;
  isolation: RunResult['isolation'] | null;
  errorMessage: string | null;
  voiceKey: string | null;
  createdAt: string;
};

export type NewAttempt = Omit<AttemptRow, 'id' | 'userId' | 'createdAt'>;

type Raw = {
  id: string;
  user_id: string;
  problem_slug: string;
  language: Language;
  mode: Mode;
  code: string;
  phase_notes_json: string;
  hint_counts_json: string;
  looked_reference: number;
  looked_pitfalls: number;
  passed: number;
  test_status: RunResult['status'];
  test_results_json: string;
  phase_times_json: string;
  notes: string;
  confidence: number;
  duration_ms: number;
  isolation: RunResult['isolation'] | null;
  error_message: string | null;
  voice_key: string | null;
  created_at: string;
};

/** Corrupt or oddly shaped JSON cells read as empty values: a damaged attempt still lists and reviews. */
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
function testResults(text: string): TestCaseResult[] {
  const raw = parseJson<unknown>(text, []);
  return Array.isArray(raw) ? (raw as TestCaseResult[]) : [];
}

const toRow = (r: Raw): AttemptRow => ({
  id: r.id,
  userId: r.user_id,
  problemSlug: r.problem_slug,
  language: r.language,
  mode: r.mode,
  code: r.code,
  phaseNotes: stringMap(r.phase_notes_json) as PhaseNotes,
  hintCounts: numberMap(r.hint_counts_json) as HintCounts,
  lookedUpReference: r.looked_reference === 1,
  lookedUpPitfalls: r.looked_pitfalls === 1,
  passed: r.passed === 1,
  testStatus: r.test_status,
  testResults: testResults(r.test_results_json),
  phaseTimesMs: numberMap(r.phase_times_json) as PhaseTimes,
  notes: r.notes,
  confidence: r.confidence,
  durationMs: r.duration_ms,
  isolation: r.isolation,
  errorMessage: r.error_message,
  voiceKey: r.voice_key,
  createdAt: r.created_at,
});

/** The last attempt per problem, for the corpus list. */
export type LastAttempt = { problemSlug: string; testStatus: RunResult['status']; passed: boolean; mode: Mode; createdAt: string; count: number };

/**
 * Attempts are user-owned (writings_owner_only): every statement carries `user_id = ?` with the acting user,
 * so another profile's attempt is simply not found. Rows are never updated: an attempt is a record.
 */
export function createAttemptsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, phase_notes_json, hint_counts_json,
       looked_reference, looked_pitfalls, passed, test_status, test_results_json, phase_times_json, notes,
       confidence, duration_ms, isolation, error_message, voice_key, created_at)
     VALUES (@id, @userId, @problemSlug, @language, @mode, @code, @phaseNotes, @hintCounts, @lookedReference,
       @lookedPitfalls, @passed, @testStatus, @testResults, @phaseTimes, @notes, @confidence, @durationMs,
       @isolation, @errorMessage, @voiceKey, @createdAt)`,
  );
  const get = db.prepare<[string, string], Raw>('SELECT * FROM attempts WHERE user_id = ? AND id = ?');
  // rowid breaks ties between attempts stored within the same millisecond (fixed clocks in tests).
  const forProblem = db.prepare<[string, string], Raw>(
    'SELECT * FROM attempts WHERE user_id = ? AND problem_slug = ? ORDER BY created_at DESC, rowid DESC',
  );
  const lastPerProblem = db.prepare<
    [string, string],
    { problem_slug: string; test_status: RunResult['status']; passed: number; mode: Mode; created_at: string; n: number }
  >(
    `SELECT a.problem_slug, a.test_status, a.passed, a.mode, a.created_at, c.n
     FROM attempts a
     JOIN (SELECT problem_slug, COUNT(*) AS n, MAX(rowid) AS last_rowid FROM attempts WHERE user_id = ?
           GROUP BY problem_slug) c ON c.last_rowid = a.rowid
     WHERE a.user_id = ?`,
  );

  return {
    create: (userId: string, attempt: NewAttempt, now: Date): AttemptRow => {
      const id = newId();
      insert.run({
        id,
        userId,
        problemSlug: attempt.problemSlug,
        language: attempt.language,
        mode: attempt.mode,
        code: attempt.code,
        phaseNotes: JSON.stringify(attempt.phaseNotes),
        hintCounts: JSON.stringify(attempt.hintCounts),
        lookedReference: attempt.lookedUpReference ? 1 : 0,
        lookedPitfalls: attempt.lookedUpPitfalls ? 1 : 0,
        passed: attempt.passed ? 1 : 0,
        testStatus: attempt.testStatus,
        testResults: JSON.stringify(attempt.testResults),
        phaseTimes: JSON.stringify(attempt.phaseTimesMs),
        notes: attempt.notes,
        confidence: attempt.confidence,
        durationMs: Math.round(attempt.durationMs),
        isolation: attempt.isolation,
        errorMessage: attempt.errorMessage,
        voiceKey: attempt.voiceKey,
        createdAt: now.toISOString(),
      });
      return toRow(get.get(userId, id)!);
    },
    get: (userId: string, id: string): AttemptRow | undefined => {
      const row = get.get(userId, id);
      return row ? toRow(row) : undefined;
    },
    /** Newest first. */
    listForProblem: (userId: string, slug: string): AttemptRow[] => forProblem.all(userId, slug).map(toRow),
    /** Latest attempt and attempt count per problem slug (insertion order decides "latest"). */
    lastPerProblem: (userId: string): Map<string, LastAttempt> =>
      new Map(
        lastPerProblem.all(userId, userId).map((r) => [
          r.problem_slug,
          {
            problemSlug: r.problem_slug,
            testStatus: r.test_status,
            passed: r.passed === 1,
            mode: r.mode,
            createdAt: r.created_at,
            count: r.n,
          },
        ]),
      ),
  };
}
export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
