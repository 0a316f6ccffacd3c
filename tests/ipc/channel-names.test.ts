import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { preloadAllowlistDefines } from '../../build/preload-allowlist';
import { CHANNELS } from '../../src/shared/ipc/contract';
import { EVENT_NAMES } from '../../src/shared/ipc/events';
import type { Bridge } from '../../src/shared/ipc/bridge';

/**
 * The preload's allowlists are computed from the contract when it is bundled (build/preload-allowlist.ts). These
 * tests bundle the real preload the way electron.vite.config.ts does, run it against a stand-in for `electron`,
 * and check what it lets through: exactly the contract's channels and events, nothing else.
 */
const SRC = path.resolve(__dirname, '../../src');

function bundlePreload(define: Record<string, string>): string {
  const out = buildSync({
    entryPoints: [path.join(SRC, 'preload/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['electron'],
    define,
    write: false,
  });
  return out.outputFiles[0]!.text;
}

/** Runs a preload bundle with a fake `electron`: answers the bridge it exposed and the channels that reached main. */
function runPreload(text: string) {
  const invoked: string[] = [];
  const subscribed: string[] = [];
  let bridge: Bridge | undefined;
  const electron = {
    contextBridge: { exposeInMainWorld: (_key: string, api: Bridge) => (bridge = api) },
    ipcRenderer: {
      invoke: (_name: string, channel: string) => {
        invoked.push(channel);
        return Promise.resolve({ ok: true, value: null });
      },
      on: (name: string) => subscribed.push(name),
      removeListener: () => undefined,
    },
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', text)(
    (id: string) => {
      if (id !== 'electron') throw new Error(`the preload required ${id}`);
      return electron;
    },
    module,
    module.exports,
  );
  if (!bridge) throw new Error('the preload exposed no bridge');
  return { bridge, invoked, subscribed };
}

describe('the preload allowlist (computed from the contract)', () => {
  const text = bundlePreload(preloadAllowlistDefines());

  it('lets every channel of the contract through, and refuses a name the contract does not have', async () => {
    const { bridge, invoked } = runPreload(text);
    for (const channel of CHANNELS) await bridge.invoke(channel, {});
    expect(invoked).toEqual(CHANNELS);
    const refused = await bridge.invoke('writings:drop-all', {});
    expect(refused).toEqual({ ok: false, error: { code: 'not_found', message: 'There is no channel named "writings:drop-all".' } });
    expect(invoked).toHaveLength(CHANNELS.length);
  });

  it('listens to every event of the contract and to nothing else', () => {
    const { bridge, subscribed } = runPreload(text);
    for (const event of EVENT_NAMES) bridge.on(event, () => undefined);
    expect(subscribed).toHaveLength(EVENT_NAMES.length);
    bridge.on('app:quit', () => undefined);
    expect(subscribed).toHaveLength(EVENT_NAMES.length);
  });

  it('fails when the names computed for the bundle disagree with the contract', async () => {
    // A list that lost one channel (what a hand-kept list drifts into) must not pass the check above.
    const [dropped, ...rest] = CHANNELS;
    const { bridge, invoked } = runPreload(
      bundlePreload({ ...preloadAllowlistDefines(), __WORKBENCH_CHANNELS__: JSON.stringify(rest) }),
    );
    for (const channel of CHANNELS) await bridge.invoke(channel, {});
    expect(invoked).not.toEqual(CHANNELS);
    expect(invoked).not.toContain(dropped);
  });

  it('refuses to start when bundled without the computed lists', () => {
    expect(() => runPreload(bundlePreload({}))).toThrow(/allowlist was not computed/);
  });

  it('the preload and the name list import nothing that pulls in zod (runtime imports only)', () => {
    const runtimeImports = (file: string) =>
      [...fs.readFileSync(path.join(SRC, file), 'utf8').matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map(
        (m) => m[1],
      );
    expect(runtimeImports('preload/index.ts')).toEqual(['electron', '@shared/ipc/channel-names']);
    expect(runtimeImports('shared/ipc/channel-names.ts')).toEqual([]);
  });

  it('the bundled preload holds no zod and stays a few kilobytes (was about 800 KB with the contract)', () => {
    expect(text).not.toMatch(/zod|ZodError|safeParse/);
    expect(text).toContain('workbench:invoke');
    expect(text.length).toBeLessThan(10_000);
  });
});
