import { ApiError, api, setTransport } from '../../src/renderer/src/lib/api';
import { RESTORED_RELOADING, startOverWithRestoredData } from '../../src/renderer/src/lib/data-restored';
import { memoryTransport } from '../../src/renderer/src/lib/transport';
import { createTestApp, unwrap } from '../support/test-app';

/**
 * After a restore the page reloads, and its screens save as they unload (the problem page saves its work on
 * pagehide). Those saves carry the state from before the restore: they must not reach main.
 */
describe('a page told that its data was restored', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    app = createTestApp();
    setTransport(memoryTransport(app.router));
  });
  afterEach(() => app.close());

  const work = (explore: string) => ({
    slug: 'stable-softmax',
    mode: 'practice' as const,
    phase: 'explore' as const,
    reached: 'explore' as const,
    phase_notes: { explore, brainstorm: '', plan: '', implement: '', verify: '' },
    code: '',
    notes: '',
    confidence: null,
    phase_times_ms: { explore: 1_000 },
  });
  const storedNotes = async () =>
    unwrap(await app.router.invoke('problems:get-work', { slug: 'stable-softmax', mode: 'practice' })).phase_notes
      .explore;

  test('reloads, and the saves it makes while going send nothing to main', async () => {
    await api.call('problems:save-work', work('The restored work.'));
    const reload = jest.fn();
    startOverWithRestoredData(reload);
    expect(reload).toHaveBeenCalledTimes(1);

    const leaveSave = api.call('problems:save-work', work('Work from before the restore.'));
    await expect(leaveSave).rejects.toEqual(new ApiError('unavailable', RESTORED_RELOADING));
    await expect(leaveSave).rejects.toBeInstanceOf(ApiError);
    const envelope = await api.invoke('writings:create', { title: 'Typed before the restore' });
    expect(envelope).toEqual({ ok: false, error: { code: 'unavailable', message: RESTORED_RELOADING } });

    expect(await storedNotes()).toBe('The restored work.');
    expect(unwrap(await app.router.invoke('writings:list', {})).writings).toEqual([]);
  });

  test('the reloaded page (a new transport) calls main again', async () => {
    startOverWithRestoredData(() => undefined);
    setTransport(memoryTransport(app.router));
    await api.call('problems:save-work', work('Typed after the reload.'));
    expect(await storedNotes()).toBe('Typed after the reload.');
  });
});
