import type { FixedClock } from '../../src/main/services/clock';
import { OPTIMISE_MIN_REVIEWS } from '../../src/main/services/retention/schedule';
import { trainingHistories } from '../../src/main/services/retention/optimiser';
import type { createTestApp } from '../support/test-app';
import { snapshot, store, withClockedApp } from './support';

const START = new Date('2025-01-06T09:00:00.000Z');
const SLUGS = ['causal-attention', 'bpe-merge-step', 'gae-advantages', 'stable-softmax', 'pass-at-k', 'kl-divergence'];

/** "Optimise my schedule": the FSRS authors' optimiser on this profile's own reviews. */
describe('optimising the FSRS parameters', () => {
  let app: ReturnType<typeof createTestApp>;
  let clock: FixedClock;
  let userId: string;
  withClockedApp(START, (s) => ({ app, clock, userId } = s));

  const call = async <T = unknown>(channel: string, input: unknown) =>
    (await app.router.invoke(channel as never, input as never)) as { ok: boolean; value: T; error?: unknown };

  /** `n` attempts spread over the problems, a day or a few apart, passing more often as time goes on. */
  function history(n: number): void {
    let s = 7;
    const r = () => ((s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32);
    for (let i = 0; i < n; i++) {
      clock.advanceMs((6 + Math.floor(r() * 60)) * 3_600_000);
      store(app, userId, clock, {
        slug: SLUGS[Math.floor(r() * SLUGS.length)]!,
        passed: r() < 0.5 + (0.4 * i) / n,
        confidence: 1 + Math.floor(r() * 5),
        workMs: 60_000 + Math.floor(r() * 600_000),
      });
    }
  }

  it('builds one training item per review after a problem\'s first, with whole UTC days between', () => {
    const items = trainingHistories([
      { problemSlug: 'a', rating: 'again', createdAt: '2026-01-01T23:00:00.000Z' },
      { problemSlug: 'b', rating: 'good', createdAt: '2026-01-01T10:00:00.000Z' },
      { problemSlug: 'a', rating: 'good', createdAt: '2026-01-02T01:00:00.000Z' },
      { problemSlug: 'a', rating: 'easy', createdAt: '2026-01-09T01:00:00.000Z' },
    ]);
    expect(items).toEqual([
      [
        { rating: 1, deltaT: 0 },
        { rating: 3, deltaT: 1 },
      ],
      [
        { rating: 1, deltaT: 0 },
        { rating: 3, deltaT: 1 },
        { rating: 4, deltaT: 7 },
      ],
    ]);
  });

  it(`is refused below ${OPTIMISE_MIN_REVIEWS} reviews, saying how many there are`, async () => {
    history(30);
    const r = await call('progress:optimise', {});
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r.error)).toContain(`at least ${OPTIMISE_MIN_REVIEWS} reviews`);
    expect(JSON.stringify(r.error)).toContain('you have 30');
    const p = await call<{ redrills: { optimised_at: string | null; optimiser_available: boolean } }>('progress:get', {});
    expect(p.value.redrills).toMatchObject({ optimised_at: null, optimiser_available: true });
  });

  it('fits weights, re-schedules with them (rebuild still equals incremental) and can go back to the defaults', async () => {
    history(OPTIMISE_MIN_REVIEWS + 20);
    const defaults = snapshot(app, userId);
    const done = await call<{ reviews: number; weights: number }>('progress:optimise', {});
    expect(done.ok).toBe(true);
    expect(done.value.reviews).toBe(OPTIMISE_MIN_REVIEWS + 20);
    expect(done.value.weights).toBeGreaterThanOrEqual(19);
    const fitted = snapshot(app, userId);
    // Same attempts and ratings; the memory states (and so the due dates) follow the fitted weights.
    expect(fitted.attempts.map((a) => (a as { rating: string }).rating)).toEqual(
      defaults.attempts.map((a) => (a as { rating: string }).rating),
    );
    expect(fitted.schedule).not.toEqual(defaults.schedule);
    const p = await call<{ redrills: { optimised_at: string | null; optimised_reviews: number | null } }>('progress:get', {});
    expect(p.value.redrills.optimised_reviews).toBe(OPTIMISE_MIN_REVIEWS + 20);

    // A new attempt is scheduled incrementally with the fitted weights; a rebuild agrees.
    clock.advanceMs(86_400_000);
    store(app, userId, clock, { slug: 'causal-attention', passed: true, workMs: 90_000, confidence: 4 });
    const incremental = snapshot(app, userId);
    app.ctx.services.retention.rebuild(userId);
    expect(snapshot(app, userId)).toEqual(incremental);

    // Back to the defaults: the schedule is what the library's weights give.
    expect((await call<{ reset: boolean }>('progress:reset-parameters', {})).value.reset).toBe(true);
    const reset = snapshot(app, userId);
    app.ctx.db.prepare('DELETE FROM retention_schedule WHERE user_id = ?').run(userId);
    app.ctx.services.retention.rebuild(userId);
    expect(snapshot(app, userId)).toEqual(reset);
    expect(reset.schedule).not.toEqual(incremental.schedule);
  });
});
