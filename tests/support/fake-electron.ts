/**
 * A stand-in for the `electron` module, for testing the thin `src/main/electron/` layer in plain Node (the
 * Electron binary cannot be downloaded here). It implements only what that layer calls, and records what it
 * was given so tests can drive the handlers the layer registers: navigation events, the window-open handler,
 * permission handlers, response headers, IPC calls, the app:// protocol, safeStorage and the menu template.
 *
 * Use: `jest.mock('electron', () => require('../../support/fake-electron').electron);`
 */
import { EventEmitter } from 'node:events';

export type FakeEvent = { defaultPrevented: boolean; preventDefault(): void };
export const fakeEvent = (): FakeEvent => ({
  defaultPrevented: false,
  preventDefault() {
    this.defaultPrevented = true;
  },
});

type Bounds = { x: number; y: number; width: number; height: number };

export class FakeWebContents extends EventEmitter {
  mainFrame = { url: 'app://workbench/' };
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | undefined;
  sent: unknown[][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  static getAllWindows = (): FakeBrowserWindow[] => FakeBrowserWindow.created;
  webContents = new FakeWebContents();
  loadedUrl: string | undefined;
  bounds: Bounds;
  minimized = false;
  maximized = false;
  constructor(public options: Record<string, unknown>) {
    super();
    this.bounds = {
      x: (options.x as number | undefined) ?? 0,
      y: (options.y as number | undefined) ?? 0,
      width: options.width as number,
      height: options.height as number,
    };
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  getBounds(): Bounds {
    return this.bounds;
  }
  isDestroyed = (): boolean => false;
  isMinimized = (): boolean => this.minimized;
  isMaximized = (): boolean => this.maximized;
  show(): void {}
}

type PermissionRequest = (wc: unknown, permission: string, callback: (granted: boolean) => void) => void;
type HeadersListener = (
  details: { responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders: Record<string, string[]> }) => void,
) => void;

/** Everything the layer registered or asked for, reset per test with `resetFake()`. */
export const fake = {
  openedExternally: [] as string[],
  ipcHandlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  protocolHandlers: new Map<string, (request: Request) => Response | Promise<Response>>(),
  privilegedSchemes: [] as unknown[],
  fetched: [] as string[],
  permissionRequest: undefined as PermissionRequest | undefined,
  permissionCheck: undefined as (() => boolean) | undefined,
  headersListener: undefined as HeadersListener | undefined,
  displays: [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
  encryption: { available: true, backend: 'gnome_libsecret' },
  /** What the next open dialog answers, and every message box shown with the button the "user" presses. */
  openDialogAnswer: { canceled: true, filePaths: [] as string[] },
  /** What the preload put in the page's world, and what it sent over IPC. */
  exposed: new Map<string, unknown>(),
  rendererInvokes: [] as unknown[][],
  rendererIpc: new EventEmitter(),
  messageBoxes: [] as Array<Record<string, unknown>>,
  messageBoxResponse: 0,
};

export function resetFake(): void {
  fake.openedExternally.length = 0;
  fake.ipcHandlers.clear();
  fake.protocolHandlers.clear();
  fake.privilegedSchemes.length = 0;
  fake.fetched.length = 0;
  fake.permissionRequest = undefined;
  fake.permissionCheck = undefined;
  fake.headersListener = undefined;
  fake.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }];
  fake.encryption = { available: true, backend: 'gnome_libsecret' };
  fake.openDialogAnswer = { canceled: true, filePaths: [] };
  fake.messageBoxes = [];
  fake.exposed.clear();
  fake.rendererInvokes.length = 0;
  fake.rendererIpc.removeAllListeners();
  fake.messageBoxResponse = 0;
  FakeBrowserWindow.created = [];
}

/** A reversible "cipher" that is visibly not the plain text, so tests can check nothing is stored in clear. */
const scramble = (text: string): string => Buffer.from(text, 'utf8').toString('hex').split('').reverse().join('');
const unscramble = (text: string): string => Buffer.from(text.split('').reverse().join(''), 'hex').toString('utf8');

export const electron = {
  BrowserWindow: FakeBrowserWindow,
  shell: {
    openExternal: async (url: string): Promise<void> => {
      fake.openedExternally.push(url);
    },
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: PermissionRequest) => (fake.permissionRequest = handler),
      setPermissionCheckHandler: (handler: () => boolean) => (fake.permissionCheck = handler),
      webRequest: { onHeadersReceived: (listener: HeadersListener) => (fake.headersListener = listener) },
    },
  },
  ipcMain: {
    handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) =>
      fake.ipcHandlers.set(channel, handler),
  },
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => fake.privilegedSchemes.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Response | Promise<Response>) =>
      fake.protocolHandlers.set(scheme, handler),
  },
  net: {
    fetch: (url: string): Response => {
      fake.fetched.push(url);
      return new Response('file body', { status: 200 });
    },
  },
  screen: { getAllDisplays: () => fake.displays },
  safeStorage: {
    isEncryptionAvailable: () => fake.encryption.available,
    getSelectedStorageBackend: () => fake.encryption.backend,
    encryptString: (text: string): Buffer => Buffer.from(scramble(text), 'utf8'),
    decryptString: (cipher: Buffer): string => unscramble(cipher.toString('utf8')),
  },
  contextBridge: {
    exposeInMainWorld: (name: string, value: unknown) => fake.exposed.set(name, value),
  },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      fake.rendererInvokes.push(args);
      return { ok: true, value: 'from main' };
    },
    on: (channel: string, listener: (...args: unknown[]) => void) => fake.rendererIpc.on(channel, listener),
    removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
      fake.rendererIpc.removeListener(channel, listener),
  },
  dialog: {
    // Called as (window, options) or (options), like Electron's.
    showOpenDialog: async (..._args: unknown[]) => fake.openDialogAnswer,
    showMessageBox: async (...args: unknown[]) => {
      fake.messageBoxes.push(args.at(-1) as Record<string, unknown>);
      return { response: fake.messageBoxResponse, checkboxChecked: false };
    },
  },
  Menu: {
    buildFromTemplate: (template: unknown[]) => ({ template }),
  },
};
