/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories must require, not import */
import { createMainWindow } from '../../src/main/electron/window';
import { hardenSession, isSafeExternalUrl } from '../../src/main/electron/security';
import { PAGE_SECURITY_HEADERS } from '../../src/main/web/security';
import { fake, fakeEvent, FakeBrowserWindow, resetFake } from '../support/fake-electron';

jest.mock('electron', () => require('../support/fake-electron').electron);

function memoryState() {
  const values = new Map<string, string>();
  return { get: (key: string) => values.get(key), set: (key: string, value: string) => void values.set(key, value) };
}

function openWindow(devUrl?: string) {
  createMainWindow({
    preload: '/app/out/preload/index.js',
    icon: '/app/resources/icon.png',
    state: memoryState(),
    devUrl,
  });
  return FakeBrowserWindow.created.at(-1)!;
}

beforeEach(() => resetFake());

describe('the main window (src/main/electron/window.ts + security.ts)', () => {
  test('is created hardened: context isolation, sandbox, no Node, no webview, our preload', () => {
    const win = openWindow();
    expect(win.options.webPreferences).toEqual(
      expect.objectContaining({
        preload: '/app/out/preload/index.js',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        webviewTag: false,
      }),
    );
    expect(win.loadedUrl).toBe('app://workbench/');
    expect(win.options.icon).toBe('/app/resources/icon.png');
  });

  test.each([
    ['app://workbench/tracks', false],
    ['app://workbench/problem/stable-softmax?mode=interview', false],
    ['https://evil.example/', true],
    ['file:///etc/passwd', true],
    ['app://other-host/', true],
    ['not a url', true],
  ])('navigating to %s is prevented: %s', (url, prevented) => {
    const { webContents } = openWindow();
    for (const name of ['will-navigate', 'will-redirect']) {
      const event = fakeEvent();
      webContents.emit(name, event, url);
      expect(event.defaultPrevented).toBe(prevented);
    }
  });

  test('in development only the dev server origin counts as the app', () => {
    const { webContents } = openWindow('http://localhost:5173');
    const local = fakeEvent();
    webContents.emit('will-navigate', local, 'http://localhost:5173/tracks');
    const other = fakeEvent();
    webContents.emit('will-navigate', other, 'http://localhost:5174/');
    expect([local.defaultPrevented, other.defaultPrevented]).toEqual([false, true]);
  });

  test('new windows are always denied; http(s) links open in the system browser, other schemes nowhere', () => {
    const { webContents } = openWindow();
    const open = webContents.windowOpenHandler!;
    for (const url of [
      'https://github.com/callummcdougall/ARENA_3.0',
      'http://example.org/x',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'app://workbench/settings',
      'smb://share/x',
    ]) {
      expect(open({ url })).toEqual({ action: 'deny' });
    }
    expect(fake.openedExternally).toEqual(['https://github.com/callummcdougall/ARENA_3.0', 'http://example.org/x']);
  });

  test('a <webview> is never attached', () => {
    const { webContents } = openWindow();
    const event = fakeEvent();
    webContents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  test('isSafeExternalUrl accepts http(s) only', () => {
    expect(['https://a.b/', 'http://a.b/'].map(isSafeExternalUrl)).toEqual([true, true]);
    expect(['ftp://a.b/', 'data:text/html,x', 'vbscript:x', '', '//a.b/'].map(isSafeExternalUrl)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the session (hardenSession)', () => {
  test('denies every permission request and check', () => {
    hardenSession();
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      fake.permissionRequest!({}, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false, false]);
    expect(fake.permissionCheck!()).toBe(false);
  });

  test('sends our Content-Security-Policy with every response, replacing none of the other headers', () => {
    hardenSession();
    let headers: Record<string, string[]> = {};
    fake.headersListener!({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (headers = r.responseHeaders));
    expect(headers['Content-Type']).toEqual(['text/html']);
    expect(headers['Content-Security-Policy']).toEqual([PAGE_SECURITY_HEADERS['Content-Security-Policy']]);
    expect(headers['Content-Security-Policy']![0]).toContain("script-src 'self'");
  });
});
