import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/main/bootstrap';
import { reviewReply, startModelServer } from '../tests/support/model-server';
import { SOFTMAX_CODE, SOFTMAX_NOTES, softmaxReview } from '../tests/reviews/review-data';
import { genericReview } from '../tests/reviews/fixtures';
import { measure, report } from './harness';
import { enforceContextFor, judgeReply } from '../src/main/services/reviews/produce';
import type { ReviewAttempt } from '../src/main/services/reviews/review-attempt';
import { REPLY_MAX_BYTES } from '../src/main/services/reviews/reply';

/**
 * Post-processing of one reply at the 64 KB read cap: extraction, phase-key normalisation, field
 * caps, grounding, citations, facts, questions, summary and rubric checks, vs a bare JSON.parse of the same
 * bytes. Goal: under 10 ms absolute. Two shapes: a valid review whose fields are huge (everything is capped
 * and checked), and the same object after 60 KB of prose with braces (the extractor has to find it).
 */
async function postProcessing(root: string): Promise<void> {
  const starter = fs.readFileSync(path.join(root, 'content/problems/stable-softmax/starter.py'), 'utf8');
  const attempt: ReviewAttempt = {
    id: 'bench', userId: 'bench', problemSlug: 'stable-softmax', language: 'python', mode: 'interview',
    code: SOFTMAX_CODE, phaseNotes: SOFTMAX_NOTES, hintCounts: {}, lookedUpReference: false, lookedUpPitfalls: false,
    passed: false, testStatus: 'failed', testResults: Array.from({ length: 40 }, (_, i) => ({ name: `SoftmaxTest.test_case_number_${i}`, status: i % 3 ? 'pass' : 'fail', message: 'x' })),
    phaseTimesMs: { plan: 60_000 }, notes: 'felt ok', confidence: 3, durationMs: 1, isolation: 'process',
    errorMessage: null, voiceKey: 'default', createdAt: new Date().toISOString(),
  };
  const ctx = enforceContextFor(attempt, { starter, statement_md: 'Softmax and log_softmax.' });
  const words = (n: number) => Array.from({ length: n }, (_, i) => `row_max exp_sum token${i}`).join(' ');
  const entry = () => ({
    // Claims about named tests and an answering clause, so the per-test and question rules run on every field.
    strength: `You shift by row_max before exp, so test_case_number_3 passes, ${words(120)}.`,
    strength_evidence: { source: 'code', quote: 'row_max = max(xs)', line: 7 },
    gap: `The guard misses one case, ${words(120)}.`,
    gap_evidence: { source: 'notes', quote: 'Empty input must raise ValueError.' },
    question: `Tip: the shift helps. What would you expect for n - c and ${words(40)}, which stays finite?`,
  });
  const review: Record<string, unknown> = {
    summary: `You planned the shift. ${words(150)}.`,
    per_phase: { Explore: entry(), plan: entry(), implement: entry(), verify: entry(), brainstorm: entry() },
    overall_score: 9.5,
    rubric: { verification: { score: 3, reason: words(100), evidence: { source: 'code', quote: 'exp_sum = sum(exps)' } } },
  };
  let text = JSON.stringify(review);
  review.padding = 'x'.repeat(Math.max(0, REPLY_MAX_BYTES - text.length - 20));
  const whole = JSON.stringify(review);
  const object = JSON.stringify({ ...review, padding: undefined });
  const prose = `${'Some {notes} about "the" review. '.repeat(Math.floor((REPLY_MAX_BYTES - object.length - 100) / 34))}\n${object}`;
  console.log(`reply sizes: ${whole.length} and ${prose.length} bytes (cap ${REPLY_MAX_BYTES})`);
  if (!judgeReply(whole, ctx).ok || !judgeReply(prose, ctx).ok) throw new Error('the bench replies must parse');

  const parse = await measure(() => JSON.parse(whole), 200, 20);
  const checked = await measure(() => judgeReply(whole, ctx), 200, 20);
  const parseProse = await measure(() => JSON.parse(object), 200, 20);
  const extracted = await measure(() => judgeReply(prose, ctx), 200, 20);
  report('review post-processing of a 64 KB reply vs bare JSON.parse', checked, parse);
  report('same, object after 60 KB of prose with braces, vs JSON.parse of the object', extracted, parseProse);
  const goal = (s: { median: number; p90: number }) => (s.p90 < 10 ? 'meets goal < 10 ms' : 'MISSES goal < 10 ms');
  console.log(`absolute: ${checked.median.toFixed(2)} ms (p90 ${checked.p90.toFixed(2)}) ${goal(checked)}; ` +
    `${extracted.median.toFixed(2)} ms (p90 ${extracted.p90.toFixed(2)}) ${goal(extracted)}`);
  text = '';
}

