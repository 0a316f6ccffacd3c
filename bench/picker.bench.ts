/**
 * The picker at scale: home:get's whole path (gather evidence from SQLite, estimate 13 axes, score every
 * candidate, build the slots) and compute_next alone, with 10,000 attempts, 2,000 reviews and 500 problems
 * (synthetic Problem objects beside the bundled corpus and tracks). Baseline, in the same run: a bare
 * `SELECT count(*) FROM attempts` on the same database.
 */
import path from 'node:path';
import { AXIS_IDS } from '../src/shared/domain/axes';
import type { Problem } from '../src/shared/domain/problem';
import { createApp } from '../src/main/bootstrap';
import { FixedClock } from '../src/main/services/clock';
import { newId } from '../src/main/db/repositories/ids';
import { computeNext } from '../src/main/services/picker/compute-next';
import { createHomeService } from '../src/main/services/home';
import { createRetentionService } from '../src/main/services/retention';
import { makeTempDir } from '../tests/support/temp-dir';
import { measure, report, sized } from './harness';

const ATTEMPTS = sized(10_000, 50);
const REVIEWS = sized(2_000, 10);
const PROBLEMS = sized(500, 5);
const NOW = new Date('2026-11-20T09:00:00.000Z');
const DAY = 86_400_000;

/** Deterministic pseudo-random numbers so every run benchmarks the same data. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

function syntheticProblems(): Problem[] {
  const r = rng(7);
  return Array.from({ length: PROBLEMS }, (_, i) => ({
    slug: `bench-problem-${i}`,
    title: `Bench problem ${i}`,
    language: i % 3 === 0 ? 'rust' : 'python',
    domain_tags: ['bench'],
    axes: [AXIS_IDS[i % 13]!, AXIS_IDS[Math.floor(r() * 13)]!].filter((a, k, all) => all.indexOf(a) === k),
    difficulty: (['easy', 'medium', 'hard'] as const)[i % 3]!,
    hints: ['think'],
    statement_md: 'x',
    starter: '',
    tests: '',
    reference: '',
    pitfalls_md: '',
    dir: '/nonexistent',
  }));
}

async function main(): Promise<void> {
  const temp = makeTempDir('wb-bench-picker-');
  const app = createApp({
    host: 'web',
    dataDir: temp.dir,
    bundledContentDir: path.resolve(__dirname, '..', 'content'),
    clock: new FixedClock(NOW),
    logger: { error: () => undefined },
  });
  try {
    const { ctx } = app;
    const userId = ctx.services.profiles.currentId();
    const problems = [...ctx.content.listProblems(), ...syntheticProblems()];
    const r = rng(42);
    const insertAttempt = ctx.db.prepare(
      `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, hint_counts_json, looked_reference,
         looked_pitfalls, passed, test_status, confidence, created_at)
       VALUES (?, ?, ?, 'python', ?, '', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertReview = ctx.db.prepare(
      `INSERT INTO reviews (id, user_id, attempt_id, voice_key, status, overall_score, rubric_json, created_at, updated_at)
       VALUES (?, ?, ?, 'default', 'ready', ?, ?, ?, ?)`,
    );
    const rubric = JSON.stringify(
      Object.fromEntries(
        ['assumption_clarification', 'multiple_approaches', 'complexity_stated', 'plan_before_code', 'code_quality', 'verification'].map(
          (c, i) => [c, { score: i % 4, reason: 'bench' }],
        ),
      ),
    );
    ctx.db.transaction(() => {
      const ids: string[] = [];
      for (let i = 0; i < ATTEMPTS; i++) {
        const id = newId();
        ids.push(id);
        const passed = r() < 0.55;
        const at = new Date(NOW.getTime() - Math.floor(r() * 365) * DAY - i * 1000).toISOString();
        insertAttempt.run(
          id,
          userId,
          problems[Math.floor(r() * problems.length)]!.slug,
          r() < 0.2 ? 'interview' : 'practice',
          `{"plan":${Math.floor(r() * 3)}}`,
          r() < 0.15 ? 1 : 0,
          r() < 0.2 ? 1 : 0,
          passed ? 1 : 0,
          passed ? 'passed' : 'failed',
          1 + Math.floor(r() * 5),
          at,
        );
      }
      for (let i = 0; i < REVIEWS; i++) {
        const at = NOW.toISOString();
        insertReview.run(newId(), userId, ids[i * 5]!, Math.round(r() * 100) / 10, i % 3 === 0 ? rubric : null, at, at);
      }
    })();
    // Some track progress, reflections and writings, so every branch of the gathering runs.
    ctx.services.tracks.activate(userId, 'arena');
    ctx.services.tracks.completeSection(userId, 'arena', 0);
    ctx.services.reflections.save(userId, 'arena', 0, 'bench reflection');
    ctx.services.tracks.clearActive(userId);
    ctx.services.writings.create(userId, { title: 'Bench piece' });

    const content = {
      axes: ctx.content.axes,
      listTracks: () => ctx.content.listTracks(),
      getTrack: (slug: string) => ctx.content.getTrack(slug),
      listProblems: () => problems,
    };
    // The seeded rows bypass the submit path, so the derived tables home reads are rebuilt once.
    const bySlug = new Map(problems.map((p) => [p.slug, p]));
    const retention = createRetentionService({ repo: ctx.repos.retention, content: { getProblem: (s) => bySlug.get(s), axes: ctx.content.axes }, clock: ctx.clock });
    retention.rebuild(userId);
    const home = createHomeService({
      content,
      retention,
      evidence: ctx.repos.pickerEvidence,
      progress: ctx.repos.trackProgress,
      optins: ctx.repos.companionOptins,
      reflectionsRepo: ctx.repos.reflections,
      tracks: ctx.services.tracks,
      reflections: ctx.services.reflections,
      clock: ctx.clock,
    });
    const count = ctx.db.prepare('SELECT count(*) AS n FROM attempts');
    const n = (count.get() as { n: number }).n;
    const reviews = (ctx.db.prepare("SELECT count(*) AS n FROM reviews WHERE status = 'ready'").get() as { n: number }).n;
    const input = home.pickerInput(userId, 0);
    const pick = home.get(userId, 0).next;
    console.log(
      `data: ${n} attempts, ${reviews} ready reviews, ${problems.length} problems, ${input.readings.length} track sections as candidates`,
    );
    console.log(`pick: ${pick.kind} ${pick.url}: ${pick.why}`);

    const baseline = await measure(() => count.get(), 200, 20);
    // A second reference that reads every row (count(*) is answered from the b-tree without reading rows).
    const scan = ctx.db.prepare('SELECT problem_slug, passed, created_at FROM attempts WHERE user_id = ?');
    const scanAll = await measure(() => scan.all(userId), 30, 3);
    const whole = await measure(() => home.get(userId, 0), 30, 3);
    const gather = await measure(() => home.pickerInput(userId, 0), 30, 3);
    const pure = await measure(() => computeNext(input), 30, 3);
    report('home:get whole path (gather + compute_next + slots)', whole, baseline);
    report('  gather inputs from SQLite', gather, baseline);
    report('  compute_next alone (pure)', pure, baseline);
    report('home:get whole path vs reading 3 columns of every attempt', whole, scanAll);
  } finally {
    app.close();
    temp.cleanup();
  }
}

void main();
