import fc from 'fast-check';
import type { AxisId } from '../../src/shared/domain/axes';
import {
  allCandidates,
  LOOKUP_PENALTY,
  rank,
  scoreProblem,
  summarize,
  type Scored,
} from '../../src/main/services/picker/candidates';
import type { AxisStats } from '../../src/main/services/picker/estimate';
import type { ProblemSummary, RedrillEvidence } from '../../src/main/services/picker/types';
import { attempt, daysAgo, input, problem, TODAY } from './fixtures';

/**
 * The axis-fit scorer with hand-made axis statistics, so each rule shows as an exact change of score and one
 * recorded reason: lookups, work today, a recent clean solve, the difficulty fit, the first step, the other weak
 * axes a problem covers, and the fixed places of reflections, re-drills, readings and writing.
 */
const axis = (id: AxisId, priority: number, over: Partial<AxisStats> = {}): AxisStats => ({
  axis: id,
  estimate: 0.8, // 'hard' territory, so the fixtures' medium problems claim no difficulty fit
  evidence: 1,
  attempts: 2,
  uncertainty: 0.3,
  priority,
  ...over,
});
const statsOf = (...s: AxisStats[]) => new Map(s.map((x) => [x.axis, x]));
const EVALS = axis('eval_design', 0.6);
const STATS = statsOf(EVALS, axis('algorithmic', 0.4), axis('systems_programming', 0.3));
const FOCUS: AxisId[] = ['eval_design', 'algorithmic', 'systems_programming'];
const summary = (over: Partial<ProblemSummary> = {}): ProblemSummary => ({
  attempts: 2,
  leaned: 0,
  lastAt: daysAgo(20),
  lastPassed: false,
  lastCleanAt: null,
  ...over,
});
const score = (over: Partial<ProblemSummary> | undefined, p = problem('p', ['eval_design'])) =>
  scoreProblem(p, over && summary(over), TODAY, STATS, FOCUS);
const types = (c: Scored) => c.reasons.map((r) => r.type);

describe('summarize: one problem’s history', () => {
  it('has nothing to say about a problem never tried', () => {
    expect(summarize([])).toBeUndefined();
  });

  it('counts attempts and lookups (reference or pitfalls), and takes the latest attempt’s time and result', () => {
    const s = summarize([
      attempt('p', { createdAt: daysAgo(5), passed: true, testStatus: 'passed', lookedPitfalls: true }),
      attempt('p', { createdAt: daysAgo(1), lookedReference: true }),
      attempt('p', { createdAt: daysAgo(3) }),
    ]);
    expect(s).toEqual({ attempts: 3, leaned: 2, lastAt: daysAgo(1), lastPassed: false, lastCleanAt: daysAgo(5) });
  });

  it('a pass with the reference open is not clean; a pass with only the pitfalls open is', () => {
    const pass = { passed: true, testStatus: 'passed' as const };
    expect(
      summarize([attempt('p', { ...pass, lookedReference: true, createdAt: daysAgo(2) })])?.lastCleanAt,
    ).toBeNull();
    expect(summarize([attempt('p', { ...pass, lookedPitfalls: true, createdAt: daysAgo(2) })])?.lastCleanAt).toBe(
      daysAgo(2),
    );
  });

  it('the latest clean pass wins whatever the order of the rows', () => {
    const pass = { passed: true, testStatus: 'passed' as const };
    const rows = [attempt('p', { ...pass, createdAt: daysAgo(2) }), attempt('p', { ...pass, createdAt: daysAgo(9) })];
    expect(summarize(rows)?.lastCleanAt).toBe(daysAgo(2));
    expect(summarize([...rows].reverse())?.lastCleanAt).toBe(daysAgo(2));
    expect(summarize([...rows].reverse())?.lastAt).toBe(daysAgo(2));
  });

  it('of two attempts at the same instant, the later row is the latest', () => {
    const at = daysAgo(1);
    expect(
      summarize([attempt('p', { createdAt: at }), attempt('p', { createdAt: at, passed: true, testStatus: 'passed' })]),
    ).toMatchObject({ lastPassed: true, lastCleanAt: at });
    expect(
      summarize([attempt('p', { createdAt: at, passed: true, testStatus: 'passed' }), attempt('p', { createdAt: at })]),
    ).toMatchObject({ lastPassed: false, lastCleanAt: at });
  });
});

