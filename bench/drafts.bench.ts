import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/main/bootstrap';
import { createDraftsService } from '../src/main/services/drafts';
import { createRunner } from '../src/main/services/runner';
import { report, sized, summarize, type Sample } from './harness';

/**
 * Generated content: generating a debugging problem, with the model's reply already in hand (the
 * model is excluded), is reply extraction + zod validation + two runner verdicts (reference, broken version) +
 * the draft row, versus two bare runner verdicts on the same files. Goal <= 1.2x. Python (bundled pass-at-k).
 */
const root = path.resolve(__dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-bench-drafts-'));
const app = createApp({ host: 'web', dataDir: scratch, bundledContentDir: path.join(root, 'content'), env: {} });
const userId = app.ctx.services.profiles.currentId();
const source = app.ctx.content.getProblem('pass-at-k')!;
const broken = source.reference.replace('ratio *= 1.0 - k / i', 'ratio *= 1.0 - k / (i + 1)');
const reply = JSON.stringify({
  title: 'Debug: pass@k off by one',
  statement_md: 'This `pass_at_k` gives wrong answers. Find the bug and fix it.',
  broken,
  tests: source.tests,
  hints: ['Compare one term of the product with the definition.'],
  pitfalls_md: 'Off-by-one in the product bounds.',
});
const runner = createRunner({ workDir: path.join(scratch, 'runner') });
const drafts = createDraftsService({
  repo: app.ctx.repos.drafts,
  content: app.ctx.content,
  clock: app.ctx.clock,
  complete: async () => ({ content: reply }),
  runner,
  runOptions: () => ({}),
  userProblemsDir: path.join(scratch, 'problems'),
});
const target = { slug: 'pass-at-k-debug', language: source.language, tests: source.tests, dir: scratch };

async function bareVerdicts(): Promise<void> {
  await runner.run({ problem: target, code: source.reference });
  await runner.run({ problem: target, code: broken });
}
async function generate(): Promise<void> {
  const d = await drafts.generate(userId, { kind: 'debugging_problem', slug: 'pass-at-k' });
  if (!d.check?.discriminates) throw new Error('the bench draft should discriminate');
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? sized(16, 1));
  for (let i = 0; i < 2; i++) {
    await bareVerdicts();
    await generate();
  }
  const b: number[] = [];
  const s: number[] = [];
  const time = async (fn: () => Promise<void>, into: number[]) => {
    const start = process.hrtime.bigint();
    await fn();
    into.push(Number(process.hrtime.bigint() - start) / 1e6);
  };
  // Interleaved so load from other work on this shared machine falls on both alike.
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await time(bareVerdicts, b);
      await time(generate, s);
    } else {
      await time(generate, s);
      await time(bareVerdicts, b);
    }
  }
  const [baseline, subject]: [Sample, Sample] = [summarize(b), summarize(s)];
  report('generate debugging problem without the model (validate + 2 verdicts + store) vs 2 bare verdicts', subject, baseline, { max: 1.2 });
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    app.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });
