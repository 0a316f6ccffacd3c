import fs from 'node:fs';
import path from 'node:path';

export type RuntimeFacts = {
  /** process.versions of the running process: `electron` is set only inside Electron. */
  versions: Partial<Record<'electron' | 'modules', string>>;
  isPackaged: boolean;
  /** process.resourcesPath of a packaged app. */
  resourcesPath: string;
  /** The project root when running from source. */
  appRoot: string;
  platform?: string;
  arch?: string;
  exists?: (file: string) => boolean;
};

/** The folder scripts/electron-sqlite.mjs fills for one Electron ABI, platform and architecture. */
export function electronBindingDir(
  appRoot: string,
  abi: string,
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return path.join(appRoot, 'build', 'native', `electron-v${abi}-${platform}-${arch}`);
}

/**
 * Which better-sqlite3 binding the main process loads. Under Node: none (the package's own build, Node's ABI).
 * Under Electron from source: the one `npm start` fetched for this Electron's ABI into build/native/; a packaged
 * app: the one `npm run dist` put in its resources. A missing binding is an error that says how to get one,
 * instead of the "compiled against a different Node.js version" crash before any window opens.
 */
export function chooseSqliteBinding(facts: RuntimeFacts): string | undefined {
  const { electron, modules } = facts.versions;
  if (!electron) return undefined;
  if (!modules) throw new Error(`Electron ${electron} did not report its ABI (process.versions.modules).`);
  const exists = facts.exists ?? fs.existsSync;
  const file = facts.isPackaged
    ? path.join(facts.resourcesPath, 'native', 'better_sqlite3.node')
    : path.join(electronBindingDir(facts.appRoot, modules, facts.platform, facts.arch), 'better_sqlite3.node');
  if (exists(file)) return file;
  throw new Error(
    facts.isPackaged
      ? `This Workbench package lacks its SQLite module (${file}); reinstall Workbench.`
      : `better-sqlite3 for Electron ${electron} (ABI ${modules}) is missing at ${file}. Run \`npm start\`, which fetches it, or \`node scripts/electron-sqlite.mjs\`.`,
  );
}
