import { STAGES, type Stage, type WritingType } from '@shared/domain/writing';

/**
 * Board order ("Writings" in docs/product.md): by stage in pipeline order, then by type
 * priority (research_reflection, methods_explainer, news_response, then learning_log and tutorial together,
 * then pieces with no type), then by last edit, newest first; the id breaks exact ties so the order is total.
 */
export const TYPE_RANK: Record<WritingType, number> = {
  research_reflection: 0,
  methods_explainer: 1,
  news_response: 2,
  learning_log: 3,
  tutorial: 3,
};
export const NO_TYPE_RANK = 4;
const STAGE_RANK = Object.fromEntries(STAGES.map((s, i) => [s, i])) as Record<Stage, number>;

export type Orderable = { id: string; stage: Stage; type: WritingType | null; updated_at: string };

export function compareForBoard(a: Orderable, b: Orderable): number {
  return (
    STAGE_RANK[a.stage] - STAGE_RANK[b.stage] ||
    (a.type ? TYPE_RANK[a.type] : NO_TYPE_RANK) - (b.type ? TYPE_RANK[b.type] : NO_TYPE_RANK) ||
    (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function sortForBoard<T extends Orderable>(items: readonly T[]): T[] {
  return [...items].sort(compareForBoard);
}
