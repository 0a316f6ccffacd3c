import { Menu, type MenuItemConstructorOptions } from 'electron';

export type MenuActions = {
  navigate(path: string): void;
  importManifest(): void;
  backupNow(): void;
  restore(): void;
  exportAll(): void;
  importAll(): void;
};

/**
 * View without DevTools and reload unless this is a development build: Electron's stock
 * viewMenu role includes Toggle Developer Tools, which in a packaged app opens a console into the renderer.
 */
export function viewMenu(devTools: boolean): MenuItemConstructorOptions {
  return {
    label: 'View',
    submenu: [
      ...(devTools
        ? ([{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as const)
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
}

/** The native menu with the usual roles and accelerators; navigation mirrors the sidebar shortcuts. */
export function buildMenu(actions: MenuActions, isMac = process.platform === 'darwin', devTools = false): Menu {
  const go = (label: string, path: string, accelerator: string): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => actions.navigate(path),
  });
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Import manifest…', accelerator: 'CmdOrCtrl+Shift+I', click: () => actions.importManifest() },
        { type: 'separator' },
        { label: 'Back up now', click: () => actions.backupNow() },
        { label: 'Restore from backup…', click: () => actions.restore() },
        { label: 'Export everything…', click: () => actions.exportAll() },
        { label: 'Import an export…', click: () => actions.importAll() },
        go('Data settings', '/settings/data', 'CmdOrCtrl+Shift+D'),
        { type: 'separator' },
        go('Settings', '/settings', 'CmdOrCtrl+,'),
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'Go',
      submenu: [
        go('Home', '/', 'CmdOrCtrl+1'),
        go('Tracks', '/tracks', 'CmdOrCtrl+2'),
        go('Problems', '/problems', 'CmdOrCtrl+3'),
        go('Writings', '/writings', 'CmdOrCtrl+4'),
        go('Reflections', '/reflections', 'CmdOrCtrl+5'),
        go('Review', '/review', 'CmdOrCtrl+6'),
        go('Voices', '/voices', 'CmdOrCtrl+7'),
      ],
    },
    viewMenu(devTools),
    { role: 'windowMenu' },
  ];
  return Menu.buildFromTemplate(template);
}
