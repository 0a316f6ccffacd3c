import fc from 'fast-check';
import { computeNext, rankCandidates } from '../../src/main/services/picker/compute-next';
import { attemptOutcome } from '../../src/main/services/picker/estimate';
import { attempt, daysAgo, input, problem, TODAY, TRACK } from './fixtures';

const progress = (cursor: number, completed: number[] = []) => ({
  slug: TRACK.slug,
  cursor,
  startedAt: daysAgo(5),
  completedSections: completed,
});

describe('compute_next: the track branch (rule 1 of the picker)', () => {
  it('returns the section at the cursor as a track_section naming the track, chapter and position', () => {
    const out = computeNext(input({ settings: { activeTrack: { track: TRACK, progress: progress(2, [0, 1]) } }, problems: [problem('p', ['algorithmic'])] }));
    expect(out.next.kind).toBe('track_section');
    expect(out.next.url).toBe('/problem/induction');
    expect(out.next.external).toBe(false);
    expect(out.next.why).toContain('Mini track');
    expect(out.next.why).toContain('section 3 of 3');
    // The chapter by its own title, without a second numbering beside it.
    expect(out.next.why).toContain('in "Circuits" (part 1 of 1)');
    expect(out.next.why).not.toMatch(/chapter \d+ of \d+/);
    expect(out.next.track).toMatchObject({ position: 2, total: 3, chapter_number: 2 });
  });

  it('marks external section links as external', () => {
    const out = computeNext(input({ settings: { activeTrack: { track: TRACK, progress: progress(0) } } }));
    expect(out.next).toMatchObject({ kind: 'track_section', url: 'https://example.org/1', external: true, title: 'Tensors' });
  });
});

