import { submitWork } from '../support/submit-work';
import { makeFixtureContent, PY_SOLUTION } from './fixture-content';
import { attemptOutcome } from '../../src/main/services/picker/estimate';
import { createTestApp, unwrap } from '../support/test-app';

jest.setTimeout(60_000);

/**
 * The server logs every aid a user opens (problems:reveal). A page that forgets to report one (a reload, a
 * bug, a user editing the request) must not make an attempt look unaided to the picker.
 */
describe("the server's log of opened aids wins over the page", () => {
  let content: ReturnType<typeof makeFixtureContent>;
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    content = makeFixtureContent();
    app = createTestApp({ contentDir: content.dir });
  });
  afterEach(() => {
    app.close();
    content.cleanup();
  });

  const submit = () =>
    submitWork(app.router, {
      slug: 'add-two',
      mode: 'practice',
      code: PY_SOLUTION,
      phase_notes: {
        plan: 'return a + b, since both inputs are ints and Python ints never overflow; nothing else to check',
      },
      hint_counts: {},
      // The page claims nothing was opened.
      looked_up_reference: false,
      looked_up_pitfalls: false,
      phase_times_ms: {},
      notes: '',
      confidence: 3,
    });

  it('an opened reference is stored and discounts the outcome the picker sees, though the page sent false', async () => {
    unwrap(await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'reference' }));
    const submitted = unwrap(await submit());
    expect(submitted.result.status).toBe('passed');
    const me = app.ctx.services.profiles.currentId();
    expect(app.ctx.repos.attempts.get(me, submitted.attempt_id)).toMatchObject({
      lookedUpReference: true,
      lookedUpPitfalls: false,
    });

    const [evidence, ...more] = app.ctx.repos.pickerEvidence.attempts(me);
    expect(more).toEqual([]);
    expect(evidence).toMatchObject({
      problemSlug: 'add-two',
      passed: true,
      lookedReference: true,
      lookedPitfalls: false,
      hints: 0,
    });
    expect(attemptOutcome(evidence!)).toBeCloseTo(0.6, 10);
  });

  it('without any opened aid the same submission is stored as unaided', async () => {
    const submitted = unwrap(await submit());
    const me = app.ctx.services.profiles.currentId();
    expect(app.ctx.repos.attempts.get(me, submitted.attempt_id)).toMatchObject({
      lookedUpReference: false,
      lookedUpPitfalls: false,
      hintCounts: {},
    });
    expect(attemptOutcome(app.ctx.repos.pickerEvidence.attempts(me)[0]!)).toBe(1);
  });
});