/**
 * What the model layer adds to a submission, with a zero-latency model (a loopback chat-completions server
 * answering at once): reviews:generate through the router (prompt, SDK call over HTTP, zod, rule enforcement,
 * SQLite writes, ledger), as a ratio to the runner's own verdict time for the same problem and code in the
 * same run. Goal: the model layer adds little (<= 0.25x of the verdict). The repair path (two calls) is
 * reported too.
 */
async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-bench-review-'));
  await postProcessing(root);
  // ONLY_POST=1: the post-processing figures alone (the generation part runs the sandboxed runner, seconds).
  if (process.env.ONLY_POST) return;
  const server = await startModelServer();
  const app = createApp({
    host: 'web',
    dataDir,
    bundledContentDir: path.join(root, 'content'),
    env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'bench', WORKBENCH_MODEL: 'test-model' },
    logger: { error: () => undefined },
  });
  try {
    const problem = app.ctx.content.getProblem('stable-softmax');
    if (!problem) throw new Error('content/problems/stable-softmax is missing');
    const userId = app.ctx.services.profiles.currentId();
    const insert = app.ctx.db.prepare(
      `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, phase_notes_json, passed, test_status,
         test_results_json, confidence, created_at)
       VALUES (?, ?, 'stable-softmax', 'python', 'practice', ?, ?, 1, 'passed', '[]', 4, ?)`,
    );
    const newAttempt = () => {
      const id = randomUUID();
      insert.run(id, userId, SOFTMAX_CODE, JSON.stringify(SOFTMAX_NOTES), new Date().toISOString());
      return id;
    };
    // Caps off: the bench makes many calls in a row.
    await app.router.call('spend:set-caps', { caps: { overall: { daily_usd: null, weekly_usd: null }, per_tag: {} } });

    const verdict = await measure(() => app.ctx.services.runner.run({ problem, code: SOFTMAX_CODE }), 15, 2);

    server.setFallback(reviewReply(softmaxReview()));
    const review = await measure(
      async () => {
        const result = await app.router.call('reviews:generate', { attempt_id: newAttempt(), voice_key: 'default' });
        if (!result.ok || (result.value as { status: string }).status !== 'ready')
          throw new Error(`review failed: ${JSON.stringify(result)}`);
      },
      40,
      5,
    );

    let turn = 0;
    server.setFallback(reviewReply(softmaxReview()));
    const repaired = await measure(
      async () => {
        // Every first reply is generic praise, so each review needs its one repair call.
        server.enqueue(reviewReply(genericReview()), reviewReply(softmaxReview()));
        turn += 1;
        const result = await app.router.call('reviews:generate', { attempt_id: newAttempt(), voice_key: 'default' });
        if (!result.ok) throw new Error(`review ${turn} failed`);
      },
      20,
      3,
    );

    console.log(`runner verdict (stable-softmax, python): median ${verdict.median.toFixed(1)} ms`);
    report('review generation, zero-latency model, vs runner verdict', review, verdict, { max: 0.25 });
    report('review with one repair call, vs runner verdict', repaired, verdict, { max: 0.5 });
  } finally {
    app.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
