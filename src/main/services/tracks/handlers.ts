import type { tracksChannels } from '@shared/ipc/channels/tracks';
import type { HandlersFor } from '@shared/ipc/define';
import type { TracksService } from './index';

export function tracksHandlers(tracks: TracksService): HandlersFor<typeof tracksChannels> {
  return {
    'tracks:list': (_input, { userId }) => tracks.list(userId),
    'tracks:get': ({ slug }, { userId }) => tracks.get(userId, slug),
    'tracks:activate': ({ slug }, { userId }) => ({ active_track: tracks.activate(userId, slug) }),
    'tracks:clear-active': (_input, { userId }) => ({ active_track: null, previous_slug: tracks.clearActive(userId).previous }),
    'tracks:complete-section': ({ slug, idx, minutes }, { userId }) => tracks.completeSection(userId, slug, idx, minutes),
    'tracks:start-section': ({ slug, idx }, { userId }) => tracks.startSection(userId, slug, idx),
    'tracks:correct-section-time': ({ slug, idx, minutes }, { userId }) =>
      tracks.correctSectionTime(userId, slug, idx, minutes),
    'tracks:set-companion': ({ slug, idx, opted_in }, { userId }) => tracks.setCompanion(userId, slug, idx, opted_in),
    'tracks:skip-companion': ({ problem_slug }, { userId }) => tracks.skipCompanion(userId, problem_slug),
  };
}
