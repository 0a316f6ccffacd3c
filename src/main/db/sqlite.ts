import Database from 'better-sqlite3';

let nativeBinding: string | undefined;

/**
 * Which compiled better-sqlite3 binding every connection loads. Node (tests, the browser host, the CLIs) uses
 * the package's own build; the Electron main process sets one built for Electron's ABI
 * (src/main/electron/native-binding.ts) before the first connection opens.
 */
export function useNativeBinding(file: string | undefined): void {
  nativeBinding = file;
}

/** Every SQLite connection of the app opens here, so the chosen binding applies to all of them. */
export function openSqlite(file: string, options: Database.Options = {}): Database.Database {
  return new Database(file, nativeBinding ? { ...options, nativeBinding } : options);
}
