import { FixedClock } from '../../src/main/services/clock';
import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';
import { makeDailyFlowContent } from '../fixtures/daily-flow/content';

type AppT = ReturnType<typeof createTestApp>;
const T0 = new Date('2026-11-02T09:00:00.000Z');

describe('tracks channels over real SQLite', () => {
  let content: { dir: string; cleanup: () => void };
  let app: AppT;
  let clock: FixedClock;
  const call = async (channel: string, input: unknown = {}) => unwrap(await app.router.call(channel, input)) as never;

  beforeEach(() => {
    content = makeDailyFlowContent();
    clock = new FixedClock(T0);
    app = createTestApp({ contentDir: content.dir, clock });
  });
  afterEach(() => {
    app.close();
    content.cleanup();
  });

  it('lists the tracks with no active track at first', async () => {
    const out: { tracks: Array<{ slug: string; section_count: number; is_active: boolean }>; active_slug: null } = await call('tracks:list');
    expect(out.active_slug).toBeNull();
    expect(out.tracks.map((t) => [t.slug, t.section_count, t.is_active])).toEqual([
      ['mini', 3, false],
      ['other', 2, false],
    ]);
  });

  it('activate, complete, clear, re-activate: the cursor resumes and nothing is lost', async () => {
    const a: { active_track: { slug: string; cursor: number; started_at: string; total_sections: number } } = await call('tracks:activate', { slug: 'mini' });
    expect(a.active_track).toMatchObject({ slug: 'mini', cursor: 0, started_at: T0.toISOString(), total_sections: 3, completed_sections: [], section_reflections: {} });

    clock.advanceMs(3_600_000);
    const done: { progress: { cursor: number; completed_sections: number[] }; exhausted: boolean; reflection_prompt: { section_title: string } } =
      await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    expect(done.progress).toMatchObject({ cursor: 1, completed_sections: [0] });
    expect(done.exhausted).toBe(false);
    expect(done.reflection_prompt.section_title).toBe('Tensors');

    const cleared: { active_track: null; previous_slug: string } = await call('tracks:clear-active');
    expect(cleared).toEqual({ active_track: null, previous_slug: 'mini' });
    const home: { active_track: null; slots: unknown[] } = await call('home:get');
    expect(home.active_track).toBeNull();

    clock.advanceMs(86_400_000);
    const again: { active_track: { cursor: number; started_at: string; completed_sections: number[] } } = await call('tracks:activate', { slug: 'mini' });
    expect(again.active_track).toMatchObject({ cursor: 1, started_at: T0.toISOString(), completed_sections: [0] });
  });

  it('switching tracks keeps the old track progress; only one is active', async () => {
    await call('tracks:activate', { slug: 'mini' });
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    await call('tracks:activate', { slug: 'other' });
    const list: { tracks: Array<{ slug: string; is_active: boolean; progress: { cursor: number } | null }>; active_slug: string } = await call('tracks:list');
    expect(list.active_slug).toBe('other');
    expect(list.tracks.filter((t) => t.is_active).map((t) => t.slug)).toEqual(['other']);
    expect(list.tracks.find((t) => t.slug === 'mini')!.progress!.cursor).toBe(1);
    const back: { active_track: { cursor: number } } = await call('tracks:activate', { slug: 'mini' });
    expect(back.active_track.cursor).toBe(1);
  });

  it('completing the last section exhausts the track and home falls back to the axis-fit picker', async () => {
    await call('tracks:activate', { slug: 'mini' });
    for (const idx of [0, 1, 2]) await call('tracks:complete-section', { slug: 'mini', idx });
    const home: { next: { kind: string }; active_track: { exhausted: boolean; cursor: number; current: null } } = await call('home:get');
    expect(home.active_track).toMatchObject({ exhausted: true, cursor: 3, current: null });
    expect(home.next.kind).not.toBe('track_section');
  });

  it('home shows the track branch while a section is at the cursor', async () => {
    await call('tracks:activate', { slug: 'mini' });
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    const home: { next: { kind: string; url: string; why: string }; active_track: { cursor: number; total_sections: number } } = await call('home:get');
    expect(home.next).toMatchObject({ kind: 'track_section', url: 'https://example.org/attention' });
    expect(home.next.why).toContain('section 2 of 3');
    expect(home.active_track).toMatchObject({ cursor: 1, total_sections: 3 });
  });

  it('track detail: chapters, statuses, companion and sanitized-at-render body', async () => {
    await call('tracks:activate', { slug: 'mini' });
    await call('tracks:complete-section', { slug: 'mini', idx: 1 });
    const t: { chapters: Array<{ sections: Array<{ position: number; status: string; companion: unknown }> }>; body_md: string } = await call('tracks:get', { slug: 'mini' });
    expect(t.chapters.flatMap((c) => c.sections.map((s) => [s.position, s.status]))).toEqual([
      [0, 'current'],
      [1, 'done'],
      [2, 'remaining'],
    ]);
    expect(t.chapters[0]!.sections[1]!.companion).toEqual({ problem_slug: 'attention-scores', title: 'attention scores', available: true, opted_in: false });
    expect(t.body_md).toContain('# Mini track');
  });

  it('companion opt-in: completing the section offers the problem next', async () => {
    await call('tracks:activate', { slug: 'mini' });
    await call('tracks:set-companion', { slug: 'mini', idx: 1, opted_in: true });
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    const done: { companion_offer: { url: string } | null } = await call('tracks:complete-section', { slug: 'mini', idx: 1 });
    expect(done.companion_offer).toEqual({ problem_slug: 'attention-scores', title: 'attention scores', url: '/problem/attention-scores' });
    const home: { next: { kind: string; url: string } } = await call('home:get');
    expect(home.next).toMatchObject({ kind: 'companion_problem', url: '/problem/attention-scores' });
    const bad = await app.router.call('tracks:set-companion', { slug: 'mini', idx: 0, opted_in: true });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('a companion problem skipped from home stays skipped', async () => {
    await call('tracks:activate', { slug: 'mini' });
    await call('tracks:set-companion', { slug: 'mini', idx: 1, opted_in: true });
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    await call('tracks:complete-section', { slug: 'mini', idx: 1 });
    const before: { next: { kind: string } } = await call('home:get');
    expect(before.next.kind).toBe('companion_problem');
    const skipped: { skipped: number } = await call('tracks:skip-companion', { problem_slug: 'attention-scores' });
    expect(skipped.skipped).toBe(1);
    const after: { next: { kind: string; url: string } } = await call('home:get');
    expect(after.next.kind).not.toBe('companion_problem');
    const t: { chapters: Array<{ sections: Array<{ companion: { opted_in: boolean } | null }> }> } = await call('tracks:get', { slug: 'mini' });
    expect(t.chapters[0]!.sections[1]!.companion).toMatchObject({ opted_in: false });
    // Nothing left to skip: said plainly, nothing changes.
    const again = await app.router.call('tracks:skip-companion', { problem_slug: 'attention-scores' });
    expect(again).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(expectFailure(again).message).toContain('nothing to skip');
  });

  it('bad input gets a clear message and changes nothing', async () => {
    await call('tracks:activate', { slug: 'mini' });
    const out = await app.router.call('tracks:complete-section', { slug: 'mini', idx: 3 });
    expect(out).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(expectFailure(out).message).toContain('numbered 0 to 2');
    const missing = await app.router.call('tracks:activate', { slug: 'nope' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const neg = await app.router.call('tracks:complete-section', { slug: 'mini', idx: -1 });
    expect(neg).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const t: { active_track: { cursor: number; completed_sections: number[] } } = await call('tracks:get', { slug: 'mini' });
    expect(t.active_track).toMatchObject({ cursor: 0, completed_sections: [] });
  });

  it('progress belongs to the profile: another profile starts fresh', async () => {
    await call('tracks:activate', { slug: 'mini' });
    await call('tracks:complete-section', { slug: 'mini', idx: 0 });
    const other: { id: string } = await call('profiles:create', { name: 'Second' });
    await call('profiles:switch', { id: other.id });
    const list: { active_slug: string | null; tracks: Array<{ progress: unknown }> } = await call('tracks:list');
    expect(list.active_slug).toBeNull();
    expect(list.tracks.every((t) => t.progress === null)).toBe(true);
  });
});
