import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../../src/main/bootstrap';
import { openDatabase } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { makeTempDir } from '../support/temp-dir';
import { CONTENT_DIR, REPO_ROOT, createTestApp, unwrap } from '../support/test-app';
import { addWriting, writingTitles } from './helpers';

const start = (dataDir: string) =>
  createApp({ host: 'web', dataDir, bundledContentDir: CONTENT_DIR, logger: { error: () => undefined } });

describe('start-up check', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.cleanup());

  it('moves a damaged database aside unwritten, starts on a new one and offers the newest good backup', async () => {
    let app = start(temp.dir);
    await addWriting(app, 'Saved before the damage', 'body');
    const backup = unwrap(await app.router.invoke('data:backup', {})).backup;
    app.close();
    // Damage the file: overwrite pages in its middle.
    const dbFile = path.join(temp.dir, 'workbench.db');
    const fd = fs.openSync(dbFile, 'r+');
    fs.writeSync(fd, Buffer.alloc(4096 * 3, 0xab), 0, 4096 * 3, 4096 * 4);
    fs.closeSync(fd);
    const damagedBytes = fs.readFileSync(dbFile);

    app = start(temp.dir);
    try {
      const listed = unwrap(await app.router.invoke('data:list-backups', {}));
      expect(listed.recovery).not.toBeNull();
      expect(listed.recovery!.moved_to).toMatch(/workbench\.db\.damaged-/);
      expect(listed.recovery!.newest_backup?.file).toBe(backup.file);
      // The damaged file was moved, not written to.
      expect(fs.readFileSync(listed.recovery!.moved_to).equals(damagedBytes)).toBe(true);
      // While recovering, automatic backups do not rotate good backups away with an empty database.
      expect(await app.ctx.services.data.autoBackupIfDue(0)).toBeUndefined();
      expect(await writingTitles(app)).toEqual([]);

      unwrap(await app.router.invoke('data:restore', { file: backup.file }));
      expect(await writingTitles(app)).toEqual(['Saved before the damage']);
      expect(unwrap(await app.router.invoke('data:list-backups', {})).recovery).toBeNull();
    } finally {
      app.close();
    }
  });

  it('treats a file that is not a database at all as damaged', async () => {
    fs.writeFileSync(path.join(temp.dir, 'workbench.db'), 'not a database at all '.repeat(500));
    const app = start(temp.dir);
    try {
      const listed = unwrap(await app.router.invoke('data:list-backups', {}));
      expect(listed.recovery?.problem).toMatch(/not a database/);
      expect(listed.recovery?.newest_backup).toBeNull();
      expect(unwrap(await app.router.invoke('data:dismiss-recovery', {}))).toEqual({ ok: true });
      expect(unwrap(await app.router.invoke('data:list-backups', {})).recovery).toBeNull();
    } finally {
      app.close();
    }
  });

  it('backs up a database that holds data before migrating it', () => {
    const dbFile = path.join(temp.dir, 'workbench.db');
    const old = openDatabase(dbFile, { migrations: MIGRATIONS.filter((m) => m.version <= 100) });
    old.prepare("INSERT INTO app_state (key, value) VALUES ('marker', 'from v100')").run();
    old.close();
    const app = start(temp.dir);
    app.close();
    const folder = path.join(temp.dir, 'backups');
    const files = fs.readdirSync(folder);
    expect(files).toEqual([expect.stringMatching(/^workbench-\d{8}-\d{9}-pre-migration\.db$/)]);
    const copy = new Database(path.join(folder, files[0]!), { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(100);
    expect(copy.prepare("SELECT value FROM app_state WHERE key = 'marker'").get()).toEqual({ value: 'from v100' });
    copy.close();
  });
});

describe('kill -9 during a backup', () => {
  it('leaves no listed or usable half backup, and the live database intact', async () => {
    const app = createTestApp();
    try {
      await addWriting(app, 'Live work', 'body');
      // Enough pages that copying one page per step takes a while.
      const fill = app.ctx.db.prepare('INSERT INTO app_state (key, value) VALUES (?, ?)');
      app.ctx.db.transaction(() => {
        for (let i = 0; i < 1500; i++) fill.run(`filler-${i}`, 'x'.repeat(3000));
      })();
      const child = spawn(
        process.execPath,
        [
          '--require',
          require.resolve('tsx/cjs'),
          path.join(REPO_ROOT, 'src/main/cli/data.ts'),
          'backup',
          '--data-dir',
          app.dataDir,
        ],
        { env: { ...process.env, WORKBENCH_BACKUP_PAGES_PER_STEP: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const folder = path.join(app.dataDir, 'backups');
      // Kill it once it has copied part of the database.
      await new Promise<void>((resolve, reject) => {
        let err = '';
        child.stderr.on('data', (chunk: Buffer) => {
          err += chunk.toString();
          const m = /progress (\d+)\/(\d+)/g;
          let last: RegExpExecArray | null = null;
          for (let x = m.exec(err); x; x = m.exec(err)) last = x;
          if (last && Number(last[1]) > 50 && Number(last[1]) < Number(last[2])) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.on('exit', () => resolve());
        child.on('error', reject);
      });
      await new Promise((r) => child.on('close', r));
      expect(child.signalCode).toBe('SIGKILL');
      const left = fs.readdirSync(folder);
      expect(left.some((n) => n.includes('.partial'))).toBe(true);
      expect(unwrap(await app.router.invoke('data:list-backups', {})).backups).toEqual([]);
      expect(app.ctx.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(await writingTitles(app)).toEqual(['Live work']);
      // The next backup works beside the leftover.
      const next = unwrap(await app.router.invoke('data:backup', {})).backup;
      expect(unwrap(await app.router.invoke('data:list-backups', {})).backups.map((b) => b.file)).toEqual([next.file]);
    } finally {
      app.close();
    }
  }, 120_000);
});
