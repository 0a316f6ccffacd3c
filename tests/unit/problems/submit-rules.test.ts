import { submitWork } from '../../support/submit-work';
import { createTestApp, unwrap } from '../../support/test-app';
import { expectFailure } from '../../support/expect-failure';
import { makeFixtureContent, PY_SOLUTION } from './fixture-content';

/**
 * Issue 11: the plan gate and "submit from Verify" are domain rules, enforced in main whatever the client sends
 * (these go through the router, as IPC and HTTP do). The submission is the saved work.
 */
describe('problems:submit enforces the phase rule and the plan gate', () => {
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
  const stored = () => app.ctx.repos.attempts.listForProblem(app.ctx.services.profiles.currentId(), 'add-two');
  const base = { slug: 'add-two', code: PY_SOLUTION, confidence: 3, notes: 'n' };

  it('refuses a 10-character plan outside interview mode with conflict, saying what to do, and stores nothing', async () => {
    const result = await submitWork(app.router, { ...base, mode: 'practice', phase_notes: { plan: 'return a+b' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(expectFailure(result).message).toMatch(/plan has 10 characters.*at least 80.*Go back to Plan/);
    expect(stored()).toEqual([]);
  });

  it('accepts the same 10-character plan in interview mode (no plan gate there)', async () => {
    const done = unwrap(
      await submitWork(app.router, { ...base, mode: 'interview', phase_notes: { plan: 'return a+b' } }),
    );
    expect(done.result.status).toBe('passed');
    expect(stored()).toHaveLength(1);
  });

  it.each(['explore', 'brainstorm', 'plan', 'implement'])('refuses a submit from %s in both modes', async (phase) => {
    for (const mode of ['practice', 'interview']) {
      const result = await submitWork(app.router, { ...base, mode, phase });
      expect(result).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(expectFailure(result).message).toContain(`Verify phase only, and this ${mode} session is in ${phase}`);
    }
    expect(stored()).toEqual([]);
  });

  it('submits what was saved, not what a client might claim, and answers the voice the review runs in', async () => {
    const done = unwrap(await submitWork(app.router, { ...base, mode: 'practice' }));
    expect(done.voice_key).toBe('default');
    // Fields of the old payload are refused: the code and the aids come from the saved work only.
    const forged = await app.router.invoke('problems:submit', {
      slug: 'add-two',
      mode: 'practice',
      notes: '',
      confidence: 3,
      code: 'print(1)',
      looked_up_reference: false,
    });
    expect(expectFailure(forged).code).toBe('invalid_input');
    expect(stored()).toHaveLength(1);
    expect(stored()[0]?.code).toBe(PY_SOLUTION);
  });
});
