import { useModelServerApp } from '../support/model-server-app';
import { unwrap } from '../support/test-app';
import { BROKEN, SOURCE_REFERENCE, SOURCE_SLUG, debuggingReply, exerciseReply, guideReply } from '../support/draft-replies';
import { flattenSections } from '../../src/shared/domain/track';

/** Generation through the real gateway (loopback model server) and the real runner. */
const session = useModelServerApp();
const reply = (content: string) => ({ kind: 'content' as const, content });
const rowCount = () =>
  (session.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM generated_content').get() as { n: number }).n;

describe('drafts:generate', () => {
  test('a debugging problem is verified by the runner and stored as a draft with its check', async () => {
    session.server.enqueue(reply(debuggingReply()));
    const draft = unwrap(await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG }));
    expect(draft).toMatchObject({ kind: 'debugging_problem', state: 'draft', discriminates: true, live_slug: null });
    expect(draft.problem).toMatchObject({ slug: 'pass-at-k-debug', language: 'python', starter: BROKEN, reference: SOURCE_REFERENCE });
    expect(draft.check?.reference).toMatchObject({ status: 'passed' });
    expect(draft.check?.starter.status).toBe('failed');
    expect(draft.check?.starter.failing_tests.length).toBeGreaterThan(0);
    // Tagged in the ledger so caps and the spend page see it.
    const summary = unwrap(await session.app.router.invoke('spend:summary', {}));
    expect(JSON.stringify(summary)).toContain('generated_content');
    expect(session.server.chatRequests()).toHaveLength(1);
  }, 60_000);

  test('a debugging problem whose statement or hints give the fix away is refused, says where, and stores nothing', async () => {
    session.server.enqueue(
      reply(debuggingReply({ statement_md: `Fix it. For reference:\n\n\`\`\`python\n${SOURCE_REFERENCE}\`\`\`` })),
      reply(debuggingReply({ hints: ['Look at the product.', 'The term must be ratio*=1.0-k/i.'] })),
    );
    for (const where of ['the statement', 'hint 2']) {
      const result = await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG });
      expect(result).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(result.ok ? '' : result.error.message).toBe(
        `The generated debugging problem was refused and not saved: it shows the learner the fix: ${where} contains \`ratio *= 1.0 - k / i\`. Generate again.`,
      );
    }
    expect(rowCount()).toBe(0);
  }, 60_000);

  test('a debugging problem whose texts point at the bug without the code is kept whole', async () => {
    const hints = ['Compare the term for i = n with the formula 1 - k/i.', 'What does the loop multiply when i = n - c + 1?'];
    session.server.enqueue(reply(debuggingReply({ hints })));
    const draft = unwrap(await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG }));
    expect(draft.problem?.hints).toEqual(hints);
    expect(rowCount()).toBe(1);
  }, 60_000);

  test('a debugging problem whose tests do not catch the broken code is refused and nothing is stored', async () => {
    session.server.enqueue(reply(debuggingReply({ broken: `${SOURCE_REFERENCE}\n# looks broken, is not\n` })));
    const result = await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('conflict');
    expect(result.error.message).toMatch(/refused and not saved: The tests do not catch the broken version/);
    expect(result.error.message).toContain('Broken version:');
    expect(rowCount()).toBe(0);
  }, 60_000);

  test('a broken version that does not run at all is refused (the tests cannot show a bug)', async () => {
    session.server.enqueue(reply(debuggingReply({ broken: 'def pass_at_k(:\n' })));
    const result = await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG });
    expect(result).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(rowCount()).toBe(0);
  }, 60_000);

  test('an exercise whose reference fails its own tests is refused with the runner output, nothing stored', async () => {
    session.server.enqueue(reply(exerciseReply({ reference: 'def add(a, b):\n    return a - b\n' })));
    const result = await session.app.router.invoke('drafts:generate', { kind: 'exercise', axis: 'algorithmic', language: 'python' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('conflict');
    expect(result.error.message).toMatch(/reference does not pass its own tests \(0\/2/);
    expect(result.error.message).toContain('test_small');
    expect(rowCount()).toBe(0);
  }, 60_000);

  test('an exercise from a weak axis is stored once its reference passes and its starter fails', async () => {
    session.server.enqueue(reply(exerciseReply()));
    const draft = unwrap(await session.app.router.invoke('drafts:generate', { kind: 'exercise', axis: 'algorithmic', language: 'python' }));
    expect(draft).toMatchObject({ kind: 'exercise', discriminates: true, source: { axis: 'algorithmic' } });
    expect(draft.problem?.slug).toBe('add-two');
    // The model's user message names the axis, and the system message the language.
    const sent = session.server.chatRequests()[0]!;
    expect(sent.messages[0]!.content).toContain('python');
    expect(sent.messages[1]!.content).toContain('algorithmic');
  }, 60_000);

  test('an exercise in the wrong language is refused', async () => {
    session.server.enqueue(reply(exerciseReply({ language: 'rust' })));
    const result = await session.app.router.invoke('drafts:generate', { kind: 'exercise', axis: 'algorithmic', language: 'python' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(rowCount()).toBe(0);
  });

  test('malformed output gets one repair call that names the problem, then it is used', async () => {
    session.server.enqueue(reply('{"title": "x", "look_for": []}'), reply(guideReply()));
    const section = flattenSections(session.app.ctx.content.getTrack('arena')!)[1]!.section;
    const draft = unwrap(await session.app.router.invoke('drafts:generate', { kind: 'reading_guide', section_url: section.url }));
    expect(draft).toMatchObject({ kind: 'reading_guide', discriminates: null, source: { section_url: section.url } });
    expect(draft.guide?.self_check).toHaveLength(3);
    const requests = session.server.chatRequests();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.messages.at(-1)!.content).toMatch(/look_for: look_for needs at least one point/);
  });

  test('malformed twice is a clear failure and nothing is stored (no third call)', async () => {
    session.server.enqueue(reply('not json at all'), reply('{"still": "wrong"}'));
    const result = await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('unavailable');
    expect(result.error.message).toMatch(/did not return a usable debugging problem twice.*Nothing was saved/);
    expect(session.server.chatRequests()).toHaveLength(2);
    expect(rowCount()).toBe(0);
  });

  test('a reply over the read cap is refused like any malformed one', async () => {
    const huge = debuggingReply({ broken: `${BROKEN}\n${'#'.repeat(70_000)}\n` });
    session.server.enqueue(reply(huge), reply(huge));
    const result = await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG });
    expect(result).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(rowCount()).toBe(0);
  });

  test('a model server error surfaces the model layer message; unknown sources are not found; bad input is invalid', async () => {
    session.server.enqueue({ kind: 'status', status: 401 });
    const failed = await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: SOURCE_SLUG });
    expect(failed).toMatchObject({ ok: false, error: { code: 'unavailable', message: expect.stringMatching(/API key/) } });
    expect(await session.app.router.invoke('drafts:generate', { kind: 'debugging_problem', slug: 'no-such-problem' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await session.app.router.invoke('drafts:generate', { kind: 'reading_guide', section_url: 'https://nowhere.example/' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await session.app.router.invoke('drafts:generate', { kind: 'exercise', axis: 'algorithmic' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await session.app.router.invoke('drafts:generate', { kind: 'poem', slug: SOURCE_SLUG })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(rowCount()).toBe(0);
  });
});
