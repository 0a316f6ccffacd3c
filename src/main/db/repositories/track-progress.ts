import type { Db } from '../connection';
import { parseJson } from './ids';

/** One track's stored progress: what the state machine in services/tracks/progress.ts works on. */
export type TrackProgress = {
  slug: string;
  cursor: number;
  startedAt: string;
  /** In completion order (the spec's "appended"); never contains duplicates. */
  completedSections: number[];
};

type Raw = { track_slug: string; cursor: number; started_at: string; completed_sections_json: string };

/** Stored positions are cleaned on read: a corrupt cell must not crash a screen or break the state machine. */
function cleanPositions(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const out: number[] = [];
  for (const v of value)
    if (Number.isInteger(v) && (v as number) >= 0 && !out.includes(v as number)) out.push(v as number);
  return out;
}

const toProgress = (r: Raw): TrackProgress => ({
  slug: r.track_slug,
  cursor: r.cursor,
  startedAt: r.started_at,
  completedSections: cleanPositions(parseJson<unknown>(r.completed_sections_json, [])),
});

export type SectionCompletion = { trackSlug: string; idx: number; completedAt: string };

/**
 * Per-user progress of every track (kept when a track is cleared or replaced) and the completion log.
 * writings_owner_only: every statement is scoped by the acting user's id.
 */
export function createTrackProgressRepository(db: Db) {
  const get = db.prepare<[string, string], Raw>(
    'SELECT track_slug, cursor, started_at, completed_sections_json FROM track_progress WHERE user_id = ? AND track_slug = ?',
  );
  const list = db.prepare<[string], Raw>(
    'SELECT track_slug, cursor, started_at, completed_sections_json FROM track_progress WHERE user_id = ? ORDER BY track_slug',
  );
  const upsert = db.prepare(
    `INSERT INTO track_progress (user_id, track_slug, cursor, started_at, completed_sections_json, updated_at)
     VALUES (@userId, @slug, @cursor, @startedAt, @completed, @now)
     ON CONFLICT(user_id, track_slug) DO UPDATE SET cursor = excluded.cursor,
       completed_sections_json = excluded.completed_sections_json, updated_at = excluded.updated_at`,
  );
  const logCompletion = db.prepare(
    `INSERT OR IGNORE INTO track_section_completions (user_id, track_slug, section_idx, completed_at) VALUES (?, ?, ?, ?)`,
  );
  const completionsOf = db.prepare<[string], { track_slug: string; section_idx: number; completed_at: string }>(
    'SELECT track_slug, section_idx, completed_at FROM track_section_completions WHERE user_id = ? ORDER BY completed_at, track_slug, section_idx',
  );
  const countSince = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM track_section_completions WHERE user_id = ? AND completed_at >= ?',
  );

  return {
    get: (userId: string, slug: string): TrackProgress | undefined => {
      const row = get.get(userId, slug);
      return row ? toProgress(row) : undefined;
    },
    list: (userId: string): TrackProgress[] => list.all(userId).map(toProgress),
    /** Saves progress (started_at is written only the first time) and logs a new completion, atomically. */
    save: (userId: string, progress: TrackProgress, now: Date, completedIdx?: number): void => {
      db.transaction(() => {
        upsert.run({
          userId,
          slug: progress.slug,
          cursor: progress.cursor,
          startedAt: progress.startedAt,
          completed: JSON.stringify(progress.completedSections),
          now: now.toISOString(),
        });
        if (completedIdx !== undefined) logCompletion.run(userId, progress.slug, completedIdx, now.toISOString());
      })();
    },
    completions: (userId: string): SectionCompletion[] =>
      completionsOf
        .all(userId)
        .map((r) => ({ trackSlug: r.track_slug, idx: r.section_idx, completedAt: r.completed_at })),
    completionsSince: (userId: string, sinceIso: string): number => countSince.get(userId, sinceIso)?.n ?? 0,
  };
}
export type TrackProgressRepository = ReturnType<typeof createTrackProgressRepository>;
