import type { Db } from '../connection';
import { parseJson } from './ids';
import { SKIPPED_REFLECTIONS_PREFERENCE } from './user-settings';

/** What a stored position names: the section's title and URL in the track version the positions refer to. */
export type SectionKey = { title: string; url: string };

export type RetiredSection = { trackSlug: string; title: string; url: string; completedAt: string; retiredAt: string };

export type LayoutRemap = {
  slug: string;
  /** The layout the stored positions refer to now, and the one they will refer to after the remap. */
  from: readonly SectionKey[];
  to: readonly SectionKey[];
  /** New position for each old one, or null when the section is gone (its completion is retired, not deleted). */
  map: ReadonlyArray<number | null>;
  /** The cursor rule of the track state machine (services/tracks/progress.ts), applied to the remapped list. */
  cursorFor: (completed: readonly number[], total: number) => number;
  now: Date;
};

export type RemapCounts = {
  users: number;
  completed: number;
  retired: number;
  reflections: number;
  optins: number;
  times: number;
  /** Skipped reflection prompts moved with their section (one per user and section). */
  skips: number;
};

/** Reflections are parked at or below this while positions move (see remap). */
const PARKED = -1_000_000_000;

function cleanKeys(value: unknown): SectionKey[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: SectionKey[] = [];
  for (const v of value) {
    if (!v || typeof v !== 'object') return undefined;
    const { title, url } = v as Record<string, unknown>;
    if (typeof title !== 'string' || typeof url !== 'string') return undefined;
    out.push({ title, url });
  }
  return out;
}

/**
 * Track layouts and the position remap of "Versioning" in docs/product.md (migration 0130). Positions live in five tables
 * (track_progress, track_section_completions, reflections, companion_optins, track_section_times) and in the
 * skipped-reflections preference (user_settings); a remap rewrites all of them for
 * every user of one track in one transaction, so a crash leaves either the old positions with the old layout or
 * the new ones with the new layout, never a mix.
 */
