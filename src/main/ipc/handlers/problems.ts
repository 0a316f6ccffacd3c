import type { AppContext } from '../../app-context';
import type { problemsChannels } from '../../../shared/ipc/channels/problems';
import type { HandlersFor } from '../router';
import { withGeneratedMark } from './drafts';

export function problemsHandlers(ctx: AppContext): HandlersFor<typeof problemsChannels> {
  const problems = ctx.services.problems;

  return {
    'problems:list': (_input, { userId }) => ({ problems: problems.list(userId) }),
    'problems:get': ({ slug }) => withGeneratedMark(ctx, problems.get(slug)),
    'problems:reveal': (input, { userId }) => problems.reveal(userId, input),
    'problems:get-work': ({ slug, mode }, { userId }) => problems.getWork(userId, slug, mode),
    'problems:save-work': ({ slug, mode, ...client }, { userId }) => problems.saveWork(userId, slug, mode, client),
    'problems:reset-work': ({ slug, mode }, { userId }) => problems.resetWork(userId, slug, mode),
    'problems:run-tests': ({ slug, code }, { userId }) => problems.runTests(userId, slug, code),
    'problems:submit': (input, { userId }) => problems.submit(userId, input),
    'attempts:list': ({ slug }, { userId }) => ({ attempts: problems.attempts(userId, slug) }),
    'attempts:get': ({ id }, { userId }) => problems.attempt(userId, id),
  };
}
