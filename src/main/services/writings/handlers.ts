import type { writingsChannels } from '@shared/ipc/channels/writings';
import type { HandlersFor } from '@shared/ipc/define';
import type { Venue } from '@shared/domain/writing';
import type { ExportResult } from './export';
import type { WritingsService } from './service';
import { toWriting, toWritingSummary } from './wire';

/**
 * The writings channels. writings:export is the assist service's use case: the export marks text that came from
 * applied suggestions, which only assist knows (assist depends on writings, not the other way round).
 */
export function writingsHandlers(
  writings: WritingsService,
  exporter: { exportPiece(userId: string, id: string, venue: Venue): Promise<ExportResult> },
): HandlersFor<typeof writingsChannels> {
  return {
    'writings:list': (_input, { userId }) => ({ writings: writings.list(userId).map(toWritingSummary) }),
    'writings:get': ({ id }, { userId }) => toWriting(writings.get(userId, id)),
    'writings:create': ({ title, type, venue, source_ref }, { userId }) =>
      toWriting(writings.create(userId, { title, type, venue, sourceRef: source_ref })),
    'writings:update': (input, { userId }) => writings.update(userId, input),
    'writings:set-stage': ({ id, stage }, { userId }) => {
      const w = writings.setStage(userId, id, stage);
      return { ...toWritingSummary(w), published_at: w.publishedAt, published_url: w.publishedUrl };
    },
    'writings:history': ({ id }, { userId }) => ({ entries: writings.history(userId, id) }),
    'writings:export': ({ id, venue }, { userId }) => exporter.exportPiece(userId, id, venue),
    'writings:get-settings': (_input, { userId }) => writings.settings(userId),
    'writings:set-settings': (input, { userId }) => writings.setSettings(userId, input),
    'writings:delete': ({ id }, { userId }) => {
      writings.delete(userId, id);
      return { deleted: true as const };
    },
  };
}
