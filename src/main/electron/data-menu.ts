import { dialog, type BrowserWindow, type MessageBoxOptions, type OpenDialogOptions } from 'electron';
import type { App } from '../bootstrap';

function showMessage(win: BrowserWindow | undefined, options: MessageBoxOptions) {
  return win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options);
}

async function pick(win: BrowserWindow | undefined, options: OpenDialogOptions): Promise<string | undefined> {
  const picked = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  return picked.canceled ? undefined : picked.filePaths[0];
}

/** Shows a channel's failure (its message says what to do) or runs `done` with its value. */
async function report<T>(
  win: BrowserWindow | undefined,
  title: string,
  result: { ok: true; value: T } | { ok: false; error: { message: string } },
  done: (value: T) => MessageBoxOptions,
): Promise<void> {
  if (!result.ok) {
    await showMessage(win, { type: 'error', title, message: result.error.message, buttons: ['OK'] });
    return;
  }
  await showMessage(win, done(result.value));
}

/**
 * File > Back up now, Restore from backup…, Export everything…, Import…: native dialogs around the same
 * channels Settings > Data calls (every rule is in services/data). A restore or import ends with the
 * data:restored event, on which the window reloads every screen.
 */
export function dataMenuActions(app: App, getWindow: () => BrowserWindow | undefined) {
  const router = app.router;
  return {
    async backupNow(): Promise<void> {
      const win = getWindow();
      await report(win, 'Backup failed', await router.invoke('data:backup', {}), ({ backup }) => ({
        type: 'info',
        title: 'Backed up',
        message: 'Your data was backed up.',
        detail: backup.file,
        buttons: ['OK'],
      }));
    },
    async restore(): Promise<void> {
      const win = getWindow();
      const listed = await router.invoke('data:list-backups', {});
      const file = await pick(win, {
        title: 'Restore from a backup',
        buttonLabel: 'Restore',
        properties: ['openFile'],
        ...(listed.ok ? { defaultPath: listed.value.folder } : {}),
        filters: [{ name: 'Workbench backups', extensions: ['db', 'sqlite', 'sqlite3'] }],
      });
      if (!file) return;
      const sure = await showMessage(win, {
        type: 'warning',
        title: 'Restore this backup?',
        message: 'Replace all your data with this backup?',
        detail: `${file}\n\nYour current data is backed up first, so this can be undone.`,
        buttons: ['Restore', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
      });
      if (sure.response !== 0) return;
      await report(win, 'Could not restore', await router.invoke('data:restore', { file }), (done) => ({
        type: 'info',
        title: 'Restored',
        message: 'Your data was restored.',
        detail: `The data from before the restore was backed up to ${done.safety_backup.file}.`,
        buttons: ['OK'],
      }));
    },
    async exportAll(): Promise<void> {
      const win = getWindow();
      const folder = await pick(win, {
        title: 'Export everything into an empty folder',
        buttonLabel: 'Export here',
        properties: ['openDirectory', 'createDirectory'],
      });
      if (!folder) return;
      await report(win, 'Could not export', await router.invoke('data:export', { folder }), (done) => ({
        type: 'info',
        title: 'Exported',
        message: `Exported ${done.tables.reduce((n, t) => n + t.rows, 0)} rows and ${done.writings} writings.`,
        detail: done.folder,
        buttons: ['OK'],
      }));
    },
    async importAll(): Promise<void> {
      const win = getWindow();
      const folder = await pick(win, {
        title: 'Import a Workbench export',
        buttonLabel: 'Import',
        properties: ['openDirectory'],
      });
      if (!folder) return;
      await report(win, 'Could not import', await router.invoke('data:import', { folder }), (done) => ({
        type: 'info',
        title: 'Imported',
        message: `Imported ${done.tables.reduce((n, t) => n + t.rows, 0)} rows.`,
        buttons: ['OK'],
      }));
    },
  };
}
export type DataMenuActions = ReturnType<typeof dataMenuActions>;
