import { submitWork } from '../support/submit-work';
import { createTestApp, unwrap } from '../support/test-app';

jest.setTimeout(30_000);

/** Submit, steps 3-4 (docs/product.md): a submission gets a stored review even if the page never asks for one. */
describe('problems:submit starts the review itself', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  async function submit(voiceKey?: string) {
    const problem = unwrap(await app.router.invoke('problems:get', { slug: 'stable-softmax' }));
    return unwrap(
      await submitWork(app.router, {
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

  /**
   * The review is started, not awaited, by submit. Without a model it settles within a few event-loop turns, so
   * this waits a bounded number of turns (setImmediate, no wall clock) and returns the first settled state.
   */
  async function reviewFor(attemptId: string, voiceKey: string) {
    for (let turn = 0; turn < 500; turn++) {
      const { review } = unwrap(await app.router.invoke('reviews:for-attempt', { attempt_id: attemptId, voice_key: voiceKey }));
      if (review && review.status !== 'pending') return review;
      await new Promise((r) => setImmediate(r));
    }
    throw new Error(`the review of ${attemptId} did not settle within 500 event-loop turns`);
  }

  it('stores a review in the chosen voice without a reviews:generate call (no model: says so)', async () => {
    const { attempt_id } = await submit('socratic');
    const review = await reviewFor(attempt_id, 'socratic');
    expect(review).toMatchObject({ status: 'no_model', voice_key: 'socratic' });
    expect(unwrap(await app.router.invoke('reviews:list', {})).reviews).toHaveLength(1);
  });

  it('uses the last-used voice when the submission names none, and a later generate joins it', async () => {
    const first = await submit('staff_engineer');
    expect(await reviewFor(first.attempt_id, 'staff_engineer')).toMatchObject({ status: 'no_model', voice_key: 'staff_engineer' });
    const second = await submit();
    const joined = unwrap(await app.router.invoke('reviews:generate', { attempt_id: second.attempt_id, voice_key: 'staff_engineer' }));
    expect(joined.voice_key).toBe('staff_engineer');
    const all = unwrap(await app.router.invoke('reviews:list', {})).reviews;
    expect(all.filter((r) => r.attempt_id === second.attempt_id)).toHaveLength(1);
  });
});
