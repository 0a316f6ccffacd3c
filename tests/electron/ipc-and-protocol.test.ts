/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories must require, not import */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerIpc } from '../../src/main/electron/ipc-adapter';
import { originOf, registerSchemePrivileges, serveRenderer } from '../../src/main/electron/protocol';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp } from '../support/test-app';
import { fake, FakeBrowserWindow, FakeWebContents, resetFake } from '../support/fake-electron';
import type { BrowserWindow } from 'electron';

jest.mock('electron', () => require('../support/fake-electron').electron);

beforeEach(() => resetFake());

describe('originOf', () => {
  test.each([
    ['app://workbench/tracks?x=1', 'app://workbench'],
    ['http://localhost:5173/x', 'http://localhost:5173'],
    ['https://example.org/', 'https://example.org'],
    ['file:///etc/passwd', null],
    ['data:text/html,hi', null],
    ['javascript:alert(1)', null],
    ['nonsense', null],
  ])('%s -> %s', (url, origin) => expect(originOf(url)).toBe(origin));
});

describe('the IPC adapter (src/main/electron/ipc-adapter.ts)', () => {
  let app: ReturnType<typeof createTestApp>;
  let win: FakeBrowserWindow;
  const invoke = (sender: FakeWebContents, frame: unknown, channel: unknown, input: unknown) =>
    fake.ipcHandlers.get('workbench:invoke')!({ sender, senderFrame: frame }, channel, input) as Promise<{
      ok: boolean;
      error?: { code: string; message: string };
      value?: unknown;
    }>;

  beforeEach(() => {
    app = createTestApp();
    win = new FakeBrowserWindow({ width: 1280, height: 820 });
    registerIpc(app, () => win as unknown as BrowserWindow);
  });
  afterEach(() => app.close());

  test("our window's main frame on app://workbench reaches the router", async () => {
    const result = await invoke(win.webContents, win.webContents.mainFrame, 'axes:list', {});
    expect(result.ok).toBe(true);
    expect((result.value as { axes: unknown[] }).axes).toHaveLength(13);
  });

  test('input is validated by the same router: a bad payload is invalid_input, an unknown channel not_found', async () => {
    const bad = await invoke(win.webContents, win.webContents.mainFrame, 'tracks:get', { slug: 42 });
    expect(bad.error?.code).toBe('invalid_input');
    const unknown = await invoke(win.webContents, win.webContents.mainFrame, 'fs:read', {});
    expect(unknown.error?.code).toBe('not_found');
  });

  test('another webContents, a subframe, or a main frame navigated elsewhere is refused', async () => {
    const stranger = new FakeWebContents();
    const refusals = [
      await invoke(stranger, stranger.mainFrame, 'axes:list', {}),
      await invoke(win.webContents, { url: 'app://workbench/' }, 'axes:list', {}),
      await invoke(win.webContents, undefined, 'axes:list', {}),
    ];
    win.webContents.mainFrame.url = 'https://evil.example/';
    refusals.push(await invoke(win.webContents, win.webContents.mainFrame, 'axes:list', {}));
    win.webContents.mainFrame.url = 'file:///tmp/page.html';
    refusals.push(await invoke(win.webContents, win.webContents.mainFrame, 'axes:list', {}));
    for (const r of refusals) {
      expect(r).toEqual({
        ok: false,
        error: { code: 'forbidden', message: 'This window is not allowed to call Workbench.' },
      });
    }
  });

  test('main-side events reach the window', () => {
    app.ctx.events.emit('app:navigate', { path: '/tracks' });
    expect(win.webContents.sent).toEqual([['workbench:event', 'app:navigate', { path: '/tracks' }]]);
  });
});

describe('the app:// protocol (src/main/electron/protocol.ts)', () => {
  const dir = makeTempDir('workbench-protocol-');
  const root = path.join(dir.dir, 'renderer');
  beforeAll(() => {
    fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), '');
    fs.writeFileSync(path.join(dir.dir, 'secret.txt'), 'no');
  });
  afterAll(() => dir.cleanup());

  const request = (url: string, method = 'GET') =>
    Promise.resolve(fake.protocolHandlers.get('app')!(new Request(url, { method })));
  const file = (rel: string) => pathToFileURL(path.join(fs.realpathSync(root), rel)).toString();

  test('the scheme is registered as standard and secure before ready', () => {
    registerSchemePrivileges();
    expect(fake.privilegedSchemes).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
  });

  test('serves files of the renderer folder, and index.html for client-side routes', async () => {
    serveRenderer(root);
    expect((await request('app://workbench/assets/app.js')).status).toBe(200);
    await request('app://workbench/tracks/arena');
    expect(fake.fetched).toEqual([file('assets/app.js'), file('index.html')]);
  });

  test('refuses other methods, other hosts, missing files and paths outside the folder', async () => {
    serveRenderer(root);
    expect((await request('app://workbench/', 'POST')).status).toBe(405);
    expect((await request('app://elsewhere/index.html')).status).toBe(404);
    expect((await request('app://workbench/assets/missing.js')).status).toBe(404);
    expect((await request('app://workbench/..%2Fsecret.txt')).status).toBe(404);
    expect((await request('app://workbench/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
    expect(fake.fetched.some((url) => url.includes('secret'))).toBe(false);
  });
});
