import { BrowserWindow } from 'electron';
import path from 'node:path';
import type { AppStateRepository } from '../db/repositories/app-state';
import { APP_ORIGIN, originOf } from './protocol';
import { hardenWebContents } from './security';
import { loadBounds, trackBounds } from './window-state';

export function createMainWindow(options: {
  preload: string;
  icon: string;
  state: AppStateRepository;
  devUrl?: string;
  /** Development builds only: a packaged app has no DevTools at all. */
  devTools?: boolean;
}): BrowserWindow {
  const win = new BrowserWindow({
    ...loadBounds(options.state),
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Workbench',
    icon: options.icon,
    backgroundColor: '#14161a',
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      spellcheck: true,
      // A middle click on a link would otherwise open it in a new window (Electronegativity AUXCLICK_JS_CHECK).
      disableBlinkFeatures: 'Auxclick',
      devTools: options.devTools ?? false,
    },
  });
  const base = options.devUrl ?? `${APP_ORIGIN}/`;
  const appOrigin = originOf(base);
  hardenWebContents(win.webContents, (url) => appOrigin !== null && originOf(url) === appOrigin);
  trackBounds(win, options.state);
  win.once('ready-to-show', () => win.show());
  void win.loadURL(base);
  return win;
}

export const preloadPath = (mainDir: string): string => path.join(mainDir, '..', 'preload', 'index.js');
