import { submitWork } from '../support/submit-work';
import { makeFixtureContent, PY_SOLUTION, PY_STARTER } from './fixture-content';
import { createTestApp, unwrap } from '../support/test-app';
import { createVerdictCache, type VerdictKey } from '../../src/main/services/problems/verdict-cache';
import type { RunResult } from '../../src/shared/domain/run-result';

jest.setTimeout(60_000);

const submission = (code: string) => ({
  slug: 'add-two',
  mode: 'practice',
  code,
  notes: '',
  confidence: 4,
  voice_key: 'default',
});

describe('submit reuses a known verdict', () => {
  let content: ReturnType<typeof makeFixtureContent>;
  let app: ReturnType<typeof createTestApp>;
  let runs: jest.SpyInstance;
  beforeEach(() => {
    content = makeFixtureContent();
    app = createTestApp({ contentDir: content.dir });
    runs = jest.spyOn(app.ctx.services.runner, 'run');
  });
  afterEach(() => {
    runs.mockRestore();
    app.close();
    content.cleanup();
  });

  it('runs the tests once for Run tests then Submit on the same code, and stores that verdict', async () => {
    const run = unwrap(await app.router.invoke('problems:run-tests', { slug: 'add-two', code: PY_SOLUTION }));
    expect(run.status).toBe('passed');
    expect(runs).toHaveBeenCalledTimes(1);
    const submitted = unwrap(await submitWork(app.router, submission(PY_SOLUTION)));
    expect(runs).toHaveBeenCalledTimes(1);
    expect(submitted.result).toEqual(run);
    const me = app.ctx.services.profiles.currentId();
    expect(app.ctx.repos.attempts.get(me, submitted.attempt_id)).toMatchObject({ passed: true, code: PY_SOLUTION });
  });

  it('runs again when the code changed since the last run', async () => {
    unwrap(await app.router.invoke('problems:run-tests', { slug: 'add-two', code: PY_STARTER }));
    const submitted = unwrap(await submitWork(app.router, submission(PY_SOLUTION)));
    expect(runs).toHaveBeenCalledTimes(2);
    expect(submitted.result.status).toBe('passed');
  });

  it('does not share a verdict between profiles', async () => {
    unwrap(await app.router.invoke('problems:run-tests', { slug: 'add-two', code: PY_SOLUTION }));
    const other = unwrap(await app.router.invoke('profiles:create', { name: 'Second learner' }));
    unwrap(await app.router.invoke('profiles:switch', { id: other.id }));
    unwrap(await submitWork(app.router, submission(PY_SOLUTION)));
    expect(runs).toHaveBeenCalledTimes(2);
  });
});

describe('verdict cache', () => {
  const key = (over: Partial<VerdictKey> = {}): VerdictKey => ({
    userId: 'u1',
    slug: 's',
    code: 'x = 1',
    problemDir: '/p/s',
    tests: 'tests',
    runOptions: { timeoutMs: 10_000 },
    ...over,
  });
  const result = (status: RunResult['status']): RunResult => ({
    status,
    tests: [],
    duration_ms: 5,
    isolation: 'process',
    stdout: '',
    stderr: '',
    truncated: false,
  });

  it('keeps passed and failed verdicts, never errors or timeouts', () => {
    const cache = createVerdictCache();
    cache.remember(key({ code: 'a' }), result('passed'));
    cache.remember(key({ code: 'b' }), result('failed'));
    cache.remember(key({ code: 'c' }), result('error'));
    cache.remember(key({ code: 'd' }), result('timeout'));
    expect(cache.known(key({ code: 'a' }))?.status).toBe('passed');
    expect(cache.known(key({ code: 'b' }))?.status).toBe('failed');
    expect(cache.known(key({ code: 'c' }))).toBeUndefined();
    expect(cache.known(key({ code: 'd' }))).toBeUndefined();
  });

  it('misses on any change of tests, problem folder, run settings or user', () => {
    const cache = createVerdictCache();
    cache.remember(key(), result('passed'));
    expect(cache.known(key())).toBeDefined();
    expect(cache.known(key({ tests: 'other tests' }))).toBeUndefined();
    expect(cache.known(key({ problemDir: '/elsewhere' }))).toBeUndefined();
    expect(cache.known(key({ runOptions: { timeoutMs: 1 } }))).toBeUndefined();
    expect(cache.known(key({ userId: 'u2' }))).toBeUndefined();
  });

  it('is bounded and forgets the oldest first', () => {
    const cache = createVerdictCache(3);
    for (const code of ['1', '2', '3', '4']) cache.remember(key({ code }), result('passed'));
    expect(cache.size).toBe(3);
    expect(cache.known(key({ code: '1' }))).toBeUndefined();
    expect(cache.known(key({ code: '4' }))).toBeDefined();
  });
});
