import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { backupName } from '../../src/main/services/data/backup-names';
import type { FixedClock } from '../../src/main/services/clock';
import { expectFailure } from '../support/expect-failure';
import { createTestApp, unwrap } from '../support/test-app';
import { addWriting, canMount, mountTmpfs, remount, writingTitles } from './helpers';

describe('backups', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  it('writes a checked, self-contained copy under <data folder>/backups and lists it', async () => {
    await addWriting(app, 'Kept essay', 'Body that must survive.');
    const { backup } = unwrap(await app.router.invoke('data:backup', {}));
    expect(path.dirname(backup.file)).toBe(path.join(app.dataDir, 'backups'));
    expect(backup.kind).toBe('manual');
    expect(backup.name).toBe(backupName(app.clock.now(), 'manual'));
    // No temporary name, -wal or -shm file is left beside it.
    expect(fs.readdirSync(path.dirname(backup.file))).toEqual([backup.name]);
    // The live database is in WAL mode; the backup is switched to the rollback journal (header bytes 18 and 19
    // are 1), so opening it, even read-write, never creates a -wal file beside it.
    const header = fs.readFileSync(backup.file).subarray(18, 20);
    expect([...header]).toEqual([1, 1]);
    const copy = new Database(backup.file);
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT title FROM writings').all()).toEqual([{ title: 'Kept essay' }]);
    copy.close();
    expect(fs.readdirSync(path.dirname(backup.file))).toEqual([backup.name]);
    const listed = unwrap(await app.router.invoke('data:list-backups', {}));
    expect(listed.backups.map((b) => b.name)).toEqual([backup.name]);
    expect(listed.backups[0]!.size_bytes).toBe(fs.statSync(backup.file).size);
    expect(listed.folder_is_default).toBe(true);
    expect(listed.recovery).toBeNull();
  });

  it('reports progress while copying', async () => {
    const seen: unknown[] = [];
    app.ctx.events.subscribe((name, payload) => name === 'data:backup-progress' && seen.push(payload));
    unwrap(await app.router.invoke('data:backup', {}));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual(expect.objectContaining({ total_pages: expect.any(Number) }));
  });

  it('backs up automatically at start only when the newest backup is older than a day', async () => {
    const clock = app.clock as FixedClock;
    const first = await app.ctx.services.data.autoBackupIfDue(24 * 3600_000);
    expect(first?.kind).toBe('auto');
    clock.set(new Date(clock.now().getTime() + 23 * 3600_000));
    expect(await app.ctx.services.data.autoBackupIfDue(24 * 3600_000)).toBeUndefined();
    clock.set(new Date(clock.now().getTime() + 2 * 3600_000));
    expect((await app.ctx.services.data.autoBackupIfDue(24 * 3600_000))?.kind).toBe('auto');
    expect(unwrap(await app.router.invoke('data:list-backups', {})).backups).toHaveLength(2);
  });

  it('rotates to the newest of each of the last 7 days and 4 weeks', async () => {
    const clock = app.clock as FixedClock;
    const start = clock.now().getTime();
    // One backup a day for 30 days, two on the last.
    let sameDayOlder = '';
    for (let day = 0; day < 30; day++) {
      if (day === 29) {
        clock.set(new Date(start + day * 86_400_000 + 12 * 3600_000));
        sameDayOlder = unwrap(await app.router.invoke('data:backup', {})).backup.file;
      }
      clock.set(new Date(start + day * 86_400_000 + 13 * 3600_000));
      unwrap(await app.router.invoke('data:backup', {}));
    }
    const kept = unwrap(await app.router.invoke('data:list-backups', {})).backups;
    const days = new Set(kept.map((b) => b.created_at.slice(0, 10)));
    // 7 daily + the newest of 4 weeks; the 7 days hold the newest of one or two of those weeks already.
    expect(days.size).toBe(kept.length);
    expect(kept.length).toBeGreaterThanOrEqual(7 + 2);
    expect(kept.length).toBeLessThanOrEqual(7 + 3);
    const weekOf = (iso: string) => Math.floor((Math.floor(Date.parse(iso) / 86_400_000) + 3) / 7);
    expect(new Set(kept.map((b) => weekOf(b.created_at))).size).toBe(4);
    expect(kept[0]!.created_at).toBe(new Date(start + 29 * 86_400_000 + 13 * 3600_000).toISOString());
    expect(kept.map((b) => b.file)).not.toContain(sameDayOlder);
    expect(kept.slice(0, 7).map((b) => b.created_at.slice(0, 10))).toEqual(
      [29, 28, 27, 26, 25, 24, 23].map((d) => new Date(start + d * 86_400_000).toISOString().slice(0, 10)),
    );
  }, 60_000);

  it('refuses a backup folder that cannot be written when it is chosen, with a message that says what to do', async () => {
    const file = path.join(app.dataDir, 'a-file');
    fs.writeFileSync(file, 'x');
    const err = expectFailure(await app.router.invoke('data:set-backup-folder', { folder: path.join(file, 'sub') }));
    expect(err.code).toBe('invalid_input');
    expect(err.message).toMatch(/cannot write to the backup folder .*a-file\/sub.*Pick a folder you can write to/);
    const relative = expectFailure(await app.router.invoke('data:set-backup-folder', { folder: 'backups' }));
    expect(relative.code).toBe('invalid_input');
  });

  it('backs up into a chosen folder, and back to the default with null', async () => {
    const chosen = path.join(app.dataDir, 'synced', 'Workbench backups');
    expect(unwrap(await app.router.invoke('data:set-backup-folder', { folder: chosen }))).toEqual({
      folder: chosen,
      folder_is_default: false,
    });
    const { backup } = unwrap(await app.router.invoke('data:backup', {}));
    expect(path.dirname(backup.file)).toBe(chosen);
    expect(unwrap(await app.router.invoke('data:set-backup-folder', { folder: null })).folder_is_default).toBe(true);
  });

  it('never lists a partial copy and removes stale ones', async () => {
    const folder = path.join(app.dataDir, 'backups');
    fs.mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, `.${backupName(new Date('2026-10-01T00:00:00Z'), 'auto')}.partial`);
    fs.writeFileSync(stale, 'half a database');
    fs.utimesSync(stale, new Date('2026-10-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'));
    expect(unwrap(await app.router.invoke('data:list-backups', {})).backups).toEqual([]);
    unwrap(await app.router.invoke('data:backup', {}));
    expect(fs.existsSync(stale)).toBe(false);
  });

  const withTmpfs = canMount ? it : it.skip;

  withTmpfs('disk full: the error is shown, older backups are kept and nothing half-written is left', async () => {
    await addWriting(app, 'Essay', 'x'.repeat(200_000));
    const folder = path.join(app.dataDir, 'small-disk');
    const unmount = mountTmpfs(folder, 160)!;
    try {
      unwrap(await app.router.invoke('data:set-backup-folder', { folder }));
      // An older backup already there (small, so that it fits).
      const older = path.join(folder, backupName(new Date('2026-10-30T09:00:00Z'), 'auto'));
      fs.writeFileSync(older, Buffer.alloc(8192));
      const err = expectFailure(await app.router.invoke('data:backup', {}));
      expect(err.code).toBe('unavailable');
      expect(err.message).toMatch(
        /disk holding .*small-disk is full: the backup was not written and older backups were kept/,
      );
      expect(fs.readdirSync(folder)).toEqual([path.basename(older)]);
      expect(unwrap(await app.router.invoke('data:list-backups', {})).backups.map((b) => b.file)).toEqual([older]);
      expect(await writingTitles(app)).toEqual(['Essay']);
    } finally {
      unmount();
    }
  });

  withTmpfs(
    'a folder that turned read-only: a clear message at backup time, and an automatic backup says so too',
    async () => {
      const folder = path.join(app.dataDir, 'ro-disk');
      const unmount = mountTmpfs(folder, 1024)!;
      try {
        unwrap(await app.router.invoke('data:set-backup-folder', { folder }));
        remount(folder, 'ro');
        const err = expectFailure(await app.router.invoke('data:backup', {}));
        expect(err.code).toBe('unavailable');
        expect(err.message).toMatch(/cannot write to the backup folder .*ro-disk/);
        const notices: unknown[] = [];
        app.ctx.events.subscribe((name, payload) => name === 'app:notice' && notices.push(payload));
        expect(await app.ctx.services.data.autoBackupIfDue(0)).toBeUndefined();
        expect(notices).toEqual([
          { kind: 'error', message: expect.stringMatching(/^Automatic backup failed\. .*ro-disk/) },
        ]);
        expect(unwrap(await app.router.invoke('data:list-backups', {})).last_error?.message).toMatch(/ro-disk/);
      } finally {
        unmount();
      }
    },
  );
});
