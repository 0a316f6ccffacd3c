// The retention repository's attempt window (`sources`: bounds, order, work time, evidence, hints, latest ready
// review) and its attempt facts, written only where they differ (`syncFacts`).
import type { AttemptFactRow } from '../../src/main/db/repositories/retention';
import { T1, T2, T3 } from '../database/fresh-repositories';
import { T0, T4, T5, attempt, setAttemptCell, readyReview, review, fact, storedFacts, factColumns, rowids, repos, ada, bob, useFreshRepositories } from './repository-support';

useFreshRepositories();

describe('sources', () => {
  it("answers the attempts created in [from, to), oldest first, same-instant ones in insertion order, only the user's", () => {
    const before = attempt(ada, T0);
    const late = attempt(ada, T3);
    const first = attempt(ada, T1);
    const ties = [attempt(ada, T2), attempt(ada, T2), attempt(ada, T2), attempt(ada, T2)];
    const atEnd = attempt(ada, T4);
    attempt(bob, T2);
    expect(repos.retention.sources(ada, T1, T4).map((s) => s.id)).toEqual([first, ...ties, late]);
    expect(repos.retention.sources(ada, T2, T3).map((s) => s.id)).toEqual(ties);
    expect(repos.retention.sources(ada, T3, T3)).toEqual([]);
    expect(repos.retention.sources(ada, T0, T1).map((s) => s.id)).toEqual([before]);
    expect(repos.retention.sources(ada, T4, T5).map((s) => s.id)).toEqual([atEnd]);
    expect(repos.retention.sources(bob, T1, T4)).toHaveLength(1);
  });

  it('reads from the first attempt and to past any ISO time when the bounds are left out', () => {
    const a = attempt(ada, T0);
    const b = attempt(ada, T2);
    const c = attempt(ada, '9999-12-31T23:59:59.999Z');
    attempt(bob, T1);
    expect(repos.retention.sources(ada).map((s) => s.id)).toEqual([a, b, c]);
    expect(repos.retention.sources(ada, T1).map((s) => s.id)).toEqual([b, c]);
    expect(repos.retention.sources(ada, undefined, T2).map((s) => s.id)).toEqual([a]);
    expect(repos.retention.sources(ada, '', T1).map((s) => s.id)).toEqual([a]);
  });

  it('sums the positive finite phase times as the work time, rounded once; any other cell is 0', () => {
    const cells: [string, number][] = [
      ['{"plan":1000,"implement":234}', 1234],
      ['{}', 0],
      ['{broken', 0],
      ['', 0],
      ['null', 0],
      ['[500,600]', 0],
      ['7', 0],
      ['"1234"', 0],
      ['{"plan":1e999,"implement":5}', 5],
      ['{"plan":-50,"implement":60}', 60],
      ['{"plan":"70","implement":true,"verify":null,"explore":{"x":1},"brainstorm":[80]}', 0],
      ['{"plan":1.4,"implement":1.4}', 3],
      ['{"plan":0.2,"implement":0.2}', 0],
      ['{"plan":2.5}', 3],
    ];
    const ids = cells.map(([cell], i) => {
      const id = attempt(ada, new Date(Date.parse(T1) + i).toISOString());
      setAttemptCell(id, 'phase_times_json', cell);
      return id;
    });
    const read = repos.retention.sources(ada);
    expect(read.map((s) => s.id)).toEqual(ids);
    expect(read.map((s, i) => [cells[i]![0], s.workMs])).toEqual(cells);
  });

  it('reads every evidence field, booleans true only for 1, scores null without a review', () => {
    const a = attempt(ada, T1, {
      problemSlug: 'two-sum',
      passed: true,
      testStatus: 'passed',
      lookedUpReference: false,
      lookedUpPitfalls: true,
      hintCounts: { plan: 2 },
      confidence: 5,
      mode: 'interview',
      phaseTimesMs: { implement: 4000 },
    });
    const b = attempt(ada, T2, {
      problemSlug: 'lru-cache',
      passed: false,
      testStatus: 'timeout',
      lookedUpReference: true,
      lookedUpPitfalls: false,
      confidence: 1,
      mode: 'practice',
    });
    expect(repos.retention.sources(ada)).toEqual([
      {
        id: a,
        workMs: 4000,
        evidence: {
          problemSlug: 'two-sum',
          passed: true,
          testStatus: 'passed',
          lookedReference: false,
          lookedPitfalls: true,
          hints: 2,
          confidence: 5,
          mode: 'interview',
          createdAt: T1,
          reviewScore: null,
          rubricScore: null,
        },
      },
      {
        id: b,
        workMs: 0,
        evidence: {
          problemSlug: 'lru-cache',
          passed: false,
          testStatus: 'timeout',
          lookedReference: true,
          lookedPitfalls: false,
          hints: 0,
          confidence: 1,
          mode: 'practice',
          createdAt: T2,
          reviewScore: null,
          rubricScore: null,
        },
      },
    ]);
  });

  it('totals the hints of each attempt, the same cell twice and different cells after each other', () => {
    const cells: [string, number][] = [
      ['{"plan":2,"implement":1}', 3],
      ['{"plan":5}', 5],
      ['{"plan":2,"implement":1}', 3],
      ['{}', 0],
      ['{broken', 0],
      ['[4]', 0],
      ['{"plan":5}', 5],
      ['{"plan":-1,"verify":4}', 4],
    ];
    cells.forEach(([cell], i) => {
      const id = attempt(ada, new Date(Date.parse(T1) + i).toISOString());
      setAttemptCell(id, 'hint_counts_json', cell);
    });
    expect(repos.retention.sources(ada).map((s) => s.evidence.hints)).toEqual(cells.map(([, n]) => n));
  });

  it('joins the latest ready review by creation time (then insertion), never a pending or failed one', () => {
    const [a, b, c, d, e] = [T1, T1, T1, T1, T1].map((t) => attempt(ada, t));
    // a: the later-created ready review wins even though it was stored first.
    review(ada, a!, T3, readyReview(9, { x: { score: 3 }, y: { score: 0 } }));
    review(ada, a!, T2, readyReview(4, { x: { score: 3 } }));
    // b: a ready review, then newer pending and failed ones, which do not count.
    review(ada, b!, T2, readyReview(6, { x: { score: 1 } }));
    review(ada, b!, T3, { status: 'pending' });
    review(ada, b!, T4, { status: 'failed', failureReason: 'boom', model: 'm' });
    // c: only pending and failed reviews.
    review(ada, c!, T2, { status: 'pending' });
    review(ada, c!, T3, { status: 'failed', failureReason: 'boom', model: 'm' });
    // d: two ready reviews at the same instant: the one stored last wins; its rubric is unusable.
    review(ada, d!, T2, readyReview(2, { x: { score: 3 } }));
    review(ada, d!, T2, readyReview(3, null));
    // e: a ready review without a score.
    review(ada, e!, T2, readyReview(null, { x: { score: 2 }, y: { score: 1 } }));
    expect(repos.retention.sources(ada).map((s) => [s.id, s.evidence.reviewScore, s.evidence.rubricScore])).toEqual([
      [a, 9, 0.5],
      [b, 6, 1 / 3],
      [c, null, null],
      [d, 3, null],
      [e, null, 0.5],
    ]);
  });

  it('reads the reviews of the window only, and of the user only', () => {
    const inside = attempt(ada, T2);
    const outside = attempt(ada, T4);
    const bobs = attempt(bob, T2);
    review(ada, inside, T2, readyReview(5, null));
    review(ada, outside, T4, readyReview(7, null));
    review(bob, bobs, T2, readyReview(8, null));
    expect(repos.retention.sources(ada, T1, T3).map((s) => [s.id, s.evidence.reviewScore])).toEqual([[inside, 5]]);
    expect(repos.retention.sources(ada, T3).map((s) => [s.id, s.evidence.reviewScore])).toEqual([[outside, 7]]);
    expect(repos.retention.sources(bob).map((s) => [s.id, s.evidence.reviewScore])).toEqual([[bobs, 8]]);
  });
});

