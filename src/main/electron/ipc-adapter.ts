import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { fail } from '@shared/ipc/result';
import type { App } from '../bootstrap';
import { APP_ORIGIN, originOf } from './protocol';

/**
 * Electron transport over the pure router. Only our own window's main frame, loaded from our own origin
 * (app://workbench, or the dev server in development), may call.
 */
export function registerIpc(app: App, getWindow: () => BrowserWindow | undefined, devUrl?: string): void {
  const allowedOrigins = new Set([APP_ORIGIN, ...(devUrl ? [originOf(devUrl)] : [])]);

  function trusted(event: IpcMainInvokeEvent): boolean {
    const win = getWindow();
    const frame = event.senderFrame;
    if (!win || event.sender !== win.webContents || !frame || frame !== win.webContents.mainFrame) return false;
    const origin = originOf(frame.url);
    return origin !== null && allowedOrigins.has(origin);
  }

  ipcMain.handle('workbench:invoke', async (event, channel: unknown, input: unknown) => {
    if (!trusted(event)) return fail('forbidden', 'This window is not allowed to call Workbench.');
    return app.router.call(String(channel), input);
  });

  app.ctx.events.subscribe((name, payload) => {
    getWindow()?.webContents.send('workbench:event', name, payload);
  });
}
