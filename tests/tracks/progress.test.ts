import fc from 'fast-check';
import {
  activate,
  clearActive,
  completeSection,
  firstOpenPosition,
  normalizeForTotal,
  type TrackState,
} from '../../src/main/services/tracks/progress';

const T0 = new Date('2026-11-02T09:00:00.000Z');
const T1 = new Date('2026-11-03T09:00:00.000Z');
const empty: TrackState = { activeSlug: null, progress: {} };

describe('track state table (docs/product.md "Tracks")', () => {
  it('no active track + activate: active, fresh start at 0 with started_at', () => {
    const s = activate(empty, 'arena', T0);
    expect(s.activeSlug).toBe('arena');
    expect(s.progress.arena).toEqual({ slug: 'arena', cursor: 0, startedAt: T0.toISOString(), completedSections: [] });
  });

  it('no active track + activate: the cursor resumes where it stopped for that track', () => {
    const stopped: TrackState = {
      activeSlug: null,
      progress: { arena: { slug: 'arena', cursor: 2, startedAt: T0.toISOString(), completedSections: [0, 1] } },
    };
    const s = activate(stopped, 'arena', T1);
    expect(s.progress.arena).toEqual(stopped.progress.arena);
  });

  it('active + complete section at the cursor: cursor +1 and idx appended', () => {
    const out = completeSection({ slug: 'a', cursor: 1, startedAt: T0.toISOString(), completedSections: [0] }, 'a', 1, 4, T1);
    expect(out.progress.cursor).toBe(2);
    expect(out.progress.completedSections).toEqual([0, 1]);
    expect(out.changed).toBe(true);
    expect(out.exhausted).toBe(false);
  });

  it('active + complete the last section: exhausted (cursor past the last section)', () => {
    const out = completeSection({ slug: 'a', cursor: 2, startedAt: T0.toISOString(), completedSections: [0, 1] }, 'a', 2, 3, T1);
    expect(out.progress.cursor).toBe(3);
    expect(out.exhausted).toBe(true);
  });

  it('active + clear: no active track, cursor and progress preserved', () => {
    const s = activate(empty, 'a', T0);
    const done = completeSection(s.progress.a, 'a', 0, 3, T1).progress;
    const cleared = clearActive({ ...s, progress: { a: done } });
    expect(cleared.activeSlug).toBeNull();
    expect(cleared.progress.a).toEqual(done);
  });

  it('active + another track activated: replaced, only one active, old progress kept', () => {
    const s = activate(empty, 'a', T0);
    const a = completeSection(s.progress.a, 'a', 0, 3, T1).progress;
    const switched = activate({ ...s, progress: { a } }, 'b', T1);
    expect(switched.activeSlug).toBe('b');
    expect(switched.progress.a).toEqual(a);
    expect(switched.progress.b?.cursor).toBe(0);
  });
});

describe('out-of-order completion (our rule)', () => {
  const base = { slug: 'a', cursor: 0, startedAt: T0.toISOString(), completedSections: [] as number[] };

  it('a later section is recorded without moving the cursor', () => {
    const out = completeSection(base, 'a', 2, 4, T1);
    expect(out.progress.completedSections).toEqual([2]);
    expect(out.progress.cursor).toBe(0);
  });

  it('completing the cursor then skips sections already done', () => {
    const ahead = completeSection(base, 'a', 1, 4, T1).progress;
    const out = completeSection(ahead, 'a', 0, 4, T1);
    expect(out.progress.cursor).toBe(2);
    expect(out.progress.completedSections).toEqual([1, 0]);
  });

  it('completing a section twice changes nothing', () => {
    const once = completeSection(base, 'a', 0, 4, T1).progress;
    const twice = completeSection(once, 'a', 0, 4, T1);
    expect(twice.changed).toBe(false);
    expect(twice.progress).toEqual(once);
  });

  it('a shorter new version of a track keeps stored positions and brings the cursor back in range', () => {
    const p = { slug: 'a', cursor: 5, startedAt: T0.toISOString(), completedSections: [0, 1, 2, 3, 4] };
    const n = normalizeForTotal(p, 3);
    expect(n.cursor).toBe(3);
    expect(n.completedSections).toEqual([0, 1, 2, 3, 4]);
  });
});

type Op =
  | { op: 'activate'; track: number }
  | { op: 'complete'; track: number; idx: number }
  | { op: 'clear' };

const TOTALS = [3, 5, 1];
const SLUGS = ['a', 'b', 'c'];
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('activate' as const), track: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ op: fc.constant('complete' as const), track: fc.integer({ min: 0, max: 2 }), idx: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ op: fc.constant('clear' as const) }),
);

describe('random sequences of activate / complete / clear / switch', () => {
  it('never lose progress, keep one active track at most, and keep the cursor in range', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        let state: TrackState = empty;
        for (const [i, o] of ops.entries()) {
          const now = new Date(T0.getTime() + i * 60_000);
          const before = state;
          if (o.op === 'activate') state = activate(state, SLUGS[o.track]!, now);
          else if (o.op === 'clear') state = clearActive(state);
          else {
            const slug = SLUGS[o.track]!;
            const total = TOTALS[o.track]!;
            if (o.idx >= total) continue; // the service rejects these before the state machine sees them
            const out = completeSection(state.progress[slug], slug, o.idx, total, now);
            state = { ...state, progress: { ...state.progress, [slug]: out.progress } };
          }
          for (const slug of Object.keys(before.progress)) {
            const was = before.progress[slug]!;
            const is = state.progress[slug]!;
            // progress is never lost: every completed position stays, started_at never changes
            expect(is).toBeDefined();
            for (const idx of was.completedSections) expect(is.completedSections).toContain(idx);
            expect(is.startedAt).toBe(was.startedAt);
            expect(is.cursor).toBeGreaterThanOrEqual(was.cursor);
          }
          for (const [slug, p] of Object.entries(state.progress)) {
            const total = TOTALS[SLUGS.indexOf(slug)]!;
            expect(p.cursor).toBeGreaterThanOrEqual(0);
            expect(p.cursor).toBeLessThanOrEqual(total);
            expect(p.cursor).toBe(firstOpenPosition(p.completedSections, total));
            expect(new Set(p.completedSections).size).toBe(p.completedSections.length);
          }
          // The active track (if any) has a progress entry.
          expect(state.activeSlug === null || state.progress[state.activeSlug] !== undefined).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
