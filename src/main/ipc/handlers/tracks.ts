import type { AppContext } from '../../app-context';
import type { tracksChannels } from '../../../shared/ipc/channels/tracks';
import { toActiveTrack } from '../../services/tracks/views';
import type { HandlersFor } from '../router';
import { withReadingGuides } from './drafts';

export function tracksHandlers(ctx: AppContext): HandlersFor<typeof tracksChannels> {
  const tracks = () => ctx.services.tracks;
  return {
    'tracks:list': (_input, { userId }) => tracks().list(userId),
    'tracks:get': ({ slug }, { userId }) => withReadingGuides(ctx, userId, tracks().get(userId, slug)),
    'tracks:activate': ({ slug }, { userId }) => ({ active_track: tracks().activate(userId, slug) }),
    'tracks:clear-active': (_input, { userId }) => ({ active_track: null, previous_slug: tracks().clearActive(userId).previous }),
    'tracks:complete-section': ({ slug, idx, minutes }, { userId }) => {
      const done = tracks().completeSection(userId, slug, idx, minutes);
      return {
        progress: toActiveTrack(done.outcome.progress, done.reflections),
        is_active: done.activeSlug === slug,
        changed: done.outcome.changed,
        exhausted: done.outcome.exhausted,
        reflection_prompt: ctx.services.reflections.promptFor(userId, slug, idx),
        companion_offer: done.companion,
      };
    },
    'tracks:start-section': ({ slug, idx }, { userId }) => tracks().startSection(userId, slug, idx),
    'tracks:correct-section-time': ({ slug, idx, minutes }, { userId }) =>
      tracks().correctSectionTime(userId, slug, idx, minutes),
    'tracks:set-companion': ({ slug, idx, opted_in }, { userId }) => tracks().setCompanion(userId, slug, idx, opted_in),
    'tracks:skip-companion': ({ problem_slug }, { userId }) => tracks().skipCompanion(userId, problem_slug),
  };
}
