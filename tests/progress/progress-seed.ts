/**
 * A year of submissions for /progress (screenshots and the calibration e2e): written straight into the host's
 * SQLite file, as an import would; the retention tables notice the rows (retention_pending) and rebuild on the
 * next read. Deterministic: higher stated confidence passes more often, but 5 is over-confident.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type { RunningHost } from '../support/web-host';

const PASS_RATE: Record<number, number> = { 1: 0.2, 2: 0.35, 3: 0.55, 4: 0.62, 5: 0.7 };

export async function seedYear(host: RunningHost, now = Date.now()): Promise<number> {
  const profiles = await host.call('profiles:list', {});
  const userId = (profiles.value as { current_id: string }).current_id;
  const slugs = fs
    .readdirSync(path.resolve(__dirname, '../../content/problems'))
    .filter((d) => fs.existsSync(path.resolve(__dirname, '..', '..', 'content', 'problems', d, 'problem.md')));
  const db = new Database(path.join(host.dataDir, 'workbench.db'));
  let s = 12345;
  const r = () => ((s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32);
  const insert = db.prepare(
    `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, looked_reference, looked_pitfalls, passed,
       test_status, phase_times_json, confidence, created_at)
     VALUES (?, ?, ?, 'python', ?, '', ?, 0, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  db.transaction(() => {
    for (let day = 365; day >= 1; day--) {
      if (r() < 0.35) continue; // not every day
      const count = 1 + Math.floor(r() * 3);
      for (let k = 0; k < count; k++) {
        const confidence = 1 + Math.floor(r() * 5);
        // Skill grows over the year: the same confidence passes more often later.
        const passed = r() < PASS_RATE[confidence]! + (0.15 * (365 - day)) / 365;
        const at = new Date(now - day * 86_400_000 + k * 3_600_000).toISOString();
        insert.run(
          randomUUID(),
          userId,
          slugs[Math.floor(r() * slugs.length)]!,
          r() < 0.15 ? 'interview' : 'practice',
          r() < 0.08 ? 1 : 0,
          passed ? 1 : 0,
          passed ? 'passed' : 'failed',
          `{"implement":${Math.floor(300_000 + r() * 2_400_000)}}`,
          confidence,
          at,
        );
        n++;
      }
    }
  })();
  db.close();
  return n;
}

/**
 * Time calibration: the first `count` sections of a track started and marked done through
 * the channels, then each start moved back so the section took `ratio` times its authored minutes (readings
 * 1.5x, exercises 2x here). Answers the track's slug.
 */
export async function seedSectionTimes(host: RunningHost, trackSlug = 'arena', count = 6): Promise<string> {
  const call = async (channel: string, input: unknown) => {
    const r = await host.call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r)}`);
    return r.value;
  };
  const detail = (await call('tracks:get', { slug: trackSlug })) as {
    chapters: Array<{ sections: Array<{ position: number; kind: string; duration_min: number }> }>;
  };
  const sections = detail.chapters.flatMap((c) => c.sections).slice(0, count);
  await call('tracks:activate', { slug: trackSlug });
  const profiles = await host.call('profiles:list', {});
  const userId = (profiles.value as { current_id: string }).current_id;
  for (const s of sections) {
    await call('tracks:start-section', { slug: trackSlug, idx: s.position });
    await call('tracks:complete-section', { slug: trackSlug, idx: s.position });
  }
  const db = new Database(path.join(host.dataDir, 'workbench.db'));
  const move = db.prepare(
    `UPDATE track_section_times SET started_at = (
       SELECT strftime('%Y-%m-%dT%H:%M:%fZ', julianday(c.completed_at) - ? / 1440.0) FROM track_section_completions c
       WHERE c.user_id = track_section_times.user_id AND c.track_slug = track_section_times.track_slug
         AND c.section_idx = track_section_times.section_idx)
     WHERE user_id = ? AND track_slug = ? AND section_idx = ?`,
  );
  sections.forEach((s, i) => {
    const ratio = (s.kind === 'external_exercise' ? 2 : 1.5) + (i % 2 ? 0.1 : -0.1);
    move.run(s.duration_min * ratio, userId, trackSlug, s.position);
  });
  db.close();
  return trackSlug;
}

export default async function seed(host: RunningHost): Promise<void> {
  await seedYear(host);
  await seedSectionTimes(host);
}
