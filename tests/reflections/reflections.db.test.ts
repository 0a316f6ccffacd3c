import { FixedClock } from '../../src/main/services/clock';
import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';
import { makeDailyFlowContent } from '../fixtures/daily-flow/content';

const T0 = new Date('2026-11-02T09:00:00.000Z');
const DAY = 86_400_000;

describe('reflections over real SQLite', () => {
  let content: { dir: string; cleanup: () => void };
  let app: ReturnType<typeof createTestApp>;
  let clock: FixedClock;
  const call = async (channel: string, input: unknown = {}) => unwrap(await app.router.call(channel, input)) as never;

  beforeEach(async () => {
    content = makeDailyFlowContent();
    clock = new FixedClock(T0);
    app = createTestApp({ contentDir: content.dir, clock });
    await call('tracks:activate', { slug: 'mini' });
  });
  afterEach(() => {
    app.close();
    content.cleanup();
  });

  it('after a section the prompt shows on home until written; the text lands in section_reflections', async () => {
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    let home: { reflection_prompt: { section_title: string; prompt: string } | null; active_track: { section_reflections: Record<string, string> } } = await call('home:get');
    expect(home.reflection_prompt).toMatchObject({ section_title: 'Tensors' });
    await call('reflections:save', { slug: 'mini', idx: 0, text: '  Broadcasting is just shape alignment.  ' });
    home = await call('home:get');
    expect(home.reflection_prompt).toBeNull();
    expect(home.active_track.section_reflections).toEqual({ 0: 'Broadcasting is just shape alignment.' });
  });

  it('the section prompt uses the track file reflection_prompt when given', async () => {
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    const out: { reflection_prompt: { prompt: string } } = await call('tracks:complete-section', { slug: 'mini', idx: 1 });
    expect(out.reflection_prompt.prompt).toBe('What does attention compute, in one sentence?');
  });

  it('skipping hides the prompt and stores nothing', async () => {
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    await call('reflections:skip', { slug: 'mini', idx: 0 });
    const home: { reflection_prompt: unknown } = await call('home:get');
    expect(home.reflection_prompt).toBeNull();
    const list: { reflections: unknown[] } = await call('reflections:list');
    expect(list.reflections).toEqual([]);
  });

  it('comes back at 1, 3 and 7 days, and answers are stored', async () => {
    const saved: { id: string } = await call('reflections:save', { slug: 'mini', idx: 0, text: 'Key insight' });
    const due = async () => ((await call('reflections:due')) as { due: Array<{ id: string; due_day: number; section_title: string; text: string }> }).due;
    expect(await due()).toEqual([]);
    const early = await app.router.call('reflections:answer', { id: saved.id, due_day: 1, still_holds: 'yes' });
    expect(early).toMatchObject({ ok: false, error: { code: 'invalid_input' } });

    for (const [day, holds] of [[1, 'yes'], [3, 'partly'], [7, 'no']] as const) {
      clock.set(new Date(T0.getTime() + day * DAY));
      const list = await due();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: saved.id, due_day: day, section_title: 'Tensors', text: 'Key insight' });
      const home: { due_reflections: number; next: { kind: string } } = await call('home:get');
      expect(home.due_reflections).toBe(1);
      await call('reflections:answer', { id: saved.id, due_day: day, still_holds: holds, would_change: `day ${day}` });
      expect(await due()).toEqual([]);
    }
    clock.set(new Date(T0.getTime() + 30 * DAY));
    expect(await due()).toEqual([]);
    const list: { reflections: Array<{ answers: Array<{ due_day: number; still_holds: string; would_change: string }> }> } = await call('reflections:list');
    expect(list.reflections[0]!.answers.map((a) => [a.due_day, a.still_holds, a.would_change])).toEqual([
      [1, 'yes', 'day 1'],
      [3, 'partly', 'day 3'],
      [7, 'no', 'day 7'],
    ]);
  });

  it('a due reflection becomes the pick when no track leads', async () => {
    await call('reflections:save', { slug: 'mini', idx: 0, text: 'Key insight' });
    await call('tracks:clear-active');
    clock.set(new Date(T0.getTime() + 3 * DAY));
    const home: { next: { kind: string; why: string } } = await call('home:get');
    expect(home.next.kind).toBe('reflection');
    expect(home.next.why).toContain('day-3 review');
  });

  it('rejects empty text and unknown ids with messages that say what to do', async () => {
    const empty = await app.router.call('reflections:save', { slug: 'mini', idx: 0, text: '   ' });
    expect(empty).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(expectFailure(empty).message).toMatch(/Write a sentence or two, or choose Skip/);
    const unknown = await app.router.call('reflections:answer', { id: '00000000-0000-4000-8000-000000000000', due_day: 1, still_holds: 'yes' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it("another profile cannot see or answer this profile's reflections", async () => {
    const saved: { id: string } = await call('reflections:save', { slug: 'mini', idx: 0, text: 'Mine' });
    const other: { id: string } = await call('profiles:create', { name: 'Other' });
    await call('profiles:switch', { id: other.id });
    clock.set(new Date(T0.getTime() + DAY));
    expect(((await call('reflections:list')) as { reflections: unknown[] }).reflections).toEqual([]);
    const out = await app.router.call('reflections:answer', { id: saved.id, due_day: 1, still_holds: 'yes' });
    expect(out).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe('reflections in a time zone far from UTC', () => {
  it('what shows as due in local days can be answered in local days', async () => {
    const content = makeDailyFlowContent();
    // 20:00 on Nov 2 in UTC-8 is 04:00 on Nov 3 in UTC.
    const clock = new FixedClock(new Date('2026-11-03T04:00:00.000Z'));
    const app = createTestApp({ contentDir: content.dir, clock });
    try {
      const saved = unwrap(await app.router.call('reflections:save', { slug: 'mini', idx: 0, text: 'Late-night insight' })) as { id: string };
      // 09:00 on Nov 3 local: one local day later, but the same UTC day.
      clock.set(new Date('2026-11-03T17:00:00.000Z'));
      const due = unwrap(await app.router.call('reflections:due', { tz_offset_minutes: 480 })) as { due: Array<{ due_day: number }> };
      expect(due.due.map((d) => d.due_day)).toEqual([1]);
      const answered = await app.router.call('reflections:answer', { id: saved.id, due_day: 1, still_holds: 'yes', tz_offset_minutes: 480 });
      expect(answered.ok).toBe(true);
    } finally {
      app.close();
      content.cleanup();
    }
  });
});
