/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories must require, not import */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserWindow, MenuItemConstructorOptions } from 'electron';
import { buildMenu } from '../../src/main/electron/menu';
import { createSafeStorageSecretStore } from '../../src/main/electron/secret-store';
import { loadBounds, trackBounds } from '../../src/main/electron/window-state';
import { makeTempDir } from '../support/temp-dir';
import { fake, FakeBrowserWindow, resetFake } from '../support/fake-electron';

jest.mock('electron', () => require('../support/fake-electron').electron);

beforeEach(() => resetFake());

function memoryState(initial?: string) {
  const values = new Map<string, string>(initial ? [['window_bounds', initial]] : []);
  return {
    values,
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => void values.set(key, value),
  };
}

describe('window size and position (window-state.ts)', () => {
  test('a first start opens at the default size', () => {
    expect(loadBounds(memoryState())).toEqual({ width: 1280, height: 820 });
  });

  test('the last bounds come back while they are on a connected display', () => {
    const saved = { x: 200, y: 100, width: 1000, height: 700 };
    expect(loadBounds(memoryState(JSON.stringify(saved)))).toEqual(saved);
  });

  test('bounds on a display that is gone keep the size and let the OS place the window', () => {
    const saved = { x: 3000, y: 100, width: 1000, height: 700 };
    expect(loadBounds(memoryState(JSON.stringify(saved)))).toEqual({ width: 1000, height: 700 });
    fake.displays.push({ workArea: { x: 1920, y: 0, width: 2560, height: 1440 } });
    expect(loadBounds(memoryState(JSON.stringify(saved)))).toEqual(saved);
  });

  test('a corrupt stored value falls back to the default instead of failing the start', () => {
    expect(loadBounds(memoryState('{not json'))).toEqual({ width: 1280, height: 820 });
  });

  test('bounds are saved on close, but not while minimized or maximized', () => {
    const state = memoryState();
    const win = new FakeBrowserWindow({ width: 900, height: 600, x: 10, y: 20 });
    trackBounds(win as unknown as BrowserWindow, state);
    win.maximized = true;
    win.emit('close');
    expect(state.values.get('window_bounds')).toBeUndefined();
    win.maximized = false;
    win.emit('close');
    expect(JSON.parse(state.values.get('window_bounds')!)).toEqual({ x: 10, y: 20, width: 900, height: 600 });
  });
});

describe('API keys with safeStorage (secret-store.ts)', () => {
  const dir = makeTempDir('workbench-secrets-');
  afterAll(() => dir.cleanup());
  const file = () => path.join(dir.dir, 'secrets.json');

  test('a key is stored encrypted (never in clear), read back, and removed with null', () => {
    const store = createSafeStorageSecretStore(dir.dir);
    expect(store.writable).toBe(true);
    store.set('openai-api-key:u1', 'sk-test-1234567890');
    const onDisk = fs.readFileSync(file(), 'utf8');
    expect(onDisk).not.toContain('sk-test');
    expect(fs.statSync(file()).mode & 0o777).toBe(0o600);
    expect(createSafeStorageSecretStore(dir.dir).get('openai-api-key:u1')).toBe('sk-test-1234567890');
    store.set('openai-api-key:u1', null);
    expect(store.get('openai-api-key:u1')).toBeUndefined();
  });

  test('without a real keyring (Linux basic_text) nothing is saved, and the store says it cannot save', () => {
    fake.encryption.backend = 'basic_text';
    const store = createSafeStorageSecretStore(dir.dir);
    if (process.platform === 'linux') {
      // basic_text is a Linux-only backend; elsewhere the store never sees it, so only Linux can check it.
      // eslint-disable-next-line jest/no-conditional-expect
      expect(store.writable).toBe(false);
      // eslint-disable-next-line jest/no-conditional-expect
      expect(() => store.set('openai-api-key:u2', 'sk-x')).toThrow('not available');
    }
    fake.encryption.available = false;
    expect(store.writable).toBe(false);
    expect(() => store.set('openai-api-key:u2', 'sk-x')).toThrow('not available');
    expect(fs.existsSync(file()) ? fs.readFileSync(file(), 'utf8') : '').not.toContain('u2');
  });

  test('a damaged secrets file reads as no keys', () => {
    fs.writeFileSync(file(), '[1, 2');
    expect(createSafeStorageSecretStore(dir.dir).get('openai-api-key:u1')).toBeUndefined();
  });
});

describe('the native menu (menu.ts)', () => {
  type Item = MenuItemConstructorOptions;
  const build = (isMac: boolean) => {
    const calls: string[] = [];
    const menu = buildMenu(
      {
        navigate: (p) => calls.push(`navigate ${p}`),
        importManifest: () => calls.push('import'),
        backupNow: () => calls.push('backup'),
        restore: () => calls.push('restore'),
        exportAll: () => calls.push('export'),
        importAll: () => calls.push('import-export'),
      },
      isMac,
    ) as unknown as { template: Item[] };
    return { template: menu.template, calls };
  };
  const submenu = (template: Item[], label: string) => template.find((i) => i.label === label)!.submenu as Item[];
  const click = (item: Item) => (item.click as () => void)();

  test('File has Import manifest… (Ctrl/Cmd+Shift+I) and Settings (Ctrl/Cmd+,); they call the actions', () => {
    const { template, calls } = build(false);
    const file = submenu(template, 'File');
    const importItem = file.find((i) => i.label === 'Import manifest…')!;
    expect(importItem.accelerator).toBe('CmdOrCtrl+Shift+I');
    click(importItem);
    click(file.find((i) => i.label === 'Settings')!);
    expect(calls).toEqual(['import', 'navigate /settings']);
    expect(file.at(-1)!.role).toBe('quit');
  });

  test('File has the data entries: Back up now, Restore…, Export…, Import… and Data settings', () => {
    const { template, calls } = build(false);
    const file = submenu(template, 'File');
    for (const label of ['Back up now', 'Restore from backup…', 'Export everything…', 'Import an export…', 'Data settings'])
      click(file.find((i) => i.label === label)!);
    expect(calls).toEqual(['backup', 'restore', 'export', 'import-export', 'navigate /settings/data']);
  });

  test('Go mirrors the sidebar shortcuts Ctrl/Cmd+1..7', () => {
    const { template, calls } = build(false);
    const go = submenu(template, 'Go');
    expect(go.map((i) => i.accelerator)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `CmdOrCtrl+${n}`));
    go.forEach(click);
    expect(calls).toEqual([
      'navigate /',
      'navigate /tracks',
      'navigate /problems',
      'navigate /writings',
      'navigate /reflections',
      'navigate /review',
      'navigate /voices',
    ]);
  });

  test('macOS gets the app menu and Close instead of Quit; both get the edit and window roles and a View menu', () => {
    const mac = build(true).template;
    expect(mac[0]!.role).toBe('appMenu');
    expect(submenu(mac, 'File').at(-1)!.role).toBe('close');
    for (const t of [mac, build(false).template]) {
      expect(t.map((i) => i.role).filter(Boolean)).toEqual(
        expect.arrayContaining(['editMenu', 'windowMenu']),
      );
      expect(t.map((i) => i.label)).toContain('View');
    }
  });
});
