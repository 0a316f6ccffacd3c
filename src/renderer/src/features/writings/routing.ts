import { VENUES, type Venue, type WritingType } from '../../../../shared/domain/writing';

/**
 * SPEC "Type-to-venue routing intent", for pre-filling forms only. Main enforces the rule on every create and
 * update (services/writings/venue-routing.ts) and answers with the reason, whatever this screen offers.
 */
export const DEFAULT_VENUE: Record<WritingType, Venue> = {
  research_reflection: 'forum_research',
  methods_explainer: 'newsletter',
  news_response: 'newsletter',
  learning_log: 'personal',
  tutorial: 'personal',
};

/** learning_log and tutorial are private notes: the personal site or nowhere, never a forum. */
export function venuesFor(type: WritingType | null): readonly Venue[] {
  return type === 'learning_log' || type === 'tutorial' ? ['personal'] : VENUES;
}

export const PERSONAL_ONLY_REASON =
  'Learning logs and tutorials stay private or go to your personal site, never to a forum or the newsletter.';
