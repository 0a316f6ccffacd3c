import { z } from 'zod';
import { IdSchema } from './common';
import { PhaseSchema } from './problem';
import { EvidenceRefSchema, RemovedPointSchema } from './review-grounding';

export * from './review-grounding';

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
  /** Where the strength / gap is grounded; absent on reviews stored before grounding existed. */
  strength_evidence: EvidenceRefSchema.nullable().optional(),
  gap_evidence: EvidenceRefSchema.nullable().optional(),
  /** Points the checks refused, shown on the card with the reason. */
  removed: z.array(RemovedPointSchema).optional(),
});

export type PhaseReview = z.infer<typeof PhaseReviewSchema>;

export const PerPhaseSchema = z.partialRecord(PhaseSchema, PhaseReviewSchema);

export type PerPhase = z.infer<typeof PerPhaseSchema>;

export const RubricEntrySchema = z.object({
  /**
   * The grade, or null when the criterion is not graded: a grade is shown only beside a reason the app
   * accepted, so a refused reason takes its grade with it (`reason_removed` says why).
   */
  score: z.number().int().min(0).max(RUBRIC_SCORE_MAX).nullable(),
  reason: z.string(),
  evidence: EvidenceRefSchema.nullable().optional(),
  /** Set when the reviewer's reason was refused (blank reasons fail the criterion instead). */
  reason_removed: z.string().optional(),
});

export const RubricSchema = z.record(RubricCriterionSchema, RubricEntrySchema);

export type Rubric = z.infer<typeof RubricSchema>;

export const REVIEW_STATUSES = ['pending', 'ready', 'failed', 'no_model'] as const;

export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);

export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const ReviewSchema = z.object({
  id: IdSchema,
  attempt_id: IdSchema,
  voice_key: z.string(),
  voice_name: z.string(),
  status: ReviewStatusSchema,
  summary: z.string().nullable(),
  per_phase: PerPhaseSchema.nullable(),
  overall_score: z.number().min(0).max(OVERALL_SCORE_MAX).nullable(),
  rubric: RubricSchema.nullable(),
  thin_notes: z.boolean(),
  failure_reason: z.string().nullable(),
  model: z.string().nullable(),
  /** What the app changed or could not do (score capped, repair blocked by a cap ...), shown above the cards. */
  notices: z.array(z.string()).optional(),
  mode: z.enum(['practice', 'interview']),
  problem_slug: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListItemSchema = z.object({
  id: IdSchema,
  attempt_id: IdSchema,
  problem_slug: z.string(),
  problem_title: z.string(),
  mode: z.enum(['practice', 'interview']),
  passed: z.boolean(),
  voice_key: z.string(),
  voice_name: z.string(),
  status: ReviewStatusSchema,
  overall_score: z.number().nullable(),
  thin_notes: z.boolean(),
  summary: z.string().nullable(),
  created_at: z.string(),
});

export type ReviewListItem = z.infer<typeof ReviewListItemSchema>;

export const VoiceInfoSchema = z.object({
  key: z.string(),
  name: z.string(),
  lens: z.string(),
  instructions_md: z.string(),
});

export type VoiceInfo = z.infer<typeof VoiceInfoSchema>;
