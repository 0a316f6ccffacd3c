/**
 * A learner's history for the benchmarks of reads that must not grow with it (home:get, progress:get): attempts
 * spread over three years (20% with a ready review), inserted with SQL as an import would, then one rebuild
 * derives the retention tables.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../src/main/bootstrap';
import { FixedClock } from '../src/main/services/clock';
import { newId } from '../src/main/db/repositories/ids';
import { makeTempDir } from '../tests/support/temp-dir';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const DAY = 86_400_000;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export type History = {
  home: () => unknown;
  progress: () => unknown;
  /** The reads progress:get made before its summaries: calibration over every attempt, the year's facts. */
  oldProgressReads: () => unknown;
  rebuild: () => unknown;
  clearDerived: () => void;
};

const ROOT = path.resolve(__dirname, '..');

/** createApp from an esbuild bundle of src/main/bootstrap.ts (the options the browser host's bundle uses). */
export async function bundledCreateApp(): Promise<typeof createApp> {
  const outfile = path.join(ROOT, 'out', 'bench', 'bootstrap.cjs');
  const built = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'esbuild'),
    ['src/main/bootstrap.ts', '--bundle', '--platform=node', '--target=node20', '--format=cjs', '--external:better-sqlite3', '--log-level=warning', `--outfile=${outfile}`],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('esbuild could not bundle src/main/bootstrap.ts');
  return ((await import(pathToFileURL(outfile).href)) as { createApp: typeof createApp }).createApp;
}

export async function withHistory(attempts: number, fn: (h: History) => Promise<void>, create: typeof createApp = createApp) {
  const temp = makeTempDir('wb-bench-home-');
  const app = create({
    host: 'web',
    dataDir: temp.dir,
    bundledContentDir: path.resolve(__dirname, '..', 'content'),
    clock: new FixedClock(NOW),
    logger: { error: () => undefined },
  });
  try {
    const { ctx } = app;
    const userId = ctx.services.profiles.currentId();
    const slugs = ctx.content.listProblems().map((p) => p.slug);
    const r = rng(42);
    const insertAttempt = ctx.db.prepare(
      `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, hint_counts_json, looked_reference,
         looked_pitfalls, passed, test_status, phase_times_json, confidence, created_at)
       VALUES (?, ?, ?, 'python', ?, '', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertReview = ctx.db.prepare(
      `INSERT INTO reviews (id, user_id, attempt_id, voice_key, status, overall_score, created_at, updated_at)
       VALUES (?, ?, ?, 'default', 'ready', ?, ?, ?)`,
    );
    ctx.db.transaction(() => {
      for (let i = 0; i < attempts; i++) {
        const id = newId();
        const passed = r() < 0.6;
        // Spread over three years, oldest first, as real history accumulates.
        const at = new Date(NOW.getTime() - (attempts - i) * ((3 * 365 * DAY) / attempts)).toISOString();
        insertAttempt.run(
          id,
          userId,
          slugs[Math.floor(r() * slugs.length)]!,
          r() < 0.2 ? 'interview' : 'practice',
          `{"plan":${Math.floor(r() * 2)}}`,
          r() < 0.1 ? 1 : 0,
          r() < 0.15 ? 1 : 0,
          passed ? 1 : 0,
          passed ? 'passed' : 'failed',
          `{"implement":${Math.floor(60_000 + r() * 1_800_000)}}`,
          1 + Math.floor(r() * 5),
          at,
        );
        if (i % 5 === 0) insertReview.run(newId(), userId, id, Math.round(r() * 100) / 10, at, at);
      }
    })();
    ctx.services.retention.rebuild(userId);
    await fn({
      home: () => ctx.services.home.get(userId, 0),
      progress: () => ctx.services.retention.progress(userId, 0),
      oldProgressReads: () => {
        ctx.db
          .prepare(`SELECT confidence, mode, count(*) AS n, sum(passed) AS passed FROM attempts WHERE user_id = ? GROUP BY confidence, mode`)
          .all(userId);
        const yearAgo = new Date(Date.UTC(NOW.getUTCFullYear() - 1, NOW.getUTCMonth(), 1)).toISOString();
        return ctx.repos.retention.factsSince(userId, yearAgo).length + ctx.repos.retention.axisDays(userId).length;
      },
      rebuild: () => ctx.services.retention.rebuild(userId),
      // As after an import into an empty profile or a change of the rating rule: every derived row is written.
      clearDerived: () => {
        for (const table of ['retention_attempts', 'retention_axis_days', 'retention_axis_weeks', 'retention_schedule', 'retention_problems'])
          ctx.db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
      },
    });
  } finally {
    app.close();
    temp.cleanup();
  }
}

