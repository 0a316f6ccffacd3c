import type { reflectionsChannels } from '@shared/ipc/channels/reflections';
import type { HandlersFor } from '@shared/ipc/define';
import type { ReflectionsService } from './index';

export function reflectionsHandlers(reflections: ReflectionsService): HandlersFor<typeof reflectionsChannels> {
  return {
    'reflections:save': ({ slug, idx, text }, { userId }) => reflections.save(userId, slug, idx, text),
    'reflections:skip': ({ slug, idx }, { userId }) => {
      reflections.skip(userId, slug, idx);
      return { skipped: true as const };
    },
    'reflections:due': ({ tz_offset_minutes: tzOffsetMinutes }, { userId }) => ({ due: reflections.due(userId, tzOffsetMinutes ?? 0) }),
    'reflections:list': (_input, { userId }) => ({ reflections: reflections.list(userId) }),
    'reflections:answer': ({ id, due_day, still_holds, would_change, tz_offset_minutes: tzOffsetMinutes }, { userId }) =>
      reflections.answer(
        userId,
        id,
        { dueDay: due_day, stillHolds: still_holds, wouldChange: would_change },
        tzOffsetMinutes ?? 0,
      ),
  };
}