// ---- per-attempt facts ----------------------------------------------------------------------------------------

describe('attempt facts', () => {
  it('puts a fact with 0/1 booleans and reads it back; a re-put replaces it as a new row, after same-time peers', () => {
    repos.retention.putFact(ada, fact('a1', { passed: true, redrill: false }));
    repos.retention.putFact(ada, fact('a2', { passed: false, redrill: true, difficulty: null, rating: 'again' }));
    expect(storedFacts(ada)).toEqual(
      factColumns([
        fact('a1', { passed: true, redrill: false }),
        fact('a2', { passed: false, redrill: true, difficulty: null, rating: 'again' }),
      ]),
    );
    repos.retention.putFact(ada, fact('a1', { workMs: 7, rating: 'easy' }));
    expect(repos.retention.factsSince(ada, '')).toEqual([
      fact('a2', { passed: false, redrill: true, difficulty: null, rating: 'again' }),
      fact('a1', { workMs: 7, rating: 'easy' }),
    ]);
  });

  it("answers the facts created at or after the bound, by time then insertion, only the user's", () => {
    repos.retention.putFact(ada, fact('z', { createdAt: T2, difficulty: 'hard' }));
    repos.retention.putFact(ada, fact('a', { createdAt: T3, passed: false }));
    repos.retention.putFact(ada, fact('y', { createdAt: T2, redrill: true }));
    repos.retention.putFact(ada, fact('old', { createdAt: T1 }));
    repos.retention.putFact(bob, fact('b', { createdAt: T3 }));
    expect(repos.retention.factsSince(ada, T2)).toEqual([
      fact('z', { createdAt: T2, difficulty: 'hard' }),
      fact('y', { createdAt: T2, redrill: true }),
      fact('a', { createdAt: T3, passed: false }),
    ]);
    expect(repos.retention.factsSince(ada, T4)).toEqual([]);
    expect(repos.retention.factsSince(bob, '')).toEqual([fact('b', { createdAt: T3 })]);
  });

  it('counts the facts created at or after an instant, per user', () => {
    expect(repos.retention.attemptsSince(ada, '')).toBe(0);
    repos.retention.putFact(ada, fact('a1', { createdAt: T1 }));
    repos.retention.putFact(ada, fact('a2', { createdAt: T2 }));
    repos.retention.putFact(ada, fact('a3', { createdAt: T3 }));
    repos.retention.putFact(bob, fact('b1', { createdAt: T3 }));
    attempt(ada, T3); // an attempt without a fact is not counted: this reads retention_attempts
    expect(repos.retention.attemptsSince(ada, T2)).toBe(2);
    expect(repos.retention.attemptsSince(ada, T1)).toBe(3);
    expect(repos.retention.attemptsSince(ada, T4)).toBe(0);
    expect(repos.retention.attemptsSince(bob, '')).toBe(1);
  });

  it("counts the user's redrill facts", () => {
    expect(repos.retention.redrillsDone(ada)).toBe(0);
    repos.retention.putFact(ada, fact('a1', { redrill: true }));
    repos.retention.putFact(ada, fact('a2', { redrill: false }));
    repos.retention.putFact(ada, fact('a3', { redrill: true }));
    repos.retention.putFact(bob, fact('b1', { redrill: true }));
    expect(repos.retention.redrillsDone(ada)).toBe(2);
    expect(repos.retention.redrillsDone(bob)).toBe(1);
  });
});

