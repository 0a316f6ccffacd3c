import os from 'node:os';
import path from 'node:path';

/**
 * Where user data lives when no --data-dir is given. It matches Electron's `app.getPath('userData')` for an
 * app named Workbench, so the desktop app and the browser host share one database by default.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.WORKBENCH_DATA_DIR) return env.WORKBENCH_DATA_DIR;
  const home = os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Workbench');
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Workbench');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Workbench');
}

/** The repository root when running from source (src/main/... or out/main/...). */
export function repoRoot(fromDir: string = __dirname): string {
  return path.resolve(fromDir, '..', '..');
}
