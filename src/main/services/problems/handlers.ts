import type { problemsChannels } from '@shared/ipc/channels/problems';
import type { HandlersFor } from '@shared/ipc/define';
import type { ProblemsService } from './index';

/** The problems channels: each one call into the problems use cases (the wire stays snake_case). */
export function problemsHandlers(problems: ProblemsService): HandlersFor<typeof problemsChannels> {
  return {
    'problems:list': ({ filter, tz_offset_minutes: tz }, { userId }) => problems.list(userId, { filter, tzOffsetMinutes: tz }),
    'problems:get': ({ slug }) => problems.get(slug),
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
