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
  wordCount: w.wordCount,
  updatedAt: w.updatedAt,
});
const full = (w: WritingRow) => ({
  ...summary(w),
  bodyMd: w.bodyMd,
  sourceRef: w.sourceRef,
  createdAt: w.createdAt,
  publishedAt: w.publishedAt,
  publishedUrl: w.publishedUrl,
});

export function writingsHandlers(ctx: AppContext): HandlersFor<typeof writingsChannels> {
  const writings = ctx.services.writings;
  return {
    'writings:list': (_input, { userId }) => ({ writings: writings.list(userId).map(summary) }),
    'writings:get': ({ id }, { userId }) => full(writings.get(userId, id)),
    'writings:create': (input, { userId }) => full(writings.create(userId, input)),
    'writings:update': (input, { userId }) => full(writings.update(userId, input)),
    'writings:set-stage': ({ id, stage }, { userId }) => full(writings.setStage(userId, id, stage)),
    'writings:delete': ({ id }, { userId }) => {
      writings.delete(userId, id);
      return { deleted: true as const };
    },
  };
}
