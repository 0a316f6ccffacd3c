/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories must require, not import */
import type { Bridge } from '../../src/shared/ipc/bridge';
import type { preloadAllowlistDefines as allowlist } from '../../build/preload-allowlist';
import { fake, resetFake } from '../support/fake-electron';

jest.mock('electron', () => require('../support/fake-electron').electron);

/** The preload is the whole surface a sandboxed page gets: one `api` object, allowlisted both ways. */
describe('preload bridge (src/preload/index.ts)', () => {
  let api: Bridge;
  let exposedNames: string[];
  beforeAll(() => {
    resetFake();
    // The allowlists the bundler writes into the preload (build/preload-allowlist.ts), as globals for jest.
    const { preloadAllowlistDefines } = require('../../build/preload-allowlist') as { preloadAllowlistDefines: typeof allowlist };
    for (const [name, json] of Object.entries(preloadAllowlistDefines())) {
      (globalThis as Record<string, unknown>)[name] = JSON.parse(json) as unknown;
    }
    require('../../src/preload/index');
    exposedNames = [...fake.exposed.keys()];
    api = fake.exposed.get('api') as Bridge;
  });
  beforeEach(() => {
    fake.rendererInvokes.length = 0;
    fake.rendererIpc.removeAllListeners();
  });

  test('exposes exactly one object, api, with invoke and on', () => {
    expect(exposedNames).toEqual(['api']);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on']);
  });

  test('a contract channel goes to main over workbench:invoke', async () => {
    expect(await api.invoke('tracks:get', { slug: 'arena' })).toEqual({ ok: true, value: 'from main' });
    expect(fake.rendererInvokes).toEqual([['workbench:invoke', 'tracks:get', { slug: 'arena' }]]);
  });

  test('a channel outside the contract is answered not_found without reaching main', async () => {
    const answer = await api.invoke('shell:exec' as never, {} as never);
    expect(answer).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'There is no channel named "shell:exec".' },
    });
    expect(fake.rendererInvokes).toEqual([]);
  });

  test('listeners get only their own allowlisted event, and unsubscribe cleanly', () => {
    const got: unknown[] = [];
    const off = api.on('app:navigate', (payload) => got.push(payload));
    fake.rendererIpc.emit('workbench:event', {}, 'tracks:changed', { slug: 'x' });
    fake.rendererIpc.emit('workbench:event', {}, 'app:navigate', { path: '/tracks' });
    off();
    fake.rendererIpc.emit('workbench:event', {}, 'app:navigate', { path: '/settings' });
    expect(got).toEqual([{ path: '/tracks' }]);
    expect(fake.rendererIpc.listenerCount('workbench:event')).toBe(0);

    const offUnknown = api.on('process:exit' as never, () => got.push('never'));
    expect(fake.rendererIpc.listenerCount('workbench:event')).toBe(0);
    offUnknown();
  });
});
