import type { AppContext } from '../../app-context';
import type { problemsChannels } from '../../../shared/ipc/channels/problems';
import type { HandlersFor } from '../router';
import { withGeneratedMark } from './drafts';

export function problemsHandlers(ctx: AppContext): HandlersFor<typeof problemsChannels> {
  const problems = ctx.services.problems;

  return {
    'problems:list': ({ filter, tz_offset_minutes: tz }, { userId }) => {
      // Main decides what is due (issue 19): the retention schedule, against the end of the user's local day.
      const due = ctx.services.retention.redrillDue(userId, tz ?? 0);
      const listed = problems.list(userId).map((p) => {
        const d = due.get(p.slug);
        return { ...p, redrill_due: d?.due ?? null, due: d?.isDue ?? false };
      });
      const dueCount = listed.filter((p) => p.due).length;
      return { problems: filter === 'due' ? listed.filter((p) => p.due) : listed, due_count: dueCount };
    },
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