describe('compute_next: exhausted track and no track (rules 2 and 3)', () => {
  const problems = [problem('alpha', ['algorithmic']), problem('beta', ['eval_design'])];

  it('past the last section the track branch yields nothing and the axis-fit picker runs', () => {
    const exhausted = computeNext(input({ settings: { activeTrack: { track: TRACK, progress: progress(3, [0, 1, 2]) } }, problems }));
    const none = computeNext(input({ problems }));
    expect(exhausted.next.kind).toBe('problem');
    expect(exhausted.next).toEqual(none.next);
  });

  it('with nothing to pick, says so and how to fix it', () => {
    const out = computeNext(input());
    expect(out.next.kind).toBe('none');
    expect(out.next.why).toMatch(/Activate or import a track/);
  });

  it('ties are broken deterministically (fixed axis order, then slug)', () => {
    const a = computeNext(input({ problems: [problem('zeta', ['algorithmic']), problem('eta', ['algorithmic'])] }));
    const b = computeNext(input({ problems: [problem('eta', ['algorithmic']), problem('zeta', ['algorithmic'])] }));
    expect(a.next.url).toBe('/problem/eta');
    expect(b).toEqual(a);
    // equal scores on different axes: still the slug, whatever order the corpus was listed in
    const c = computeNext(input({ problems: [problem('y', ['transformer_internals']), problem('x', ['eval_design'])] }));
    expect(c.next.url).toBe('/problem/x');
    expect(c.alternatives[0]!.url).toBe('/problem/y');
  });

  it('is deterministic for shuffled inputs', () => {
    const problemsArb = fc.shuffledSubarray(
      ['a1', 'b2', 'c3', 'd4', 'e5'].map((s, i) => problem(s, [(['algorithmic', 'eval_design', 'math_foundations'] as const)[i % 3]!])),
      { minLength: 5, maxLength: 5 },
    );
    const attempts = [attempt('a1', { passed: true, testStatus: 'passed' }), attempt('c3', { lookedReference: true })];
    const ordered = ['a1', 'b2', 'c3', 'd4', 'e5'].map((s, i) => problem(s, [(['algorithmic', 'eval_design', 'math_foundations'] as const)[i % 3]!]));
    const expected = computeNext(input({ problems: ordered, attempts }));
    fc.assert(
      fc.property(problemsArb, fc.shuffledSubarray(attempts, { minLength: 2, maxLength: 2 }), (ps, as) => {
        expect(computeNext(input({ problems: ps, attempts: as }))).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });
});

describe('compute_next: the axis-fit picker on a fixed fixture', () => {
  // The user is strong at algorithms (clean passes, good reviews) and weak at evals (failures, a bad rubric).
  const problems = [
    problem('two-sum', ['algorithmic'], 'easy'),
    problem('lru-cache', ['algorithmic', 'systems_programming']),
    problem('eval-harness', ['eval_design'], 'easy'),
    problem('contamination-check', ['eval_design', 'research_engineering']),
  ];
  const attempts = [
    attempt('two-sum', { passed: true, testStatus: 'passed', confidence: 4, reviewScore: 8.5, createdAt: daysAgo(2) }),
    attempt('lru-cache', { passed: true, testStatus: 'passed', confidence: 4, reviewScore: 8, createdAt: daysAgo(4) }),
    attempt('eval-harness', { confidence: 4, reviewScore: 3, rubricScore: 0.3, mode: 'interview', createdAt: daysAgo(1) }),
    attempt('contamination-check', { hints: 3, reviewScore: 4, createdAt: daysAgo(6) }),
  ];

  it('works on the weakest axis and says why in plain words', () => {
    const out = computeNext(input({ problems, attempts }));
    expect(out.next.kind).toBe('problem');
    expect(out.next.axis).toBe('eval_design');
    // both eval problems fit; the one that also covers an unexplored axis edges ahead
    expect(out.next.url).toBe('/problem/contamination-check');
    expect(out.next.why).toMatch(/^eval design is your weakest axis right now: estimate \d+% from 2 pieces of evidence/);
    expect(out.next.why).toMatch(/It also works on [A-Za-z ]+, another of your weak axes\./);
    expect(out.next.why).toContain('did not pass its tests');
    expect(out.alternatives[0]!.url).toBe('/problem/eval-harness');
    const evals = out.estimates.find((e) => e.axis === 'eval_design')!;
    const algo = out.estimates.find((e) => e.axis === 'algorithmic')!;
    expect(evals.estimate).toBeLessThan(algo.estimate);
    expect(evals.focus).toBe(true);
  });

  it('explores an axis with no evidence over a slightly weak, well-known one', () => {
    const many = Array.from({ length: 12 }, (_, i) => attempt('two-sum', { passed: i % 2 === 0, testStatus: i % 2 === 0 ? 'passed' : 'failed', createdAt: daysAgo(2 + i) }));
    const out = computeNext(input({ problems: [problem('two-sum', ['algorithmic']), problem('policy-grad', ['reinforcement_learning'])], attempts: many }));
    expect(out.next.url).toBe('/problem/policy-grad');
    expect(out.next.why).toContain('no evidence on reinforcement learning yet, so this explores it');
  });

  it('a problem with a high lookup rate is picked later than an equal one without', () => {
    // Same axis, same difficulty, same failed outcomes; only the lookups differ. "aaa" would win the
    // alphabetical tie-break, so coming second can only be the lookup penalty.
    const ps = [problem('aaa-leaned-on', ['training_mechanics']), problem('bbb-own-work', ['training_mechanics'])];
    const as = [
      attempt('aaa-leaned-on', { lookedReference: true, createdAt: daysAgo(3) }),
      attempt('aaa-leaned-on', { lookedPitfalls: true, createdAt: daysAgo(2) }),
      attempt('bbb-own-work', { createdAt: daysAgo(3) }),
      attempt('bbb-own-work', { createdAt: daysAgo(2) }),
    ];
    const ranked = rankCandidates(input({ problems: ps, attempts: as })).map((c) => c.id);
    expect(ranked.indexOf('bbb-own-work')).toBeLessThan(ranked.indexOf('aaa-leaned-on'));
    const out = computeNext(input({ problems: ps, attempts: as }));
    expect(out.next.url).toBe('/problem/bbb-own-work');
    expect(out.alternatives[0]!.url).toBe('/problem/aaa-leaned-on');
    expect(out.alternatives[0]!.why).toContain('Ranked lower because you opened the reference or pitfalls on 2 of 2 attempts');
    // without the lookups the tie-break puts aaa first, proving the ordering came from the lookup rate
    const clean = as.map((a) => ({ ...a, lookedReference: false, lookedPitfalls: false }));
    expect(computeNext(input({ problems: ps, attempts: clean })).next.url).toBe('/problem/aaa-leaned-on');
  });

  it('de-prioritises a problem solved cleanly in the last two weeks', () => {
    const ps = [problem('done', ['algorithmic']), problem('open', ['algorithmic'])];
    const out = computeNext(input({ problems: ps, attempts: [attempt('done', { passed: true, testStatus: 'passed', createdAt: daysAgo(3) })] }));
    expect(out.next.url).toBe('/problem/open');
  });

  it('scores confidence against outcome: sure-but-wrong counts worse than unsure-and-wrong', () => {
    expect(attemptOutcome(attempt('x', { confidence: 5 }))).toBeLessThan(attemptOutcome(attempt('x', { confidence: 2 })));
    expect(attemptOutcome(attempt('x', { passed: true, testStatus: 'passed', confidence: 1 }))).toBeLessThan(
      attemptOutcome(attempt('x', { passed: true, testStatus: 'passed', confidence: 4 })),
    );
  });

  it('older evidence counts less (recency)', () => {
    const ps = [problem('p', ['algorithmic'])];
    const recentFail = computeNext(input({ today: TODAY, problems: ps, attempts: [attempt('p', { createdAt: daysAgo(1) })] }));
    const oldFail = computeNext(input({ today: TODAY, problems: ps, attempts: [attempt('p', { createdAt: daysAgo(120) })] }));
    const e = (o: typeof recentFail) => o.estimates.find((x) => x.axis === 'algorithmic')!;
    expect(e(oldFail).evidence).toBeLessThan(e(recentFail).evidence);
    expect(e(oldFail).estimate).toBeGreaterThan(e(recentFail).estimate);
  });
});

describe('compute_next: other candidates', () => {
  it('a due reflection comes first in the axis-fit branch, but never over an active track', () => {
    const due = [{ id: 'r1', sectionTitle: 'Tensors', trackTitle: 'Mini track', dueDay: 3, daysSince: 3 }];
    const out = computeNext(input({ problems: [problem('p', ['algorithmic'])], dueReflections: due }));
    expect(out.next).toMatchObject({ kind: 'reflection', url: '/reflections' });
    expect(out.next.why).toContain('day-3 review');
    const withTrack = computeNext(input({ dueReflections: due, settings: { activeTrack: { track: TRACK, progress: progress(0) } } }));
    expect(withTrack.next.kind).toBe('track_section');
  });

  it('offers a reading that covers the weakest axis when no problem does', () => {
    const out = computeNext(input({
      problems: [problem('p', ['algorithmic'])],
      attempts: [attempt('p', { passed: true, testStatus: 'passed', reviewScore: 9, createdAt: daysAgo(20) })],
      readings: [{ trackSlug: 'gov', trackTitle: 'Governance', position: 0, title: 'Compute governance', url: 'https://example.org/g', axes: ['ai_governance_strategy'], durationMin: 25 }],
    }));
    expect(out.next).toMatchObject({ kind: 'reading', external: true, axis: 'ai_governance_strategy', duration_min: 25 });
    expect(out.next.why).toContain('"Compute governance" from Governance covers it in about 25 minutes');
  });

  it('an opted-in companion problem follows its reading until it is attempted', () => {
    const companions = [{ trackTitle: 'Mini track', sectionTitle: 'Attention', problemSlug: 'attn', completedAt: daysAgo(1) }];
    const settings = { activeTrack: { track: TRACK, progress: progress(2, [0, 1]) } };
    const ps = [problem('attn', ['transformer_internals'])];
    const offered = computeNext(input({ settings, problems: ps, companions }));
    expect(offered.next).toMatchObject({ kind: 'companion_problem', url: '/problem/attn' });
    const attempted = computeNext(input({ settings, problems: ps, companions, attempts: [attempt('attn', { createdAt: TODAY.toISOString() })] }));
    expect(attempted.next.kind).toBe('track_section');
  });
});
