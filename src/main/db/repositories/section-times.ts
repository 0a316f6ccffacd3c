import type { Db } from '../connection';

/** One track section's timing facts: when it was first started, when marked done, the user's correction. */
export type SectionTimeRow = {
  trackSlug: string;
  idx: number;
  startedAt: string | null;
  completedAt: string | null;
  correctedMinutes: number | null;
};

/**
 * Section start times and corrections (migration 0120), joined with the completion log (0030). Every
 * statement is scoped by the acting user's id.
 */
export function createSectionTimesRepository(db: Db) {
  // The first start counts: opening the section again later does not move it.
  const start = db.prepare<[string, string, number, string]>(
    `INSERT INTO track_section_times (user_id, track_slug, section_idx, started_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, track_slug, section_idx) DO UPDATE SET started_at = coalesce(started_at, excluded.started_at)`,
  );
  const correct = db.prepare<[string, string, number, number | null]>(
    `INSERT INTO track_section_times (user_id, track_slug, section_idx, corrected_minutes) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, track_slug, section_idx) DO UPDATE SET corrected_minutes = excluded.corrected_minutes`,
  );
  const get = db.prepare<[string, string, number], { started_at: string | null }>(
    'SELECT started_at FROM track_section_times WHERE user_id = ? AND track_slug = ? AND section_idx = ?',
  );
  // Both sides of the join: a section started and not done, and one done without a recorded start.
  const all = db.prepare<
    [string, string],
    {
      track_slug: string;
      section_idx: number;
      started_at: string | null;
      completed_at: string | null;
      corrected_minutes: number | null;
    }
  >(
    `SELECT t.track_slug, t.section_idx, t.started_at, c.completed_at, t.corrected_minutes
     FROM track_section_times t
     LEFT JOIN track_section_completions c
       ON c.user_id = t.user_id AND c.track_slug = t.track_slug AND c.section_idx = t.section_idx
     WHERE t.user_id = ?
     UNION ALL
     SELECT c.track_slug, c.section_idx, NULL, c.completed_at, NULL
     FROM track_section_completions c
     WHERE c.user_id = ? AND NOT EXISTS (SELECT 1 FROM track_section_times t
       WHERE t.user_id = c.user_id AND t.track_slug = c.track_slug AND t.section_idx = c.section_idx)
     ORDER BY 1, 2`,
  );

  return {
    /** Records the first start of a section; answers the stored start (the earlier one if there was one). */
    start(userId: string, slug: string, idx: number, nowIso: string): string {
      start.run(userId, slug, idx, nowIso);
      return get.get(userId, slug, idx)?.started_at ?? nowIso;
    },
    /** The user's own figure for a section's time in minutes; null takes the correction back. */
    correct: (userId: string, slug: string, idx: number, minutes: number | null) =>
      correct.run(userId, slug, idx, minutes),
    list: (userId: string): SectionTimeRow[] =>
      all.all(userId, userId).map((r) => ({
        trackSlug: r.track_slug,
        idx: r.section_idx,
        startedAt: r.started_at,
        completedAt: r.completed_at,
        correctedMinutes: r.corrected_minutes,
      })),
  };
}
export type SectionTimesRepository = ReturnType<typeof createSectionTimesRepository>;
