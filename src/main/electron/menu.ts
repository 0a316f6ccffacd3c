import { Menu, type MenuItemConstructorOptions } from 'electron';

export type MenuActions = {
  navigate(path: string): void;
  importManifest(): void;
};

/** The native menu with the usual roles and accelerators; navigation mirrors the sidebar shortcuts. */
export function buildMenu(actions: MenuActions, isMac = process.platform === 'darwin'): Menu {
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
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
  return Menu.buildFromTemplate(template);
}
