import { submitWork } from '../support/submit-work';
import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';

jest.setTimeout(60_000);

type TestApp = ReturnType<typeof createTestApp>;

/**
 * Without bubblewrap, code runs unsandboxed: each profile must agree once before its first run, and the rule
 * lives in main (problems:run-tests and problems:submit refuse with `conflict`), whatever the page does.
 * WORKBENCH_RUNNER_ISOLATION=process gives this machine the fallback whether or not bubblewrap is installed.
 */
describe('unsandboxed runs need the profile to agree once', () => {
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp({ env: { WORKBENCH_RUNNER_ISOLATION: 'process' } });
  });
  afterEach(() => app.close());

  const code = 'def causal_attention(q, k, v):\n    return None\n';
  const submission = {
    slug: 'causal-attention',
    mode: 'practice' as const,
    code,
    phase_notes: {},
    hint_counts: {},
    looked_up_reference: false,
    looked_up_pitfalls: false,
    phase_times_ms: {},
    notes: '',
    confidence: 3,
  };

  test('run-tests and submit refuse with conflict until acknowledged, then run; another profile is asked again', async () => {
    const refused = expectFailure(await app.router.invoke('problems:run-tests', { slug: 'causal-attention', code }));
    expect(refused.code).toBe('conflict');
    expect(refused.message).toMatch(/runs unsandboxed/);
    expect(refused.message).toMatch(/Confirm once for this profile/);
    const refusedSubmit = expectFailure(await submitWork(app.router, submission));
    expect(refusedSubmit.code).toBe('conflict');
    expect(refusedSubmit.message).toMatch(/runs unsandboxed/);
    // Nothing was stored for the refused submission.
    expect(unwrap(await app.router.invoke('attempts:list', { slug: 'causal-attention' })).attempts).toEqual([]);

    expect(unwrap(await app.router.invoke('runner:sandbox-status', {}))).toMatchObject({
      isolation: 'process',
      unsandboxed: true,
      acknowledged: false,
      acknowledged_at: null,
      notice: expect.stringMatching(/^Code runs unsandboxed/),
    });
    const acknowledged = unwrap(await app.router.invoke('runner:acknowledge-unsandboxed', {}));
    expect(acknowledged).toMatchObject({ unsandboxed: true, acknowledged: true, acknowledged_at: '2026-11-02T09:00:00.000Z' });
    // Agreeing twice keeps the first date.
    expect(unwrap(await app.router.invoke('runner:acknowledge-unsandboxed', {})).acknowledged_at).toBe(acknowledged.acknowledged_at);

    const ran = unwrap(await app.router.invoke('problems:run-tests', { slug: 'causal-attention', code }));
    expect(ran.isolation).toBe('process');
    // A real run happened (this stub is wrong, so it cannot pass).
    expect(['failed', 'error']).toContain(ran.status);
    expect(ran.duration_ms).toBeGreaterThan(0);

    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Second' }));
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    expect(unwrap(await app.router.invoke('runner:sandbox-status', {})).acknowledged).toBe(false);
    expect(expectFailure(await app.router.invoke('problems:run-tests', { slug: 'causal-attention', code })).code).toBe('conflict');
  });
});
