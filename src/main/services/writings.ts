import { conflict, notFound } from '../../shared/errors';
import { countWords, type SourceRef, type Stage, type Venue, type WritingType } from '../../shared/domain/writing';
import type { WritingRow, WritingsRepository } from '../db/repositories/writings';
import type { Clock } from './clock';

/**
 * Which stage moves we allow (the spec leaves it to us). Work-in-progress stages move freely both ways;
 * only a `ready` piece can be published; a published piece can only be archived (it is public now);
 * an archived piece can be restored to `idea` or `draft`, never straight to `published`.
 */
const ALLOWED: Record<Stage, readonly Stage[]> = {
  idea: ['outline', 'draft', 'ready', 'archived'],
  outline: ['idea', 'draft', 'ready', 'archived'],
  draft: ['idea', 'outline', 'ready', 'archived'],
  ready: ['idea', 'outline', 'draft', 'published', 'archived'],
  published: ['archived'],
  archived: ['idea', 'draft'],
};

export function canMoveStage(from: Stage, to: Stage): boolean {
  return ALLOWED[from].includes(to);
}

export function createWritingsService(deps: { writings: WritingsRepository; clock: Clock }) {
  const { writings, clock } = deps;

  function mustGet(userId: string, id: string): WritingRow {
    const row = writings.get(userId, id);
    if (!row) throw notFound('That piece does not exist (it may have been deleted).');
    return row;
  }

  return {
    list: (userId: string) => writings.list(userId),
    get: mustGet,
    create: (userId: string, input: { title: string; type?: WritingType | null; sourceRef?: SourceRef }) =>
      writings.create(
        userId,
        { title: input.title, type: input.type ?? null, stage: 'idea', sourceRef: input.sourceRef ?? null },
        clock.now(),
      ),
    update: (
      userId: string,
      input: { id: string; title?: string; bodyMd?: string; type?: WritingType | null; venue?: Venue | null },
    ) => {
      const current = mustGet(userId, input.id);
      const bodyMd = input.bodyMd ?? current.bodyMd;
      writings.update(
        userId,
        input.id,
        {
          title: input.title ?? current.title,
          bodyMd,
          type: input.type === undefined ? current.type : input.type,
          venue: input.venue === undefined ? current.venue : input.venue,
          wordCount: countWords(bodyMd),
        },
        clock.now(),
      );
      return mustGet(userId, input.id);
    },
    setStage: (userId: string, id: string, stage: Stage) => {
      const current = mustGet(userId, id);
      if (current.stage === stage) return current;
      if (!canMoveStage(current.stage, stage)) {
        throw conflict(
          `A piece in "${current.stage}" cannot move to "${stage}". Allowed from here: ${ALLOWED[current.stage].join(', ')}.`,
        );
      }
      writings.setStage(userId, id, current.stage, stage, clock.now());
      return mustGet(userId, id);
    },
    delete: (userId: string, id: string) => {
      if (!writings.delete(userId, id)) throw notFound('That piece does not exist (it may have been deleted).');
    },
  };
}
export type WritingsService = ReturnType<typeof createWritingsService>;
