import type { FixedClock } from '../../src/main/services/clock';
import type { createTestApp } from '../support/test-app';
import { store, withClockedApp } from './support';

const START = new Date('2026-03-10T12:00:00.000Z');
const DAY = 86_400_000;
const SLUG = 'causal-attention';

/** A re-drill is a fresh attempt from the starter, decided by main in problems:get-work. */
describe('opening a due re-drill', () => {
  let app: ReturnType<typeof createTestApp>;
  let clock: FixedClock;
  let userId: string;
  withClockedApp(START, (s) => ({ app, clock, userId } = s));

  const call = async (channel: string, input: unknown) => {
    const r = await app.router.invoke(channel as never, input as never);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as { code: string; phase: string };
  };
  /** The work as the page leaves it after a submit: the submitted code (store() submits 'pass'). */
  const leaveWork = (code: string) =>
    call('problems:save-work', {
      slug: SLUG,
      mode: 'practice',
      phase: 'verify',
      reached: 'verify',
      phase_notes: { plan: 'a plan' },
      code,
      notes: '',
      confidence: null,
      phase_times_ms: {},
    });
  const starter = () => app.ctx.content.getProblem(SLUG)!.starter;

  it('starts from the starter once due when the work is still the last attempt\'s code', async () => {
    await leaveWork('pass');
    store(app, userId, clock, { slug: SLUG, passed: false });
    // The day of the failed attempt: the code stays (fixing it now is not a re-drill).
    expect((await call('problems:get-work', { slug: SLUG, mode: 'practice' })).code).toBe('pass');
    clock.set(new Date(START.getTime() + DAY));
    const fresh = await call('problems:get-work', { slug: SLUG, mode: 'practice' });
    expect(fresh.code).toBe(starter());
    expect(fresh.phase).toBe('explore');
    // The old code is still in the attempt history.
    const { attempts } = (await call('attempts:list', { slug: SLUG })) as unknown as { attempts: Array<{ id: string }> };
    expect(attempts).toHaveLength(1);
  });

  it('keeps work the learner changed after submitting, even when due', async () => {
    store(app, userId, clock, { slug: SLUG, passed: false });
    await leaveWork('pass  # trying another way');
    clock.set(new Date(START.getTime() + 2 * DAY));
    expect((await call('problems:get-work', { slug: SLUG, mode: 'practice' })).code).toBe('pass  # trying another way');
  });

  it('leaves a problem that is not due alone', async () => {
    store(app, userId, clock, { slug: SLUG, passed: true, workMs: 60_000, confidence: 4 });
    await leaveWork('pass');
    clock.set(new Date(START.getTime() + DAY));
    expect((await call('problems:get-work', { slug: SLUG, mode: 'practice' })).code).toBe('pass');
  });
});
