import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../../src/main/bootstrap';
import type { FixedClock } from '../../src/main/services/clock';
import { rankCandidates } from '../../src/main/services/picker/compute-next';
import { CHANNELS, type Channel } from '../../src/shared/ipc/contract';
import { flattenSections } from '../../src/shared/domain/track';
import { useModelServerApp } from '../support/model-server-app';
import { CONTENT_DIR, unwrap } from '../support/test-app';
import { SOURCE_REFERENCE, SOURCE_SLUG, SOURCE_TESTS, debuggingReply, guideReply } from '../support/draft-replies';

/**
 * Drafts are invisible to learners until the explicit drafts:promote: every channel and a
 * restart leave a draft a draft; promotion makes it appear everywhere problems appear; rejection removes it.
 */
const session = useModelServerApp();
const reply = (content: string) => ({ kind: 'content' as const, content });
const call = <C extends Channel>(channel: C, input: unknown) => session.app.router.invoke(channel, input);

async function generateDebugging() {
  session.server.enqueue(reply(debuggingReply({ title: 'Zebra drafted pass at k' })));
  return unwrap(await call('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG }));
}

/** Everything a learner's screens can see, as one string to search. */
async function learnerSurface(draftSlug: string): Promise<string> {
  const outputs: unknown[] = [];
  for (const [channel, input] of [
    ['problems:list', {}],
    ['home:get', {}],
    ['tracks:list', {}],
    ['tracks:get', { slug: 'arena' }],
    ['attempts:list', {}],
    ['reviews:list', {}],
    ['reflections:due', {}],
    ['system:info', {}],
  ] as const) {
    outputs.push(await call(channel, input));
  }
  // The page of the draft's would-be slug must not exist (its error names the slug, so it is checked apart).
  expect(await call('problems:get', { slug: draftSlug })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  const userId = session.app.ctx.services.profiles.currentId();
  outputs.push(rankCandidates(session.app.ctx.services.home.pickerInput(userId, 0)).map((c) => c));
  return JSON.stringify(outputs);
}

describe('draft visibility and promotion', () => {
  test('a draft is on no learner surface; promotion puts it on every one, in the bundled format', async () => {
    const draft = await generateDebugging();
    const slug = draft.problem!.slug;
    const before = await learnerSurface(slug);
    expect(before.includes(slug)).toBe(false);
    expect(before.includes('Zebra drafted')).toBe(false);
    expect(before).toContain(SOURCE_SLUG);
    expect(await call('problems:get', { slug })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(fs.existsSync(path.join(session.app.dataDir, 'problems', slug))).toBe(false);

    const promoted = unwrap(await call('drafts:promote', { id: draft.id }));
    const userId = session.app.ctx.services.profiles.currentId();
    expect(promoted).toMatchObject({ state: 'live', live_slug: slug, promoted_at: '2026-11-02T09:00:00.000Z', promoted_by: userId });

    const list = unwrap(await call('problems:list', {}));
    expect(list.problems.map((p) => p.slug)).toContain(slug);
    const page = unwrap(await call('problems:get', { slug }));
    expect(page).toMatchObject({ slug, title: 'Zebra drafted pass at k', generated: { draft_id: draft.id } });
    expect(rankCandidates(session.app.ctx.services.home.pickerInput(userId, 0)).map((c) => c.url)).toContain(`/problem/${slug}`);
    // Bundled problems carry no mark.
    expect(unwrap(await call('problems:get', { slug: SOURCE_SLUG })).generated).toBeUndefined();

    // Same format as bundled problems: the files are there and the page's runner works on them.
    const dir = path.join(session.app.dataDir, 'problems', slug);
    expect(fs.readdirSync(dir).sort()).toEqual(['generated.json', 'pitfalls.md', 'problem.md', 'reference.py', 'starter.py', 'tests.py']);
    expect(fs.readFileSync(path.join(dir, 'reference.py'), 'utf8')).toBe(SOURCE_REFERENCE);
    expect(fs.readFileSync(path.join(dir, 'tests.py'), 'utf8')).toBe(SOURCE_TESTS);
    const solved = unwrap(await call('problems:run-tests', { slug, code: SOURCE_REFERENCE }));
    expect(solved.status).toBe('passed');

    // Promoting twice changes nothing.
    expect(await call('drafts:promote', { id: draft.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
  }, 90_000);

  test('no channel but drafts:promote, and no restart, makes a draft live', async () => {
    const draft = await generateDebugging();
    const slug = draft.problem!.slug;
    const userId = session.app.ctx.services.profiles.currentId();
    const inputs = [{}, { id: draft.id }, { slug }, { slug: SOURCE_SLUG }, { slug: 'arena' }, { id: draft.id, reason: '' }];
    const skipped: Channel[] = ['drafts:promote', 'drafts:reject', 'profiles:create', 'profiles:switch'];
    let calls = 0;
    for (const channel of CHANNELS) {
      if (skipped.includes(channel)) continue;
      for (const input of inputs) {
        await call(channel, input);
        calls += 1;
      }
      expect(session.app.ctx.repos.drafts.get(userId, draft.id)?.state).toBe('draft');
    }
    expect(calls).toBeGreaterThan(100);
    // Time passing is not a trigger either.
    (session.app.clock as FixedClock).advanceMs(40 * 86_400_000);
    expect((await learnerSurface(slug)).includes(slug)).toBe(false);

    // Start-up: a new app on the same data folder loads no draft.
    const restarted = createApp({ host: 'web', dataDir: session.app.dataDir, bundledContentDir: CONTENT_DIR, clock: session.app.clock, env: {} });
    try {
      expect(restarted.ctx.content.getProblem(slug)).toBeUndefined();
      expect(restarted.ctx.repos.drafts.get(userId, draft.id)?.state).toBe('draft');
      const list = await restarted.router.invoke('problems:list', {});
      expect(JSON.stringify(list)).not.toContain(slug);
    } finally {
      restarted.close();
    }
    expect(fs.existsSync(path.join(session.app.dataDir, 'problems', slug))).toBe(false);
  }, 180_000);

  test('a promoted problem is loaded again at start-up, still marked generated', async () => {
    const draft = await generateDebugging();
    unwrap(await call('drafts:promote', { id: draft.id }));
    const restarted = createApp({ host: 'web', dataDir: session.app.dataDir, bundledContentDir: CONTENT_DIR, clock: session.app.clock, env: {} });
    try {
      const page = unwrap(await restarted.router.invoke('problems:get', { slug: draft.problem!.slug }));
      expect(page.generated).toEqual({ draft_id: draft.id, promoted_at: '2026-11-02T09:00:00.000Z' });
    } finally {
      restarted.close();
    }
  }, 60_000);

  test('rejection records the reason, removes it from the queue and it can never be promoted', async () => {
    const draft = await generateDebugging();
    expect(await call('drafts:reject', { id: draft.id, reason: '   ' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const rejected = unwrap(await call('drafts:reject', { id: draft.id, reason: 'Bug is too obvious' }));
    expect(rejected).toMatchObject({ state: 'rejected', rejected_reason: 'Bug is too obvious' });
    expect(await call('drafts:promote', { id: draft.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await call('drafts:run-tests', { id: draft.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await learnerSurface(draft.problem!.slug)).includes(draft.problem!.slug)).toBe(false);
  }, 60_000);

  test('an edit clears the check; promotion needs a passing check on the current version', async () => {
    const draft = await generateDebugging();
    const problem = draft.problem!;
    // Tests that only check the error cases do not catch the off-by-one.
    const weakTests = SOURCE_TESTS.split('\n    def ').filter((chunk, i) => i === 0 || /raises|empty/i.test(chunk)).join('\n    def ');
    const edited = unwrap(await call('drafts:update', { id: draft.id, problem: { ...problem, tests: weakTests } }));
    expect(edited).toMatchObject({ check: null, discriminates: null });
    expect(await call('drafts:promote', { id: draft.id })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/Run the tests first/) } });
    const failing = unwrap(await call('drafts:run-tests', { id: draft.id }));
    expect(failing.discriminates).toBe(false);
    expect(failing.check?.summary).toMatch(/do not catch the broken version/);
    expect(await call('drafts:promote', { id: draft.id })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/discrimination check failed/) } });
    unwrap(await call('drafts:update', { id: draft.id, problem: { ...problem, title: 'Renamed' } }));
    const passing = unwrap(await call('drafts:run-tests', { id: draft.id }));
    expect(passing).toMatchObject({ discriminates: true, title: 'Renamed' });
    expect(unwrap(await call('drafts:promote', { id: draft.id })).state).toBe('live');
    // A guide field on a problem draft, or an invalid field, is refused.
    const other = await generateDebugging();
    expect(await call('drafts:update', { id: other.id, guide: { title: 't', look_for: ['a'], self_check: ['a', 'b', 'c'] } })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await call('drafts:update', { id: other.id, problem: { ...problem, slug: 'Not A Slug' } })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    // Its slug is now taken by the live one: promotion says so.
    unwrap(await call('drafts:update', { id: other.id, problem: { ...other.problem!, slug: problem.slug } }));
    unwrap(await call('drafts:run-tests', { id: other.id }));
    expect(await call('drafts:promote', { id: other.id })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/already exists/) } });
  }, 120_000);

  test('drafts belong to the acting profile', async () => {
    const draft = await generateDebugging();
    const other = unwrap(await call('profiles:create', { name: 'Second' }));
    unwrap(await call('profiles:switch', { id: other.id }));
    expect(unwrap(await call('drafts:list', {})).drafts).toEqual([]);
    for (const channel of ['drafts:get', 'drafts:run-tests', 'drafts:promote'] as const)
      expect(await call(channel, { id: draft.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await call('drafts:reject', { id: draft.id, reason: 'not mine' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  }, 60_000);

  test('a reading guide shows on its track section only once promoted', async () => {
    const section = flattenSections(session.app.ctx.content.getTrack('arena')!)[2]!.section;
    session.server.enqueue(reply(guideReply()));
    const draft = unwrap(await call('drafts:generate', { kind: 'reading_guide', section_url: section.url }));
    const sectionOf = async () =>
      unwrap(await call('tracks:get', { slug: 'arena' })).chapters.flatMap((c) => c.sections).find((s) => s.url === section.url)!;
    expect((await sectionOf()).reading_guide_md).toBeUndefined();
    expect(await call('drafts:run-tests', { id: draft.id })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    unwrap(await call('drafts:update', { id: draft.id, guide: { ...draft.guide!, self_check: ['One?', 'Two?', 'Three?'] } }));
    unwrap(await call('drafts:promote', { id: draft.id }));
    const shown = (await sectionOf()).reading_guide_md;
    expect(shown).toContain('**What to look for**');
    expect(shown).toContain('3. Three?');
    // Other sections get nothing.
    const all = unwrap(await call('tracks:get', { slug: 'arena' })).chapters.flatMap((c) => c.sections);
    expect(all.filter((s) => s.reading_guide_md !== undefined)).toHaveLength(1);
  }, 60_000);
});
