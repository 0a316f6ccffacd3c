/**
 * Electron entry: lifecycle only. Everything else starts in electron/start.ts, which composes the app with
 * bootstrap.ts exactly as the browser host does.
 */
import { startElectronApp } from './electron/start';

startElectronApp();
