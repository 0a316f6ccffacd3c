import type { FixedClock } from '../../src/main/services/clock';
import type { createTestApp } from '../support/test-app';
import { store, withClockedApp } from './support';

const START = new Date('2026-03-10T12:00:00.000Z');
const DAY = 86_400_000;

/** `/problems`' "Due" filter: main decides from the FSRS schedule and the user's local day. */
describe('problems:list: re-drills due', () => {
  let app: ReturnType<typeof createTestApp>;
  let clock: FixedClock;
  let userId: string;
  withClockedApp(START, (s) => ({ app, clock, userId } = s));

  type Listed = {
    problems: Array<{ slug: string; due: boolean; redrill_due: string | null }>;
    due_count: number;
  };
  async function list(input: Record<string, unknown>): Promise<Listed> {
    const r = await app.router.invoke('problems:list', input as never);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as Listed;
  }

  it('lists a failed problem as due from the next day, and only due problems with filter "due"', async () => {
    store(app, userId, clock, { slug: 'causal-attention', passed: false, confidence: 4 });
    store(app, userId, clock, { slug: 'bpe-merge-step', passed: true, workMs: 60_000, confidence: 3 });

    let all = await list({});
    const failed = all.problems.find((p) => p.slug === 'causal-attention')!;
    expect(failed.redrill_due).not.toBeNull();
    expect(Date.parse(failed.redrill_due!) - START.getTime()).toBe(DAY); // Again: back in one day
    expect(failed.due).toBe(false);
    expect(all.problems.find((p) => p.slug === 'gae-advantages')).toMatchObject({ due: false, redrill_due: null });
    expect(all.due_count).toBe(0);
    expect((await list({ filter: 'due' })).problems).toEqual([]);

    clock.set(new Date(START.getTime() + DAY));
    all = await list({ tz_offset_minutes: 0 });
    expect(all.due_count).toBe(1);
    const due = await list({ filter: 'due', tz_offset_minutes: 0 });
    expect(due.problems.map((p) => p.slug)).toEqual(['causal-attention']);
    expect(due.due_count).toBe(1);
    // The whole corpus is still there without the filter, with the due flag on the one problem only.
    expect(all.problems.length).toBeGreaterThan(10);
    expect(all.problems.filter((p) => p.due).map((p) => p.slug)).toEqual(['causal-attention']);
  });

  it('"today" is the user\'s local day: due later today counts, due tomorrow does not', async () => {
    store(app, userId, clock, { slug: 'causal-attention', passed: false });
    // Due at 12:00 UTC on the 11th. At 01:00 UTC on the 11th it is due "today" in UTC...
    clock.set(new Date(START.getTime() + 13 * 3_600_000));
    expect((await list({ filter: 'due', tz_offset_minutes: 0 })).problems.map((p) => p.slug)).toEqual([
      'causal-attention',
    ]);
    // ...but at UTC-12 (offset +720) it is still the 10th there, so not due yet.
    expect((await list({ filter: 'due', tz_offset_minutes: 720 })).due_count).toBe(0);
  });

  it('a re-drill that passes is no longer due', async () => {
    store(app, userId, clock, { slug: 'causal-attention', passed: false });
    clock.set(new Date(START.getTime() + DAY));
    expect((await list({ filter: 'due' })).due_count).toBe(1);
    store(app, userId, clock, { slug: 'causal-attention', passed: true, workMs: 60_000, confidence: 4 });
    const after = await list({});
    expect(after.due_count).toBe(0);
    const p = after.problems.find((x) => x.slug === 'causal-attention')!;
    expect(Date.parse(p.redrill_due!)).toBeGreaterThan(clock.now().getTime() + DAY);
  });

  it('refuses an unknown filter and says which ones exist', async () => {
    const r = await app.router.invoke('problems:list', { filter: 'overdue' } as never);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('filter must be \\"all\\" or \\"due\\"');
  });
});
