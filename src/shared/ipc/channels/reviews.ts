import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';
import { PhaseSchema } from '../../domain/problem';

/**
 * Reviews of stored attempts, and the voice roster they are written in. Scores use one scale for every voice:
 * `overallScore` is 0 to 10 (one decimal); each interview-rubric criterion is an integer 0 to 3.
 */
export const RUBRIC_CRITERIA = [
  'assumption_clarification',
  'multiple_approaches',
  'complexity_stated',
  'plan_before_code',
  'code_quality',
  'verification',
] as const;
export const RubricCriterionSchema = z.enum(RUBRIC_CRITERIA);
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

export const OVERALL_SCORE_MAX = 10;
export const RUBRIC_SCORE_MAX = 3;

export const PhaseReviewSchema = z.object({
  /** Empty when the model's strength named nothing specific from the user's work (the rule removed it). */
  strength: z.string(),
  gap: z.string(),
  question: z.string(),
});
export type PhaseReview = z.infer<typeof PhaseReviewSchema>;

export const PerPhaseSchema = z.partialRecord(PhaseSchema, PhaseReviewSchema);
export type PerPhase = z.infer<typeof PerPhaseSchema>;

export const RubricEntrySchema = z.object({
  score: z.number().int().min(0).max(RUBRIC_SCORE_MAX),
  reason: z.string(),
});
export const RubricSchema = z.record(RubricCriterionSchema, RubricEntrySchema);
export type Rubric = z.infer<typeof RubricSchema>;

export const REVIEW_STATUSES = ['pending', 'ready', 'failed', 'no_model'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const ReviewSchema = z.object({
  id: IdSchema,
  attemptId: IdSchema,
  voiceKey: z.string(),
  voiceName: z.string(),
  status: ReviewStatusSchema,
  summary: z.string().nullable(),
  perPhase: PerPhaseSchema.nullable(),
  overallScore: z.number().min(0).max(OVERALL_SCORE_MAX).nullable(),
  rubric: RubricSchema.nullable(),
  thinNotes: z.boolean(),
  failureReason: z.string().nullable(),
  model: z.string().nullable(),
  mode: z.enum(['practice', 'interview']),
  problemSlug: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListItemSchema = z.object({
  id: IdSchema,
  attemptId: IdSchema,
  problemSlug: z.string(),
  problemTitle: z.string(),
  mode: z.enum(['practice', 'interview']),
  passed: z.boolean(),
  voiceKey: z.string(),
  voiceName: z.string(),
  status: ReviewStatusSchema,
  overallScore: z.number().nullable(),
  thinNotes: z.boolean(),
  summary: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewListItem = z.infer<typeof ReviewListItemSchema>;

export const VoiceInfoSchema = z.object({
  key: z.string(),
  name: z.string(),
  lens: z.string(),
  instructionsMd: z.string(),
});
export type VoiceInfo = z.infer<typeof VoiceInfoSchema>;

const VoiceKeySchema = z
  .string()
  .regex(/^[a-z0-9_]{1,40}$/, 'Pick a voice from the list on /voices (keys are lowercase, like "default")');
const AttemptIdSchema = z.string().uuid('Give the id of a stored attempt (a UUID)');

export const reviewsChannels = {
  /** The roster, plus the voice this user last reviewed in (preselected on the problem page). */
  'voices:list': channel(z.object({}).strict(), z.object({ voices: z.array(VoiceInfoSchema), lastUsed: z.string() })),
  /** The newest review of an attempt in a voice, or null when none was asked for yet. Never calls a model. */
  'reviews:for-attempt': channel(
    z.object({ attemptId: AttemptIdSchema, voiceKey: VoiceKeySchema }).strict(),
    z.object({ review: ReviewSchema.nullable() }),
  ),
  /**
   * Returns the attempt's review in this voice, generating it when none is ready yet. A model failure is not
   * an error here: the review comes back `failed` with its reason (or `no_model`), and the attempt is untouched.
   */
  'reviews:generate': channel(
    z.object({ attemptId: AttemptIdSchema, voiceKey: VoiceKeySchema }).strict(),
    ReviewSchema,
  ),
  /** Runs a failed or no-model review again, in the same voice. */
  'reviews:retry': channel(
    z.object({ reviewId: z.string().uuid('Give the id of a review (a UUID)') }).strict(),
    ReviewSchema,
  ),
  'reviews:get': channel(z.object({ id: z.string().uuid('Give the id of a review (a UUID)') }).strict(), ReviewSchema),
  /** History for /review, newest first. */
  'reviews:list': channel(
    z.object({ limit: z.number().int().min(1).max(500).optional() }).strict(),
    z.object({ reviews: z.array(ReviewListItemSchema) }),
  ),
};