describe('syncFacts', () => {
  const factRowids = (userId: string) =>
    rowids('SELECT attempt_id AS k, rowid AS r FROM retention_attempts WHERE user_id = ?', userId);
  const base = () => [
    fact('a1', { createdAt: T2, passed: true, redrill: false, difficulty: 'easy' }),
    fact('a2', { createdAt: T1, passed: false, redrill: true, difficulty: null, rating: 'hard', workMs: 0 }),
    fact('a3', { createdAt: T2, problemSlug: 'q', rating: 'easy' }),
  ];

  it('answers 0 and writes nothing for no facts over no rows', () => {
    expect(repos.retention.syncFacts(ada, [])).toBe(0);
    expect(storedFacts(ada)).toEqual([]);
  });

  it('writes every fact into an empty table and answers how many', () => {
    expect(repos.retention.syncFacts(ada, base())).toBe(3);
    expect(storedFacts(ada)).toEqual(factColumns(base()));
  });

  it('answers 0 and rewrites no row when the facts equal the stored rows, in any order', () => {
    repos.retention.syncFacts(ada, base());
    const before = factRowids(ada);
    expect(repos.retention.syncFacts(ada, base())).toBe(0);
    expect(repos.retention.syncFacts(ada, [...base()].reverse())).toBe(0);
    expect(factRowids(ada)).toEqual(before);
    expect(storedFacts(ada)).toEqual(factColumns(base()));
  });

  it('counts a fact as changed when any one of its eight fields differs, and rewrites only that row', () => {
    repos.retention.syncFacts(ada, base());
    const [a1, a2, a3] = base() as [AttemptFactRow, AttemptFactRow, AttemptFactRow];
    const variants: [string, AttemptFactRow[]][] = [
      ['problemSlug', [{ ...a1, problemSlug: 'r' }, a2, a3]],
      ['difficulty to another', [{ ...a1, difficulty: 'medium' }, a2, a3]],
      ['difficulty to null', [{ ...a1, difficulty: null }, a2, a3]],
      ['difficulty from null', [a1, { ...a2, difficulty: 'hard' }, a3]],
      ['passed to false', [{ ...a1, passed: false }, a2, a3]],
      ['passed to true', [a1, { ...a2, passed: true }, a3]],
      ['workMs', [{ ...a1, workMs: 1001 }, a2, a3]],
      ['rating', [{ ...a1, rating: 'again' }, a2, a3]],
      ['redrill to true', [{ ...a1, redrill: true }, a2, a3]],
      ['redrill to false', [a1, { ...a2, redrill: false }, a3]],
      ['dueAfter', [{ ...a1, dueAfter: T4 }, a2, a3]],
      ['createdAt', [{ ...a1, createdAt: T3 }, a2, a3]],
    ];
    const untouched = factRowids(ada).a3;
    const results = variants.map(([name, facts]) => {
      const changed = repos.retention.syncFacts(ada, facts);
      const stored = storedFacts(ada);
      const back = repos.retention.syncFacts(ada, base());
      return [name, changed, JSON.stringify(stored) === JSON.stringify(factColumns(facts)), back];
    });
    expect(results).toEqual(variants.map(([name]) => [name, 1, true, 1]));
    expect(storedFacts(ada)).toEqual(factColumns(base()));
    expect(factRowids(ada).a3).toBe(untouched);
  });

  it('deletes the rows of attempts no longer listed and writes the new ones, leaving the others alone', () => {
    repos.retention.syncFacts(ada, base());
    repos.retention.syncFacts(bob, [fact('b1'), fact('b2', { passed: false })]);
    const [a1, , a3] = base() as [AttemptFactRow, AttemptFactRow, AttemptFactRow];
    const before = factRowids(ada);
    const bobBefore = factRowids(bob);
    const a4 = fact('a4', { createdAt: T3 });
    expect(repos.retention.syncFacts(ada, [a3, a4, a1])).toBe(1);
    expect(storedFacts(ada)).toEqual(factColumns([a1, a3, a4]));
    expect(factRowids(ada)).toEqual({ a1: before.a1, a3: before.a3, a4: expect.any(Number) });
    // only deletions: nothing written
    expect(repos.retention.syncFacts(ada, [a4])).toBe(0);
    expect(storedFacts(ada)).toEqual(factColumns([a4]));
    expect(repos.retention.syncFacts(ada, [])).toBe(0);
    expect(storedFacts(ada)).toEqual([]);
    expect(storedFacts(bob)).toEqual(factColumns([fact('b1'), fact('b2', { passed: false })]));
    expect(factRowids(bob)).toEqual(bobBefore);
  });

  it("compares with the user's own rows only", () => {
    repos.retention.syncFacts(bob, [fact('b1')]);
    expect(repos.retention.syncFacts(ada, [])).toBe(0);
    expect(repos.retention.syncFacts(ada, [fact('a1')])).toBe(1);
    expect(repos.retention.syncFacts(bob, [fact('b1')])).toBe(0);
    expect(storedFacts(bob)).toEqual(factColumns([fact('b1')]));
  });
});

// ---- per-axis day and week rows -------------------------------------------------------------------------------
