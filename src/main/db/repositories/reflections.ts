import type { Db } from '../connection';
import type { StillHolds } from '@shared/domain/reflection';
import { newId } from './ids';

export type ReflectionRow = {
  id: string;
  trackSlug: string;
  sectionIdx: number;
  sectionTitle: string;
  text: string;
  createdAt: string;
  updatedAt: string;
};
export type ReflectionAnswerRow = {
  reflectionId: string;
  dueDay: number;
  stillHolds: StillHolds;
  wouldChange: string;
  answeredAt: string;
};

type Raw = {
  id: string;
  track_slug: string;
  section_idx: number;
  section_title: string;
  text: string;
  created_at: string;
  updated_at: string;
};
const toRow = (r: Raw): ReflectionRow => ({
  id: r.id,
  trackSlug: r.track_slug,
  sectionIdx: r.section_idx,
  sectionTitle: r.section_title,
  text: r.text,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const COLS = 'id, track_slug, section_idx, section_title, text, created_at, updated_at';

/**
 * Section reflections (the spec's `section_reflections`) and the answers given on the reflection surface.
 * writings_owner_only: every statement carries the acting user's id.
 */
export function createReflectionsRepository(db: Db) {
  const list = db.prepare<[string], Raw>(`SELECT ${COLS} FROM reflections WHERE user_id = ? ORDER BY created_at DESC, id`);
  const get = db.prepare<[string, string], Raw>(`SELECT ${COLS} FROM reflections WHERE user_id = ? AND id = ?`);
  const bySection = db.prepare<[string, string, number], Raw>(
    `SELECT ${COLS} FROM reflections WHERE user_id = ? AND track_slug = ? AND section_idx = ?`,
  );
  const forTrack = db.prepare<[string, string], Raw>(
    `SELECT ${COLS} FROM reflections WHERE user_id = ? AND track_slug = ? ORDER BY section_idx`,
  );
  // Re-saving keeps created_at: the 1/3/7-day schedule counts from the first time the insight was written.
  const upsert = db.prepare(
    `INSERT INTO reflections (id, user_id, track_slug, section_idx, section_title, text, created_at, updated_at)
     VALUES (@id, @userId, @slug, @idx, @title, @text, @now, @now)
     ON CONFLICT(user_id, track_slug, section_idx) DO UPDATE SET text = excluded.text,
       section_title = excluded.section_title, updated_at = excluded.updated_at`,
  );
  const answers = db.prepare<[string], { reflection_id: string; due_day: number; still_holds: StillHolds; would_change: string; answered_at: string }>(
    'SELECT reflection_id, due_day, still_holds, would_change, answered_at FROM reflection_answers WHERE user_id = ? ORDER BY answered_at, due_day',
  );
  const answer = db.prepare(
    `INSERT INTO reflection_answers (id, user_id, reflection_id, due_day, still_holds, would_change, answered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(reflection_id, due_day) DO UPDATE SET still_holds = excluded.still_holds,
       would_change = excluded.would_change, answered_at = excluded.answered_at`,
  );
  const reflectionsSince = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM reflections WHERE user_id = ? AND updated_at >= ?',
  );
  const answersSince = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM reflection_answers WHERE user_id = ? AND answered_at >= ?',
  );

  return {
    list: (userId: string): ReflectionRow[] => list.all(userId).map(toRow),
    get: (userId: string, id: string): ReflectionRow | undefined => {
      const row = get.get(userId, id);
      return row ? toRow(row) : undefined;
    },
    forSection: (userId: string, slug: string, idx: number): ReflectionRow | undefined => {
      const row = bySection.get(userId, slug, idx);
      return row ? toRow(row) : undefined;
    },
    forTrack: (userId: string, slug: string): ReflectionRow[] => forTrack.all(userId, slug).map(toRow),
    save: (userId: string, input: { slug: string; idx: number; title: string; text: string }, now: Date): ReflectionRow => {
      upsert.run({ id: newId(), userId, slug: input.slug, idx: input.idx, title: input.title, text: input.text, now: now.toISOString() });
      return toRow(bySection.get(userId, input.slug, input.idx)!);
    },
    answers: (userId: string): ReflectionAnswerRow[] =>
      answers.all(userId).map((r) => ({
        reflectionId: r.reflection_id,
        dueDay: r.due_day,
        stillHolds: r.still_holds,
        wouldChange: r.would_change,
        answeredAt: r.answered_at,
      })),
    answer: (
      userId: string,
      reflectionId: string,
      input: { dueDay: number; stillHolds: StillHolds; wouldChange: string },
      now: Date,
    ): void => {
      answer.run(newId(), userId, reflectionId, input.dueDay, input.stillHolds, input.wouldChange, now.toISOString());
    },
    /** Reflections written or answered since a moment (the "reflect" daily slot). */
    activitySince: (userId: string, sinceIso: string): number =>
      (reflectionsSince.get(userId, sinceIso)?.n ?? 0) + (answersSince.get(userId, sinceIso)?.n ?? 0),
  };
}
export type ReflectionsRepository = ReturnType<typeof createReflectionsRepository>;
