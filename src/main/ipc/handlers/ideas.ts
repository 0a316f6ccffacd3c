import type { AppContext } from '../../app-context';
import type { ideasChannels } from '../../../shared/ipc/channels/ideas';
import type { HandlersFor } from '../router';
import { full } from './writings';

/** Writing ideas from the user's own reflections and attempts (services/assist/ideas.ts). */
export function ideasHandlers(ctx: AppContext): HandlersFor<typeof ideasChannels> {
  const ideas = ctx.services.ideas;
  return {
    'ideas:from-reflection': ({ reflection_id }, { userId }) => full(ideas.fromReflection(userId, reflection_id)),
    'ideas:from-attempt': ({ attempt_id }, { userId }) => full(ideas.fromAttempt(userId, attempt_id)),
  };
}
