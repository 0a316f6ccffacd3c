import type { AppContext } from '../../app-context';
import type { writingsChannels } from '../../../shared/ipc/channels/writings';
import type { WritingRow, WritingSummaryRow } from '../../services/writings';
import type { HandlersFor } from '../router';

const summary = (w: WritingSummaryRow) => ({
  id: w.id,
  title: w.title,
  type: w.type,
  venue: w.venue,
  stage: w.stage,
  word_count: w.wordCount,
  updated_at: w.updatedAt,
});
/** The piece on the wire (news:draft-response answers the same shape). */
export const full = (w: WritingRow) => ({
  ...summary(w),
  body_md: w.bodyMd,
  source_ref: w.sourceRef,
  created_at: w.createdAt,
  published_at: w.publishedAt,
  published_url: w.publishedUrl,
  epistemic_status: w.epistemicStatus,
  tags: w.tags,
});

export function writingsHandlers(ctx: AppContext): HandlersFor<typeof writingsChannels> {
  const writings = ctx.services.writings;
  return {
    'writings:list': (_input, { userId }) => ({ writings: writings.list(userId).map(summary) }),
    'writings:get': ({ id }, { userId }) => full(writings.get(userId, id)),
    'writings:create': ({ title, type, venue, source_ref }, { userId }) =>
      full(writings.create(userId, { title, type, venue, sourceRef: source_ref })),
    'writings:update': (input, { userId }) => writings.update(userId, input),
    'writings:set-stage': ({ id, stage }, { userId }) => {
      const w = writings.setStage(userId, id, stage);
      return { ...summary(w), published_at: w.publishedAt, published_url: w.publishedUrl };
    },
    'writings:history': ({ id }, { userId }) => ({ entries: writings.history(userId, id) }),
    'writings:export': ({ id, venue }, { userId }) => ctx.services.assist.markExport(userId, id, writings.export(userId, id, venue)),
    'writings:get-settings': (_input, { userId }) => writings.settings(userId),
    'writings:set-settings': (input, { userId }) => writings.setSettings(userId, input),
    'writings:delete': ({ id }, { userId }) => {
      writings.delete(userId, id);
      return { deleted: true as const };
    },
  };
}
