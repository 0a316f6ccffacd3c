import type Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../src/main/bootstrap';
import { unwrap } from '../support/test-app';

export async function addWriting(app: App, title: string, body: string): Promise<string> {
  const created = unwrap(await app.router.invoke('writings:create', { title }));
  unwrap(await app.router.invoke('writings:update', { id: created.id, body_md: body }));
  return created.id;
}

export async function writingTitles(app: App): Promise<string[]> {
  return unwrap(await app.router.invoke('writings:list', {}))
    .writings.map((w) => w.title)
    .sort();
}

/** Every row of every table, for "nothing changed" assertions. */
export function snapshotRows(db: Database.Database): Record<string, unknown[]> {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as Array<{
      name: string;
    }>
  ).map((r) => r.name);
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}" ORDER BY 1, 2`).all()]));
}

/**
 * A tmpfs of the given size mounted at a new folder (root only; the tests that need one say so). Returns
 * undefined where mounting is not allowed.
 */
export function mountTmpfs(dir: string, sizeKb: number, readOnly = false): (() => void) | undefined {
  fs.mkdirSync(dir, { recursive: true });
  // mount(8) can fail for a moment while another test file mounts or unmounts beside it: try a few times.
  for (let tries = 0; ; tries++) {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k${readOnly ? ',ro' : ''}`, 'tmpfs', dir], {
        stdio: 'ignore',
      });
      return () => execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    } catch {
      if (tries === 2) return undefined;
    }
  }
}

export function remount(dir: string, mode: 'ro' | 'rw'): void {
  execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'ignore' });
}

export const canMount = (() => {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-mount-probe-'));
  const un = mountTmpfs(probe, 64);
  un?.();
  fs.rmSync(probe, { recursive: true, force: true });
  return un !== undefined;
})();
