import type { AppContext } from '../../app-context';
import type { problemsChannels } from '../../../shared/ipc/channels/problems';
import type { HandlersFor } from '../router';

export function problemsHandlers(ctx: AppContext): HandlersFor<typeof problemsChannels> {
  const problems = ctx.services.problems;
  const reviews = ctx.services.reviews;

  /**
   * SPEC POST /submit steps 3-4: the review is generated and stored for every submission, even if the page
   * is closed before it asks. It runs after the attempt is stored and is not awaited, so test results show
   * at once; the page's own reviews:generate joins the same in-flight call. A failure is stored on the
   * review row (failed or no_model) by the review service, so nothing is lost here.
   */
  function startReview(userId: string, attemptId: string, voiceKey: string | undefined): void {
    void reviews.generate(userId, attemptId, voiceKey ?? reviews.lastUsed(userId)).catch(() => undefined);
  }

  return {
    'problems:list': (_input, { userId }) => ({ problems: problems.list(userId) }),
    'problems:get': ({ slug }) => problems.get(slug),
    'problems:reveal': (input, { userId }) => problems.reveal(userId, input),
    'problems:get-work': ({ slug, mode }, { userId }) => problems.getWork(userId, slug, mode),
    'problems:save-work': ({ slug, mode, ...client }, { userId }) => problems.saveWork(userId, slug, mode, client),
    'problems:reset-work': ({ slug, mode }, { userId }) => problems.resetWork(userId, slug, mode),
    'problems:run-tests': ({ slug, code }, { userId }) => problems.runTests(userId, slug, code),
    'problems:submit': async (input, { userId }) => {
      const stored = await problems.submit(userId, input);
      startReview(userId, stored.attempt_id, input.voice_key);
      return stored;
    },
    'attempts:list': ({ slug }, { userId }) => ({ attempts: problems.attempts(userId, slug) }),
  };
}
