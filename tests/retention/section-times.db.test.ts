import { FixedClock } from '../../src/main/services/clock';
import { flattenSections } from '../../src/shared/domain/track';
import { createTestApp } from '../support/test-app';

const START = new Date('2026-04-01T09:00:00.000Z');
const MIN = 60_000;

/** Time calibration end to end over the router: start, done, correct, ratios, estimates. */
describe('section times', () => {
  let app: ReturnType<typeof createTestApp>;
  let clock: FixedClock;

  beforeEach(() => {
    clock = new FixedClock(START);
    app = createTestApp({ clock });
  });
  afterEach(() => app.close());

  const call = async <T = unknown>(channel: string, input: unknown): Promise<T> => {
    const r = await app.router.invoke(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as T;
  };
  const refused = async (channel: string, input: unknown): Promise<string> => {
    const r = await app.router.invoke(channel as never, input as never);
    expect(r.ok).toBe(false);
    return JSON.stringify(r);
  };

  /** A loaded track with at least three sections of one kind, and their positions. */
  function fixture() {
    for (const track of app.ctx.content.listTracks()) {
      const flat = flattenSections(track);
      const kinds = new Map<string, number[]>();
      for (const f of flat) kinds.set(f.section.kind, [...(kinds.get(f.section.kind) ?? []), f.position]);
      for (const [kind, positions] of kinds)
        if (positions.length >= 3) return { slug: track.slug, kind, positions, flat };
    }
    throw new Error('no track with three sections of one kind');
  }

  it('measures from the first start to done, takes corrections, and scales the estimates', async () => {
    const { slug, kind, positions, flat } = fixture();
    const [a, b, c] = positions as [number, number, number];
    await call('tracks:activate', { slug });

    // Section a: started, opened again later (the first start counts), done after 1.5x its authored minutes.
    const authoredA = flat[a]!.section.duration_min;
    const first = await call<{ started_at: string }>('tracks:start-section', { slug, idx: a });
    expect(first.started_at).toBe(START.toISOString());
    clock.advanceMs(10 * MIN);
    expect((await call<{ started_at: string }>('tracks:start-section', { slug, idx: a })).started_at).toBe(
      START.toISOString(),
    );
    clock.set(new Date(START.getTime() + authoredA * 1.5 * MIN));
    await call('tracks:complete-section', { slug, idx: a });

    let progress = await call<{ time_ratios: Array<{ kind: string; sections: number; ratio: number }>; time_sentence: string }>(
      'progress:get',
      {},
    );
    expect(progress.time_ratios).toEqual([{ kind, sections: 1, ratio: 1.5 }]);
    expect(progress.time_sentence).toMatch(/1\.5x the authored time \(median of 1 section\)/);
    // One section is not enough for an estimate yet.
    let est = await call<{ sections: Array<{ position: number; personal_min: number | null; label: string | null; took_min: number | null }> }>(
      'progress:time-estimates',
      { track_slug: slug },
    );
    expect(est.sections.find((s) => s.position === a)!.took_min).toBe(Math.round(authoredA * 1.5));
    expect(est.sections.every((s) => s.personal_min === null)).toBe(true);

    // Section b: done without a recorded start, then corrected by the user to 1.5x as well.
    await call('tracks:complete-section', { slug, idx: b });
    const authoredB = flat[b]!.section.duration_min;
    await call('tracks:correct-section-time', { slug, idx: b, minutes: authoredB * 1.5 });
    progress = await call('progress:get', {});
    expect(progress.time_ratios).toEqual([{ kind, sections: 2, ratio: 1.5 }]);

    // Now the kind has an estimate: section c (not done) gets 1.5x its authored minutes.
    est = await call('progress:time-estimates', { track_slug: slug });
    const authoredC = flat[c]!.section.duration_min;
    const sc = est.sections.find((s) => s.position === c)!;
    expect(sc.personal_min).toBe(Math.round(authoredC * 1.5));
    expect(sc.label).toMatch(/^about .* for you$/);

    // A correction can be taken back (null): b has no start, so it drops out of the ratio.
    await call('tracks:correct-section-time', { slug, idx: b, minutes: null });
    progress = await call('progress:get', {});
    expect(progress.time_ratios).toEqual([{ kind, sections: 1, ratio: 1.5 }]);
  });

  it('marking done right after opening keeps the time out of calibration; a figure given with done counts', async () => {
    const { slug, kind, positions, flat } = fixture();
    const [a, b] = positions as [number, number];
    await call('tracks:start-section', { slug, idx: a });
    clock.advanceMs(20_000);
    await call('tracks:complete-section', { slug, idx: a });
    type Est = { sections: Array<{ position: number; took_min: number | null; counted: boolean }> };
    let est = await call<Est>('progress:time-estimates', { track_slug: slug });
    expect(est.sections.find((s) => s.position === a)).toMatchObject({ took_min: 0, counted: false });
    let progress = await call<{ time_ratios: unknown[]; time_sentence: string }>('progress:get', {});
    expect(progress.time_ratios).toEqual([]);
    expect(progress.time_sentence).not.toMatch(/0\.0x/);

    // The learner says how long b took as they mark it done: their figure counts at once.
    await call('tracks:start-section', { slug, idx: b });
    const authoredB = flat[b]!.section.duration_min;
    await call('tracks:complete-section', { slug, idx: b, minutes: authoredB * 2 });
    progress = await call('progress:get', {});
    expect(progress.time_ratios).toEqual([{ kind, sections: 1, ratio: 2 }]);
    est = await call<Est>('progress:time-estimates', { track_slug: slug });
    expect(est.sections.find((s) => s.position === b)).toMatchObject({ took_min: authoredB * 2, counted: true });

    // Confirming a's time later (a correction) brings it in.
    await call('tracks:correct-section-time', { slug, idx: a, minutes: flat[a]!.section.duration_min });
    progress = await call('progress:get', {});
    expect(progress.time_ratios).toEqual([{ kind, sections: 2, ratio: 1.5 }]);
    expect(await refused('tracks:complete-section', { slug, idx: b, minutes: 0 })).toContain('minutes must be more than 0');
  });

  it('refuses bad input with what to do', async () => {
    const { slug, positions } = fixture();
    expect(await refused('tracks:start-section', { slug, idx: 9999 })).toContain('no section 9999');
    expect(await refused('tracks:start-section', { slug: 'no-such-track', idx: 0 })).toContain('no track');
    expect(await refused('tracks:correct-section-time', { slug, idx: positions[0], minutes: 30 })).toContain(
      'done first',
    );
    expect(await refused('tracks:correct-section-time', { slug, idx: positions[0], minutes: -5 })).toContain(
      'minutes must be more than 0',
    );
    expect(await refused('progress:time-estimates', { track_slug: 'no-such-track' })).toContain('no track');
  });

  it('keeps each profile\'s times apart', async () => {
    const { slug, positions } = fixture();
    await call('tracks:start-section', { slug, idx: positions[0] });
    clock.advanceMs(30 * MIN);
    await call('tracks:complete-section', { slug, idx: positions[0] });
    expect((await call<{ time_ratios: unknown[] }>('progress:get', {})).time_ratios).toHaveLength(1);
    const other = await call<{ id: string }>('profiles:create', { name: 'Second' });
    await call('profiles:switch', { id: other.id });
    expect((await call<{ time_ratios: unknown[] }>('progress:get', {})).time_ratios).toEqual([]);
  });
});
