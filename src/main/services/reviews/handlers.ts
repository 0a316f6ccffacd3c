import type { reviewsChannels } from '@shared/ipc/channels/reviews';
import type { HandlersFor } from '@shared/ipc/define';
import type { ReviewService } from './review-service';

export function reviewsHandlers(reviews: ReviewService): HandlersFor<typeof reviewsChannels> {
  return {
    'voices:list': (_input, { userId }) => reviews.voices(userId),
    'reviews:for-attempt': ({ attempt_id: attemptId, voice_key: voiceKey }, { userId }) => ({
      review: reviews.forAttempt(userId, attemptId, voiceKey),
    }),
    'reviews:generate': ({ attempt_id: attemptId, voice_key: voiceKey }, { userId }) => reviews.generate(userId, attemptId, voiceKey),
    'reviews:retry': ({ review_id: reviewId }, { userId }) => reviews.retry(userId, reviewId),
    'reviews:get': ({ id }, { userId }) => reviews.get(userId, id),
    'reviews:list': ({ limit }, { userId }) => ({ reviews: reviews.list(userId, limit) }),
  };
}
