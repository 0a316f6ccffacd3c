import type { ideasChannels } from '@shared/ipc/channels/ideas';
import type { HandlersFor } from '@shared/ipc/define';
import { toWriting } from '../writings';
import type { IdeasService } from './ideas';

/** Writing ideas from the user's own reflections and attempts (ideas.ts). */
export function ideasHandlers(ideas: IdeasService): HandlersFor<typeof ideasChannels> {
  return {
    'ideas:from-reflection': ({ reflection_id }, { userId }) => toWriting(ideas.fromReflection(userId, reflection_id)),
    'ideas:from-attempt': ({ attempt_id }, { userId }) => toWriting(ideas.fromAttempt(userId, attempt_id)),
  };
}
