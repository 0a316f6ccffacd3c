import { expectShownReviewObeysRules, groundedReview, json, submitAndReview, useAdversarialApp } from './harness';

/**
 * Kind 10: a phase has notes only with a visible character after removing whitespace and Unicode format (Cf)
 * characters. Invisible notes do not keep a phase (rule 1) and do not count as evidence. The explore notes are
 * the invisible ones (practice mode's plan gate already refuses a blank plan before any review).
 */
const session = useAdversarialApp();
const PLAN = 'Shift by row_max, exponentiate, divide by exp_sum; log_softmax uses x - row_max - log_total.';

async function phasesFor(explore: string) {
  const review = groundedReview();
  const o = await submitAndReview(session, [json(review), json(review)], { phaseNotes: { explore, plan: PLAN } });
  expectShownReviewObeysRules(o);
  return { phases: Object.keys(o.review.per_phase ?? {}), o };
}

describe('notes that count', () => {
  it.each([
    ['spaces, tabs and newlines', ' \t\n  \r\n'],
    ['a zero-width space', '\u200b'],
    ['joiners, a BOM and a soft hyphen', '\u200c\u200d\ufeff\u00ad'],
    ['bidi marks between spaces', ' \u200e \u200f \u2066\u2069 '],
    ['non-breaking and ideographic spaces', '\u00a0\u3000\u2003'],
  ])('explore notes made of %s do not count', async (_label, explore) => {
    const { phases, o } = await phasesFor(explore);
    expect(phases).toEqual(['plan', 'implement']);
    // The dropped explore phase was a rule break the one repair could not fix either.
    expect(o.billed).toBe(2);
    expect(o.prompts[0]).toContain('- Phases with notes: plan');
    expect(o.prompts[0]).toContain('## explore notes\n(none)');
  });

  it('one visible character among format characters counts', async () => {
    const review = groundedReview();
    const o = await submitAndReview(session, [json(review)], {
      phaseNotes: {
        explore: '\u200bLogits reach 1000, so exp overflows unless I subtract row_max first. Empty input must raise ValueError.\u200b',
        plan: PLAN,
      },
    });
    expectShownReviewObeysRules(o);
    expect(Object.keys(o.review.per_phase ?? {})).toEqual(['explore', 'plan', 'implement']);
  });
});