export function createTrackLayoutsRepository(db: Db) {
  const getLayout = db.prepare<[string], { sections_json: string }>(
    'SELECT sections_json FROM track_layouts WHERE track_slug = ?',
  );
  const putLayout = db.prepare(
    `INSERT INTO track_layouts (track_slug, sections_json, recorded_at) VALUES (?, ?, ?)
     ON CONFLICT(track_slug) DO UPDATE SET sections_json = excluded.sections_json, recorded_at = excluded.recorded_at`,
  );
  const progressRows = db.prepare<[string], { user_id: string; completed_sections_json: string; updated_at: string }>(
    'SELECT user_id, completed_sections_json, updated_at FROM track_progress WHERE track_slug = ?',
  );
  const updateProgress = db.prepare(
    'UPDATE track_progress SET completed_sections_json = ?, cursor = ? WHERE user_id = ? AND track_slug = ?',
  );
  const completionRows = db.prepare<[string], { user_id: string; section_idx: number; completed_at: string }>(
    'SELECT user_id, section_idx, completed_at FROM track_section_completions WHERE track_slug = ?',
  );
  const deleteCompletions = db.prepare('DELETE FROM track_section_completions WHERE track_slug = ?');
  const insertCompletion = db.prepare(
    'INSERT OR IGNORE INTO track_section_completions (user_id, track_slug, section_idx, completed_at) VALUES (?, ?, ?, ?)',
  );
  const insertRetired = db.prepare(
    `INSERT OR IGNORE INTO track_retired_sections (user_id, track_slug, title, url, completed_at, retired_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const reflectionRows = db.prepare<[string], { id: string; user_id: string; section_idx: number }>(
    'SELECT id, user_id, section_idx FROM reflections WHERE track_slug = ? AND section_idx >= 0',
  );
  const lowestRetiredReflection = db.prepare<[string, string], { low: number | null }>(
    `SELECT min(section_idx) AS low FROM reflections
     WHERE user_id = ? AND track_slug = ? AND section_idx < 0 AND section_idx > ${PARKED}`,
  );
  const moveReflection = db.prepare('UPDATE reflections SET section_idx = ? WHERE id = ?');
  const retitleReflection = db.prepare('UPDATE reflections SET section_idx = ?, section_title = ? WHERE id = ?');
  const optinRows = db.prepare<[string], { user_id: string; section_idx: number; created_at: string }>(
    'SELECT user_id, section_idx, created_at FROM companion_optins WHERE track_slug = ?',
  );
  const deleteOptins = db.prepare('DELETE FROM companion_optins WHERE track_slug = ?');
  const insertOptin = db.prepare(
    'INSERT OR IGNORE INTO companion_optins (user_id, track_slug, section_idx, created_at) VALUES (?, ?, ?, ?)',
  );
  const timeRows = db.prepare<[string], { user_id: string; section_idx: number; started_at: string | null; corrected_minutes: number | null }>(
    'SELECT user_id, section_idx, started_at, corrected_minutes FROM track_section_times WHERE track_slug = ?',
  );
  const deleteTimes = db.prepare('DELETE FROM track_section_times WHERE track_slug = ?');
  const insertTime = db.prepare(
    `INSERT OR IGNORE INTO track_section_times (user_id, track_slug, section_idx, started_at, corrected_minutes)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const settingsRows = db.prepare<[], { user_id: string; settings_json: string }>('SELECT user_id, settings_json FROM user_settings');
  const putSettings = db.prepare('UPDATE user_settings SET settings_json = ? WHERE user_id = ?');
  const retiredOf = db.prepare<[string, string], { track_slug: string; title: string; url: string; completed_at: string; retired_at: string }>(
    `SELECT track_slug, title, url, completed_at, retired_at FROM track_retired_sections
     WHERE user_id = ? AND track_slug = ? ORDER BY completed_at, title`,
  );

  function remap(r: LayoutRemap): RemapCounts {
    const counts: RemapCounts = { users: 0, completed: 0, retired: 0, reflections: 0, optins: 0, times: 0, skips: 0 };
    const keyOf = (idx: number): SectionKey =>
      r.from[idx] ?? { title: `Section ${idx + 1} of an earlier version of this track`, url: '' };
    // A position outside the old layout (negative, past its end, not an integer) reads undefined: gone.
    const target = (idx: number): number | null => r.map[idx] ?? null;
    const at = r.now.toISOString();

    db.transaction(() => {
      // The completion log first: its times are what a retired section keeps.
      const log = completionRows.all(r.slug);
      const completedAt = new Map(log.map((c) => [`${c.user_id}:${c.section_idx}`, c.completed_at]));
      deleteCompletions.run(r.slug);
      for (const c of log) {
        const to = target(c.section_idx);
        if (to !== null) insertCompletion.run(c.user_id, r.slug, to, c.completed_at);
      }

      for (const row of progressRows.all(r.slug)) {
        counts.users += 1;
        const stored = parseJson<unknown>(row.completed_sections_json, []);
        const completed: number[] = [];
        for (const v of Array.isArray(stored) ? stored : []) {
          if (!Number.isInteger(v) || (v as number) < 0) continue;
          const to = target(v as number);
          if (to === null) {
            const key = keyOf(v as number);
            const when = completedAt.get(`${row.user_id}:${v as number}`) ?? row.updated_at;
            counts.retired += insertRetired.run(row.user_id, r.slug, key.title, key.url, when, at).changes;
          } else if (!completed.includes(to)) {
            completed.push(to);
            counts.completed += 1;
          }
        }
        updateProgress.run(JSON.stringify(completed), r.cursorFor(completed, r.to.length), row.user_id, r.slug);
      }

      // Reflections: parked at unique negative positions first, so moves between positions never collide on the
      // (user, track, section) key; a reflection on a section that is gone stays readable at a negative position.
      const reflections = reflectionRows.all(r.slug);
      for (const row of reflections) moveReflection.run(PARKED - row.section_idx, row.id);
      for (const row of reflections) {
        const to = target(row.section_idx);
        if (to !== null) {
          retitleReflection.run(to, r.to[to]!.title, row.id);
          counts.reflections += 1;
        } else {
          // Retired reflections take -1, -2, ...: never a real position, never a parked one.
          const low = lowestRetiredReflection.get(row.user_id, r.slug)?.low ?? 0;
          moveReflection.run(low - 1, row.id);
        }
      }

      const optins = optinRows.all(r.slug);
      deleteOptins.run(r.slug);
      for (const o of optins) {
        const to = target(o.section_idx);
        if (to !== null) counts.optins += insertOptin.run(o.user_id, r.slug, to, o.created_at).changes;
      }

      // Section times (migration 0120): they follow their section; a section that is gone has no row to show
      // them on, so its start time and corrected minutes go with it (its completion is retired above).
      const times = timeRows.all(r.slug);
      deleteTimes.run(r.slug);
      for (const t of times) {
        const to = target(t.section_idx);
        if (to !== null) {
          insertTime.run(t.user_id, r.slug, to, t.started_at, t.corrected_minutes);
          counts.times += 1;
        }
      }

      // Skipped reflection prompts (a preference of `${slug}:${position}` keys) follow their section, so a skipped
      // prompt stays skipped and another section's prompt is not hidden by a stale position; a gone one is dropped.
      const prefix = `${r.slug}:`;
      for (const row of settingsRows.all()) {
        const settings = parseJson<Record<string, unknown>>(row.settings_json, {});
        const skips = settings[SKIPPED_REFLECTIONS_PREFERENCE];
        if (!Array.isArray(skips) || !skips.some((k) => typeof k === 'string' && k.startsWith(prefix))) continue;
        const next: string[] = [];
        for (const k of skips) {
          if (typeof k !== 'string') continue;
          if (!k.startsWith(prefix)) {
            next.push(k);
            continue;
          }
          const from = Number(k.slice(prefix.length));
          const to = Number.isInteger(from) ? target(from) : null;
          if (to !== null && !next.includes(`${prefix}${to}`)) {
            next.push(`${prefix}${to}`);
            counts.skips += 1;
          }
        }
        settings[SKIPPED_REFLECTIONS_PREFERENCE] = next;
        putSettings.run(JSON.stringify(settings), row.user_id);
      }

      putLayout.run(r.slug, JSON.stringify(r.to), at);
    })();
    return counts;
  }

  return {
    layout: (slug: string): SectionKey[] | undefined => {
      const row = getLayout.get(slug);
      return row ? cleanKeys(parseJson<unknown>(row.sections_json, null)) : undefined;
    },
    record: (slug: string, keys: readonly SectionKey[], now: Date): void => {
      putLayout.run(slug, JSON.stringify(keys), now.toISOString());
    },
    remap,
    retired: (userId: string, slug: string): RetiredSection[] =>
      retiredOf.all(userId, slug).map((r) => ({
        trackSlug: r.track_slug,
        title: r.title,
        url: r.url,
        completedAt: r.completed_at,
        retiredAt: r.retired_at,
      })),
  };
}
export type TrackLayoutsRepository = ReturnType<typeof createTrackLayoutsRepository>;
