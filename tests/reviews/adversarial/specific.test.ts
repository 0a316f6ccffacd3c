import {
  expectShownReviewObeysRules,
  fromCode,
  fromNotes,
  groundedReview,
  json,
  removedPoints,
  submitAndReview,
  useAdversarialApp,
} from './harness';

/**
 * Kind 1: "specific" measured as word overlap. Starter identifiers, the user's own praise, and boilerplate
 * that happens to be in the notes must not pass as specific; each case survives the repair as a removed point.
 */
const session = useAdversarialApp();

describe('points that only look specific are removed with a reason', () => {
  it('a strength made of starter identifiers, quoting the starter', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.strength = 'You defined `softmax(xs)` and `log_softmax(xs)` with clear docstrings.';
    bad.per_phase.implement.strength_evidence = fromCode('def softmax(xs):', 4);
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.implement?.strength).toBe('');
    expect(removedPoints(o.review)).toContain('implement.strength: its quote "def softmax(xs):" is starter code, which you did not write');
    expect(o.prompts[1]).toContain('is starter code, which you did not write');
  });

  it('praise that repeats the user’s own praise from the notes', async () => {
    const bad = groundedReview();
    bad.per_phase.plan.strength = 'Your code is excellent and clean, as you say.';
    bad.per_phase.plan.strength_evidence = fromNotes('my code is excellent and clean');
    const o = await submitAndReview(session, [json(bad), json(bad)], {
      phaseNotes: {
        explore: 'Logits reach 1000, so exp overflows unless I subtract row_max first.',
        plan: 'Shift by row_max, exponentiate, divide by exp_sum; log_softmax uses x - row_max - log_total. I think my code is excellent and clean.',
      },
    });
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.plan?.strength).toBe('');
    expect(removedPoints(o.review)).toContainEqual(expect.stringMatching(/^plan\.strength: its quote .* only an opinion/));
  });

  it('boilerplate words that also occur in the notes ("test", "approach", "edge case")', async () => {
    const bad = groundedReview();
    bad.per_phase.explore.gap = 'Your test approach misses an edge case.';
    bad.per_phase.explore.gap_evidence = fromNotes('my test approach covers every edge case');
    const o = await submitAndReview(session, [json(bad), json(bad)], {
      phaseNotes: {
        explore: 'Logits reach 1000, so exp overflows unless I subtract row_max first. My test approach covers every edge case.',
        plan: 'Shift by row_max, exponentiate, divide by exp_sum; log_softmax uses x - row_max - log_total.',
      },
    });
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.explore?.gap).toBe('');
    expect(removedPoints(o.review)).toContain('explore.gap: it names nothing specific from your notes or the code you wrote');
  });

  it('a point with no evidence at all, repaired on the second call', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.gap_evidence = null as never;
    const o = await submitAndReview(session, [json(bad), json(groundedReview())]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(o.review.per_phase?.implement?.gap).toContain('recomputes');
    expect(removedPoints(o.review)).toEqual([]);
    expect(o.prompts[1]).toContain('per_phase.implement.gap ("`log_softmax` recomputes');
  });

  it('a quote the user never wrote (invented code)', async () => {
    const bad = groundedReview();
    bad.per_phase.implement.strength = 'You used `math.fsum` for an accurate `exp_sum`.';
    bad.per_phase.implement.strength_evidence = fromCode('exp_sum = math.fsum(exps)');
    const o = await submitAndReview(session, [json(bad), json(bad)]);
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(removedPoints(o.review)).toContain(
      'implement.strength: its quote "exp_sum = math.fsum(exps)" does not occur in your notes or in code you wrote',
    );
  });

  it('evidence from notes the user left blank does not count', async () => {
    // The plan quotes explore notes that are only a zero-width space: that is no material at all.
    const bad = groundedReview();
    bad.per_phase.plan.gap_evidence = fromNotes('Empty input must raise ValueError.');
    const o = await submitAndReview(session, [json(bad), json(bad)], {
      phaseNotes: { explore: ' \u200b ', plan: NOTES_PLAN },
    });
    expect(o.billed).toBe(2);
    expectShownReviewObeysRules(o);
    expect(Object.keys(o.review.per_phase ?? {})).toEqual(['plan', 'implement']);
    expect(removedPoints(o.review)).toContain(
      'plan.gap: its quote "Empty input must raise ValueError." does not occur in your notes or in code you wrote',
    );
  });
});

const NOTES_PLAN = 'Shift by row_max, exponentiate, divide by exp_sum; log_softmax uses x - row_max - log_total.';
