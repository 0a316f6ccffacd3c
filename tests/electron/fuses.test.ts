import fs from 'node:fs';
import path from 'node:path';
import { FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses';
import { makeTempDir } from '../support/temp-dir';

/**
 * The electron-builder afterPack hook (build/after-pack.cjs). A packaged build cannot be made here (no
 * Electron download), so the hook is run against a file holding Electron's fuse wire as the binary carries it
 * (sentinel, version, length, one byte per fuse), with the real @electron/fuses, and the wire is read back.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const hook = require('../../build/after-pack.cjs') as {
  (context: unknown): Promise<void>;
  FUSES: Record<string, unknown>;
};

/** How the wire stores each fuse ('0' / '1'); @electron/fuses does not export its FuseState enum. */
const FuseState = { DISABLE: 48, ENABLE: 49 } as const;
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/**
 * Electron's stock wire for the 8 V1 fuses: RunAsNode, NODE_OPTIONS, --inspect and file-protocol privileges
 * on; cookie encryption, asar integrity, asar-only and the browser-process snapshot off.
 */
const STOCK = '10110001';

function fakeBinary(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const wire = Buffer.concat([
    Buffer.from('ELF-ish prefix'),
    Buffer.from(SENTINEL),
    Buffer.from([1, STOCK.length]),
    Buffer.from(STOCK),
    Buffer.from('suffix'),
  ]);
  fs.writeFileSync(file, wire);
}

describe('electron-builder afterPack: fuses', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  it('configures exactly the six fuses the issue names, and nothing else', () => {
    expect(hook.FUSES).toEqual({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.EnableCookieEncryption]: true,
    });
  });

  it('flips them in the Linux binary electron-builder packed, read back with @electron/fuses', async () => {
    const binary = path.join(temp.dir, 'linux-unpacked', 'workbench');
    fakeBinary(binary);
    await hook({
      electronPlatformName: 'linux',
      arch: 1,
      appOutDir: path.dirname(binary),
      packager: { appInfo: { productFilename: 'Workbench' }, executableName: 'workbench' },
    });
    const wire = await getCurrentFuseWire(binary);
    expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(FuseState.ENABLE);
    // Fuses the issue does not name keep Electron's default.
    expect(wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(FuseState.ENABLE);
  });

  it('targets the .exe on Windows', async () => {
    const binary = path.join(temp.dir, 'win-unpacked', 'Workbench.exe');
    fakeBinary(binary);
    await hook({
      electronPlatformName: 'win32',
      arch: 1,
      appOutDir: path.dirname(binary),
      packager: { appInfo: { productFilename: 'Workbench' } },
    });
    expect((await getCurrentFuseWire(binary))[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
  });

  it('is wired into electron-builder.yml', () => {
    const yml = fs.readFileSync(path.join(__dirname, '../../electron-builder.yml'), 'utf8');
    expect(yml).toMatch(/^afterPack: build\/after-pack\.cjs$/m);
  });
});
