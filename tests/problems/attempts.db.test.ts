import type { NewAttempt } from '../../src/main/db/repositories/attempts';
import type { FixedClock } from '../../src/main/services/clock';
import { createTestApp } from '../support/test-app';

const attempt = (over: Partial<NewAttempt> = {}): NewAttempt => ({
  problemSlug: 'add-two',
  language: 'python',
  mode: 'practice',
  code: 'def add(a, b):\n    return a + b\n',
  phaseNotes: { explore: 'inputs are ints', plan: 'return the sum' },
  hintCounts: { implement: 2 },
  lookedUpReference: false,
  lookedUpPitfalls: true,
  passed: true,
  testStatus: 'passed',
  testResults: [{ name: 'test_small', status: 'pass', message: '' }],
  phaseTimesMs: { explore: 1000, implement: 61_000 },
  notes: 'first try',
  confidence: 4,
  durationMs: 87.4,
  isolation: 'bubblewrap',
  errorMessage: null,
  voiceKey: 'default',
  ...over,
});

describe('attempts repository (writings_owner_only)', () => {
  let app: ReturnType<typeof createTestApp>;
  let me: string;
  let other: string;
  beforeEach(() => {
    app = createTestApp();
    me = app.ctx.services.profiles.currentId();
    other = app.ctx.repos.profiles.create('Other', app.clock.now()).id;
  });
  afterEach(() => app.close());

  it('stores every field of a submission and reads it back', () => {
    const created = app.ctx.repos.attempts.create(me, attempt(), app.clock.now());
    expect(app.ctx.repos.attempts.get(me, created.id)).toEqual({
      ...attempt(),
      durationMs: 87,
      id: created.id,
      userId: me,
      createdAt: app.clock.now().toISOString(),
    });
  });

  it("never shows one profile's attempts to another", () => {
    const mine = app.ctx.repos.attempts.create(me, attempt(), app.clock.now());
    expect(app.ctx.repos.attempts.get(other, mine.id)).toBeUndefined();
    expect(app.ctx.repos.attempts.listForProblem(other, 'add-two')).toEqual([]);
    expect(app.ctx.repos.attempts.lastPerProblem(other).size).toBe(0);
  });

  it('lists newest first and reports the last result and count per problem', () => {
    const clock = app.clock as FixedClock;
    app.ctx.repos.attempts.create(me, attempt({ passed: false, testStatus: 'failed' }), clock.now());
    clock.advanceMs(60_000);
    const second = app.ctx.repos.attempts.create(me, attempt({ mode: 'interview' }), clock.now());
    // Same instant as the second: insertion order still decides which is latest.
    const third = app.ctx.repos.attempts.create(me, attempt({ passed: false, testStatus: 'timeout' }), clock.now());
    app.ctx.repos.attempts.create(me, attempt({ problemSlug: 'other' }), clock.now());

    expect(app.ctx.repos.attempts.listForProblem(me, 'add-two').map((a) => a.id).slice(0, 2)).toEqual([third.id, second.id]);
    const last = app.ctx.repos.attempts.lastPerProblem(me);
    expect(last.get('add-two')).toMatchObject({ testStatus: 'timeout', passed: false, count: 3 });
    expect(last.get('other')).toMatchObject({ count: 1, passed: true });
  });

  it('refuses a confidence outside 1 to 5 at the database too', () => {
    expect(() => app.ctx.repos.attempts.create(me, attempt({ confidence: 6 }), app.clock.now())).toThrow(/CHECK/);
    expect(app.ctx.repos.attempts.listForProblem(me, 'add-two')).toEqual([]);
  });

  it('reads a damaged JSON cell as empty instead of failing the page', () => {
    const created = app.ctx.repos.attempts.create(me, attempt(), app.clock.now());
    app.ctx.db.prepare("UPDATE attempts SET test_results_json = '{oops' WHERE id = ?").run(created.id);
    expect(app.ctx.repos.attempts.get(me, created.id)?.testResults).toEqual([]);
  });
});
