import type { Venue, WritingType } from '../../../shared/domain/writing';

/**
 * SPEC "Type-to-venue routing intent". The default venue a new piece of a type gets, and the venues a type may
 * ever have. learning_log and tutorial are private-by-default notes: they go to the personal site or nowhere,
 * never to the forums, and (since the newsletter is not where the spec routes them either) never to the
 * newsletter. Pieces with no type yet may have any venue.
 */
export const DEFAULT_VENUE: Record<WritingType, Venue> = {
  research_reflection: 'forum_research',
  methods_explainer: 'newsletter',
  news_response: 'newsletter',
  learning_log: 'personal',
  tutorial: 'personal',
};

const ALL: readonly Venue[] = ['newsletter', 'forum_general', 'forum_research', 'personal'];
const ALLOWED: Record<WritingType, readonly Venue[]> = {
  research_reflection: ALL,
  methods_explainer: ALL,
  news_response: ALL,
  learning_log: ['personal'],
  tutorial: ['personal'],
};

export function defaultVenue(type: WritingType | null): Venue | null {
  return type ? DEFAULT_VENUE[type] : null;
}

export function allowedVenues(type: WritingType | null): readonly Venue[] {
  return type ? ALLOWED[type] : ALL;
}

const TYPE_LABEL: Record<WritingType, string> = {
  research_reflection: 'research reflection',
  methods_explainer: 'methods explainer',
  news_response: 'news response',
  learning_log: 'learning log',
  tutorial: 'tutorial',
};

/** Null when the pair is allowed, otherwise the reason in words a user can act on. */
export function venueRefusal(type: WritingType | null, venue: Venue | null): string | null {
  if (venue === null || type === null || ALLOWED[type].includes(venue)) return null;
  return (
    `A ${TYPE_LABEL[type]} stays private or goes to your personal site; it cannot go to ${venue}. ` +
    `Choose the personal venue, or change the type first.`
  );
}
