import { invalidInput, notFound } from '@shared/errors';
import { DEFAULT_VOICE_KEY, type Voice } from '@shared/domain/voice';
import {
  PerPhaseSchema,
  RUBRIC_CRITERIA,
  RubricSchema,
  type Rubric,
  type Review,
  type ReviewListItem,
  type VoiceInfo,
} from '@shared/domain/review';
import type { AttemptsRepository } from '../../db/repositories/attempts';
import type { ReviewAttempt } from './review-attempt';
import type { ReviewRow, ReviewsRepository } from '../../db/repositories/reviews';
import type { UserSettingsRepository } from '../../db/repositories/user-settings';
import type { ContentCatalog } from '../../content/catalog';
import type { Clock } from '../clock';
import type { ModelService } from '../model';
import { produceReview } from './produce';

const LAST_VOICE_KEY = 'reviewVoice';

export type ReviewService = ReturnType<typeof createReviewService>;

/**
 * Reviews of stored attempts. The attempt is always stored first (by problems:submit); a review row is created
 * `pending` before the model call and settles to ready, failed (with a reason, retryable) or no_model, so no
 * model failure can lose the attempt or leave the user without an explanation.
 */
export function createReviewService(deps: {
  reviews: ReviewsRepository;
  /** Read only: the problems domain writes attempts; reviews read them, scoped by user. */
  attempts: Pick<AttemptsRepository, 'get'>;
  settings: UserSettingsRepository;
  content: Pick<ContentCatalog, 'getVoice' | 'listVoices' | 'getProblem'>;
  model: ModelService;
  clock: Clock;
  logger?: { error(message: string, err?: unknown): void };
}) {
  const { reviews, attempts, settings, content, clock } = deps;
  /** Reviews being generated right now, so a second request for the same review waits instead of paying twice. */
  const inflight = new Map<string, Promise<ReviewRow>>();

  const voiceName = (key: string): string => content.getVoice(key)?.name ?? key;

  function toReview(row: ReviewRow, attempt: ReviewAttempt): Review {
    const perPhase = PerPhaseSchema.safeParse(row.perPhase);
    const rubric = RubricSchema.safeParse(row.rubric);
    return {
      id: row.id,
      attempt_id: row.attemptId,
      voice_key: row.voiceKey,
      voice_name: voiceName(row.voiceKey),
      status: row.status,
      summary: row.summary,
      per_phase: row.perPhase != null && perPhase.success ? perPhase.data : null,
      overall_score: row.overallScore,
      rubric: row.rubric != null && rubric.success ? withoutBareGrades(rubric.data) : null,
      thin_notes: row.thinNotes,
      failure_reason: row.failureReason,
      model: row.model,
      notices: row.notices,
      mode: attempt.mode,
      problem_slug: attempt.problemSlug,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  }

  function attemptOf(userId: string, attemptId: string): ReviewAttempt {
    const attempt = attempts.get(userId, attemptId);
    if (!attempt)
      throw notFound('That attempt does not exist for this profile. Submit the problem again to review it.');
    return attempt;
  }

  function voiceOf(key: string): Voice {
    const voice = content.getVoice(key);
    if (!voice) throw invalidInput(`There is no voice "${key}". Pick one of the voices listed on /voices.`);
    return voice;
  }

  function lastUsed(userId: string): string {
    const key = settings.getPreference<unknown>(userId, LAST_VOICE_KEY);
    if (typeof key === 'string' && content.getVoice(key)) return key;
    return content.getVoice(DEFAULT_VOICE_KEY)
      ? DEFAULT_VOICE_KEY
      : (content.listVoices()[0]?.key ?? DEFAULT_VOICE_KEY);
  }

  function run(userId: string, row: ReviewRow, attempt: ReviewAttempt, voice: Voice): Promise<ReviewRow> {
    const existing = inflight.get(row.id);
    if (existing) return existing;
    const job = (async () => {
      const outcome = await produceReview({ userId, attempt, voice, content, model: deps.model, logger: deps.logger });
      return reviews.settle(userId, row.id, outcome, clock.now()) ?? row;
    })().finally(() => inflight.delete(row.id));
    inflight.set(row.id, job);
    return job;
  }

  return {
    voices(userId: string): { voices: VoiceInfo[]; last_used: string } {
      const voices = content
        .listVoices()
        .map((v) => ({ key: v.key, name: v.name, lens: v.lens, instructions_md: v.instructions_md }))
        // House voice first, then by name: the roster reads the same every time.
        .sort((a, b) =>
          a.key === DEFAULT_VOICE_KEY ? -1 : b.key === DEFAULT_VOICE_KEY ? 1 : a.name.localeCompare(b.name),
        );
      return { voices, last_used: lastUsed(userId) };
    },
    lastUsed,
    forAttempt(userId: string, attemptId: string, voiceKey: string): Review | null {
      const attempt = attemptOf(userId, attemptId);
      const row = reviews.latestFor(userId, attemptId, voiceKey);
      return row ? toReview(row, attempt) : null;
    },
    /** Existing review in this voice (ready, failed or no_model) is returned as is; otherwise one is generated. */
    async generate(userId: string, attemptId: string, voiceKey: string): Promise<Review> {
      const attempt = attemptOf(userId, attemptId);
      const voice = voiceOf(voiceKey);
      settings.setPreference(userId, LAST_VOICE_KEY, voiceKey, clock.now());
      const latest = reviews.latestFor(userId, attemptId, voiceKey);
      // A no-model review is redone on its own once a model is configured; a failed one waits for Retry so a
      // broken endpoint is not hammered every time the page opens.
      const redo =
        latest?.status === 'pending' || (latest?.status === 'no_model' && deps.model.view(userId).configured);
      if (latest && !redo) return toReview(latest, attempt);
      // A pending row with no job behind it was interrupted (app closed mid-call): finish it now.
      const row = latest ?? reviews.createPending(userId, attemptId, voiceKey, clock.now());
      return toReview(await run(userId, row, attempt, voice), attempt);
    },
    async retry(userId: string, reviewId: string): Promise<Review> {
      const row = reviews.get(userId, reviewId);
      if (!row) throw notFound('That review does not exist for this profile.');
      const attempt = attemptOf(userId, row.attemptId);
      if (row.status === 'ready') return toReview(row, attempt);
      const voice = voiceOf(row.voiceKey);
      return toReview(await run(userId, row, attempt, voice), attempt);
    },
    get(userId: string, id: string): Review {
      const row = reviews.get(userId, id);
      if (!row) throw notFound('That review does not exist for this profile.');
      return toReview(row, attemptOf(userId, row.attemptId));
    },
    list(userId: string, limit = 200): ReviewListItem[] {
      return reviews.history(userId, limit).map((r) => ({
        id: r.id,
        attempt_id: r.attemptId,
        problem_slug: r.problemSlug,
        problem_title: content.getProblem(r.problemSlug)?.title ?? r.problemSlug,
        mode: r.mode,
        passed: r.passed,
        voice_key: r.voiceKey,
        voice_name: voiceName(r.voiceKey),
        status: r.status,
        overall_score: r.overallScore,
        thin_notes: r.thinNotes,
        summary: r.summary,
        created_at: r.createdAt,
      }));
    },
  };
}

/**
 * Reviews stored before a refused reason took its grade with it kept the number beside an empty reason; on the
 * way out such a criterion reads as not graded, so no card shows a grade without a reason.
 */
function withoutBareGrades(rubric: Rubric): Rubric {
  const out = { ...rubric };
  for (const criterion of RUBRIC_CRITERIA) {
    const entry = rubric[criterion];
    if (entry.reason_removed === undefined && entry.reason.trim() !== '') continue;
    out[criterion] = {
      score: null,
      reason: '',
      evidence: null,
      reason_removed: entry.reason_removed ?? 'the reviewer gave no reason',
    };
  }
  return out;
}