describe('scoreProblem: the rules, one at a time', () => {
  it('an untried problem scores its axis priority and says it is untried', () => {
    const c = score(undefined);
    expect(c.score).toBe(0.6);
    expect(types(c)).toEqual(['axis', 'untried']);
    expect(c).toMatchObject({
      kind: 'problem',
      id: 'p',
      title: 'Problem p',
      url: '/problem/p',
      axis: 'eval_design',
      durationMin: null,
    });
    expect(c.reasons[0]).toEqual({ type: 'axis', axis: EVALS, focusRank: 0 });
  });

  it('lookups cost up to half a point, in proportion to the attempts that leaned on help', () => {
    expect(LOOKUP_PENALTY).toBe(0.5);
    const c = score({ attempts: 4, leaned: 1 });
    expect(c.score).toBeCloseTo(0.6 - 0.125, 12);
    expect(c.reasons).toContainEqual({ type: 'lookups', leaned: 1, total: 4 });
    expect(score({ attempts: 2, leaned: 0 }).reasons.map((r) => r.type)).not.toContain('lookups');
  });

  it('work in the last 24 hours lowers the score by 0.3; a day ago does not', () => {
    expect(score({ lastAt: daysAgo(0.9) }).score).toBeCloseTo(0.3, 12);
    expect(types(score({ lastAt: daysAgo(0.9) }))).toContain('tried_today');
    expect(types(score({ lastAt: daysAgo(1) }))).not.toContain('tried_today');
  });

  it('a clean solve in the last 14 days lowers the score by 0.4 and names the days; at 14 days it no longer does', () => {
    const recent = score({ lastPassed: true, lastCleanAt: daysAgo(13.9), lastAt: daysAgo(13.9) });
    expect(recent.score).toBeCloseTo(0.2, 12);
    expect(recent.reasons).toContainEqual({ type: 'solved_recently', days: 13 });
    const old = score({ lastPassed: true, lastCleanAt: daysAgo(14), lastAt: daysAgo(14) });
    expect(old.score).toBe(0.6);
    expect(types(old)).toEqual(['axis']);
  });

  it('a failed last attempt is said, unless the problem was solved cleanly within 14 days', () => {
    expect(types(score({ lastPassed: false }))).toEqual(['axis', 'failed_last']);
    expect(types(score({ lastPassed: false, lastCleanAt: daysAgo(3) }))).toEqual(['axis', 'solved_recently']);
    expect(types(score({ lastPassed: false, lastCleanAt: daysAgo(30) }))).toEqual(['axis', 'failed_last']);
  });

  it('with evidence on the axis, a difficulty matching the estimate adds 0.05 (easy under 0.4, medium under 0.7)', () => {
    const fit = (estimate: number, difficulty: 'easy' | 'medium' | 'hard') => {
      const stats = statsOf(axis('eval_design', 0.6, { estimate }));
      return scoreProblem(problem('p', ['eval_design'], difficulty), undefined, TODAY, stats, FOCUS);
    };
    expect(fit(0.39, 'easy').score).toBeCloseTo(0.65, 12);
    expect(fit(0.39, 'easy').reasons).toContainEqual({ type: 'difficulty_fit', difficulty: 'easy' });
    expect(types(fit(0.4, 'easy'))).not.toContain('difficulty_fit');
    expect(types(fit(0.4, 'medium'))).toContain('difficulty_fit');
    expect(types(fit(0.69, 'medium'))).toContain('difficulty_fit');
    expect(types(fit(0.7, 'medium'))).not.toContain('difficulty_fit');
    expect(types(fit(0.7, 'hard'))).toContain('difficulty_fit');
    expect(fit(0.7, 'hard').score).toBeCloseTo(0.65, 12);
  });

  it('without evidence on the axis an easy problem gets +0.1 as a first step, and no difficulty claim', () => {
    const fresh = statsOf(axis('eval_design', 0.6, { attempts: 0, estimate: 0.2 }));
    const easy = scoreProblem(problem('p', ['eval_design'], 'easy'), undefined, TODAY, fresh, FOCUS);
    expect(easy.score).toBeCloseTo(0.7, 12);
    expect(types(easy)).toEqual(['axis', 'untried', 'first_step']);
    const medium = scoreProblem(problem('p', ['eval_design'], 'medium'), undefined, TODAY, fresh, FOCUS);
    expect(medium.score).toBe(0.6);
    // With evidence, an easy problem gets no first-step bonus.
    expect(types(score(undefined, problem('p', ['eval_design'], 'easy')))).not.toContain('first_step');
  });

  it('a problem on no known axis scores 0, and an easy one still counts as a first step', () => {
    const c = scoreProblem(problem('p', ['paper_reading'], 'easy'), undefined, TODAY, STATS, FOCUS);
    expect(c).toMatchObject({ axis: null, score: 0.1 });
    expect(types(c)).toEqual(['untried', 'first_step']);
  });

  it('the best axis is the one with the highest priority; other focus axes it covers add 0.05 each and are named', () => {
    const c = score(undefined, problem('p', ['systems_programming', 'paper_reading', 'eval_design', 'algorithmic']));
    expect(c.axis).toBe('eval_design');
    expect(c.score).toBeCloseTo(0.7, 12);
    expect(c.reasons).toContainEqual({ type: 'also_covers', count: 2, axes: ['systems_programming', 'algorithmic'] });
  });

  it('of two axes with the same priority the first listed is the best', () => {
    const tie = statsOf(axis('eval_design', 0.5), axis('algorithmic', 0.5));
    const c = scoreProblem(problem('p', ['algorithmic', 'eval_design']), undefined, TODAY, tie, ['eval_design']);
    expect(c.axis).toBe('algorithmic');
    expect(c.reasons[0]).toMatchObject({ type: 'axis', focusRank: -1 });
  });
});

