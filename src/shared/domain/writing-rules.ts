import type { Stage, Venue, WritingType } from './writing';
import { VENUES } from './writing-names';

/**
 * The writing rules, once: main enforces them on every create, update, stage move and export, and the screens
 * import the same functions to offer only what main will accept (and to say why the rest is off).
 */

/** What a piece's type is called on screen and in every message about it. */
export const TYPE_LABEL: Record<WritingType, string> = {
  research_reflection: 'Research reflection',
  methods_explainer: 'Methods explainer',
  news_response: 'News response',
  learning_log: 'Learning log',
  tutorial: 'Tutorial',
};

export const STAGE_LABEL: Record<Stage, string> = {
  idea: 'Idea',
  outline: 'Outline',
  draft: 'Draft',
  ready: 'Ready',
  published: 'Published',
  archived: 'Archived',
};

// ---- Venue routing: the default venue a new piece of a type gets, and the venues a type may ever have. ----

/**
 * learning_log and tutorial are private-by-default notes: they go to the personal site or nowhere, never to the
 * forums and never to the newsletter. Pieces with no type yet may have any venue.
 */
export const DEFAULT_VENUE: Record<WritingType, Venue> = {
  research_reflection: 'forum_research',
  methods_explainer: 'newsletter',
  news_response: 'newsletter',
  learning_log: 'personal',
  tutorial: 'personal',
};

const ALLOWED_VENUES: Record<WritingType, readonly Venue[]> = {
  research_reflection: VENUES,
  methods_explainer: VENUES,
  news_response: VENUES,
  learning_log: ['personal'],
  tutorial: ['personal'],
};

export const PERSONAL_ONLY_REASON =
  'Learning logs and tutorials stay private or go to your personal site, never to a forum or the newsletter.';

export function defaultVenue(type: WritingType | null): Venue | null {
  return type ? DEFAULT_VENUE[type] : null;
}

export function allowedVenues(type: WritingType | null): readonly Venue[] {
  return type ? ALLOWED_VENUES[type] : VENUES;
}

/** Why a type offers fewer venues than all of them, for a hint beside the venue control; null when it does not. */
export function venueLimitReason(type: WritingType | null): string | null {
  return allowedVenues(type).length < VENUES.length ? PERSONAL_ONLY_REASON : null;
}

/** Null when the pair is allowed, otherwise the reason in words a user can act on. */
export function venueRefusal(type: WritingType | null, venue: Venue | null): string | null {
  if (venue === null || type === null || ALLOWED_VENUES[type].includes(venue)) return null;
  return (
    `A ${TYPE_LABEL[type].toLowerCase()} stays private or goes to your personal site; it cannot go to ${venue}. ` +
    `Choose the personal venue, or change the type first.`
  );
}

// ---- Stage moves ----

/**
 * Work-in-progress stages move freely both ways; only a `ready` piece can be published; a published piece can
 * only be archived (it is public now); an archived piece can be restored to `idea` or `draft`, never straight
 * to `published`.
 */
export const ALLOWED_MOVES: Record<Stage, readonly Stage[]> = {
  idea: ['outline', 'draft', 'ready', 'archived'],
  outline: ['idea', 'draft', 'ready', 'archived'],
  draft: ['idea', 'outline', 'ready', 'archived'],
  ready: ['idea', 'outline', 'draft', 'published', 'archived'],
  published: ['archived'],
  archived: ['idea', 'draft'],
};

export function canMoveStage(from: Stage, to: Stage): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

/** The short reason a move is off, for a disabled menu entry; null when it is allowed or stays put. */
export function stageMoveBlocker(from: Stage, to: Stage): string | null {
  if (from === to || canMoveStage(from, to)) return null;
  // Short: it is shown inside the menu entry, and a select is as wide as its longest entry.
  if (from === 'published') return 'published: archive only';
  if (to === 'published') return 'from Ready only';
  if (from === 'archived') return 'restore to Idea or Draft';
  return `not from ${STAGE_LABEL[from]}`;
}

/** Null when the move is allowed, otherwise the reason with the moves that are. */
export function stageMoveRefusal(from: Stage, to: Stage): string | null {
  if (canMoveStage(from, to)) return null;
  const why =
    to === 'published'
      ? ' Only a piece in "ready" can be published.'
      : from === 'published'
        ? ' A published piece is public; it can only be archived.'
        : '';
  return `A piece in "${from}" cannot move to "${to}".${why} Allowed from here: ${ALLOWED_MOVES[from].join(', ')}.`;
}
