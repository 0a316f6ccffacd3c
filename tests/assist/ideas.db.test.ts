import { createTestApp, unwrap } from '../support/test-app';
import type { Channel } from '../../src/shared/ipc/contract';

/** "Turn into a writing idea" from a reflection and from an attempt. */
let app: ReturnType<typeof createTestApp>;
beforeEach(() => {
  app = createTestApp();
});
afterEach(() => app.close());
const invoke = <C extends Channel>(channel: C, input: unknown) => app.router.invoke(channel, input);

const REFLECTION = 'Attention heads copy tokens more often than I expected.\n\nI still do not see why induction needs two layers.';

describe('writing ideas from the user\'s own material', () => {
  test('from a reflection: a learning_log idea quoting it, its source pointing back to the track section', async () => {
    const tracks = unwrap(await invoke('tracks:list', {}));
    const slug = (tracks as { tracks: Array<{ slug: string }> }).tracks[0]!.slug;
    const saved = unwrap(await invoke('reflections:save', { slug, idx: 0, text: REFLECTION })) as { id: string };
    const piece = unwrap(await invoke('ideas:from-reflection', { reflection_id: saved.id }));
    expect(piece).toMatchObject({ type: 'learning_log', stage: 'idea', venue: 'personal', source_ref: { kind: 'reflection', id: saved.id, url: `/tracks/${slug}#section-0` } });
    expect(piece.title).toMatch(/^Reflection: /);
    // The body is the user's words as a quote: nothing added, nothing changed.
    expect(piece.body_md).toBe('> Attention heads copy tokens more often than I expected.\n>\n> I still do not see why induction needs two layers.\n');
    expect(piece.body_md.replace(/^> ?/gm, '').replace(/\n+/g, ' ').trim()).toBe(REFLECTION.replace(/\n+/g, ' '));
  });

  test('from an attempt: the idea quotes the attempt\'s notes and links back to the problem', async () => {
    const user = app.ctx.services.profiles.currentId();
    const attempt = app.ctx.repos.attempts.create(
      user,
      {
        problemSlug: 'stable-softmax', language: 'python', mode: 'practice', code: 'x = 1', phaseNotes: {}, hintCounts: {},
        lookedUpReference: false, lookedUpPitfalls: false, passed: true, testStatus: 'passed', testResults: [], phaseTimesMs: {},
        notes: 'Subtracting the max first keeps exp from overflowing.', confidence: 4, durationMs: 10, isolation: null,
        errorMessage: null, voiceKey: null,
      },
      app.clock.now(),
    );
    const piece = unwrap(await invoke('ideas:from-attempt', { attempt_id: attempt.id }));
    expect(piece).toMatchObject({
      type: 'learning_log',
      stage: 'idea',
      body_md: '> Subtracting the max first keeps exp from overflowing.\n',
      source_ref: { kind: 'attempt', id: attempt.id, url: '/problem/stable-softmax' },
    });
  });

  test('another profile\'s reflection or attempt is not found, and nothing is created', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await invoke('ideas:from-reflection', { reflection_id: missing })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await invoke('ideas:from-attempt', { attempt_id: missing })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(unwrap(await invoke('writings:list', {})).writings).toHaveLength(0);
  });
});
