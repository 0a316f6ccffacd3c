/**
 * home:get against history size (issue 19): the whole path at 1,000, 10,000 and 100,000 attempts (20% with a
 * ready review), and rebuilding every derived retention table from 10,000 attempts. Goals: p50 <= 10 ms at
 * 10,000; 100,000 within 1.5x of 1,000 (the baseline here: the same call at 1,000 attempts in the same run);
 * rebuild under 200 ms. Attempts go in with SQL (as an import would), then one rebuild derives them.
 * The rebuild is measured twice, like the cold-start bench: from TypeScript sources through tsx (what `npm run
 * bench` runs) and from an esbuild bundle of the same sources, which is how the app ships (electron-vite and the
 * browser host bundle main); from sources the same rebuild takes about a fifth longer (tsx keeps every module
 * boundary: each imported call is a property load on the module's exports).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../src/main/bootstrap';
import { FixedClock } from '../src/main/services/clock';
import { newId } from '../src/main/db/repositories/ids';
import { makeTempDir } from '../tests/support/temp-dir';
import { measure, report, summarize, type Sample } from './harness';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const DAY = 86_400_000;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type History = { home: () => unknown; rebuild: () => unknown; clearDerived: () => void };

const ROOT = path.resolve(__dirname, '..');

/** createApp from an esbuild bundle of src/main/bootstrap.ts (the options the browser host's bundle uses). */
async function bundledCreateApp(): Promise<typeof createApp> {
  const outfile = path.join(ROOT, 'out', 'bench', 'bootstrap.cjs');
  const built = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'esbuild'),
    ['src/main/bootstrap.ts', '--bundle', '--platform=node', '--target=node20', '--format=cjs', '--external:better-sqlite3', '--log-level=warning', `--outfile=${outfile}`],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('esbuild could not bundle src/main/bootstrap.ts');
  return ((await import(pathToFileURL(outfile).href)) as { createApp: typeof createApp }).createApp;
}

async function withHistory(attempts: number, fn: (h: History) => Promise<void>, create: typeof createApp = createApp) {
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

async function main(): Promise<void> {
  const results = new Map<number, Sample>();
  let rebuild: Sample | undefined;
  let rebuildEmpty: Sample | undefined;
  // HOME_BENCH_SIZES=10000 runs only the 10,000-attempt history (home:get there and the rebuild), e.g. for a
  // short run at real-time priority on a busy machine: `HOME_BENCH_SIZES=10000 chrt -f 50 node --import tsx
  // bench/home.bench.ts` (docs/retention.md).
  const sizes = (process.env.HOME_BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
  for (const n of sizes) {
    await withHistory(n, async (h) => {
      const first = h.home() as { due_redrills: number; next: { kind: string } };
      console.log(`${n} attempts: next ${first.next.kind}, ${first.due_redrills} re-drills due`);
      results.set(n, await measure(h.home, 40, 5));
      if (n === 10_000) {
        rebuild = await measure(h.rebuild, 10, 2);
        const times: number[] = [];
        for (let i = 0; i < 10; i++) {
          h.clearDerived();
          const start = process.hrtime.bigint();
          h.rebuild();
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
        }
        rebuildEmpty = summarize(times);
      }
    });
  }
  // The same rebuild from the bundle, in a fresh app with the same history.
  let rebuildBundled: Sample | undefined;
  await withHistory(
    10_000,
    async (h) => {
      rebuildBundled = await measure(h.rebuild, 10, 2);
    },
    await bundledCreateApp(),
  );
  const base = results.get(1_000);
  if (!base || !results.get(100_000) || !rebuild || !rebuildEmpty) {
    for (const [n, sample] of results) console.log(`home:get p50 at ${n}: ${sample.median.toFixed(2)} ms`);
    if (rebuild && rebuildBundled)
      console.log(`rebuild from 10,000 attempts (derived rows current): p50 ${rebuild.median.toFixed(1)} ms from sources, ${rebuildBundled.median.toFixed(1)} ms bundled (goal < 200 ms)`);
    return;
  }
  console.log(`home:get p50 at 1,000: ${base.median.toFixed(2)} ms; at 10,000: ${results.get(10_000)!.median.toFixed(2)} ms (goal <= 10 ms)`);
  report('home:get at 10,000 vs 1,000 attempts', results.get(10_000)!, base);
  report('home:get at 100,000 vs 1,000 attempts', results.get(100_000)!, base, { max: 1.5 });
  console.log(
    `rebuild of every derived table from 10,000 attempts (derived rows current, so compared and left): p50 ${rebuild!.median.toFixed(1)} ms (goal < 200 ms)`,
  );
  console.log(
    `rebuild of every derived table from 10,000 attempts, bundled as the app ships (derived rows current): p50 ${rebuildBundled!.median.toFixed(1)} ms (goal < 200 ms)`,
  );
  console.log(
    `rebuild of every derived table from 10,000 attempts into empty derived tables (every row written): p50 ${rebuildEmpty!.median.toFixed(1)} ms`,
  );
  report('rebuild from 10,000 attempts vs one home:get at 1,000', rebuild!, base);
  report('rebuild into empty tables vs the rebuild over current rows', rebuildEmpty!, rebuild!);
  report('rebuild bundled vs from sources (tsx)', rebuildBundled!, rebuild!);
}

void main();
