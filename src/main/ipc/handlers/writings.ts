import type { AppContext } from '../../app-context';
import type { writingsChannels } from '../../../shared/ipc/channels/writings';
import type { WritingRow } from '../../db/repositories/writings';
import type { HandlersFor } from '../router';

const summary = (w: WritingRow) => ({
  id: w.id,
  title: w.title,
  type: w.type,
  venue: w.venue,
  stage: w.stage,
  word_count: w.wordCount,
  updated_at: w.updatedAt,
});
const full = (w: WritingRow) => ({
  ...summary(w),
  body_md: w.bodyMd,
  source_ref: w.sourceRef,
  created_at: w.createdAt,
  published_at: w.publishedAt,
  published_url: w.publishedUrl,
});

export function writingsHandlers(ctx: AppContext): HandlersFor<typeof writingsChannels> {
  const writings = ctx.services.writings;
  return {
    'writings:list': (_input, { userId }) => ({ writings: writings.list(userId).map(summary) }),
    'writings:get': ({ id }, { userId }) => full(writings.get(userId, id)),
    'writings:create': ({ title, type, source_ref }, { userId }) =>
      full(writings.create(userId, { title, type, sourceRef: source_ref })),
    'writings:update': ({ body_md, ...rest }, { userId }) => full(writings.update(userId, { ...rest, bodyMd: body_md })),
    'writings:set-stage': ({ id, stage }, { userId }) => full(writings.setStage(userId, id, stage)),
    'writings:delete': ({ id }, { userId }) => {
      writings.delete(userId, id);
      return { deleted: true as const };
    },
  };
}
