// Types for the TypeScript tests that drive scripts/electron-sqlite.mjs.
export declare const root: string;
export declare function bindingDir(appRoot: string, abi: string | number, platform?: string, arch?: string): string;
export declare function electronAbi(electronVersion: string): string;
export declare function ensureElectronSqlite(options: {
  electronVersion: string;
  appRoot?: string;
  packagesFrom?: string;
  run?: (command: string, args: string[], options: { cwd: string; stdio: 'inherit' }) => { status: number | null };
  log?: (message: string) => void;
}): string;
