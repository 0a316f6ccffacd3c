import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { CHANNEL_NAMES, EVENT_NAME_LIST } from '../../../src/shared/ipc/channel-names';
import { CHANNELS } from '../../../src/shared/ipc/contract';
import { EVENT_NAMES } from '../../../src/shared/ipc/events';

/** The preload's allowlist is a plain list (no zod in the sandboxed bundle); it must name exactly the contract. */
describe('channel-names (the preload allowlist)', () => {
  it('lists every channel of the contract, and nothing else, once', () => {
    expect([...CHANNEL_NAMES].sort()).toEqual([...CHANNELS].sort());
    expect(new Set(CHANNEL_NAMES).size).toBe(CHANNEL_NAMES.length);
  });

  it('lists every event, and nothing else, once', () => {
    expect([...EVENT_NAME_LIST].sort()).toEqual([...EVENT_NAMES].sort());
    expect(new Set(EVENT_NAME_LIST).size).toBe(EVENT_NAME_LIST.length);
  });

  it('the preload and the name list import nothing that pulls in zod (runtime imports only)', () => {
    const root = path.resolve(__dirname, '../../../src');
    const runtimeImports = (file: string) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map(
        (m) => m[1],
      );
    expect(runtimeImports('preload/index.ts')).toEqual(['electron', '../shared/ipc/channel-names']);
    expect(runtimeImports('shared/ipc/channel-names.ts')).toEqual([]);
  });

  it('the bundled preload holds no zod and stays a few kilobytes (was about 800 KB with the contract)', () => {
    const out = buildSync({
      entryPoints: [path.resolve(__dirname, '../../../src/preload/index.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['electron'],
      write: false,
    });
    const text = out.outputFiles[0]!.text;
    expect(text).not.toMatch(/zod|ZodError|safeParse/);
    expect(text).toContain('workbench:invoke');
    expect(text.length).toBeLessThan(10_000);
  });
});
