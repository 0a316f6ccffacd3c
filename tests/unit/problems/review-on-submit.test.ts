import { createTestApp, unwrap } from '../../support/test-app';

jest.setTimeout(30_000);

/** SPEC POST /submit steps 3-4: a submission gets a stored review even if the page never asks for one. */
describe('problems:submit starts the review itself', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  async function submit(voiceKey?: string) {
    const problem = unwrap(await app.router.invoke('problems:get', { slug: 'stable-softmax' }));
    return unwrap(
      await app.router.invoke('problems:submit', {
        slug: 'stable-softmax',
        mode: 'practice',
        code: problem.starter,
        phase_notes: { implement: 'subtract the max before exp' },
        hint_counts: {},
        looked_up_reference: false,
        looked_up_pitfalls: false,
        phase_times_ms: {},
        notes: '',
        confidence: 3,
        ...(voiceKey ? { voice_key: voiceKey } : {}),
      }),
    );
  }

  async function reviewFor(attemptId: string, voiceKey: string) {
    // The review is started, not awaited, by submit: poll a bounded number of event-loop turns.
    for (let i = 0; i < 200; i++) {
      const { review } = unwrap(await app.router.invoke('reviews:for-attempt', { attemptId, voiceKey }));
      if (review && review.status !== 'pending') return review;
      await new Promise((r) => setTimeout(r, 10));
    }
    return null;
  }

  it('stores a review in the chosen voice without a reviews:generate call (no model: says so)', async () => {
    const { attempt_id } = await submit('socratic');
    const review = await reviewFor(attempt_id, 'socratic');
    expect(review).toMatchObject({ status: 'no_model', voiceKey: 'socratic' });
    expect(unwrap(await app.router.invoke('reviews:list', {})).reviews).toHaveLength(1);
  });

  it('uses the last-used voice when the submission names none, and a later generate joins it', async () => {
    const first = await submit('staff_engineer');
    await reviewFor(first.attempt_id, 'staff_engineer');
    const second = await submit();
    const joined = unwrap(await app.router.invoke('reviews:generate', { attemptId: second.attempt_id, voiceKey: 'staff_engineer' }));
    expect(joined.voiceKey).toBe('staff_engineer');
    const all = unwrap(await app.router.invoke('reviews:list', {})).reviews;
    expect(all.filter((r) => r.attemptId === second.attempt_id)).toHaveLength(1);
  });
});
