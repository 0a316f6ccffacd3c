import { z } from 'zod';
import { channel } from '../define';
import { ReviewListItemSchema, ReviewSchema, VoiceInfoSchema } from '../../domain/review';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/review';

const VoiceKeySchema = z
  .string()
  .regex(/^[a-z0-9_]{1,40}$/, 'Pick a voice from the list on /voices (keys are lowercase, like "default")');
const AttemptIdSchema = z.string().uuid('Give the id of a stored attempt (a UUID)');

export const reviewsChannels = {
  /** The roster, plus the voice this user last reviewed in (preselected on the problem page). */
  'voices:list': channel(
    () => z.object({}).strict(),
    () => z.object({ voices: z.array(VoiceInfoSchema), last_used: z.string() }),
  ),
  /** The newest review of an attempt in a voice, or null when none was asked for yet. Never calls a model. */
  'reviews:for-attempt': channel(
    () => z.object({ attempt_id: AttemptIdSchema, voice_key: VoiceKeySchema }).strict(),
    () => z.object({ review: ReviewSchema.nullable() }),
  ),
  /**
   * Returns the attempt's review in this voice, generating it when none is ready yet. A model failure is not
   * an error here: the review comes back `failed` with its reason (or `no_model`), and the attempt is untouched.
   */
  'reviews:generate': channel(
    () => z.object({ attempt_id: AttemptIdSchema, voice_key: VoiceKeySchema }).strict(),
    () => ReviewSchema,
  ),
  /** Runs a failed or no-model review again, in the same voice. */
  'reviews:retry': channel(
    () => z.object({ review_id: z.string().uuid('Give the id of a review (a UUID)') }).strict(),
    () => ReviewSchema,
  ),
  'reviews:get': channel(
    () => z.object({ id: z.string().uuid('Give the id of a review (a UUID)') }).strict(),
    () => ReviewSchema,
  ),
  /** History for /review, newest first. */
  'reviews:list': channel(
    () => z.object({ limit: z.number().int().min(1).max(500).optional() }).strict(),
    () => z.object({ reviews: z.array(ReviewListItemSchema) }),
  ),
};