describe('allCandidates: reflections, re-drills, readings and writing', () => {
  const redrill = (slug: string, over: Partial<RedrillEvidence> = {}): RedrillEvidence => ({
    problemSlug: slug,
    due: daysAgo(1),
    lastAt: daysAgo(4.5),
    lastRating: 'hard',
    lastPassed: true,
    reps: 2,
    ...over,
  });

  it('a due reflection scores 10 plus a hundredth per day since, takes 3 minutes and links to the reflections', () => {
    const [c] = allCandidates(
      input({ dueReflections: [{ id: 'r1', sectionTitle: 'Tensors', trackTitle: 'Mini', dueDay: 7, daysSince: 8 }] }),
      STATS,
      FOCUS,
    );
    expect(c).toEqual({
      kind: 'reflection',
      id: 'r1',
      title: 'Revisit your reflection on “Tensors”',
      url: '/reflections',
      axis: null,
      durationMin: 3,
      score: 10.08,
      reasons: [{ type: 'reflection', id: 'r1', sectionTitle: 'Tensors', trackTitle: 'Mini', dueDay: 7, daysSince: 8 }],
    });
  });

  it('a re-drill scores 5 plus a hundredth per overdue day (at most a year), with whole days in its reason', () => {
    const problems = [problem('a', ['eval_design']), problem('b', ['paper_reading'])];
    const out = allCandidates(
      input({ problems, dueRedrills: [redrill('a', { due: daysAgo(3.5) }), redrill('b', { due: daysAgo(500) })] }),
      STATS,
      FOCUS,
    ).filter((c) => c.kind === 'redrill');
    expect(out.map((c) => [c.id, c.score])).toEqual([
      ['b', 8.65],
      ['a', 5.03],
    ]);
    expect(out[1]).toMatchObject({ title: 'Problem a', url: '/problem/a', axis: 'eval_design', durationMin: null });
    expect(out[1]!.reasons).toEqual([
      { type: 'redrill', daysSince: 4, lastRating: 'hard', lastPassed: true, overdueDays: 3 },
    ]);
    // No statistics for its axis: the problem's first axis.
    expect(out[0]!.axis).toBe('paper_reading');
  });

  it('the most overdue re-drills are offered whatever order the schedule lists them in', () => {
    // Slugs run the other way from the due dates, so only the due date can put "z" first.
    const problems = [problem('a', ['eval_design']), problem('m', ['eval_design']), problem('z', ['eval_design'])];
    const rows = [
      redrill('a', { due: daysAgo(1) }),
      redrill('m', { due: daysAgo(2) }),
      redrill('z', { due: daysAgo(3) }),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: 3, maxLength: 3 }), (dueRedrills) => {
        const ids = allCandidates(input({ problems, dueRedrills }), STATS, FOCUS)
          .filter((c) => c.kind === 'redrill')
          .map((c) => c.id);
        expect(ids).toEqual(['z', 'm']);
      }),
    );
  });

  it('re-drills due at the same time go by slug; a problem no longer in the corpus does not take a slot', () => {
    const problems = [problem('a', ['eval_design']), problem('b', ['eval_design']), problem('c', ['eval_design'])];
    const ids = (dueRedrills: RedrillEvidence[]) =>
      allCandidates(input({ problems, dueRedrills }), STATS, FOCUS)
        .filter((c) => c.kind === 'redrill')
        .map((c) => c.id);
    expect(ids([redrill('c'), redrill('b'), redrill('a')])).toEqual(['a', 'b']);
    expect(ids([redrill('a'), redrill('c'), redrill('b')])).toEqual(['a', 'b']);
    expect(ids([redrill('gone', { due: daysAgo(9) }), redrill('c'), redrill('b')])).toEqual(['b', 'c']);
  });

  it('a reading scores its axis fit less 0.05, with a sortable id; one on no known axis is left out', () => {
    const reading = {
      trackSlug: 'gov',
      trackTitle: 'Governance',
      position: 12,
      title: 'Compute',
      url: 'https://example.org/c',
      axes: ['eval_design'] as AxisId[],
      durationMin: 25,
    };
    const out = allCandidates(
      input({ readings: [reading, { ...reading, position: 13, axes: ['paper_reading'] }] }),
      STATS,
      FOCUS,
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      kind: 'reading',
      id: 'gov#00012',
      axis: 'eval_design',
      durationMin: 25,
      url: 'https://example.org/c',
    });
    expect(out[0]!.score).toBeCloseTo(0.55, 12);
    expect(out[0]!.reasons.at(-1)).toEqual({ type: 'reading', trackTitle: 'Governance', minutes: 25 });
  });

  it('a piece in idea, outline or draft is offered for technical writing (less 0.02, and 0.2 less if edited today)', () => {
    const stats = statsOf(axis('technical_writing', 0.5));
    const w = (id: string, stage: string, updatedAt = daysAgo(3)) => ({ id, title: `Piece ${id}`, stage, updatedAt });
    const out = allCandidates(
      input({
        writings: [
          w('i', 'idea'),
          w('o', 'outline'),
          w('d', 'draft', daysAgo(0.5)),
          w('y', 'draft', daysAgo(1)),
          w('r', 'ready'),
          w('p', 'published'),
          w('a', 'archived'),
        ],
      }),
      stats,
      ['technical_writing'],
    );
    expect(out.map((c) => [c.id, Math.round(c.score * 1000) / 1000])).toEqual([
      ['i', 0.48],
      ['o', 0.48],
      ['d', 0.28],
      ['y', 0.48],
    ]);
    expect(out[2]).toMatchObject({
      kind: 'writing',
      title: 'Piece d',
      url: '/writings/d',
      axis: 'technical_writing',
      durationMin: null,
    });
    expect(out[2]!.reasons.at(-1)).toEqual({ type: 'writing', stage: 'draft' });
  });

  it('with derived summaries, a problem’s history comes from them and not from the attempts', () => {
    const problems = [problem('p', ['eval_design'])];
    const derived = { axisSums: new Map(), problems: new Map([['p', summary({ attempts: 4, leaned: 4 })]]) };
    const [fromDerived] = allCandidates(input({ problems, attempts: [attempt('p')], derived }), STATS, FOCUS);
    expect(fromDerived!.reasons).toContainEqual({ type: 'lookups', leaned: 4, total: 4 });
    const [fromAttempts] = allCandidates(
      input({ problems, attempts: [attempt('p', { lookedReference: true })] }),
      STATS,
      FOCUS,
    );
    expect(fromAttempts!.reasons).toContainEqual({ type: 'lookups', leaned: 1, total: 1 });
  });

  it('groups the attempts of each problem before summarizing them', () => {
    const problems = [problem('p', ['eval_design']), problem('q', ['eval_design'])];
    const attempts = [attempt('p'), attempt('q', { lookedPitfalls: true }), attempt('p', { lookedReference: true })];
    const out = allCandidates(input({ problems, attempts }), STATS, FOCUS);
    expect(out.find((c) => c.id === 'p')!.reasons).toContainEqual({ type: 'lookups', leaned: 1, total: 2 });
    expect(out.find((c) => c.id === 'q')!.reasons).toContainEqual({ type: 'lookups', leaned: 1, total: 1 });
  });
});

describe('rank: highest score first, then kind, then id', () => {
  const c = (kind: Scored['kind'], id: string, s: number): Scored => ({
    kind,
    id,
    title: id,
    url: `/${id}`,
    axis: null,
    durationMin: null,
    score: s,
    reasons: [],
  });

  it('orders by score, then reflection, re-drill, problem, reading, writing, then id', () => {
    const list = [
      c('writing', 'w', 1),
      c('reading', 'r', 1),
      c('problem', 'p2', 1),
      c('problem', 'p1', 1),
      c('redrill', 'd', 1),
      c('reflection', 'f', 1),
      c('problem', 'top', 2),
    ];
    const order = ['top', 'f', 'd', 'p1', 'p2', 'r', 'w'];
    expect(rank(list).map((x) => x.id)).toEqual(order);
    expect(rank([...list].reverse()).map((x) => x.id)).toEqual(order);
  });

  it('does not reorder the list it was given', () => {
    const list = [c('problem', 'b', 1), c('problem', 'a', 2)];
    rank(list);
    expect(list.map((x) => x.id)).toEqual(['b', 'a']);
  });
});
