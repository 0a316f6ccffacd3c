import { submitWork } from '../support/submit-work';
import { makeFixtureContent, PY_SOLUTION } from './fixture-content';
import { createTestApp, unwrap } from '../support/test-app';

jest.setTimeout(60_000);

/** Issue 17 item 6: a stored attempt opens whole and read-only, for its owner only. */
describe('attempts:get', () => {
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

  it('answers the code, notes, phase notes and times, verdict and voice of an attempt', async () => {
    const done = unwrap(
      await submitWork(app.router, {
        slug: 'add-two',
        mode: 'practice',
        code: PY_SOLUTION,
        phase_notes: { explore: 'two ints in' },
        phase_times_ms: { explore: 4000, implement: 9000 },
        notes: 'easy',
        confidence: 4,
        voice_key: 'default',
      }),
    );
    const detail = unwrap(await app.router.invoke('attempts:get', { id: done.attempt_id }));
    expect(detail).toMatchObject({
      id: done.attempt_id,
      problem_slug: 'add-two',
      language: 'python',
      mode: 'practice',
      code: PY_SOLUTION,
      notes: 'easy',
      confidence: 4,
      phase_notes: { explore: 'two ints in' },
      phase_times_ms: { explore: 4000, implement: 9000 },
      total_time_ms: 13000,
      voice_key: 'default',
      status: 'passed',
      tests_passed: 2,
      tests_total: 2,
    });
    expect(detail.result).toMatchObject({ status: 'passed', tests: done.result.tests });
  });

  it('does not show another profile the attempt, and says what to do for an unknown id', async () => {
    const done = unwrap(await submitWork(app.router, { slug: 'add-two', mode: 'practice', code: PY_SOLUTION, confidence: 3 }));
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Second learner' }));
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    const refused = await app.router.invoke('attempts:get', { id: done.attempt_id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(refused.ok ? '' : refused.error.message).toMatch(/Open one from "Your attempts"/);
    const bad = await app.router.invoke('attempts:get', { id: 'not-a-uuid' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
