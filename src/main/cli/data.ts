import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../default-paths';
import { MIGRATIONS } from '../db/migrations';
import { openCheckedDatabase } from '../open-checked-database';
import { systemClock } from '../services/clock';
import { createDataService } from '../services/data';

/**
 * `npm run backup -- [--data-dir D]`, `npm run restore -- [--data-dir D] <file>`,
 * `npm run export -- [--data-dir D] <out-folder>`: the same use cases as Settings > Data, for scripts and for a
 * data folder the app cannot open. Restore while the app is closed (a running app keeps its current profile in
 * memory). Exit 0 on success, 1 when the operation failed (the message says why), 2 for bad arguments.
 */
const USAGE = {
  backup: 'npm run backup -- [--data-dir DIR]',
  restore: 'npm run restore -- [--data-dir DIR] <backup-file>',
  export: 'npm run export -- [--data-dir DIR] <out-folder>',
} as const;
type Command = keyof typeof USAGE;

function usageError(command: string, message: string): number {
  const usage = command in USAGE ? USAGE[command as Command] : Object.values(USAGE).join('\n       ');
  process.stderr.write(`workbench ${command}: ${message}\nusage: ${usage}\n`);
  return 2;
}

async function main(argv: readonly string[]): Promise<number> {
  const [command = '', ...rest] = argv;
  if (!(command in USAGE)) return usageError(command || 'data', `unknown command "${command}"`);
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
  } catch (err) {
    return usageError(command, (err as Error).message);
  }
  const wanted = command === 'backup' ? 0 : 1;
  if (parsed.positionals.length !== wanted)
    return usageError(
      command,
      `expected ${wanted} argument${wanted === 1 ? '' : 's'}, got ${parsed.positionals.length}`,
    );
  const dataDir = path.resolve(parsed.values['data-dir'] ?? defaultDataDir());
  const paths = { dataDir, databaseFile: path.join(dataDir, 'workbench.db') };
  const pagesPerStep = Number(process.env.WORKBENCH_BACKUP_PAGES_PER_STEP) || undefined;

  const { db, recovery } = openCheckedDatabase(paths, systemClock);
  if (recovery)
    process.stderr.write(`The database was damaged (${recovery.problem}); it was moved to ${recovery.moved_to}.\n`);
  const data = createDataService({
    db: () => db,
    dataDir,
    clock: systemClock,
    latestSchema: Math.max(...MIGRATIONS.map((m) => m.version)),
    recovery,
    pagesPerStep,
    onProgress: (p) => process.stderr.write(`progress ${p.done_pages}/${p.total_pages}\n`),
  });
  try {
    if (command === 'backup') {
      const written = await data.backupNow('manual');
      process.stdout.write(`Backed up to ${written.file} (${written.size_bytes} bytes).\n`);
    } else if (command === 'restore') {
      const done = await data.restore(path.resolve(parsed.positionals[0]!));
      process.stdout.write(
        `Restored ${done.restored_from}${done.migrated_from !== null ? ` (brought up from schema ${done.migrated_from})` : ''}. The data before the restore was backed up to ${done.safety_backup.file}.\n`,
      );
    } else {
      const done = data.exportTo(path.resolve(parsed.positionals[0]!));
      const rows = done.tables.reduce((n, t) => n + t.rows, 0);
      process.stdout.write(`Exported ${rows} rows (${done.writings} writings) to ${done.folder}.\n`);
    }
    return 0;
  } catch (err) {
    process.stderr.write(`workbench ${command}: ${(err as Error).message}\n`);
    return 1;
  } finally {
    db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`workbench: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
