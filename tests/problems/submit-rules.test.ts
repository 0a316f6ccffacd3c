import { submitWork } from '../support/submit-work';
import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';
import { makeFixtureContent, PY_SOLUTION } from './fixture-content';
import type { FixedClock } from '../../src/main/services/clock';

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

  it.each(['explore', 'brainstorm', 'plan', 'implement'])('refuses a practice submit from %s', async (phase) => {
    const result = await submitWork(app.router, { ...base, mode: 'practice', phase });
    expect(result).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(expectFailure(result).message).toContain(`Verify phase only, and this practice session is in ${phase}`);
    expect(stored()).toEqual([]);
  });

  it.each(['explore', 'brainstorm', 'plan', 'implement'])(
    'accepts an interview submit from %s: the phases are notes there, not gates',
    async (phase) => {
      const done = unwrap(await submitWork(app.router, { ...base, mode: 'interview', phase }));
      expect(done.result.status).toBe('passed');
      expect(stored()).toHaveLength(1);
    },
  );

  it('starts the interview clock when the work is first opened and stops it at the first submit', async () => {
    const clock = app.clock as FixedClock;
    const opened = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'interview' }));
    expect(opened.started_at).toBe(clock.now().toISOString());
    expect(opened.ended_at).toBeNull();
    // Reading again does not restart it; practice work has no clock.
    const again = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'interview' }));
    expect(again.started_at).toBe(opened.started_at);
    const practice = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'practice' }));
    expect(practice.started_at ?? null).toBeNull();

    clock.advanceMs(25 * 60_000);
    unwrap(await submitWork(app.router, { ...base, mode: 'interview', phase: 'implement' }));
    const ended = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'interview' }));
    expect(ended.started_at).toBe(opened.started_at);
    expect(Date.parse(ended.ended_at ?? '') - Date.parse(opened.started_at ?? '')).toBe(25 * 60_000);
    // A second submit keeps the first stop time; saving work cannot move either time.
    const endedAt = ended.ended_at;
    clock.advanceMs(60_000);
    unwrap(await submitWork(app.router, { ...base, mode: 'interview', phase: 'verify' }));
    const later = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'interview' }));
    expect(later).toMatchObject({ started_at: opened.started_at, ended_at: endedAt });
    // Start over starts a new clock on the next open.
    unwrap(await app.router.invoke('problems:reset-work', { slug: 'add-two', mode: 'interview' }));
    const fresh = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'interview' }));
    expect(fresh.ended_at).toBeNull();
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
