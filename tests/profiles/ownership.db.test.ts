/**
 * writings_owner_only across the whole contract: a second profile cannot read, update or delete the first
 * profile's writings, attempts, reviews, work in progress, track progress, reflections or settings through
 * any channel, and the first profile finds everything intact afterwards.
 */
import { submitWork } from '../support/submit-work';
import { createTestApp, unwrap } from '../support/test-app';

jest.setTimeout(60_000);

type App = ReturnType<typeof createTestApp>;

const PROBLEM = 'stable-softmax';

async function switchTo(app: App, name: string): Promise<void> {
  const { profiles } = unwrap(await app.router.invoke('profiles:list', {}));
  const profile = profiles.find((p) => p.name === name) ?? unwrap(await app.router.invoke('profiles:create', { name }));
  unwrap(await app.router.invoke('profiles:switch', { id: profile.id }));
}

async function expectNotFound(app: App, channel: Parameters<App['router']['call']>[0], input: unknown): Promise<void> {
  const result = await app.router.call(channel, input);
  expect({ channel, result }).toMatchObject({ channel, result: { ok: false, error: { code: 'not_found' } } });
}

describe('a second profile never reaches the first profile’s rows', () => {
  let app: App;
  beforeAll(() => {
    app = createTestApp();
  });
  afterAll(() => app.close());

  it('walks every user-owned channel', async () => {
    // Profile "Me" (the default) creates one of everything.
    const writing = unwrap(await app.router.invoke('writings:create', { title: 'Private draft' }));
    unwrap(await app.router.invoke('writings:update', { id: writing.id, body_md: 'my words' }));
    const problem = unwrap(await app.router.invoke('problems:get', { slug: PROBLEM }));
    unwrap(
      await app.router.invoke('problems:save-work', {
        slug: PROBLEM,
        mode: 'practice',
        phase: 'plan',
        reached: 'plan',
        phase_notes: { explore: 'my private exploration notes' },
        code: problem.starter,
        notes: '',
        confidence: null,
        phase_times_ms: {},
      }),
    );
    unwrap(await app.router.invoke('problems:reveal', { slug: PROBLEM, mode: 'practice', what: 'pitfalls' }));
    const submitted = unwrap(
      await submitWork(app.router, {
        slug: PROBLEM,
        mode: 'practice',
        code: problem.starter,
        phase_notes: { explore: 'my private exploration notes', implement: 'tried the starter' },
        hint_counts: {},
        looked_up_reference: false,
        looked_up_pitfalls: true,
        phase_times_ms: { implement: 1000 },
        notes: 'first go',
        confidence: 2,
      }),
    );
    const review = unwrap(
      await app.router.invoke('reviews:generate', { attempt_id: submitted.attempt_id, voice_key: 'default' }),
    );
    unwrap(await app.router.invoke('model:save-settings', { model: 'my-model', base_url: 'http://127.0.0.1:9/v1' }));
    unwrap(
      await app.router.invoke('spend:set-caps', { caps: { overall: { daily_usd: 3.25, weekly_usd: 17.5 }, per_tag: {} } }),
    );
    unwrap(await app.router.invoke('runner:save-settings', { rustc_path: '/opt/my/rustc', timeout_seconds: 42 }));
    unwrap(await app.router.invoke('tracks:activate', { slug: 'arena' }));
    unwrap(await app.router.invoke('tracks:complete-section', { slug: 'arena', idx: 0 }));
    const reflection = unwrap(
      await app.router.invoke('reflections:save', { slug: 'arena', idx: 0, text: 'My insight.' }),
    );

    // Profile "Other" sees none of it and can change none of it.
    await switchTo(app, 'Other');
    expect(unwrap(await app.router.invoke('writings:list', {})).writings).toEqual([]);
    await expectNotFound(app, 'writings:get', { id: writing.id });
    await expectNotFound(app, 'writings:update', { id: writing.id, body_md: 'overwritten' });
    await expectNotFound(app, 'writings:set-stage', { id: writing.id, stage: 'draft' });
    await expectNotFound(app, 'writings:delete', { id: writing.id });

    expect(unwrap(await app.router.invoke('attempts:list', { slug: PROBLEM })).attempts).toEqual([]);
    const otherWork = unwrap(await app.router.invoke('problems:get-work', { slug: PROBLEM, mode: 'practice' }));
    expect(otherWork.phase_notes).toEqual({});
    expect(otherWork.looked_up_pitfalls).toBe(false);
    unwrap(await app.router.invoke('problems:reset-work', { slug: PROBLEM, mode: 'practice' }));
    const listed = unwrap(await app.router.invoke('problems:list', {})).problems.find((p) => p.slug === PROBLEM);
    expect(listed?.last_result).toBeNull();

    await expectNotFound(app, 'reviews:get', { id: review.id });
    await expectNotFound(app, 'reviews:retry', { review_id: review.id });
    await expectNotFound(app, 'reviews:generate', { attempt_id: submitted.attempt_id, voice_key: 'default' });
    await expectNotFound(app, 'reviews:for-attempt', { attempt_id: submitted.attempt_id, voice_key: 'default' });
    expect(unwrap(await app.router.invoke('reviews:list', {})).reviews).toEqual([]);

    const otherModel = unwrap(await app.router.invoke('model:get-settings', {}));
    expect(JSON.stringify(otherModel)).not.toContain('my-model');
    const otherSpend = unwrap(await app.router.invoke('spend:summary', {}));
    expect(otherSpend.caps.overall).not.toEqual({ daily_usd: 3.25, weekly_usd: 17.5 });
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toMatchObject({
      rustc_path: 'rustc',
      timeout_seconds: 8,
    });
    expect(unwrap(await app.router.invoke('runner:check', {})).rustc.configured).toBe('rustc');

    const otherHome = unwrap(await app.router.invoke('home:get', {}));
    expect(JSON.stringify(otherHome)).not.toMatch(/"active_track":\{/);
    expect(unwrap(await app.router.invoke('tracks:list', {})).active_slug).toBeNull();
    expect(unwrap(await app.router.invoke('reflections:list', {})).reflections).toEqual([]);
    expect(unwrap(await app.router.invoke('reflections:due', {})).due).toEqual([]);
    await expectNotFound(app, 'reflections:answer', { id: reflection.id, due_day: 1, still_holds: 'no' });

    // Back as "Me": everything is where it was.
    await switchTo(app, 'Me');
    expect(unwrap(await app.router.invoke('writings:get', { id: writing.id })).body_md).toBe('my words');
    expect(unwrap(await app.router.invoke('attempts:list', { slug: PROBLEM })).attempts).toHaveLength(1);
    const myWork = unwrap(await app.router.invoke('problems:get-work', { slug: PROBLEM, mode: 'practice' }));
    expect(myWork.phase_notes.explore).toBe('my private exploration notes');
    expect(myWork.looked_up_pitfalls).toBe(true);
    expect(unwrap(await app.router.invoke('reviews:get', { id: review.id })).id).toBe(review.id);
    expect(JSON.stringify(unwrap(await app.router.invoke('model:get-settings', {})))).toContain('my-model');
    expect(unwrap(await app.router.invoke('spend:summary', {})).caps.overall).toEqual({
      daily_usd: 3.25,
      weekly_usd: 17.5,
    });
    expect(unwrap(await app.router.invoke('tracks:list', {})).active_slug).toBe('arena');
    expect(unwrap(await app.router.invoke('reflections:list', {})).reflections).toHaveLength(1);
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toMatchObject({
      rustc_path: '/opt/my/rustc',
      timeout_seconds: 42,
    });
  });
});
