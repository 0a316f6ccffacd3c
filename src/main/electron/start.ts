import { app as electronApp, BrowserWindow, Menu } from 'electron';
import path from 'node:path';
import { createApp, type App } from '../bootstrap';
import { useNativeBinding } from '../db/sqlite';
import { dataMenuActions } from './data-menu';
import { chooseSqliteBinding } from './native-binding';
import { importManifestFromMenu } from './import-manifest';
import { registerIpc } from './ipc-adapter';
import { buildMenu } from './menu';
import { registerSchemePrivileges, serveRenderer } from './protocol';
import { hardenSession } from './security';
import { createSafeStorageSecretStore } from './secret-store';
import { createMainWindow, preloadPath } from './window';

/** Menu clicks return nothing; each action shows its own outcome in a message box. */
function fireAndForget<K extends string>(actions: Record<K, () => Promise<void>>): Record<K, () => void> {
  return Object.fromEntries(Object.entries<() => Promise<void>>(actions).map(([k, run]) => [k, () => void run()])) as Record<
    K,
    () => void
  >;
}

/** Electron lifecycle: single instance, hardened session and window, IPC over the shared router. */
export function startElectronApp(): void {
  if (!electronApp.requestSingleInstanceLock()) {
    electronApp.quit();
    return;
  }
  registerSchemePrivileges();
  const devUrl = !electronApp.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  let win: BrowserWindow | undefined;
  let workbench: App | undefined;

  electronApp.on('second-instance', () => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });

  electronApp.whenReady().then(
    () => {
      const resources = electronApp.isPackaged ? process.resourcesPath : path.join(__dirname, '..', '..');
      // better-sqlite3 built for Electron's ABI, not the Node build in node_modules that tests and the host use.
      useNativeBinding(
        chooseSqliteBinding({
          versions: process.versions,
          isPackaged: electronApp.isPackaged,
          resourcesPath: process.resourcesPath,
          appRoot: path.join(__dirname, '..', '..'),
        }),
      );
      workbench = createApp({
        host: 'electron',
        dataDir: electronApp.getPath('userData'),
        bundledContentDir: path.join(resources, 'content'),
        version: electronApp.getVersion(),
        env: process.env,
        secretStore: createSafeStorageSecretStore(electronApp.getPath('userData')),
        autoBackup: true,
      });
      hardenSession();
      serveRenderer(path.join(__dirname, '..', 'renderer'));
      registerIpc(workbench, () => win, devUrl);
      const current = workbench;
      const open = () => {
        win = createMainWindow({
          preload: preloadPath(__dirname),
          icon: path.join(resources, 'resources', 'icon.png'),
          state: current.ctx.repos.appState,
          devUrl,
          devTools: !electronApp.isPackaged,
        });
        win.on('closed', () => (win = undefined));
      };
      Menu.setApplicationMenu(
        buildMenu(
          {
            navigate: (p) => current.ctx.events.emit('app:navigate', { path: p }),
            importManifest: () => void importManifestFromMenu(current, win),
            ...fireAndForget(dataMenuActions(current, () => win)),
          },
          process.platform === 'darwin',
          !electronApp.isPackaged,
        ),
      );
      open();
      electronApp.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) open();
      });
    },
    (err: unknown) => {
      console.error('Workbench failed to start', err);
      electronApp.exit(1);
    },
  );

  electronApp.on('window-all-closed', () => {
    if (process.platform !== 'darwin') electronApp.quit();
  });
  electronApp.on('will-quit', () => workbench?.close());
}
