import fc from 'fast-check';
import { CLAMP_PARAMETERS, default_w, W17_W18_Ceiling } from 'ts-fsrs';
import { replay, review, reviewAt, reviewWithScheduler, type MemoryState } from '../../src/main/services/retention/schedule';

const day = (d: string) => new Date(`${d}T10:00:00.000Z`);

describe('FSRS scheduling through ts-fsrs (default weights, no fuzz, no short-term steps)', () => {
  it.each([
    ['the app\'s step (fsrs-formulas.ts)', review],
    ['ts-fsrs\'s own scheduler (fsrs().next)', reviewWithScheduler],
  ])('gives the known due dates for a fixed sequence: %s', (_name, step) => {
    const steps = [
      { rating: 'again', at: day('2026-01-01') },
      { rating: 'good', at: day('2026-01-02') },
      { rating: 'good', at: day('2026-01-05') },
      { rating: 'hard', at: day('2026-01-13') },
      { rating: 'easy', at: day('2026-01-29') },
    ] as const;
    const dues: string[] = [];
    let s: MemoryState | null = null;
    for (const st of steps) {
      s = step(s, st.rating, st.at);
      dues.push(s.due.slice(0, 10));
    }
    expect(dues).toEqual(['2026-01-02', '2026-01-05', '2026-01-13', '2026-01-29', '2026-03-21']);
    expect(s).toMatchObject({ reps: 5, lapses: 0, state: 'review' });
  });

  it('a first Good waits longer than a first Again, and Easy longer still', () => {
    const at = day('2026-03-01');
    const due = (r: 'again' | 'hard' | 'good' | 'easy') => Date.parse(review(null, r, at).due);
    expect(due('again')).toBeLessThan(due('hard'));
    expect(due('hard')).toBeLessThan(due('good'));
    expect(due('good')).toBeLessThan(due('easy'));
    expect(due('again') - at.getTime()).toBe(86_400_000);
  });

  it('a lapse in review counts and brings the problem back within days (2 here)', () => {
    const s = replay([
      { rating: 'good', at: day('2026-01-01') },
      { rating: 'good', at: day('2026-01-04') },
      { rating: 'again', at: day('2026-01-20') },
    ])!;
    expect(s.lapses).toBe(1);
    expect(s.due.slice(0, 10)).toBe('2026-01-22');
  });

  it('an attempt stamped before the previous review is scheduled from that review', () => {
    const first = review(null, 'good', day('2026-02-10'));
    const next = review(first, 'good', day('2026-02-01'));
    expect(Date.parse(next.due)).toBeGreaterThan(Date.parse(first.lastReview));
    expect(next.lastReview).toBe(first.lastReview);
  });

  it('replay of nothing is no state', () => {
    expect(replay([])).toBeNull();
  });

  it('the direct step equals ts-fsrs\'s scheduler (fsrs.next) on random histories', () => {
    const rating = fc.constantFrom('again', 'hard', 'good', 'easy' as const);
    // Gaps from seconds to a year, including same-day reviews and attempts stamped before the last review.
    const gap = fc.integer({ min: -3 * 86_400_000, max: 400 * 86_400_000 });
    fc.assert(
      fc.property(fc.array(fc.tuple(rating, gap), { minLength: 1, maxLength: 25 }), (steps) => {
        let fast: MemoryState | null = null;
        let lib: MemoryState | null = null;
        let t = Date.parse('2025-06-01T07:30:00.000Z');
        for (const [r, g] of steps) {
          t += g;
          fast = review(fast, r, new Date(t));
          lib = reviewWithScheduler(lib, r, new Date(t));
          expect(fast).toEqual(lib);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the direct step equals ts-fsrs\'s scheduler with any valid personal weights (what "Optimise" stores)', () => {
    // Each weight anywhere in the range ts-fsrs accepts for it (CLAMP_PARAMETERS), so every formula is
    // exercised with weights the optimiser could fit, not only the defaults.
    const bounds = CLAMP_PARAMETERS(W17_W18_Ceiling, false);
    const weights = fc.tuple(
      ...default_w.map((_, i) => fc.double({ min: bounds[i]![0]!, max: bounds[i]![1]!, noNaN: true })),
    );
    const rating = fc.constantFrom('again', 'hard', 'good', 'easy' as const);
    const gap = fc.integer({ min: -86_400_000, max: 200 * 86_400_000 });
    fc.assert(
      fc.property(weights, fc.array(fc.tuple(rating, gap), { minLength: 1, maxLength: 12 }), (w, steps) => {
        let fast: MemoryState | null = null;
        let lib: MemoryState | null = null;
        let t = Date.parse('2025-06-01T07:30:00.000Z');
        for (const [r, g] of steps) {
          t += g;
          fast = review(fast, r, new Date(t), w);
          lib = reviewWithScheduler(lib, r, new Date(t), w);
          expect(fast).toEqual(lib);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('given the attempt\'s stored time as a string, the step formats its dates from it and gives the same state', () => {
    const rating = fc.constantFrom('again', 'hard', 'good', 'easy' as const);
    const ms = fc.integer({ min: Date.parse('1990-01-01'), max: Date.parse('2200-01-01') });
    fc.assert(
      fc.property(fc.array(fc.tuple(rating, ms), { minLength: 1, maxLength: 10 }), (steps) => {
        let fromIso: MemoryState | null = null;
        let fromDate: MemoryState | null = null;
        for (const [r, at] of steps) {
          fromIso = reviewAt(fromIso, r, at, null, new Date(at).toISOString());
          fromDate = review(fromDate, r, new Date(at));
          expect(fromIso).toEqual(fromDate);
        }
      }),
    );
  });

  it('a stored time that is not in toISOString\'s shape is not copied into the schedule', () => {
    const at = Date.parse('2026-03-01T10:00:00Z');
    const s = reviewAt(null, 'good', at, null, '2026-03-01T10:00:00Z');
    expect(s.lastReview).toBe('2026-03-01T10:00:00.000Z');
    expect(s.due).toBe(review(null, 'good', new Date(at)).due);
  });
});
