import { computeNext, rankCandidates } from '../../src/main/services/picker/compute-next';
import { summarize } from '../../src/main/services/picker/candidates';
import { sumsFromAttempts, sumsFromAxisDays } from '../../src/main/services/picker/estimate';
import { axisDay, utcDay } from '../../src/main/services/retention/derive';
import type { RedrillEvidence } from '../../src/main/services/picker/types';
import { TRACK, attempt, daysAgo, input, problem } from './fixtures';

const due = (slug: string, over: Partial<RedrillEvidence> = {}): RedrillEvidence => ({
  problemSlug: slug,
  due: daysAgo(1),
  lastAt: daysAgo(4),
  lastRating: 'again',
  lastPassed: false,
  reps: 1,
  ...over,
});
const reflection = [{ id: 'r1', sectionTitle: 'Tensors', trackTitle: 'Mini track', dueDay: 3, daysSince: 3 }];
const problems = [problem('weak', ['algorithmic']), problem('old', ['training_mechanics']), problem('fresh', ['algorithmic'])];

describe('picker: re-drills', () => {
  it('sit between the reflections and the axis-fit candidates, most overdue first', () => {
    const ranked = rankCandidates(
      input({
        problems,
        dueReflections: reflection,
        dueRedrills: [due('old', { due: daysAgo(1) }), due('weak', { due: daysAgo(6) })],
      }),
    );
    expect(ranked.map((c) => `${c.kind}:${c.id}`).slice(0, 4)).toEqual([
      'reflection:r1',
      'redrill:weak',
      'redrill:old',
      'problem:fresh',
    ]);
    // Offered once: a due problem is not also an axis-fit problem candidate.
    expect(ranked.filter((c) => c.id === 'weak')).toHaveLength(1);
  });

  it('says when it was last done and how it went', () => {
    const out = computeNext(input({ problems, dueRedrills: [due('old', { lastAt: daysAgo(12), lastRating: 'good', lastPassed: true })] }));
    expect(out.next).toMatchObject({ kind: 'redrill', url: '/problem/old' });
    expect(out.next.why).toContain('you last did it 12 days ago and it passed cleanly');
    expect(out.next.why).toContain('due for 1 day');
  });

  it('never goes above an active track section (it is an alternative)', () => {
    const settings = { activeTrack: { track: TRACK, progress: { slug: TRACK.slug, cursor: 0, startedAt: daysAgo(5), completedSections: [] } } };
    const out = computeNext(input({ problems, settings, dueRedrills: [due('old')] }));
    expect(out.next.kind).toBe('track_section');
    expect(out.alternatives[0]).toMatchObject({ kind: 'redrill', url: '/problem/old' });
  });

  it('offers at most two re-drills (the most overdue), so weak axes keep a place', () => {
    const ranked = rankCandidates(
      input({ problems, dueRedrills: [due('old', { due: daysAgo(1) }), due('weak', { due: daysAgo(6) }), due('fresh', { due: daysAgo(3) })] }),
    );
    expect(ranked.filter((c) => c.kind === 'redrill').map((c) => c.id)).toEqual(['weak', 'fresh']);
    expect(ranked.some((c) => c.kind === 'problem' && c.id === 'old')).toBe(true);
  });

  it('a failed last attempt is said as such', () => {
    const out = computeNext(input({ problems, dueRedrills: [due('old', { lastAt: daysAgo(3) })] }));
    expect(out.next.why).toContain('you last did it 3 days ago and it did not pass its tests');
  });

  it('skips a due problem that is no longer in the corpus', () => {
    const ranked = rankCandidates(input({ problems, dueRedrills: [due('gone')] }));
    expect(ranked.some((c) => c.kind === 'redrill')).toBe(false);
  });
});

describe('picker: derived evidence gives the same ranking as the attempts', () => {
  it('per-day sums decay to the same weights, and the summaries score the same', () => {
    const attempts = [
      attempt('weak', { createdAt: daysAgo(30.3) }),
      attempt('weak', { createdAt: daysAgo(2.1), passed: true, testStatus: 'passed', lookedPitfalls: true }),
      attempt('old', { createdAt: daysAgo(9.5), passed: true, testStatus: 'passed' }),
      attempt('old', { createdAt: daysAgo(9.4), lookedReference: true }),
    ];
    const base = input({ problems, attempts });
    const bySlug = new Map(problems.map((p) => [p.slug, p]));
    const days = new Map<number, typeof attempts>();
    for (const a of attempts) days.set(utcDay(a.createdAt), [...(days.get(utcDay(a.createdAt)) ?? []), a]);
    const axisDays = [...days].flatMap(([day, list]) => axisDay(day, list, (s) => bySlug.get(s)?.axes));
    const fromDays = sumsFromAxisDays(base.today, axisDays);
    const fromAttempts = sumsFromAttempts(base.today, bySlug, attempts);
    for (const [axis, s] of fromAttempts) {
      expect(fromDays.get(axis)!.w).toBeCloseTo(s.w, 10);
      expect(fromDays.get(axis)!.ws).toBeCloseTo(s.ws, 10);
      expect(fromDays.get(axis)!.n).toBe(s.n);
    }
    const summaries = new Map(['weak', 'old'].map((slug) => [slug, summarize(attempts.filter((a) => a.problemSlug === slug))!]));
    const derived = rankCandidates({ ...base, attempts: [], derived: { axisSums: fromDays, problems: summaries } });
    const direct = rankCandidates(base);
    const shape = (c: (typeof direct)[number]) => [c.id, c.reasons.map((r) => r.type)];
    expect(derived.map(shape)).toEqual(direct.map(shape));
    derived.forEach((c, i) => expect(c.score).toBeCloseTo(direct[i]!.score, 10));
  });
});
