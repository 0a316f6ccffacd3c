import { dialog, type BrowserWindow, type MessageBoxOptions, type OpenDialogOptions } from 'electron';
import path from 'node:path';
import type { App } from '../bootstrap';
import { IngestionError, readManifestFile } from '../services/ingestion';

const OPEN_OPTIONS: OpenDialogOptions = {
  title: 'Import a track manifest',
  buttonLabel: 'Import',
  properties: ['openFile'],
  filters: [{ name: 'Track manifests', extensions: ['yaml', 'yml'] }],
};

function showMessage(win: BrowserWindow | undefined, options: MessageBoxOptions) {
  return win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options);
}

/**
 * File > Import manifest…: pick a .yaml/.yml file, run the same ingestion as the CLI and the browser upload
 * (into the user tracks folder), then offer to open the new track. Failures are shown in a message box with
 * the ingestion tool's one-line message; nothing is written in that case. The logic lives in
 * the ingestion service (tested without Electron); this file only does the dialogs.
 */
export async function importManifestFromMenu(app: App, win: BrowserWindow | undefined): Promise<void> {
  const picked = win ? await dialog.showOpenDialog(win, OPEN_OPTIONS) : await dialog.showOpenDialog(OPEN_OPTIONS);
  const file = picked.filePaths[0];
  if (picked.canceled || !file) return;
  try {
    const imported = app.ctx.services.ingestion.importManifest(readManifestFile(file), path.basename(file));
    const answer = await showMessage(win, {
      type: 'info',
      title: 'Track imported',
      message: `Imported "${imported.title}".`,
      detail: `The track file was written to ${imported.path}.`,
      buttons: ['Open track', 'Close'],
      defaultId: 0,
      cancelId: 1,
    });
    if (answer.response === 0) app.ctx.events.emit('app:navigate', { path: `/tracks/${imported.slug}` });
  } catch (err) {
    const message =
      err instanceof IngestionError
        ? err.message
        : 'Something went wrong while importing. Nothing was written; try again, and if it keeps happening, restart Workbench.';
    if (!(err instanceof IngestionError)) console.error('Import manifest failed', err);
    await showMessage(win, { type: 'error', title: 'Could not import the manifest', message, buttons: ['OK'] });
  }
}
