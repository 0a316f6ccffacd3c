import type { Stage } from '../../../shared/domain/writing';

/**
 * Which stage moves we allow (the spec leaves it to us; docs/writings.md "Stages"). Work-in-progress stages move
 * freely both ways; only a `ready` piece can be published; a published piece can only be archived (it is public
 * now); an archived piece can be restored to `idea` or `draft`, never straight to `published`.
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
