import type { draftsChannels } from '@shared/ipc/channels/drafts';
import type { HandlersFor } from '@shared/ipc/define';
import type { DraftsService } from './index';

/** The operator's surface (/drafts). Every rule lives in the drafts service; these map the wire to it. */
export function draftsHandlers(drafts: DraftsService): HandlersFor<typeof draftsChannels> {
  return {
    'drafts:generate': (input, { userId }) =>
      drafts.generate(
        userId,
        input.kind === 'reading_guide'
          ? { kind: 'reading_guide', sectionUrl: input.section_url }
          : input.kind === 'exercise'
            ? { kind: 'exercise', axis: input.axis, language: input.language, slug: input.slug }
            : { kind: 'debugging_problem', slug: input.slug },
      ),
    'drafts:list': (_input, { userId }) => ({ drafts: drafts.list(userId) }),
    'drafts:get': ({ id }, { userId }) => drafts.get(userId, id),
    'drafts:update': ({ id, guide, problem }, { userId }) => drafts.update(userId, id, { guide, problem }),
    'drafts:run-tests': ({ id }, { userId }) => drafts.runTests(userId, id),
    'drafts:promote': ({ id }, { userId }) => drafts.promote(userId, id),
    'drafts:reject': ({ id, reason }, { userId }) => drafts.reject(userId, id, reason),
  };
}
