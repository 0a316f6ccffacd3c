import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/main/bootstrap';
import { reviewReply, startModelServer } from '../tests/support/model-server';
import { SOFTMAX_CODE, SOFTMAX_NOTES, softmaxReview } from '../tests/e2e/review-data';
import { genericReview } from '../tests/unit/reviews/fixtures';
import { measure, report } from './harness';

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
        const result = await app.router.call('reviews:generate', { attemptId: newAttempt(), voiceKey: 'default' });
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
        const result = await app.router.call('reviews:generate', { attemptId: newAttempt(), voiceKey: 'default' });
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
