import { submitWork } from '../support/submit-work';
import { makeFixtureContent, PY_SOLUTION, PY_STARTER } from './fixture-content';
import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';

jest.setTimeout(60_000);

/** Over the plan gate (80 characters), as the page requires in practice mode. */
const PLAN = 'Return a + b directly: both are ints and Python ints do not overflow, so no special cases.';

const submission = (over: Record<string, unknown> = {}) => ({
  slug: 'add-two',
  mode: 'practice',
  code: PY_SOLUTION,
  phase_notes: { explore: 'two ints in, one out', plan: PLAN, verify: '' },
  hint_counts: {},
  looked_up_reference: false,
  looked_up_pitfalls: false,
  phase_times_ms: { explore: 4000, plan: 2000, implement: 9000 },
  notes: '  easy warmup  ',
  confidence: 4,
  voice_key: 'default',
  ...over,
});

describe('problem submission with the real runner', () => {
  let content: ReturnType<typeof makeFixtureContent>;
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    content = makeFixtureContent();
    app = createTestApp({ contentDir: content.dir });
  });
  afterEach(() => {
    app.close();
    content.cleanup();
  });

  it('lists and shows the problem without the reference, pitfalls or hint texts', async () => {
    const { problems } = unwrap(await app.router.invoke('problems:list', {}));
    expect(problems).toEqual([expect.objectContaining({ slug: 'add-two', language: 'python', last_result: null })]);
    const view = unwrap(await app.router.invoke('problems:get', { slug: 'add-two' }));
    expect(view).toMatchObject({ starter: PY_STARTER, hint_count: 2 });
    const text = JSON.stringify(view);
    expect(text).not.toContain('return a + b');
    expect(text).not.toContain('Returning a string');
    expect(text).not.toContain('+ operator');
  });

  it('runs tests without storing, then submits and stores every field of the attempt', async () => {
    const run = unwrap(await app.router.invoke('problems:run-tests', { slug: 'add-two', code: PY_STARTER }));
    expect(run.status).toBe('failed');
    expect(run.tests.map((t) => t.status)).toEqual(['fail', 'fail']);
    expect(unwrap(await app.router.invoke('attempts:list', { slug: 'add-two' })).attempts).toEqual([]);

    // A pitfalls lookup and a hint opened during implement are logged by the server...
    unwrap(await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'pitfalls' }));
    const hint = unwrap(
      await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'hint', phase: 'implement' }),
    );
    expect(hint.text).toBe('Python has a + operator.');

    // ...so they are stored even when the page reports none.
    const submitted = unwrap(await submitWork(app.router, submission()));
    expect(submitted.result.status).toBe('passed');
    const me = app.ctx.services.profiles.currentId();
    const stored = app.ctx.repos.attempts.get(me, submitted.attempt_id);
    expect(stored).toMatchObject({
      problemSlug: 'add-two',
      mode: 'practice',
      code: PY_SOLUTION,
      phaseNotes: { explore: 'two ints in, one out', plan: PLAN },
      hintCounts: { implement: 1 },
      lookedUpPitfalls: true,
      lookedUpReference: false,
      passed: true,
      testStatus: 'passed',
      phaseTimesMs: { explore: 4000, plan: 2000, implement: 9000 },
      notes: 'easy warmup',
      confidence: 4,
      voiceKey: 'default',
      isolation: submitted.result.isolation,
    });
    expect(stored?.testResults).toHaveLength(2);

    const { attempts } = unwrap(await app.router.invoke('attempts:list', { slug: 'add-two' }));
    expect(attempts).toEqual([
      expect.objectContaining({
        id: submitted.attempt_id,
        status: 'passed',
        tests_passed: 2,
        tests_total: 2,
        confidence: 4,
        total_time_ms: 15000,
        hints_used: 1,
        looked_up_pitfalls: true,
      }),
    ]);
    const { problems } = unwrap(await app.router.invoke('problems:list', {}));
    expect(problems[0]).toMatchObject({ attempt_count: 1, last_result: { status: 'passed', passed: true } });
  });

  it.each([
    ['confidence 0', { confidence: 0 }, 'invalid_input', /confidence: Confidence is at least 1/],
    ['confidence 6', { confidence: 6 }, 'invalid_input', /confidence: Confidence is at most 5/],
    ['confidence 2.5', { confidence: 2.5 }, 'invalid_input', /whole number/],
    ['no confidence', { confidence: undefined }, 'invalid_input', /Choose a confidence from 1 to 5/],
    ['code over 200 KB', { code: 'x'.repeat(200_001) }, 'invalid_input', /code: The code is over 200 KB/],
    ['an unknown slug', { slug: 'no-such-problem' }, 'not_found', /no problem "no-such-problem"/],
    ['an unknown mode', { mode: 'exam' }, 'invalid_input', /mode must be "practice" or "interview"/],
    ['a submit before Verify', { phase: 'implement' }, 'conflict', /Verify phase only.*in implement/],
    [
      'a 10-character plan in practice',
      { phase_notes: { plan: 'return a+b' } },
      'conflict',
      /plan has 10 characters.*at least 80/,
    ],
    [
      'a negative phase time',
      { phase_times_ms: { explore: -5 } },
      'invalid_input',
      /phase_times_ms.explore: cannot be negative/,
    ],
  ])('refuses %s with %s and stores nothing', async (_label, over, code, message) => {
    const result = await submitWork(app.router, submission(over));
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(expectFailure(result).message).toMatch(message);
    const me = app.ctx.services.profiles.currentId();
    expect(app.ctx.repos.attempts.listForProblem(me, 'add-two')).toEqual([]);
  });

  it('stores interview attempts as interview and hides the aids there', async () => {
    const refused = await app.router.invoke('problems:reveal', {
      slug: 'add-two',
      mode: 'interview',
      what: 'reference',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const done = unwrap(await submitWork(app.router, submission({ mode: 'interview', code: PY_STARTER })));
    expect(done.result.status).toBe('failed');
    const { attempts } = unwrap(await app.router.invoke('attempts:list', { slug: 'add-two' }));
    expect(attempts[0]).toMatchObject({ mode: 'interview', passed: false, tests_passed: 0 });
  });

  it('opens hints in order and counts each hint once', async () => {
    const skip = await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'hint', index: 1 });
    expect(skip).toMatchObject({ ok: false, error: { code: 'conflict' } });
    unwrap(await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'hint', phase: 'plan' }));
    const again = unwrap(await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'hint', index: 0 }));
    expect(again.work.hint_counts).toEqual({ plan: 1 });
    const second = unwrap(
      await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'hint', phase: 'implement' }),
    );
    expect(second.work).toMatchObject({ hints_revealed: 2, hint_counts: { plan: 1, implement: 1 } });
    const none = await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'hint' });
    expect(none).toMatchObject({ ok: false, error: { code: 'not_found', message: 'This problem has 2 hints.' } });
  });

  it('a save never undoes a logged lookup, and reset starts fresh', async () => {
    unwrap(await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'reference' }));
    unwrap(
      await app.router.invoke('problems:save-work', {
        slug: 'add-two',
        mode: 'practice',
        phase: 'implement',
        reached: 'implement',
        phase_notes: { plan: 'p' },
        code: 'x = 1',
        notes: '',
        confidence: null,
        phase_times_ms: {},
      }),
    );
    const work = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'practice' }));
    expect(work).toMatchObject({ looked_up_reference: true, code: 'x = 1', phase: 'implement' });
    const fresh = unwrap(await app.router.invoke('problems:reset-work', { slug: 'add-two', mode: 'practice' }));
    expect(fresh).toMatchObject({ looked_up_reference: false, code: PY_STARTER, phase: 'explore' });
  });
});
