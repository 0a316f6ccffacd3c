import {
  RUBRIC,
  expectShownReviewObeysRules,
  fromNotes,
  groundedReview,
  json,
  submitAndReview,
  useAdversarialApp,
} from './harness';

/** Kind 4: the summary and the rubric reasons are checked like everything else. */
const session = useAdversarialApp();

describe('summary', () => {
  it('a sycophantic summary is replaced by the app’s factual one, which says why', async () => {
    const bad = groundedReview({ summary: 'Outstanding work! You nailed every part of this, truly brilliant.' });
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.summary).toMatch(/^Every test passed \(\d+ of \d+ tests passed\)\. The reviewer's own summary was removed because it praises without naming what earned it/);
  });

  it('a whitespace-only summary, repaired by the second reply', async () => {
    const o = await submitAndReview(session, [json(groundedReview({ summary: ' \u200b\n\t ' })), json(groundedReview())]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.summary).toContain('row_max shift');
  });

  it('a summary that contradicts the verdict', async () => {
    const bad = groundedReview({ summary: 'Three tests failed on large logits. The plan still reads well around row_max.' });
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expectShownReviewObeysRules(o);
    expect(o.review.summary).toMatch(/removed because it contradicts the attempt: every test passed/);
  });
});

describe('rubric reasons', () => {
  it('a whitespace-only rubric reason fails the criterion, so the review fails (retryable) and keeps the attempt', async () => {
    const rubric = { ...RUBRIC, code_quality: { score: 2, reason: '   ', evidence: null } };
    const o = await submitAndReview(session, [json(groundedReview({ rubric })), json(groundedReview({ rubric }))], { mode: 'interview' });
    expect(o.billed).toBe(2);
    expect(o.review.status).toBe('failed');
    expect(o.review.failure_reason).toContain('code_quality');
    expect(session.app.ctx.repos.attempts.get(session.app.ctx.services.profiles.currentId(), o.attemptId)).toBeDefined();
  });

  it('an unbacked rubric reason is removed from the card and takes its grade with it (not graded)', async () => {
    const rubric = { ...RUBRIC, multiple_approaches: { score: 2, reason: 'Great grasp of alternatives.', evidence: fromNotes('I compared three methods') } };
    const o = await submitAndReview(session, [json(groundedReview({ rubric })), json(groundedReview({ rubric }))], { mode: 'interview' });
    expectShownReviewObeysRules(o);
    expect(o.review.rubric?.multiple_approaches).toEqual({ score: null, reason: '', evidence: null, reason_removed: expect.stringContaining('does not occur') });
    expect(o.review.rubric?.code_quality).toMatchObject({ reason: 'Clear names such as exp_sum.', evidence: { source: 'code', line: 10 } });
  });

  it('when every reason is removed no criterion keeps a grade; each says why it is not graded', async () => {
    const unbacked = Object.fromEntries(
      Object.entries(RUBRIC).map(([k, v]) => [k, { score: 3, reason: `Strong ${k.replace(/_/g, ' ')} throughout.`, evidence: v.evidence ? fromNotes('I weighed three designs carefully') : null }]),
    );
    const o = await submitAndReview(session, [json(groundedReview({ rubric: unbacked })), json(groundedReview({ rubric: unbacked }))], { mode: 'interview' });
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    for (const [criterion, entry] of Object.entries(o.review.rubric ?? {})) {
      expect([criterion, entry.score, entry.reason]).toEqual([criterion, null, '']);
      expect(entry.reason_removed).toMatch(/^(its quote|it names nothing specific|it gives no evidence)/);
    }
  });

  it('a well-grounded rubric is kept whole: every grade with its reason', async () => {
    const o = await submitAndReview(session, [json(groundedReview({ rubric: RUBRIC }))], { mode: 'interview' });
    expect(o.billed).toBe(1);
    for (const [criterion, given] of Object.entries(RUBRIC)) {
      const entry = o.review.rubric?.[criterion as keyof typeof RUBRIC];
      expect([criterion, entry?.score, entry?.reason, entry?.reason_removed]).toEqual([criterion, given.score, given.reason, undefined]);
    }
  });

  it('a rubric score out of range is refused, never clamped into a grade', async () => {
    const rubric = { ...RUBRIC, verification: { ...RUBRIC.verification, score: 5 } };
    const o = await submitAndReview(session, [json(groundedReview({ rubric })), json(groundedReview({ rubric: RUBRIC }))], { mode: 'interview' });
    expect(o.billed).toBe(2);
    expect(o.prompts[1]).toContain('rubric.verification.score 5 is refused');
    expect(o.review.rubric?.verification.score).toBe(2);
    expectShownReviewObeysRules(o);
  });
});
