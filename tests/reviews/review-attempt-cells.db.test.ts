import type { NewAttempt } from '../../src/main/db/repositories/attempts';
import { createTestApp } from '../support/test-app';
import { insertAttempt } from './fixtures';

/**
 * What the attempts and reviews repositories read from cells edited outside the app (every oddly shaped JSON cell
 * reads as an empty value, never as a crash or a wrong type), and every field a settled review keeps.
 */
describe('attempts and reviews: JSON cells and settled fields', () => {
  let app: ReturnType<typeof createTestApp>;
  let me: string;
  beforeEach(() => {
    app = createTestApp();
    me = app.ctx.services.profiles.currentId();
  });
  afterEach(() => app.close());

  const newAttempt: NewAttempt = {
    problemSlug: 'add-two',
    language: 'python',
    mode: 'practice',
    code: 'def add(a, b):\n    return a + b\n',
    phaseNotes: { plan: 'return the sum' },
    hintCounts: { implement: 2 },
    lookedUpReference: true,
    lookedUpPitfalls: false,
    passed: true,
    testStatus: 'passed',
    testResults: [],
    phaseTimesMs: {},
    notes: '',
    confidence: 3,
    durationMs: 10,
    isolation: 'bubblewrap',
    errorMessage: null,
    voiceKey: 'default',
  };

  /** The attempt as read back after `column` was overwritten with `json`. */
  const attemptWith = (column: 'phase_notes_json' | 'hint_counts_json', json: string) => {
    const created = app.ctx.repos.attempts.create(me, newAttempt, app.clock.now());
    app.ctx.db.prepare(`UPDATE attempts SET ${column} = ? WHERE id = ?`).run(json, created.id);
    return app.ctx.repos.attempts.get(me, created.id)!;
  };

  it.each([
    ['null', {}],
    ['[1, 2]', {}],
    ['"text"', {}],
    ['{"plan": "x", "explore": 3, "verify": null}', { plan: 'x' }],
  ])('phase notes %s read as %j', (json, expected) => {
    expect(attemptWith('phase_notes_json', json).phaseNotes).toEqual(expected);
  });

  it.each([
    ['null', {}],
    ['[1, 2]', {}],
    ['7', {}],
    // 1e999 parses to Infinity: not a count.
    ['{"implement": 2, "plan": "3", "explore": 1e999, "verify": null}', { implement: 2 }],
  ])('hint counts %s read as %j', (json, expected) => {
    expect(attemptWith('hint_counts_json', json).hintCounts).toEqual(expected);
  });

  it('the looked-up flags read back as stored', () => {
    const read = app.ctx.repos.attempts.get(me, app.ctx.repos.attempts.create(me, newAttempt, app.clock.now()).id)!;
    expect([read.lookedUpReference, read.lookedUpPitfalls]).toEqual([true, false]);
  });

  const settled = (outcome: Parameters<typeof app.ctx.repos.reviews.settle>[2]) => {
    const row = app.ctx.repos.reviews.createPending(me, insertAttempt(app), 'default', app.clock.now());
    app.ctx.repos.reviews.settle(me, row.id, outcome, app.clock.now());
    return app.ctx.repos.reviews.latestFor(me, row.attemptId, 'default')!;
  };

  it('a ready review keeps its summary, rubric, notices, thin flag and model, and no failure reason', () => {
    const rubric = { verification: { score: 2, reason: 'one uniform row', evidence: null } };
    expect(
      settled({
        status: 'ready',
        summary: 'The plan holds. The code follows it.',
        perPhase: { implement: { strength: 'a', gap: 'b', question: 'c?' } },
        overallScore: 7,
        rubric,
        thinNotes: false,
        notices: ['The score is capped at 5.0.'],
        model: 'gpt-test',
      }),
    ).toMatchObject({
      status: 'ready',
      summary: 'The plan holds. The code follows it.',
      rubric,
      thinNotes: false,
      notices: ['The score is capped at 5.0.'],
      model: 'gpt-test',
      failureReason: null,
    });
  });

  it('a failed review keeps its reason and model; one with no model keeps its reason and no model', () => {
    expect(settled({ status: 'failed', failureReason: 'The reply was not JSON.', model: 'gpt-test' })).toMatchObject({
      status: 'failed',
      failureReason: 'The reply was not JSON.',
      model: 'gpt-test',
      summary: null,
      rubric: null,
      thinNotes: false,
      notices: [],
    });
    expect(settled({ status: 'no_model', failureReason: 'No model is configured.' })).toMatchObject({
      status: 'no_model',
      failureReason: 'No model is configured.',
      model: null,
    });
  });

  it.each([
    ['{oops', []],
    ['{"a": 1}', []],
    ['["kept", 3, null, "also kept"]', ['kept', 'also kept']],
  ])('notices %s read as %j', (json, expected) => {
    const row = settled({ status: 'no_model', failureReason: 'x' });
    app.ctx.db.prepare('UPDATE reviews SET notices_json = ? WHERE id = ?').run(json, row.id);
    expect(app.ctx.repos.reviews.latestFor(me, row.attemptId, 'default')!.notices).toEqual(expected);
  });

  it('the thin flag reads back as stored', () => {
    const ready = { status: 'ready', summary: 's', perPhase: {}, overallScore: 1, rubric: null, model: 'm' } as const;
    expect(settled({ ...ready, thinNotes: true }).thinNotes).toBe(true);
    expect(settled({ ...ready, thinNotes: false }).thinNotes).toBe(false);
  });
});
