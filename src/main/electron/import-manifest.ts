import type { BrowserWindow } from 'electron';
import type { App } from '../bootstrap';

/**
 * File > Import manifest...: wired to the ingestion service in the ingestion issue. Until then it tells the
 * user plainly that importing is not available in this build.
 */
export async function importManifestFromMenu(app: App, win: BrowserWindow | undefined): Promise<void> {
  void win;
  app.ctx.events.emit('app:notice', { kind: 'info', message: 'Importing manifests arrives with the ingestion tool.' });
}
