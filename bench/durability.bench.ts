import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, report, sized } from './harness';

/**
 * Issue 12 item 17: what `synchronous = FULL` costs over `NORMAL` (WAL mode) on the autosave path: one UPDATE
 * of a writing body per save, a 1 MB body (a long piece) and a 2 KB one (a typical autosave). FULL fsyncs the
 * WAL at every commit, so an acknowledged save survives a power cut; NORMAL fsyncs only at checkpoints.
 * Baseline: the same UPDATE with NORMAL, measured in the same run on the same disk (the data folder's).
 */
const dir = fs.mkdtempSync(path.join(process.env.WORKBENCH_BENCH_DIR ?? os.homedir(), '.workbench-bench-'));

function openWith(mode: 'NORMAL' | 'FULL') {
  const db = new Database(path.join(dir, `${mode}.db`));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${mode}`);
  db.exec(
    'CREATE TABLE IF NOT EXISTS writings (id INTEGER PRIMARY KEY, body_md TEXT NOT NULL, updated_at TEXT NOT NULL)',
  );
  db.prepare('INSERT OR REPLACE INTO writings (id, body_md, updated_at) VALUES (1, ?, ?)').run(
    '',
    new Date().toISOString(),
  );
  const update = db.prepare('UPDATE writings SET body_md = ?, updated_at = ? WHERE id = 1');
  return { db, save: (body: string) => update.run(body, new Date().toISOString()) };
}

async function main() {
  try {
    for (const [label, size] of [
      ['1 MB body', sized(1024 * 1024, 4 * 1024)],
      ['2 KB body', 2 * 1024],
    ] as const) {
      let n = 0;
      // Each save changes the text (as typing does), so SQLite really writes the pages.
      const body = () => `${n++} `.padEnd(size, 'x');
      const normal = openWith('NORMAL');
      const full = openWith('FULL');
      const baseline = await measure(() => normal.save(body()), 30, 3);
      const subject = await measure(() => full.save(body()), 30, 3);
      report(`autosave UPDATE, ${label}, synchronous=FULL vs NORMAL (WAL)`, subject, baseline);
      normal.db.close();
      full.db.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
