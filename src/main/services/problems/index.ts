import { DIFFICULTIES, type Phase, type Problem } from '@shared/domain/problem';
import type { RunResult } from '@shared/domain/run-result';
import { conflict, forbidden, isAppError, notFound, unavailable } from '@shared/errors';
import type {
  AttemptDetail,
  AttemptSummary,
  Mode,
  ProblemSummary,
  ProblemView,
  WorkState,
} from '@shared/domain/attempt';
import type { AttemptsRepository } from '../../db/repositories/attempts';
import type { ProblemWorkRepository } from '../../db/repositories/problem-work';
import type { Clock } from '../clock';
import type { Runner, RunRequest } from '../runner';
import type { RetentionService } from '../retention';
import type { GeneratedOrigin } from '../../content/catalog';
import { DEFAULT_VOICE_KEY } from '@shared/domain/voice';
import { applyClientWork, readWork, trimNotes, type ClientWork } from './work-state';
import { basics, summarizeAttempt } from './views';
import { assertSubmittable, type SubmitDecision, type SubmitOutcome } from './submit-rules';
import { createVerdictCache, type VerdictKey } from './verdict-cache';

export type ProblemsDeps = {
  content: {
    listProblems(): Problem[];
    getProblem(slug: string): Problem | undefined;
    /** Set for a promoted generated problem: the page links its draft history. */
    generatedOrigin?(slug: string): GeneratedOrigin | undefined;
  };
  attempts: AttemptsRepository;
  work: ProblemWorkRepository;
  clock: Clock;
  /** Absent in a build without a runner: running tests then answers `unavailable`. */
  runner?: Pick<Runner, 'run'>;
  /** The acting user's interpreter and compiler paths and run budget (Settings → Code runner). */
  runOptions?: (userId: string) => Pick<RunRequest, 'toolchain' | 'timeoutMs'>;
  /** The review service: the voice default and the review after submit. */
  reviews?: {
    lastUsed(userId: string): string;
    generate(userId: string, attemptId: string, voiceKey: string): Promise<unknown>;
  };
  logger?: { error(message: string, err?: unknown): void };
  /** The spaced re-drill schedule (what the index marks due, whether opening a problem starts over); absent: never due. */
  retention?: Pick<RetentionService, 'redrillDue' | 'isRedrillDue'>;
};

export type RevealWhat = 'reference' | 'pitfalls' | 'hint';

const RUN_FAILED =
  'The tests could not be run. Check the Python and Rust paths under Settings, then try again. ' +
  'Your code and notes are kept.';

/**
 * The problem page's server side: the corpus view, work in progress, logged aids, test runs and attempts.
 * Every repository call is scoped by the acting user (writings_owner_only).
 */
