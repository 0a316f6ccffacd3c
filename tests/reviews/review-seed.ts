/**
 * Screenshot seed (SEED=tests/reviews/review-seed.ts): starts a loopback model server in the screenshot process,
 * points the host's settings at it, and creates a ready review, an interview review with rubric, a thin-notes
 * review, a failed review and some ledger entries.
 */
import type { RunningHost } from '../support/web-host';
import { reviewReply, startModelServer } from '../support/model-server';
import { FAILING_SOFTMAX_CODE, SOFTMAX_RUBRIC, softmaxReview, submitWork } from './review-data';

type Ok<T> = { ok: boolean; value?: T; error?: { message: string } };
async function must<T>(p: Promise<Ok<unknown>>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(r.error?.message ?? 'call failed');
  return r.value as T;
}

export default async function seed(host: RunningHost): Promise<void> {
  if (process.env.NO_MODEL) {
    // Only a no-model review: the state a fresh install shows after its first submission.
    const attemptId = await submitWork((c, i) => host.call(c, i), 'practice');
    await must(host.call('reviews:generate', { attempt_id: attemptId, voice_key: 'default' }));
    return;
  }
  const server = await startModelServer();
  await must(host.call('model:save-settings', { base_url: server.baseUrl, model: 'gpt-4o-mini' }));
  await must(
    host.call('spend:set-caps', {
      caps: { overall: { daily_usd: 1, weekly_usd: 5 }, per_tag: { writing_assist: { daily_usd: 0.25, weekly_usd: null } } },
    }),
  );
  const submit = (mode: 'practice' | 'interview') => submitWork((c, i) => host.call(c, i), mode);

  server.setFallback({ kind: 'status', status: 500 });
  const failed = await submit('practice');
  await must(host.call('reviews:generate', { attempt_id: failed, voice_key: 'staff_engineer' }));

  const thin = await submit('practice');
  const generic = {
    summary: 'Nice work overall.',
    per_phase: { implement: { strength: 'Great job!', gap: 'Could be improved.', question: 'What would you change?' } },
    overall_score: 5,
  };
  server.enqueue(reviewReply(generic), reviewReply(generic));
  await must(host.call('reviews:generate', { attempt_id: thin, voice_key: 'socratic' }));

  const interview = await submit('interview');
  // One rubric reason quotes notes the user never wrote: that criterion shows "not graded: <why>", not a grade.
  const rubric = {
    ...SOFTMAX_RUBRIC,
    code_quality: { score: 3, reason: 'Strong naming throughout.', evidence: { source: 'notes', quote: 'I named everything carefully', line: null } },
  };
  server.enqueue(
    reviewReply({ ...softmaxReview(), overall_score: 6.5, rubric }),
    reviewReply({ ...softmaxReview(), overall_score: 6.5, rubric }),
  );
  await must(host.call('reviews:generate', { attempt_id: interview, voice_key: 'interviewer' }));

  const good = await submit('practice');
  server.enqueue(reviewReply(softmaxReview()));
  await must(host.call('reviews:generate', { attempt_id: good, voice_key: 'default' }));

  // Failing code, one point that quotes the starter (removed after the repair, with the reason on the card) and a
  // 9.0 that the failing run caps at 5.0. Enqueued before submit: the review submit starts (in the last-used
  // voice, default) takes the replies, and generate joins it.
  const removed = softmaxReview();
  removed.summary =
    'Your plan names the overflow risk before any code, but the code does not shift by row_max yet. The empty list is not guarded.';
  removed.per_phase.implement = {
    strength: 'You kept `softmax(xs)` with its docstring, as the problem asks.',
    gap: '`exps` calls `math.exp` on raw logits, so 1000 overflows.',
    question: 'Where in `softmax` would the shift from your plan go, and why there?',
    strength_evidence: { source: 'code', quote: 'def softmax(xs):', line: 4 },
    gap_evidence: { source: 'code', quote: 'exps = [math.exp(x) for x in xs]', line: 5 },
  } as (typeof removed.per_phase)['implement'];
  server.enqueue(reviewReply({ ...removed, overall_score: 9 }), reviewReply({ ...removed, overall_score: 9 }));
  const capped = await submitWork((c, i) => host.call(c, i), 'practice', { code: FAILING_SOFTMAX_CODE });
  await must(host.call('reviews:generate', { attempt_id: capped, voice_key: 'default' }));
  // The server stays up for the rest of the screenshot run; the process exits when screenshots are done.
}
