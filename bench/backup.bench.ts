/**
 * Backups: what the app writes (a snapshot read of the database, integrity_check on the copy, fsync, rename)
 * against `VACUUM INTO` of the same file, on a database with 10,000 attempts. Goal: <= 1.2x. Then the same backup
 * through the online backup API in steps (what a database over SNAPSHOT_MAX_BYTES gets), the copy alone, and the
 * export of the same database (everything in open formats), reported as time and as a ratio to the backup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../src/main/db/connection';
import { writeVerifiedBackup } from '../src/main/db/backup/write-backup';
import { exportEverything } from '../src/main/services/data/export-data';
import { interleaved, measure, report } from './harness';

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-bench-backup-'));
  try {
    const db = openDatabase(path.join(dir, 'workbench.db'));
    const userId = randomUUID();
    db.prepare("INSERT INTO profiles (id, name, created_at) VALUES (?, 'Bench', '2026-01-01T00:00:00.000Z')").run(
      userId,
    );
    const insert = db.prepare(
      `INSERT INTO attempts (id, user_id, problem_slug, language, mode, code, looked_reference, looked_pitfalls, passed,
         test_status, phase_times_json, confidence, created_at)
       VALUES (?, ?, ?, 'python', 'practice', ?, 0, 0, ?, 'passed', '{"plan":60000,"code":300000}', 3, ?)`,
    );
    const code =
      'def softmax(x):\n    m = max(x)\n    e = [math.exp(v - m) for v in x]\n    return [v / sum(e) for v in e]\n';
    db.transaction(() => {
      for (let i = 0; i < 10_000; i++)
        insert.run(
          randomUUID(),
          userId,
          `problem-${i % 15}`,
          code.repeat(1 + (i % 4)),
          i % 2,
          new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
        );
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    console.log(
      `database: ${(fs.statSync(path.join(dir, 'workbench.db')).size / 1024 / 1024).toFixed(1)} MB, 10000 attempts`,
    );

    let n = 0;
    const vacuumInto = () => {
      const file = path.join(dir, `vacuum-${n++}.db`);
      db.prepare('VACUUM INTO ?').run(file);
      fs.rmSync(file);
    };
    const backup = async () => {
      const file = path.join(dir, `backup-${n++}.db`);
      await writeVerifiedBackup(db, file);
      fs.rmSync(file);
    };
    const rawBackup = async () => {
      const file = path.join(dir, `raw-${n++}.db`);
      await db.backup(file);
      fs.rmSync(file);
    };
    const steppedBackup = async () => {
      const file = path.join(dir, `stepped-${n++}.db`);
      await writeVerifiedBackup(db, file, { pagesPerStep: 1024 });
      fs.rmSync(file);
    };
    const [base, subject] = await interleaved(vacuumInto, backup, 10);
    report('backup (snapshot read + integrity_check + rename) vs VACUUM INTO', subject, base, { max: 1.2 });
    const [base1, stepped] = await interleaved(vacuumInto, steppedBackup, 10);
    report('backup through the online backup API in steps (over 128 MB) vs VACUUM INTO', stepped, base1);
    const [base2, raw] = await interleaved(vacuumInto, rawBackup, 10);
    report('online backup API copy alone vs VACUUM INTO', raw, base2);

    const exported = await measure(
      () => {
        const out = path.join(dir, `export-${n++}`);
        exportEverything(db, dir, out, new Date());
        fs.rmSync(out, { recursive: true });
      },
      5,
      1,
    );
    report('export of everything vs backup', exported, subject);
    console.log(`export time: median ${exported.median.toFixed(0)} ms`);
    db.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