export function createProblemsService(deps: ProblemsDeps) {
  const { content, attempts, work, clock } = deps;
  const verdicts = createVerdictCache();

  function mustGet(slug: string): Problem {
    const problem = content.getProblem(slug);
    if (!problem) throw notFound(`There is no problem "${slug}". Pick one from the Problems page.`);
    return problem;
  }

  async function runTests(userId: string, problem: Problem, code: string): Promise<RunResult> {
    const runner = deps.runner;
    if (!runner) throw unavailable('The test runner is not available in this build. ' + RUN_FAILED);
    const options = deps.runOptions?.(userId);
    try {
      const result = await runner.run({ problem, code, ...options });
      verdicts.remember(verdictKey(userId, problem, code, options), result);
      return result;
    } catch (err) {
      if (isAppError(err)) throw err;
      throw unavailable(RUN_FAILED);
    }
  }

  const verdictKey = (userId: string, problem: Problem, code: string, runOptions: unknown): VerdictKey => ({
    userId,
    slug: problem.slug,
    code,
    problemDir: problem.dir,
    tests: problem.tests,
    runOptions,
  });

  /** A verdict already known for exactly this code, tests and run settings, else a fresh run. */
  async function verdictFor(userId: string, problem: Problem, code: string): Promise<RunResult> {
    const known = verdicts.known(verdictKey(userId, problem, code, deps.runOptions?.(userId)));
    return known ?? runTests(userId, problem, code);
  }

  /**
   * Submit, steps 3-4: the review is generated and stored for every submission, even if the page is
   * closed before it asks. Not awaited, so test results show at once; the page's reviews:generate joins the same
   * in-flight call. Model failures are stored on the review row (failed or no_model) by the review service; an
   * unexpected error is logged here rather than dropped.
   */
  function scheduleReview(userId: string, attemptId: string, voiceKey: string): void {
    const reviews = deps.reviews;
    if (!reviews) return;
    reviews.generate(userId, attemptId, voiceKey).catch((err: unknown) => {
      deps.logger?.error(`The review of attempt ${attemptId} (voice ${voiceKey}) could not be started`, err);
    });
  }

  /** The interview clock stops at the first submit; later submits of the same session keep that time. */
  function stopInterviewClock(userId: string, problem: Problem, now: Date): void {
    work.update(
      userId,
      problem.slug,
      'interview',
      (stored) => {
        const state = readWork(stored, problem);
        if (state.ended_at) return state;
        return { ...state, started_at: state.started_at ?? now.toISOString(), ended_at: now.toISOString() };
      },
      now,
    );
  }

  function loadWork(userId: string, problem: Problem, mode: Mode): WorkState {
    const stored = work.get(userId, problem.slug, mode);
    const state = readWork(stored?.state, problem);
    return stored ? { ...state, updated_at: state.updated_at ?? stored.updatedAt } : state;
  }

  /**
   * A re-drill is a fresh attempt from the starter: when the problem is due and the saved work is
   * still the code of the last attempt in this mode (nothing typed since submitting), opening it starts over.
   * Work the learner changed after submitting is theirs and stays; the old code stays in "Your attempts".
   */
  function startsRedrill(userId: string, problem: Problem, mode: Mode, current: WorkState): boolean {
    if (!current.updated_at || !deps.retention?.isRedrillDue(userId, problem.slug)) return false;
    const last = attempts.listForProblem(userId, problem.slug).find((a) => a.mode === mode);
    return !!last && last.code === current.code;
  }

  return {
    /**
     * The Problems index: each problem with this user's last result and its spaced re-drill, due against the end
     * of the user's local day (main decides what is due; `filter: 'due'` keeps only those).
     */
    list(userId: string, options: { filter?: 'all' | 'due'; tzOffsetMinutes?: number } = {}) {
      const last = attempts.lastPerProblem(userId);
      const due = deps.retention?.redrillDue(userId, options.tzOffsetMinutes ?? 0) ?? new Map<string, { due: string; isDue: boolean }>();
      const listed = content
        .listProblems()
        .map((p): ProblemSummary & { redrill_due: string | null; due: boolean } => {
          const l = last.get(p.slug);
          const d = due.get(p.slug);
          return {
            ...basics(p),
            attempt_count: l?.count ?? 0,
            last_result: l ? { status: l.testStatus, passed: l.passed, created_at: l.createdAt, mode: l.mode } : null,
            redrill_due: d?.due ?? null,
            due: d?.isDue ?? false,
          };
        })
        .sort(
          (a, b) =>
            DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) || a.title.localeCompare(b.title),
        );
      const dueCount = listed.filter((p) => p.due).length;
      return { problems: options.filter === 'due' ? listed.filter((p) => p.due) : listed, due_count: dueCount };
    },

    /** The problem page's view; a live generated problem names its draft (the page links the draft history). */
    get(slug: string): ProblemView {
      const p = mustGet(slug);
      const origin = content.generatedOrigin?.(slug);
      return {
        ...basics(p),
        statement_md: p.statement_md,
        starter: p.starter,
        hint_count: p.hints.length,
        ...(origin ? { generated: { draft_id: origin.draft_id, promoted_at: origin.promoted_at } } : {}),
      };
    },

    /** The saved work; opening an interview starts its clock once, stored (the product rule: "timer started"). */
    getWork(userId: string, slug: string, mode: Mode): WorkState {
      const problem = mustGet(slug);
      let current = loadWork(userId, problem, mode);
      if (startsRedrill(userId, problem, mode, current)) {
        work.delete(userId, slug, mode);
        current = loadWork(userId, problem, mode);
      }
      if (mode !== 'interview' || current.started_at) return current;
      const now = clock.now();
      return work.update(
        userId,
        slug,
        mode,
        (stored) => {
          const state = readWork(stored, problem);
          return state.started_at ? state : { ...state, started_at: now.toISOString(), ended_at: null };
        },
        now,
      );
    },

    saveWork(userId: string, slug: string, mode: Mode, client: ClientWork): { updated_at: string } {
      const problem = mustGet(slug);
      const now = clock.now();
      const next = work.update(
        userId,
        slug,
        mode,
        (stored) => applyClientWork(readWork(stored, problem), client, now),
        now,
      );
      return { updated_at: next.updated_at ?? now.toISOString() };
    },

    resetWork(userId: string, slug: string, mode: Mode): WorkState {
      const problem = mustGet(slug);
      work.delete(userId, slug, mode);
      return loadWork(userId, problem, mode);
    },

    /** Opens an aid and logs it in the work state in the same transaction. */
    reveal(
      userId: string,
      input: { slug: string; mode: Mode; what: RevealWhat; index?: number; phase?: Phase },
    ): { text: string; work: WorkState } {
      const problem = mustGet(input.slug);
      if (input.mode === 'interview') {
        throw forbidden('Interview mode hides the reference, pitfalls and hints. Switch to practice mode to use them.');
      }
      const now = clock.now();
      let text = '';
      const next = work.update(
        userId,
        problem.slug,
        input.mode,
        (stored) => {
          const state = readWork(stored, problem);
          if (input.what === 'reference') {
            text = problem.reference;
            return { ...state, looked_up_reference: true, updated_at: now.toISOString() };
          }
          if (input.what === 'pitfalls') {
            text = problem.pitfalls_md;
            return { ...state, looked_up_pitfalls: true, updated_at: now.toISOString() };
          }
          const index = input.index ?? state.hints_revealed;
          if (index >= problem.hints.length) {
            throw notFound(`This problem has ${problem.hints.length} hint${problem.hints.length === 1 ? '' : 's'}.`);
          }
          if (index > state.hints_revealed) {
            throw conflict(`Hints open in order: open hint ${state.hints_revealed + 1} first.`);
          }
          text = problem.hints[index]!;
          if (index < state.hints_revealed) return state; // Re-reading an opened hint is not a new use.
          const phase = input.phase ?? state.phase;
          return {
            ...state,
            hints_revealed: state.hints_revealed + 1,
            hint_counts: { ...state.hint_counts, [phase]: (state.hint_counts[phase] ?? 0) + 1 },
            updated_at: now.toISOString(),
          };
        },
        now,
      );
      return { text, work: next };
    },

    runTests: async (userId: string, slug: string, code: string): Promise<RunResult> =>
      runTests(userId, mustGet(slug), code),

    /**
     * Submit, the whole use case: the saved work is the submission (the page flushes it with
     * problems:save-work first), so only what the user decides at submit time comes in. Refuses, storing
     * nothing, a submission the page would not offer: before Verify, or (practice) with a plan under the gate.
     * Runs the tests (or reuses the verdict of an identical run), stores the attempt with the aids the server
     * logged, then schedules the review.
     */
    async submit(userId: string, input: SubmitDecision): Promise<SubmitOutcome> {
      const problem = mustGet(input.slug);
      const saved = loadWork(userId, problem, input.mode);
      assertSubmittable(saved, input.mode);
      const voiceKey = input.voice_key ?? deps.reviews?.lastUsed(userId) ?? DEFAULT_VOICE_KEY;
      // Code whose tests already ran unchanged is not run again: the verdict is known.
      const result = await verdictFor(userId, problem, saved.code);
      // Interview mode has no aids; reveal refuses there, so its log is empty, but it is not trusted to be.
      const practice = input.mode === 'practice';
      const attempt = attempts.create(
        userId,
        {
          problemSlug: problem.slug,
          language: problem.language,
          mode: input.mode,
          code: saved.code,
          phaseNotes: trimNotes(saved.phase_notes),
          hintCounts: practice ? saved.hint_counts : {},
          lookedUpReference: practice && saved.looked_up_reference,
          lookedUpPitfalls: practice && saved.looked_up_pitfalls,
          passed: result.status === 'passed',
          testStatus: result.status,
          testResults: result.tests,
          phaseTimesMs: saved.phase_times_ms,
          notes: input.notes.trim(),
          confidence: input.confidence,
          durationMs: result.duration_ms,
          isolation: result.isolation,
          errorMessage: result.error_message ?? null,
          voiceKey,
        },
        clock.now(),
      );
      if (!practice) stopInterviewClock(userId, problem, clock.now());
      scheduleReview(userId, attempt.id, voiceKey);
      return { attempt_id: attempt.id, voice_key: voiceKey, result };
    },

    /** One stored attempt, read-only; another user's attempt is simply not found. */
    attempt(userId: string, id: string): AttemptDetail {
      const a = attempts.get(userId, id);
      if (!a) throw notFound('There is no such attempt in this profile. Open one from "Your attempts".');
      return {
        ...summarizeAttempt(a),
        problem_slug: a.problemSlug,
        language: a.language,
        code: a.code,
        notes: a.notes,
        phase_notes: a.phaseNotes,
        phase_times_ms: a.phaseTimesMs,
        voice_key: a.voiceKey,
        result: {
          status: a.testStatus,
          tests: a.testResults,
          duration_ms: a.durationMs,
          isolation: a.isolation ?? 'process',
          stdout: '',
          stderr: '',
          truncated: false,
          ...(a.errorMessage ? { error_message: a.errorMessage } : {}),
        },
      };
    },

    attempts(userId: string, slug: string): AttemptSummary[] {
      const rows = attempts.listForProblem(userId, slug);
      if (rows.length === 0) mustGet(slug);
      return rows.map(summarizeAttempt);
    },
  };
}
export type ProblemsService = ReturnType<typeof createProblemsService>;
