import type { Stage, WritingSummary } from '@shared/domain/writing';

/**
 * The board's columns from main's list. Main answers in board order (stage, type priority, last edit newest
 * first); each column keeps that order, so the screen never re-sorts. `moving` holds the stage a card is
 * being moved to while main has not answered: the card shows there at once and goes back if main refuses.
 */
export function groupByStage(
  writings: readonly WritingSummary[],
  stages: readonly Stage[],
  moving: ReadonlyMap<string, Stage> = new Map(),
): Map<Stage, WritingSummary[]> {
  const columns = new Map<Stage, WritingSummary[]>(stages.map((s) => [s, []]));
  for (const w of writings) {
    const stage = moving.get(w.id) ?? w.stage;
    columns.get(stage)?.push(stage === w.stage ? w : { ...w, stage });
  }
  return columns;
}
