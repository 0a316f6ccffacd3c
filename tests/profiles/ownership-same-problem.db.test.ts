import { submitWork } from '../support/submit-work';
import { makeFixtureContent, PY_SOLUTION, PY_STARTER } from '../problems/fixture-content';
import { createTestApp, unwrap } from '../support/test-app';

jest.setTimeout(60_000);

type App = ReturnType<typeof createTestApp>;

/**
 * Ownership when two profiles work on the SAME problem: each sees exactly its own attempts, counts, last result,
 * work in progress and picker evidence. (A query that forgets `user_id` on one side mixes them; checking only
 * that an empty profile sees nothing would not notice.)
 */
describe('two profiles on the same problem never see each other’s work', () => {
  let content: ReturnType<typeof makeFixtureContent>;
  let app: App;
  beforeAll(() => {
    content = makeFixtureContent();
    app = createTestApp({ contentDir: content.dir });
  });
  afterAll(() => {
    app.close();
    content.cleanup();
  });

  // The submission is the saved work, so it carries the exploration notes the profile saved before.
  const submit = (code: string, notes: string, confidence: number, explore: string) =>
    submitWork(app.router, {
      slug: 'add-two',
      mode: 'practice',
      code,
      phase_notes: {
        explore,
        plan: `${notes}: write it, then check the statement's edge cases by hand before running the tests`,
      },
      hint_counts: {},
      looked_up_reference: false,
      looked_up_pitfalls: false,
      phase_times_ms: {},
      notes,
      confidence,
    });
  const saveNotes = (explore: string) =>
    app.router.invoke('problems:save-work', {
      slug: 'add-two',
      mode: 'practice',
      phase: 'plan',
      reached: 'plan',
      phase_notes: { explore },
      code: PY_STARTER,
      notes: '',
      confidence: null,
      phase_times_ms: {},
    });
  const listed = async () =>
    unwrap(await app.router.invoke('problems:list', {})).problems.find((p) => p.slug === 'add-two');

  it('keeps attempts, counts, last results, work and evidence apart', async () => {
    const me = app.ctx.services.profiles.currentId();
    // "Me": one failed attempt with the reference opened, and private notes.
    unwrap(await saveNotes('my exploration'));
    unwrap(await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'reference' }));
    const mine = unwrap(await submit(PY_STARTER, 'mine', 2, 'my exploration'));
    expect(mine.result.status).toBe('failed');

    // "Other": two passing attempts on the same problem, after Me's, with pitfalls opened and other notes.
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Other' }));
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    unwrap(await saveNotes('other exploration'));
    unwrap(await app.router.invoke('problems:reveal', { slug: 'add-two', what: 'pitfalls' }));
    const theirs = [
      unwrap(await submit(PY_SOLUTION, 'theirs 1', 5, 'other exploration')),
      unwrap(await submit(PY_SOLUTION, 'theirs 2', 5, 'other exploration')),
    ];
    expect(theirs.map((t) => t.result.status)).toEqual(['passed', 'passed']);

    // As Other.
    const otherAttempts = unwrap(await app.router.invoke('attempts:list', { slug: 'add-two' })).attempts;
    expect(otherAttempts.map((a) => a.id).sort()).toEqual(theirs.map((t) => t.attempt_id).sort());
    expect(otherAttempts.every((a) => a.passed && a.looked_up_pitfalls && !a.looked_up_reference)).toBe(true);
    expect(await listed()).toMatchObject({ attempt_count: 2, last_result: { status: 'passed', passed: true } });
    const otherWork = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'practice' }));
    expect(otherWork).toMatchObject({
      phase_notes: { explore: 'other exploration' },
      looked_up_reference: false,
      looked_up_pitfalls: true,
    });
    expect(app.ctx.repos.attempts.get(other.id, mine.attempt_id)).toBeUndefined();
    expect(
      app.ctx.repos.pickerEvidence
        .attempts(other.id)
        .map((e) => [e.passed, e.lookedReference, e.lookedPitfalls, e.confidence]),
    ).toEqual([
      [true, false, true, 5],
      [true, false, true, 5],
    ]);
    expect(app.ctx.repos.pickerEvidence.attemptsSince(other.id, '')).toBe(2);

    // Back as Me.
    unwrap(await app.router.invoke('profiles:switch', { id: me }));
    const myAttempts = unwrap(await app.router.invoke('attempts:list', { slug: 'add-two' })).attempts;
    expect(myAttempts.map((a) => a.id)).toEqual([mine.attempt_id]);
    expect(myAttempts[0]).toMatchObject({
      passed: false,
      status: 'failed',
      looked_up_reference: true,
      looked_up_pitfalls: false,
      confidence: 2,
    });
    expect(await listed()).toMatchObject({ attempt_count: 1, last_result: { status: 'failed', passed: false } });
    const myWork = unwrap(await app.router.invoke('problems:get-work', { slug: 'add-two', mode: 'practice' }));
    expect(myWork).toMatchObject({
      phase_notes: { explore: 'my exploration' },
      looked_up_reference: true,
      looked_up_pitfalls: false,
    });
    for (const t of theirs) expect(app.ctx.repos.attempts.get(me, t.attempt_id)).toBeUndefined();
    expect(app.ctx.repos.attempts.listForProblem(me, 'add-two').map((a) => a.notes)).toEqual(['mine']);
    expect(
      app.ctx.repos.pickerEvidence
        .attempts(me)
        .map((e) => [e.passed, e.lookedReference, e.lookedPitfalls, e.confidence]),
    ).toEqual([[false, true, false, 2]]);
    expect(app.ctx.repos.pickerEvidence.attemptsSince(me, '')).toBe(1);
  });
});
