import fs from 'node:fs';
import path from 'node:path';
import { FIRST_AUTO_BACKUP_AFTER_MS } from '../../src/main/bootstrap';
import { makeTempDir } from '../support/temp-dir';
import { startApp } from '../support/test-app';

/**
 * The automatic backup at start waits until after home's first answer (a timer after createApp), so a fresh or
 * day-old data folder does not copy and fsync its database while the first page is being served.
 */
describe('the automatic backup at start', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  const backups = () => {
    const dir = path.join(temp.dir, 'backups');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.db')) : [];
  };
  const start = (firstAutoBackupAfterMs?: number) =>
    startApp(temp.dir, {
      autoBackup: true,
      ...(firstAutoBackupAfterMs === undefined ? {} : { firstAutoBackupAfterMs }),
    });

  it('waits a few seconds by default: after the first paint, not during it', () => {
    expect(FIRST_AUTO_BACKUP_AFTER_MS).toBeGreaterThanOrEqual(2000);
  });

  it('is not written while the app starts and answers home, and is written once the delay has passed', async () => {
    const app = start(1500);
    // A backup reports its progress as it copies; none may start while home is being answered.
    const progress: number[] = [];
    app.ctx.events.subscribe((name) => name === 'data:backup-progress' && progress.push(Date.now()));
    try {
      const home = await app.router.call('home:get', { tz_offset_minutes: 0 });
      expect(home.ok).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(progress).toEqual([]);
      expect(backups()).toEqual([]);
      const deadline = Date.now() + 15_000;
      while (backups().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(app.ctx.services.data.list().backups.map((b) => b.kind)).toEqual(['auto']);
    } finally {
      app.close();
    }
  });

  it('never starts when the app closes before the delay', async () => {
    const app = start(200);
    app.close();
    await new Promise((r) => setTimeout(r, 500));
    expect(backups()).toEqual([]);
  });
});
