import type { Db } from '../connection';
import { parseJson } from './ids';

/**
 * The reflection prompts a user skipped, as `${track slug}:${section position}` keys (services/reflections). Named
 * here because a track's layout change moves those positions (repositories/track-layouts.ts remaps them).
 */
export const SKIPPED_REFLECTIONS_PREFERENCE = 'dailyFlow.skippedReflections';

/**
 * Per-user settings (writings_owner_only: every statement is scoped by user_id). `settings_json` holds small
 * preferences keyed by domain (model, runner, review voice ...); `active_track_slug` points at the active track.
 */
export function createUserSettingsRepository(db: Db) {
  const get = db.prepare<[string], { active_track_slug: string | null; settings_json: string }>(
    'SELECT active_track_slug, settings_json FROM user_settings WHERE user_id = ?',
  );
  const ensure = db.prepare(
    `INSERT INTO user_settings (user_id, settings_json, updated_at) VALUES (?, '{}', ?)
     ON CONFLICT(user_id) DO NOTHING`,
  );
  const setActive = db.prepare('UPDATE user_settings SET active_track_slug = ?, updated_at = ? WHERE user_id = ?');
  const setJson = db.prepare('UPDATE user_settings SET settings_json = ?, updated_at = ? WHERE user_id = ?');

  function read(userId: string) {
    return get.get(userId) ?? { active_track_slug: null, settings_json: '{}' };
  }

  return {
    activeTrackSlug: (userId: string): string | null => read(userId).active_track_slug,
    setActiveTrackSlug: (userId: string, slug: string | null, now: Date): void => {
      ensure.run(userId, now.toISOString());
      setActive.run(slug, now.toISOString(), userId);
    },
    /** One named preference object, e.g. `getPreference(user, 'model')`. */
    getPreference: <T>(userId: string, key: string): T | undefined =>
      parseJson<Record<string, unknown>>(read(userId).settings_json, {})[key] as T | undefined,
    setPreference: (userId: string, key: string, value: unknown, now: Date): void => {
      db.transaction(() => {
        ensure.run(userId, now.toISOString());
        const current = parseJson<Record<string, unknown>>(read(userId).settings_json, {});
        if (value === undefined) delete current[key];
        else current[key] = value;
        setJson.run(JSON.stringify(current), now.toISOString(), userId);
      })();
    },
  };
}
export type UserSettingsRepository = ReturnType<typeof createUserSettingsRepository>;
