import { unwrap } from '../support/test-app';
import { useModelServerApp } from '../support/model-server-app';
import { reviewReply } from '../support/model-server';
import { RUBRIC, goodReview, genericReview, insertAttempt } from './fixtures';

/**
 * Review generation end to end below the UI: router channel → review service → openai SDK → a real loopback
 * chat-completions server → enforcement → SQLite.
 */
const session = useModelServerApp({ fallback: { kind: 'status', status: 500, message: 'unscripted' } });

const generate = async (attemptId: string, voiceKey = 'default') =>
  unwrap(await session.app.router.invoke('reviews:generate', { attempt_id: attemptId, voice_key: voiceKey }));
const ledger = async () => unwrap(await session.app.router.invoke('spend:summary', {}));

describe('reviews:generate through the loopback model server', () => {
  it('stores a ready review with only the phases the user wrote notes for, plus implement', async () => {
    session.server.enqueue(reviewReply(goodReview()));
    const attemptId = insertAttempt(session.app);
    const review = await generate(attemptId);
    expect(review.status).toBe('ready');
    expect(Object.keys(review.per_phase ?? {})).toEqual(['explore', 'plan', 'implement']);
    expect(review.overall_score).toBe(7.5);
    expect(review.thin_notes).toBe(false);
    expect(review.rubric).toBeNull();
    expect(review.voice_key).toBe('default');
    expect(session.server.chatRequests()).toHaveLength(1);
    const sent = session.server.chatRequests()[0]!;
    expect(sent.model).toBe('test-model');
    expect(sent.response_format).toEqual({ type: 'json_object' });
    const prompt = sent.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('row_max = max(logits)');
    expect(prompt).toContain('subtract the row max');
    expect(prompt).toContain('Confidence: 3/5 (would write a test first)');
    expect(prompt).toContain('opened the pitfalls: yes');
    expect(prompt).toContain('{"name":"test_uniform_row","status":"pass"}');
    // Reading it again is free: no second call.
    expect(
      unwrap(await session.app.router.invoke('reviews:for-attempt', { attempt_id: attemptId, voice_key: 'default' })).review?.id,
    ).toBe(review.id);
    await generate(attemptId);
    expect(session.server.chatRequests()).toHaveLength(1);
  });

  it('drops extra phases the user wrote nothing for and keeps implement even when the model leaves it out', async () => {
    const extra = goodReview();
    const perPhase: Record<string, unknown> = { ...extra.per_phase };
    perPhase.brainstorm = { strength: 'You listed row_max.', gap: 'x', question: 'What else?' };
    perPhase.verify = perPhase.plan;
    perPhase.debugging = perPhase.plan;
    delete perPhase.implement;
    session.server.enqueue(
      reviewReply({ ...extra, per_phase: perPhase }),
      reviewReply({ ...extra, per_phase: perPhase }),
    );
    const review = await generate(insertAttempt(session.app));
    expect(review.status).toBe('ready');
    expect(Object.keys(review.per_phase ?? {})).toEqual(['explore', 'plan', 'implement']);
    expect(review.per_phase?.implement).toEqual({ strength: '', gap: '', question: '' });
    // One repair was asked for, naming the broken rules.
    expect(session.server.chatRequests()).toHaveLength(2);
    const repair = session.server.chatRequests()[1]!.messages.at(-1)!.content;
    expect(repair).toContain('per_phase.brainstorm must be left out');
    expect(repair).toContain('per_phase.debugging is not a phase');
    expect(repair).toContain('per_phase.implement is missing');
  });

  it('repairs generic praise once and keeps the specific repaired review', async () => {
    session.server.enqueue(reviewReply(genericReview()), reviewReply(goodReview()));
    const review = await generate(insertAttempt(session.app));
    expect(session.server.chatRequests()).toHaveLength(2);
    expect(session.server.chatRequests()[1]!.messages.at(-1)!.content).toContain(
      'per_phase.explore.strength ("Great job exploring the problem!") was refused: it gives no evidence',
    );
    expect(review.per_phase?.plan?.strength).toContain('row_max');
    expect(review.thin_notes).toBe(false);
  });

  it('removes generic praise that survives the repair and signals thin notes, without an error', async () => {
    session.server.enqueue(reviewReply(genericReview()), reviewReply(genericReview()));
    const review = await generate(insertAttempt(session.app));
    expect(review.status).toBe('ready');
    expect(review.failure_reason).toBeNull();
    expect(review.thin_notes).toBe(true);
    // Every noted phase plus implement is there (so the check below cannot pass on an empty object) ...
    expect(Object.keys(review.per_phase ?? {})).toEqual(['explore', 'plan', 'implement']);
    // ... and each shows no point, only why the reviewer's point was removed.
    expect(Object.values(review.per_phase ?? {}).map((e) => [e.strength, e.gap])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(review.per_phase?.plan?.removed?.map((r) => r.field)).toEqual(['strength', 'gap']);
    expect(session.server.chatRequests()).toHaveLength(2);
  });

  it('rejects a question that answers itself', async () => {
    const r = goodReview();
    r.per_phase.plan.question = 'Why subtract the max? Because exp overflows otherwise.';
    session.server.enqueue(reviewReply(r), reviewReply(r));
    const review = await generate(insertAttempt(session.app));
    expect(review.per_phase?.plan?.question).toBe('');
    expect(review.per_phase?.explore?.question).toContain('empty list');
  });

  it('adds the rubric only for interview attempts', async () => {
    session.server.enqueue(reviewReply(goodReview({ rubric: RUBRIC })), reviewReply(goodReview({ rubric: RUBRIC })));
    const practice = await generate(insertAttempt(session.app));
    expect(practice.rubric).toBeNull();
    expect(session.server.chatRequests()[0]!.messages[0]!.content).toContain('Do not include a rubric');

    const interview = await generate(insertAttempt(session.app, { mode: 'interview' }));
    expect(interview.mode).toBe('interview');
    // Scores and reasons as given; the evidence comes back as the app found it (with where it was found).
    expect(interview.rubric).toMatchObject(RUBRIC);
    expect(interview.rubric?.code_quality.evidence).toEqual({ source: 'code', quote: 'exp_sum = sum(exps)', line: 7, where: null });
    expect(session.server.chatRequests()[1]!.messages[0]!.content).toContain('assumption_clarification');
  });

  it('fails an interview review (retryably) when the rubric stays incomplete', async () => {
    const partial = { ...RUBRIC } as Record<string, unknown>;
    delete partial.verification;
    session.server.enqueue(reviewReply(goodReview({ rubric: partial })), reviewReply(goodReview({ rubric: partial })));
    const review = await generate(insertAttempt(session.app, { mode: 'interview' }));
    expect(review.status).toBe('failed');
    expect(review.failure_reason).toContain('verification');
    session.server.enqueue(reviewReply(goodReview({ rubric: RUBRIC })));
    const again = unwrap(await session.app.router.invoke('reviews:retry', { review_id: review.id }));
    expect(again.status).toBe('ready');
    expect(again.id).toBe(review.id);
  });

  it('uses the chosen voice and remembers it as the last used', async () => {
    session.server.enqueue(reviewReply(goodReview()));
    expect(unwrap(await session.app.router.invoke('voices:list', {})).last_used).toBe('default');
    const review = await generate(insertAttempt(session.app), 'socratic');
    expect(review.voice_name).toBe('Socratic tutor');
    expect(session.server.chatRequests()[0]!.messages[0]!.content).toContain('Socratic tutor');
    expect(unwrap(await session.app.router.invoke('voices:list', {})).last_used).toBe('socratic');
  });

  it('rejects an unknown voice with a message that says where to look', async () => {
    const result = await session.app.router.invoke('reviews:generate', {
      attempt_id: insertAttempt(session.app),
      voice_key: 'pirate',
    });
    expect(result).toEqual({ ok: false, error: { code: 'invalid_input', message: expect.stringContaining('/voices') } });
    expect(session.server.chatRequests()).toHaveLength(0);
  });

  it('asks the model once when the same review is requested twice at the same time', async () => {
    session.server.enqueue({ kind: 'slow', delayMs: 50, then: reviewReply(goodReview()) });
    const attemptId = insertAttempt(session.app);
    const [a, b] = await Promise.all([generate(attemptId), generate(attemptId)]);
    expect(a.id).toBe(b.id);
    expect(session.server.chatRequests()).toHaveLength(1);
  });

  it('records every call in the ledger with its tag, model and tokens', async () => {
    session.server.enqueue(reviewReply(genericReview()), {
      kind: 'content',
      content: JSON.stringify(goodReview()),
      usage: { prompt_tokens: 2000, completion_tokens: 500 },
    });
    await generate(insertAttempt(session.app));
    const summary = await ledger();
    expect(summary.recent).toHaveLength(2);
    expect(summary.recent.map((r) => r.tag)).toEqual(['review', 'review']);
    expect(summary.recent.map((r) => r.model)).toEqual(['test-model', 'test-model']);
    expect(summary.today.tokens_in).toBe(1200 + 2000);
    expect(summary.today.tokens_out).toBe(300 + 500);
    expect(summary.by_tag.find((t) => t.tag === 'review')?.today.calls).toBe(2);
  });
});
