/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories must require, not import */
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenu } from '../../src/main/electron/menu';
import { hardenSession } from '../../src/main/electron/security';
import { createMainWindow } from '../../src/main/electron/window';
import { PAGE_SECURITY_HEADERS } from '../../src/main/web/security';
import { fake, FakeBrowserWindow, resetFake } from '../support/fake-electron';

jest.mock('electron', () => require('../support/fake-electron').electron);

beforeEach(() => resetFake());

const memoryState = () => ({ get: () => undefined, set: () => undefined });
const open = (devTools?: boolean) => {
  createMainWindow({ preload: '/p.js', icon: '/i.png', state: memoryState() as never, devTools });
  return FakeBrowserWindow.created.at(-1)!;
};

type Item = MenuItemConstructorOptions;
const roles = (devTools: boolean) => {
  const menu = buildMenu(
    {
      navigate: () => undefined,
      importManifest: () => undefined,
      backupNow: () => undefined,
      restore: () => undefined,
      exportAll: () => undefined,
      importAll: () => undefined,
    },
    false,
    devTools,
  ) as unknown as {
    template: Item[];
  };
  const flat = (items: Item[]): Item[] =>
    items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flat(i.submenu) : [])]);
  return flat(menu.template)
    .map((i) => i.role)
    .filter(Boolean);
};

describe('desktop hardening', () => {
  test('middle-click (Auxclick) is disabled in every window', () => {
    expect(open().options.webPreferences).toEqual(expect.objectContaining({ disableBlinkFeatures: 'Auxclick' }));
  });

  test('DevTools exist only in development builds: off unless asked for', () => {
    expect(open().options.webPreferences).toEqual(expect.objectContaining({ devTools: false }));
    expect(open(true).options.webPreferences).toEqual(expect.objectContaining({ devTools: true }));
  });

  test('the production menu has no Toggle Developer Tools (nor the stock View role that carries it) and no reload', () => {
    expect(roles(false)).not.toEqual(expect.arrayContaining(['toggleDevTools']));
    expect(roles(false)).not.toContain('viewMenu');
    expect(roles(false)).not.toContain('reload');
    expect(roles(false)).toEqual(expect.arrayContaining(['zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen']));
    expect(roles(true)).toEqual(expect.arrayContaining(['toggleDevTools', 'reload']));
  });

  test("the app's CSP is the browser host's page policy, a parseable literal, with no inline scripts", () => {
    hardenSession();
    let headers: Record<string, string[]> = {};
    fake.headersListener!({ responseHeaders: {} }, (r) => (headers = r.responseHeaders));
    const csp = headers['Content-Security-Policy']![0]!;
    expect(csp).toBe(PAGE_SECURITY_HEADERS['Content-Security-Policy']);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toMatch(/object-src 'none'/);
  });
});
