import type { AppContext } from '../../app-context';
import type { draftsChannels } from '../../../shared/ipc/channels/drafts';
import type { HandlersFor } from '../router';

/** The operator's surface (/drafts). Every rule lives in services/drafts; these map the wire to it. */
export function draftsHandlers(ctx: AppContext): HandlersFor<typeof draftsChannels> {
  const drafts = ctx.services.drafts;
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

/** tracks:get adds each section's live reading guide (promoted only; drafts never reach a track page). */
export function withReadingGuides<T extends { chapters: Array<{ sections: Array<{ url: string }> }> }>(
  ctx: AppContext,
  userId: string,
  detail: T,
): T {
  return {
    ...detail,
    chapters: detail.chapters.map((c) => ({
      ...c,
      sections: c.sections.map((s) => {
        const guide = ctx.services.drafts.liveGuideMarkdown(userId, s.url);
        return guide ? { ...s, reading_guide_md: guide } : s;
      }),
    })),
  };
}

/** problems:get marks a live generated problem and names its draft (the page links the draft history). */
export function withGeneratedMark<T extends { slug: string }>(ctx: AppContext, view: T): T & { generated?: { draft_id: string; promoted_at: string } } {
  const origin = ctx.content.generatedOrigin(view.slug);
  return origin ? { ...view, generated: { draft_id: origin.draft_id, promoted_at: origin.promoted_at } } : view;
}
